import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { McpExplorer } from "../../src/form/index";
import { connectInPage, inPageServerUrl } from "./in-page-mcp";

const meta = {
  title: "Playground/MCP in the page",
  component: McpExplorer,
  args: { connect: connectInPage, defaultUrl: inPageServerUrl, autoConnect: true },
  parameters: {
    docs: {
      description: {
        component:
          "`<McpExplorer>` connected to a real MCP server running in this page (the SDK's `Server`, joined to its `Client` by the in-memory transport; see `stories/playground/in-page-mcp.ts`, the same server as **Playground/MCP**): its tools are listed, each tool's input schema is a form, results show through the output schema, `book_table` asks a question back (an elicitation) before it answers, and `word_stats`, `haiku` and `plan_trip` run the sample agents of the playground. `autoConnect` connects to `defaultUrl` on mount. With a real server, pass `connectMcp` from `partkit/mcp` and its URL.",
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
    await expect(canvasElement.querySelector('[data-slot="run-status"]')).toHaveTextContent("Connected to sample-agents 1.0.0: 5 tools.");
    await expect(await canvas.findByLabelText(/City/)).toHaveValue("Lyon");
  },
};

/** Calls the forecast tool and shows its structured result through the output schema (test only). */
export const CallForecast: Story = {
  name: "Call the forecast tool",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/City/);
    await userEvent.click(canvas.getByRole("button", { name: /^Run|^Call|^Submit/ }));
    await waitFor(() => expect(canvasElement).toHaveTextContent("showers after 14:00"), { timeout: 10_000 });
  },
};

/** `book_table` asks which sitting (the server's elicitation, answered in the page) and books the one chosen (test only). */
export const BookTable: Story = {
  name: "Book a table (elicitation)",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/City/);
    await userEvent.selectOptions(canvas.getByLabelText("Tool"), "book_table");
    await canvas.findByLabelText(/Restaurant/);
    await userEvent.click(canvas.getByRole("button", { name: "Call tool" }));
    const request = await canvas.findByRole("region", { name: "Which sitting at Le Bouchon des Filles for 2?" }, { timeout: 10_000 });
    await userEvent.selectOptions(within(request).getByLabelText(/Sitting/), "21:00");
    await userEvent.click(within(request).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(canvasElement).toHaveTextContent("Booked Le Bouchon des Filles for 2 at 21:00."), { timeout: 10_000 });
  },
};

/** The playground's sample agents run on the same server: a trip plan (text and a JSON resource) and a haiku (test only). */
export const SampleAgents: Story = {
  name: "Sample agents",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/City/);
    await userEvent.selectOptions(canvas.getByLabelText("Tool"), "plan_trip");
    await expect(await canvas.findByLabelText(/^City/)).toHaveValue("Lisbon");
    await userEvent.click(canvas.getByRole("button", { name: "Call tool" }));
    await waitFor(() => expect(canvasElement).toHaveTextContent("A 2-day plan for Lisbon."), { timeout: 10_000 });
    await expect(canvasElement).toHaveTextContent("Old town walk");
    await userEvent.selectOptions(canvas.getByLabelText("Tool"), "haiku");
    await expect(await canvas.findByLabelText(/^Topic/)).toHaveValue("autumn rain");
    await userEvent.click(canvas.getByRole("button", { name: "Call tool" }));
    await waitFor(() => expect(canvasElement).toHaveTextContent("autumn rain on the roof"), { timeout: 10_000 });
  },
};
