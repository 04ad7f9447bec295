import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AgentPlayground } from "../../src/a2a/index";
import { SchemaForm } from "../../src/form/index";
import { PartkitProvider } from "../../src/index";
import { chatRenderers } from "../renderers";
import { inPageA2AFetch, inPageAgentUrl } from "./in-page-a2a";

const meta = {
  title: "Playground/A2A agent in the page",
  component: AgentPlayground,
  decorators: [
    (Story) => (
      <PartkitProvider renderers={chatRenderers}>
        <Story />
      </PartkitProvider>
    ),
  ],
  args: { url: inPageAgentUrl, connectOptions: { fetch: inPageA2AFetch }, schemaForm: SchemaForm, transcriptHeight: 360 },
  parameters: {
    docs: {
      description: {
        component:
          "`<AgentPlayground>` from `partkit/a2a` on a real A2A agent running in this page: the SDK's `DefaultRequestHandler` behind its `JsonRpcTransportHandler`, answering the SDK client through the `fetch` given to `connectA2A` (see `stories/playground/in-page-a2a.ts`). The card shows the agent's skills (their examples fill the Composer), modes and capabilities; the Composer takes what the agent's input modes accept; a guide streams in chunks into the transcript; booking asks back with a JSON Schema, answered with `SchemaForm` on the same task. With a real agent, pass its `url` and no `connectOptions`.",
      },
    },
  },
} satisfies Meta<typeof AgentPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's card, before anything is sent. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: /Travel agent/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "A day in Lyon" })).toBeVisible();
  },
};

/** A guide streamed in chunks, to the final state (test only: the screenshot test shows it). */
export const StreamedGuide: Story = {
  name: "Streamed guide",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "A day in Lyon" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="agent-task-state"]')).toHaveTextContent("completed"), { timeout: 10_000 });
    // The transcript paints its rows a frame after the task list.
    await waitFor(() => expect(canvas.getByRole("log", { name: "Transcript" })).toHaveTextContent("the Fourvière hill at sunset"));
  },
};

/** The agent asks back with a schema: the input-required turn waits with its form (test only: the screenshot test shows it). */
export const AsksBack: Story = {
  name: "Asks back (input required)",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Book a table for tonight" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const reply = await canvas.findByRole("region", { name: "The agent asks" }, { timeout: 10_000 });
    await expect(within(reply).getByLabelText(/Sitting/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="agent-task-state"]')).toHaveTextContent("input-required"));
    await waitFor(() => expect(canvas.getByRole("log", { name: "Transcript" })).toHaveTextContent("How many people, and which sitting?"));
  },
};

/** The agent asks back with a schema; the form answers the same task (test only). */
export const AnswerWithForm: Story = {
  name: "Answer with a form",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Book a table for tonight" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const reply = await canvas.findByRole("region", { name: "The agent asks" }, { timeout: 10_000 });
    await userEvent.selectOptions(within(reply).getByLabelText(/Sitting/), "21:00");
    await userEvent.click(within(reply).getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(canvas.getByRole("log", { name: "Transcript" })).toHaveTextContent("Booked 2 at Le Bouchon des Filles, 21:00."), { timeout: 10_000 });
  },
};
