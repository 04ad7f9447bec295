import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/agent-chat";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

const meta = {
  title: "Protocols/Agent chat",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "The agent chat protocol (seed 004) through `fromAgentChat`: `binary` blocks with signed storage URLs (the token never reaches the UI) and per-message telemetry — `run_id` (shortened, full id in a tooltip), `stage`, `latency_ms` (as `2.6 s`), `message_id`, `tool_name`.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** The POST /run request: thread and run ids from the envelope, an image by signed URL. */
export const RunRequest: Story = {
  args: { sample: sample("Run request with a signed image") },
  play: async ({ canvasElement, args }) => {
    const { rendered, source } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("run-456")).toBeInTheDocument();
    await expect(within(rendered).getByText("thread-123")).toBeInTheDocument();
    await expect(source).toHaveTextContent("?token=[redacted]");
    await expect(canvasElement).not.toHaveTextContent("token=xxx");
  },
};

/** GET /history: stage telemetry as chips — stage, latency, tool and a shortened run id. */
export const HistoryWithStageTelemetry: Story = {
  args: { sample: sample("History with stage telemetry") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    const item = (label: string) => within(rendered).getAllByText(label, { selector: "dt" }).map((dt) => dt.parentElement!);
    await expect(item("Stage").map((el) => el.textContent)).toEqual(["Stageintent", "Stagetool_execution"]);
    await expect(item("Latency").map((el) => el.querySelector("dd")?.textContent)).toEqual(["2.6 s", "1.5 s"]);
    await expect(item("Tool")[0]).toHaveTextContent("calendar_create_event");
    const runs = within(rendered).getAllByTitle("run_1773286460762");
    await expect(runs[0]).toHaveTextContent("run_…460762");
    await expect(canvasElement).not.toHaveTextContent("token=yyy");
  },
};

/** A binary block without URL, an unknown block and non-list content stay visible. */
export const MalformedBlocks: Story = {
  args: { sample: sample("Malformed blocks") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByText("Adapter error")).toBeInTheDocument();
  },
};

/** Every agent chat sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};
