import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { samples } from "../../test/fixtures/agent-chat";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

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

const { story, all } = sampleStories(samples);

/** The POST /run request: thread and run ids from the envelope, an image by signed URL. */
export const RunRequest: SampleStory = {
  ...story("Run request with a signed image", async ({ rendered, source, canvasElement }) => {
    await expect(within(rendered).getByText("run-456")).toBeInTheDocument();
    await expect(within(rendered).getByText("thread-123")).toBeInTheDocument();
    await expect(source).toHaveTextContent("?token=[redacted]");
    await expect(canvasElement).not.toHaveTextContent("token=xxx");
  }, "inspector"),
  name: "Run request with a signed image",
};

/** GET /history: stage telemetry as chips — stage, latency, tool and a shortened run id. */
export const HistoryWithStageTelemetry: SampleStory = {
  ...story("History with stage telemetry", async ({ rendered, canvasElement }) => {
    const item = (label: string) => within(rendered).getAllByText(label, { selector: "dt" }).map((dt) => dt.parentElement!);
    await expect(item("Stage").map((el) => el.textContent)).toEqual(["Stageintent", "Stagetool_execution"]);
    await expect(item("Latency").map((el) => el.querySelector("dd")?.textContent)).toEqual(["2.6 s", "1.5 s"]);
    await expect(item("Tool")[0]).toHaveTextContent("calendar_create_event");
    const runs = within(rendered).getAllByTitle("run_1773286460762");
    await expect(runs[0]).toHaveTextContent("run_…460762");
    await expect(canvasElement).not.toHaveTextContent("token=yyy");
  }, "inspector"),
  name: "History with stage telemetry",
};

/** A binary block without URL, an unknown block and non-list content stay visible. */
export const MalformedBlocks: SampleStory = {
  ...story("Malformed blocks", async ({ rendered }) => {
    await expect(within(rendered).getByText("Adapter error")).toBeInTheDocument();
  }),
  name: "Malformed blocks",
};

/** Every agent chat sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };
