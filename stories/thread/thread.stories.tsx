import { useChat } from "@ai-sdk/react";
import type { UIMessage } from "ai";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState, type ComponentProps } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { createFromAiSdk, toAiSdkMessage } from "../../src/adapters/ai-sdk/index";
import { PartkitProvider, Thread, useThread } from "../../src/index";
import { chatRenderers } from "../renderers";
import { earlierTurns, mockChatTransport, overloaded, type MockBehaviour } from "./mock-chat";

const suggestions = ["Plan a day in Lyon", "What's the weather on Saturday?", { label: "Book a table", message: "Book a table for two tonight" }];

interface LiveThreadProps extends Partial<ComponentProps<typeof Thread>> {
  readonly behaviour?: MockBehaviour;
  readonly initial?: UIMessage[];
}

/**
 * A useChat app as the README writes it, its backend the SDK's mock model in the page
 * (./mock-chat.ts): useChat's values go into <Thread> as they are.
 */
function LiveThread({ behaviour, initial, ...props }: LiveThreadProps) {
  const [transport] = useState(() => mockChatTransport({ behaviour }));
  const { id, messages, status, error, sendMessage, stop, regenerate } = useChat({ transport, ...(initial ? { messages: initial } : {}) });
  const [convert] = useState(createFromAiSdk);
  const thread = useMemo(() => convert(messages), [convert, messages]);
  return (
    <PartkitProvider renderers={chatRenderers}>
      <Thread
        draftKey={id}
        messages={thread}
        status={status}
        error={error}
        onSend={(body) => sendMessage(toAiSdkMessage(body))}
        onStop={stop}
        onRetry={() => regenerate()}
        suggestions={suggestions}
        placeholder="Ask the travel assistant"
        style={{ height: 560 }}
        {...props}
      />
    </PartkitProvider>
  );
}

const meta = {
  title: "Chat/Thread",
  component: LiveThread,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "`<Thread>`: a whole chat screen in the reading column (the transcript, an empty state with suggestions, a button back to the latest message, an error banner with Retry, and the composer with Stop while the reply streams). Here it is wired to AI SDK 6's `useChat` as an app does it, in 15 lines: `createFromAiSdk` for the messages, `toAiSdkMessage` for what is sent, `status`, `error`, `stop` and `regenerate` as they are. The backend is the SDK's own, in the page: a `DirectChatTransport` to a `ToolLoopAgent` on `MockLanguageModelV3` (`stories/thread/mock-chat.ts`). Its parts (`Thread.Root`, `Thread.Viewport`, `Thread.Messages`, `Thread.Empty`, `Thread.ScrollButton`, `Thread.Error`, `Thread.Composer`, `useThread`) can be rearranged.",
      },
    },
  },
} satisfies Meta<typeof LiveThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new chat: a heading and suggestions; picking one sends it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "How can I help?" })).toBeVisible();
    await expect(canvas.getByRole("list", { name: "Suggestions" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeVisible();
  },
};

/** A chat with earlier turns, ready for the next question. */
export const Conversation: Story = {
  args: { initial: earlierTurns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("log", { name: "Messages" })).toHaveTextContent("Musée des Confluences"));
  },
};

/** Test only: a suggestion is sent; reasoning, a tool call and the answer stream in, and the composer is ready again. */
export const SuggestionAnswered: Story = {
  name: "Suggestion answered",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "What's the weather on Saturday?" }));
    await waitFor(() => expect(canvas.getByRole("log", { name: "Messages" })).toHaveTextContent("showers after 14:00"), { timeout: 15_000 });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Send" })).toBeVisible());
  },
};

/** Test only: the reply has started and the model is slow: Stop shows in the composer. */
export const Streaming: Story = {
  tags: ["!dev", "!autodocs"],
  args: { behaviour: "stall", initial: earlierTurns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "And on Sunday?{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Stop" })).toBeVisible(), { timeout: 15_000 });
    // The new answer (not the earlier one, which says the same) has reached the place where the model stalls.
    const latest = () => [...canvasElement.querySelectorAll('[data-slot="message-view"][data-role="assistant"]')].at(-1);
    await waitFor(() => expect(latest()).toHaveTextContent(/Here is a day in Lyon:\s*Morning: the Croix-Rousse market/), { timeout: 15_000 });
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("");
  },
};

/** Test only: the model fails: the banner says why, with Retry; the question stays in the transcript. */
export const Failed: Story = {
  tags: ["!dev", "!autodocs"],
  args: { behaviour: "fail-once" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Plan a day in Lyon" }));
    const alert = await canvas.findByRole("alert", {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(`The reply failed: ${overloaded}`);
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(canvas.getByRole("log", { name: "Messages" })).toHaveTextContent("Plan a day in Lyon");
  },
};

/** The thread's state in a header of the app's own (`useThread`). */
function StatusLine() {
  const { status, messages } = useThread();
  const words = { ready: "Ready", submitted: "Sending…", streaming: "Replying…", error: "Needs attention" } as const;
  return (
    <p style={{ margin: 0, padding: "0.5rem 1rem", borderBottom: "1px solid var(--pk-border)", fontSize: 13, color: "var(--pk-muted)" }}>
      Travel assistant · {messages.length} messages · {words[status]}
    </p>
  );
}

/** Rearranged from its parts: a header of the app's own, the error banner above the transcript, an empty state with its own words. */
function Rearranged() {
  const [transport] = useState(() => mockChatTransport());
  const { id, messages, status, error, sendMessage, stop, regenerate } = useChat({ transport });
  const [convert] = useState(createFromAiSdk);
  const thread = useMemo(() => convert(messages), [convert, messages]);
  return (
    <PartkitProvider renderers={chatRenderers}>
      <Thread.Root draftKey={`rearranged-${id}`} messages={thread} status={status} error={error} onSend={(body) => sendMessage(toAiSdkMessage(body))} onStop={stop} onRetry={() => regenerate()} style={{ height: 480 }}>
        <StatusLine />
        <Thread.Error title="The assistant could not answer" />
        <Thread.Viewport>
          <Thread.Empty title="Where to next?" suggestions={["A weekend in Annecy"]}>
            <p style={{ margin: 0, color: "var(--pk-muted)" }}>Ask for a plan, the weather or a table.</p>
          </Thread.Empty>
          <Thread.Messages label="Conversation" />
          <Thread.ScrollButton label="Newest message" />
        </Thread.Viewport>
        <Thread.Composer label="Question" placeholder="Where would you like to go?" />
      </Thread.Root>
    </PartkitProvider>
  );
}

/** The same parts in another order, with a header of the app's own. */
export const Parts: Story = {
  render: () => <Rearranged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Where to next?" })).toBeVisible();
    await expect(canvas.getByText(/Travel assistant · 0 messages · Ready/)).toBeVisible();
  },
};
