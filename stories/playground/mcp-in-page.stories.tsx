import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { McpExplorer } from "../../src/form/index";
import { connectInPage } from "./in-page-mcp";

const meta = {
  title: "Playground/MCP in the page",
  component: McpExplorer,
  args: { connect: connectInPage, defaultUrl: "in-page://travel-agent", autoConnect: true },
  parameters: {
    docs: {
      description: {
        component:
          "`<McpExplorer>` connected to a real MCP server running in this page (the SDK's `Server`, joined to its `Client` by the in-memory transport; see `stories/playground/in-page-mcp.ts`): its tools are listed, each tool's input schema is a form, results show through the output schema, and `book_table` asks a question back (an elicitation) before it answers. `autoConnect` connects to `defaultUrl` on mount. With a real server, pass `connectMcp` from `partkit/mcp` and its URL.",
      },
    },
  },
} satisfies Meta<typeof McpExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Connected on open: the tools, and the first tool's form. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="mcp-explorer"]')).toHaveAttribute("data-state", "connected"));
    await expect(canvasElement.querySelector('[data-slot="run-status"]')).toHaveTextContent(/travel-agent/);
    await expect(await canvas.findByLabelText(/City/)).toHaveValue("Lyon");
  },
};

/** Calls the forecast tool and shows its structured result through the output schema (test only). */
export const CallForecast: Story = {
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/City/);
    await userEvent.click(canvas.getByRole("button", { name: /^Run|^Call|^Submit/ }));
    await waitFor(() => expect(canvasElement).toHaveTextContent("showers after 14:00"), { timeout: 10_000 });
  },
};
