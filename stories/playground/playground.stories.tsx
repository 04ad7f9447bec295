import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Playground, usePlaygroundContext } from "../../src/form/index";
import { haiku, tripPlanner, wordStats } from "./sample-agents";

const meta = {
  title: "Playground/Playground",
  component: Playground,
  parameters: {
    docs: {
      description: {
        component:
          "\"UI by default\" for any request: a form from the input schema, a cancellable Run with streaming output, the result by the output schema, history with compare, and the Input message with the text an LLM sees. The sample agents run in the browser.",
      },
    },
  },
  args: { shareable: false },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WordStats: Story = {
  name: "Word statistics (streams a table)",
  args: { title: "Word statistics", inputSchema: wordStats.inputSchema, outputSchema: wordStats.outputSchema, run: wordStats.run },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(canvas.getByText(/Run 1: Done/, { selector: '[data-slot="run-status"]' })).toBeVisible(), { timeout: 5000 });
    const table = canvas.getByRole("table");
    await expect(within(table).getByText("the")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "LLM text" }));
    await expect(canvas.getByRole("tabpanel", { name: "LLM text" })).toHaveTextContent("## Data: ¶input");
  },
};

export const Haiku: Story = {
  name: "Haiku (streaming text, cancel)",
  args: { title: "Haiku", inputSchema: haiku.inputSchema, outputSchema: haiku.outputSchema, run: haiku.run },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(canvas.getByText(/autumn/)).toBeVisible());
    await userEvent.click(canvas.getAllByRole("button", { name: /^Cancel/ })[0]!);
    await waitFor(() => expect(canvas.getByText(/Run 1: Cancelled/, { selector: '[data-slot="run-status"]' })).toBeVisible());
  },
};

export const CompareRuns: Story = {
  name: "History and compare",
  args: { title: "Trip planner", inputSchema: tripPlanner.inputSchema, run: tripPlanner.run },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(canvas.getByText(/A 2-day plan for Lisbon/)).toBeVisible(), { timeout: 5000 });
    const days = canvas.getByLabelText(/Days/);
    await userEvent.clear(days);
    await userEvent.type(days, "3");
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(canvas.getAllByText(/A 3-day plan for Lisbon/)[0]).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Compare run 1" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Compare run 2" }));
    await expect(canvas.getByRole("region", { name: "Comparison" })).toHaveTextContent("Inputs differ at: days");
  },
};

export const Dark: Story = {
  args: { title: "Word statistics", inputSchema: wordStats.inputSchema, outputSchema: wordStats.outputSchema, run: wordStats.run },
  globals: { theme: "dark" },
};

function RunCounter() {
  const { runs, running } = usePlaygroundContext();
  return (
    <p data-testid="run-counter">
      {runs.length} {runs.length === 1 ? "run" : "runs"}
      {running ? ", one running" : ""}
    </p>
  );
}

export const ComposedFromParts: Story = {
  name: "Composed from parts (side by side, no tabs)",
  args: { title: "Word statistics", inputSchema: wordStats.inputSchema, outputSchema: wordStats.outputSchema, run: wordStats.run },
  render: (args) => (
    <Playground.Root inputSchema={args.inputSchema} outputSchema={args.outputSchema} run={args.run} shareable={false} style={{ gridTemplateColumns: "1fr 1fr" }}>
      <Playground.Input runLabel="Count words" heading="Text" />
      <div style={{ display: "grid", gap: "0.75rem", alignContent: "start" }}>
        <Playground.Status />
        <Playground.Result />
        <RunCounter />
      </div>
    </Playground.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("tablist")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Count words" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/Run 1: Done/), { timeout: 5000 });
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByTestId("run-counter")).toHaveTextContent("1 run");
  },
};
