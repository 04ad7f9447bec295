import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { McpExplorer } from "../../src/form/index";
import { connectMcp } from "../../src/mcp/index";
import { connectInPage, inPageServerUrl } from "./in-page-mcp";

const meta = {
  title: "Playground/MCP",
  component: McpExplorer,
  parameters: {
    docs: {
      description: {
        component:
          "Connect to the sample MCP server that lives in this page (`in-page://sample-agents`: the SDK's `Server` joined to its `Client` in memory, no network; see `stories/playground/in-page-mcp.ts`), or type the URL of an MCP server that speaks Streamable HTTP (for example `npx @modelcontextprotocol/server-everything streamableHttp` serves http://localhost:3001/mcp), connect, pick a tool, fill its form and call it. The server must allow this page's origin (CORS).",
      },
    },
  },
} satisfies Meta<typeof McpExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ready to connect to the sample MCP server that lives in the page (five tools, no network). Type
 * the URL of a real MCP server instead to explore that one.
 */
export const Connect: Story = {
  name: "Connect to a server",
  args: { connect: connectInPage, defaultUrl: inPageServerUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("MCP server URL")).toHaveValue(inPageServerUrl);
    await expect(canvas.getByRole("button", { name: "Connect" })).toBeEnabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Not connected.");
  },
};

/**
 * Test only: Connect lists the in-page server's tools over MCP; a sample agent's tool runs there
 * and its structured result shows by its output schema.
 */
export const ConnectAndCall: Story = {
  ...Connect,
  name: "Connect to a server: connect and call a tool",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Connect" }));
    await expect(await canvas.findByText("Connected to sample-agents 1.0.0: 5 tools.")).toBeVisible();
    await expect(canvas.getByLabelText("Tool")).toHaveValue("get_forecast");
    await userEvent.selectOptions(canvas.getByLabelText("Tool"), "word_stats");
    await expect(await canvas.findByLabelText(/^Text/)).toHaveValue("the quick brown fox jumps over the lazy dog the end");
    await userEvent.click(canvas.getByRole("button", { name: "Call tool" }));
    const table = await canvas.findByRole("table", {}, { timeout: 5000 });
    await expect(table).toBeVisible();
    await expect(table).toHaveTextContent("the");
  },
};

/** Test only: an address that is not a URL is explained in words, in an alert. */
export const ConnectionError: Story = {
  name: "Connection error",
  args: { connect: connectMcp, defaultUrl: "" },
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("MCP server URL"), "not a url");
    await userEvent.click(canvas.getByRole("button", { name: "Connect" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("is not a valid URL");
  },
};
