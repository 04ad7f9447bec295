import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { McpExplorer } from "../../src/form/index";
import { connectMcp } from "../../src/mcp/index";

const meta = {
  title: "Playground/MCP",
  component: McpExplorer,
  parameters: {
    docs: {
      description: {
        component:
          "Type the URL of an MCP server that speaks Streamable HTTP (for example `npx @modelcontextprotocol/server-everything streamableHttp` serves http://localhost:3001/mcp), connect, pick a tool, fill its form and call it. The server must allow this page's origin (CORS).",
      },
    },
  },
} satisfies Meta<typeof McpExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connect: Story = {
  name: "Connect to a server",
  args: { connect: connectMcp, defaultUrl: "" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("MCP server URL")).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Connect" })).toBeDisabled();
  },
};

export const ConnectionError: Story = {
  name: "Connection error",
  args: { connect: connectMcp, defaultUrl: "" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("MCP server URL"), "not a url");
    await userEvent.click(canvas.getByRole("button", { name: "Connect" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("is not a valid URL");
  },
};
