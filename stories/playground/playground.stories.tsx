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

/** A sample agent that counts words and streams its table: the form with its sample input, ready to Run. */
export const WordStats: Story = {
  name: "Word statistics (streams a table)",
  args: { title: "Word statistics", inputSchema: wordStats.inputSchema, outputSchema: wordStats.outputSchema, run: wordStats.run },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Run" })).toBeEnabled();
  },
};

/** Test only: Run streams the result into a table; the LLM text tab shows the Input message as a model reads it. */
export const WordStatsRun: Story = {
  ...WordStats,
  name: "Word statistics (streams a table): run",
  tags: ["!dev", "!autodocs"],
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

/** A sample agent that streams a poem word by word; Cancel stops it mid-way. */
export const Haiku: Story = {
  name: "Haiku (streaming text, cancel)",
  args: { title: "Haiku", inputSchema: haiku.inputSchema, outputSchema: haiku.outputSchema, run: haiku.run },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Run" })).toBeEnabled();
  },
};

/** Test only: Run streams text; Cancel stops the run and says so. */
export const HaikuCancel: Story = {
  ...Haiku,
  name: "Haiku (streaming text, cancel): run and cancel",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await waitFor(() => expect(canvas.getByText(/autumn/)).toBeVisible());
    await userEvent.click(canvas.getAllByRole("button", { name: /^Cancel/ })[0]!);
    await waitFor(() => expect(canvas.getByText(/Run 1: Cancelled/, { selector: '[data-slot="run-status"]' })).toBeVisible());
  },
};

/** A trip planner that returns a message body; every run is kept in the history, two can be compared. */
export const CompareRuns: Story = {
  name: "History and compare",
  args: { title: "Trip planner", inputSchema: tripPlanner.inputSchema, run: tripPlanner.run },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Days/)).toBeVisible();
  },
};

/** Test only: two runs with different inputs, compared: the comparison names the input that differs. */
export const CompareRunsFlow: Story = {
  ...CompareRuns,
  name: "History and compare: two runs compared",
  tags: ["!dev", "!autodocs"],
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

/** The word statistics playground in the dark theme. */
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

/** `Playground.Root` with its parts laid out by the app: input beside status and result, no tabs. */
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
    await expect(canvas.getByTestId("run-counter")).toHaveTextContent("0 runs");
  },
};

/** Test only: the app's own Run button label and a component reading the playground's context both follow a run. */
export const ComposedFromPartsRun: Story = {
  ...ComposedFromParts,
  name: "Composed from parts: run",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Count words" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/Run 1: Done/), { timeout: 5000 });
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByTestId("run-counter")).toHaveTextContent("1 run");
  },
};
