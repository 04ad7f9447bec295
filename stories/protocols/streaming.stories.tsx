import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectArguments, expectReplayed, StreamReplay, unfoldToolCalls } from "./stream-replay";

const meta = {
  title: "Protocols/Streaming",
  component: StreamReplay,
  args: { intervalMs: 40 },
  argTypes: {
    format: { control: false },
    intervalMs: { control: { type: "range", min: 0, max: 500, step: 10 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Recorded provider streams replayed event by event through the streaming reducers (`reduceAnthropicStream`, `reduceOpenAIChatStream`, `reduceOpenAIResponsesStream`, `reduceAiSdkStream`) into `<MessageView>`. Text and reasoning grow in place, tool-call arguments fill in and are shown parsed once their JSON is complete, and parts an event did not touch keep their identity (the note above the event JSON counts them). Replay starts over, Pause holds the replay, Next event steps one event at a time.",
      },
    },
  },
} satisfies Meta<typeof StreamReplay>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Anthropic Messages SSE: thinking, a cited answer, then two tool calls. */
export const Anthropic: Story = {
  args: { format: "anthropic" },
  play: async ({ canvasElement }) => {
    const { message } = await expectReplayed(canvasElement, "anthropic", {
      text: "Paris is mild this week.",
      arguments: { get_weather: ["Paris", "celsius"] },
    });
    await expect(within(message).getByRole("group", { name: "Tool call Get time" })).not.toHaveAttribute("data-state", "streaming");
  },
};

/**
 * Test only: steps through the Anthropic stream from the keyboard (Pause, Replay, Next event) and
 * checks that one input_json_delta replaces only the tool call it belongs to.
 */
export const AnthropicStepping: Story = {
  ...Anthropic,
  name: "Anthropic: stepped from the keyboard",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const { canvas } = await expectReplayed(canvasElement, "anthropic", { text: "Paris is mild this week." });

    // Keyboard: pause, start over, then step to the middle of the get_weather arguments.
    const pause = canvas.getByRole("button", { name: "Pause" });
    pause.focus();
    await userEvent.keyboard(" ");
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Replay" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByTestId("event-counter")).toHaveTextContent("Event 0 / ");
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole("button", { name: "Next event" });
    await expect(next).toHaveFocus();
    // message_start … the second input_json_delta of get_weather ('{"city": "Pa').
    for (let i = 0; i < 15; i++) await userEvent.keyboard("{Enter}");
    await expect(canvas.getByTestId("event-counter")).toHaveTextContent("Event 15 / ");
    await expect(canvas.getByTestId("event-json")).toHaveTextContent('"partial_json": "{\\"city\\": \\"Pa"');
    await expect(canvas.getByTestId("identity-note")).toHaveTextContent("1 of 4 parts new or replaced; 3 kept their identity.");
    const rendered = canvas.getByRole("region", { name: "Rendered: Anthropic SSE events" });
    await expect(within(rendered).getByRole("group", { name: "Tool call Get weather" })).toHaveAttribute("data-state", "streaming");

    // Resume: the replay plays to the end again.
    pause.focus();
    await userEvent.keyboard(" ");
    await expectReplayed(canvasElement, "anthropic", { text: "Paris is mild this week.", arguments: { get_weather: ["Paris", "celsius"] } });
  },
};

/** OpenAI Chat Completions chunks: text, then two parallel tool calls filling in by index. */
export const OpenAIChat: Story = {
  name: "OpenAI Chat",
  args: { format: "openAIChat" },
  play: async ({ canvasElement }) => {
    const { message } = await expectReplayed(canvasElement, "openAIChat", {
      text: "Checking both cities.",
      arguments: { get_weather: ["Paris", "Oslo"] },
    });
    await expect(within(message).getAllByRole("group", { name: "Tool call Get weather" })).toHaveLength(2);
  },
};

/** OpenAI Responses events: reasoning summaries, cited output text and a function call. */
export const OpenAIResponses: Story = {
  name: "OpenAI Responses",
  args: { format: "openAIResponses" },
  play: async ({ canvasElement }) => {
    // The cited span is followed by its source's number, so the sentence is matched up to it.
    await expectReplayed(canvasElement, "openAIResponses", {
      text: "Let me check Paris",
      arguments: { get_weather: ["Paris"] },
    });
  },
};

/** Test only: the reasoning, folded once complete, opens from the keyboard and shows its summary. */
export const OpenAIResponsesReasoning: Story = {
  ...OpenAIResponses,
  name: "OpenAI Responses: reasoning opened",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const { message } = await expectReplayed(canvasElement, "openAIResponses", { text: "Let me check Paris" });
    const reasoning = within(message).getByRole("button", { name: /Reasoning/ });
    reasoning.focus();
    await userEvent.keyboard("{Enter}");
    await expect(message).toHaveTextContent("I should look up the weather.");
  },
};

/** AI SDK 7, recorded from streamText: a failing tool stays open with its error. */
export const AiSdk7: Story = {
  name: "AI SDK 7 (recorded)",
  args: { format: "aiSdk7" },
  play: async ({ canvasElement }) => {
    const { message } = await expectReplayed(canvasElement, "aiSdk7", { text: "It is sunny, 21°C in Lyon." });
    await expect(within(message).getAllByText("21°C")[0]!.tagName).toBe("STRONG");
  },
};

/** AG-UI, recorded from HttpAgent: markdown with a table, a tool call and its result, state as JSON. */
export const AgUi: Story = {
  name: "AG-UI (recorded)",
  args: { format: "agUi" },
  play: async ({ canvasElement }) => {
    const { message } = await expectReplayed(canvasElement, "agUi", { text: "It is 21 °C and clear in Paris" });
    await expect(within(message).getByRole("table")).toBeInTheDocument();
    await expect(within(message).getByRole("group", { name: "Tool call Get weather" })).toBeInTheDocument();
  },
};

/** AI SDK UI message chunks: reasoning, a tool call and its output, then text and a source. */
export const AiSdk: Story = {
  name: "AI SDK",
  args: { format: "aiSdk" },
  play: async ({ canvasElement }) => {
    await expectReplayed(canvasElement, "aiSdk", { text: "Paris: 18°C with light rain." });
  },
};

/** Test only: the answered tool call unfolds to its arguments and the output that arrived as its own part. */
export const AiSdkToolCall: Story = {
  ...AiSdk,
  name: "AI SDK: tool call unfolded",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const { message } = await expectReplayed(canvasElement, "aiSdk", { text: "Paris: 18°C with light rain." });
    await unfoldToolCalls(message);
    await expectArguments(message, { weather: ["Paris"] });
    // The result, as labelled values: its "celsius" key reads "Celsius".
    await expect(message).toHaveTextContent(/Celsius\s*18/);
  },
};

/** The AI SDK replay in the dark theme, so the accessibility checks cover its colours too. */
export const AiSdkDark: Story = {
  name: "AI SDK (dark)",
  args: { format: "aiSdk" },
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    await expectReplayed(canvasElement, "aiSdk", { text: "Paris: 18°C with light rain." });
  },
};

/** Test only: the dark replay with its tool call unfolded, so the accessibility checks cover the arguments tree too. */
export const AiSdkDarkToolCall: Story = {
  ...AiSdkDark,
  name: "AI SDK (dark): tool call unfolded",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    const { message } = await expectReplayed(canvasElement, "aiSdk", { text: "Paris: 18°C with light rain." });
    await unfoldToolCalls(message);
    await expectArguments(message, { weather: ["Paris"] });
  },
};
