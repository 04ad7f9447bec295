// <Thread> (issue 34, point 3) driven by AI SDK 6's own useChat in real Chromium, its backend the
// SDK's mock model in the page (stories/thread/mock-chat.ts: DirectChatTransport, ToolLoopAgent,
// MockLanguageModelV3): a suggestion sends, Stop stops a reply, an error shows with Retry that
// asks again, the scroll button comes and goes with the reader, every control works from the
// keyboard, and the draft survives the thread's remount. Any React warning fails a test.
import { useChat } from "@ai-sdk/react";
import type { UIMessage } from "ai";
import { render, screen, waitFor, within } from "@testing-library/react";
import { useMemo, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { createFromAiSdk, toAiSdkMessage } from "../../../src/adapters/ai-sdk/index";
import { createDraftStore, type DraftStore } from "../../../src/composer/index";
import { markdownRenderers } from "../../../src/markdown/index";
import { PartkitProvider } from "../../../src/render/index";
import { Thread, type ThreadProps } from "../../../src/thread/index";
import "../../../src/theme/theme.css";
import { earlierTurns, mockChatTransport, overloaded, type MockBehaviour } from "../../../stories/thread/mock-chat";

function Chat({ behaviour, initial, ...props }: { readonly behaviour?: MockBehaviour; readonly initial?: UIMessage[] } & Partial<ThreadProps>) {
  const [transport] = useState(() => mockChatTransport({ behaviour, delayMs: 15 }));
  const { messages, status, error, sendMessage, stop, regenerate } = useChat({ transport, ...(initial ? { messages: initial } : {}) });
  const [convert] = useState(createFromAiSdk);
  const thread = useMemo(() => convert(messages), [convert, messages]);
  return (
    <PartkitProvider renderers={markdownRenderers}>
      <Thread
        messages={thread}
        status={status}
        error={error}
        onSend={(body) => sendMessage(toAiSdkMessage(body))}
        onStop={stop}
        onRetry={() => regenerate()}
        suggestions={["Plan a day in Lyon", "What's the weather on Saturday?"]}
        style={{ height: 420, width: 640 }}
        {...props}
      />
    </PartkitProvider>
  );
}

const log = () => screen.getByRole("log", { name: "Messages" });
const field = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
const thread = () => document.querySelector<HTMLElement>('[data-slot="thread"]')!;
const lastAssistantText = () => [...document.querySelectorAll('[data-slot="message-view"][data-role="assistant"]')].at(-1)?.textContent ?? "";

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["error", "warn"] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(`${level}: ${args.map(String).join(" ")}`));
});
afterEach(() => {
  vi.restoreAllMocks();
  // The SDK's streamText logs a model error itself (its default onError), as it would on a
  // server: the mock's overload is expected there. Anything else (a React warning) fails.
  expect(logged.filter((line) => !line.startsWith(`error: Error: ${overloaded}`))).toEqual([]);
});

describe("a useChat app with <Thread>", () => {
  it("starts empty with suggestions; picking one sends it, the answer streams in, and a draft in the composer stays", async () => {
    render(<Chat draftKey="suggest" />);
    expect(screen.getByRole("heading", { name: "How can I help?" })).toBeVisible();
    expect(screen.queryByRole("log")).toBeNull();
    await userEvent.fill(field(), "my own half-written question");
    await userEvent.click(screen.getByRole("button", { name: "What's the weather on Saturday?" }));
    // The question is in the transcript at once; reasoning, the tool call and the answer follow.
    await waitFor(() => expect(log()).toHaveTextContent("What's the weather on Saturday?"));
    expect(screen.queryByRole("heading", { name: "How can I help?" })).toBeNull();
    await waitFor(() => expect(log()).toHaveTextContent("showers after 14:00"), { timeout: 15_000 });
    await waitFor(() => expect(thread()).toHaveAttribute("data-state", "ready"));
    expect(log().querySelector('[data-slot="tool-call-part"], [data-slot="tool-call-custom"]')).not.toBeNull();
    expect(field().value).toBe("my own half-written question");
  });

  it("shows Stop while the reply streams (and submits), and Stop stops it: no more text, Send is back", async () => {
    render(<Chat behaviour="stall" draftKey="stop" initial={earlierTurns} />);
    await userEvent.fill(field(), "And on Sunday?");
    await userEvent.keyboard("{Enter}");
    // Cleared as soon as the runtime took it, not when the reply ends.
    await waitFor(() => expect(field().value).toBe(""));
    const stop = await screen.findByRole("button", { name: "Stop" });
    await waitFor(() => expect(lastAssistantText()).toContain("the Croix-Rousse market"), { timeout: 15_000 });
    expect(thread()).toHaveAttribute("data-state", "streaming");
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    await userEvent.click(stop);
    await waitFor(() => expect(thread()).toHaveAttribute("data-state", "ready"));
    expect(screen.getByRole("button", { name: "Send" })).toBeVisible();
    const shown = lastAssistantText();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lastAssistantText()).toBe(shown);
    // A new message goes again.
    await userEvent.fill(field(), "Thanks");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(log()).toHaveTextContent("Thanks"));
  });

  it("shows the error with Retry when the model fails, and Retry asks again", async () => {
    render(<Chat behaviour="fail-once" draftKey="retry" />);
    await userEvent.click(screen.getByRole("button", { name: "Plan a day in Lyon" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(`The reply failed: ${overloaded}`);
    expect(thread()).toHaveAttribute("data-state", "error");
    // The question is kept in the transcript, and the composer can still send.
    expect(log()).toHaveTextContent("Plan a day in Lyon");
    expect(screen.getByRole("button", { name: "Send" })).toBeVisible();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(log()).toHaveTextContent("the Fourvière hill at sunset"), { timeout: 15_000 });
    expect(screen.queryByRole("alert")).toBeNull();
    // Asked once, answered once: the question is not duplicated.
    expect(document.querySelectorAll('[data-slot="message-view"][data-role="user"]')).toHaveLength(1);
  });

  it("shows the scroll button once the reader scrolls up, and it scrolls back to the latest message", async () => {
    const many: UIMessage[] = Array.from({ length: 24 }, (_, i) => earlierTurns[i % earlierTurns.length]!).map((m, i) => ({ ...m, id: `m${i}` }));
    render(<Chat initial={many} draftKey="scroll" />);
    const viewport = log();
    const atBottom = () => viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight < 2;
    await waitFor(() => expect(atBottom()).toBe(true));
    expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull();

    // The reader scrolls up with the wheel.
    viewport.dispatchEvent(new WheelEvent("wheel", { deltaY: -600, bubbles: true }));
    viewport.scrollTop = 0;
    const button = await screen.findByRole("button", { name: "Scroll to the latest message" });
    expect(button).toBeVisible();
    await userEvent.click(button);
    await waitFor(() => expect(atBottom()).toBe(true));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull());
    // Focus goes to the transcript, not to the body, when the button goes away.
    expect(viewport).toHaveFocus();

    // By keyboard: Home in the transcript, then from the composer Shift+Tab to the button, Enter.
    await userEvent.keyboard("{Home}");
    await screen.findByRole("button", { name: "Scroll to the latest message" });
    field().focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Scroll to the latest message" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(atBottom()).toBe(true));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull());
  });

  it("works from the keyboard: a suggestion, Stop and Retry (the scroll button: above)", async () => {
    const first = render(<Chat behaviour="stall" draftKey="keys" />);
    const suggestion = screen.getByRole("button", { name: "Plan a day in Lyon" });
    suggestion.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("button", { name: "Stop" }, { timeout: 15_000 });
    // From the text field, Tab reaches Stop (attach comes first); Space presses it.
    field().focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Stop" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(thread()).toHaveAttribute("data-state", "ready"));
    first.unmount();

    render(<Chat behaviour="fail-once" draftKey="keys-2" />);
    await userEvent.fill(field(), "Plan a day in Lyon");
    await userEvent.keyboard("{Enter}");
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 15_000 });
    field().focus();
    await userEvent.tab({ shift: true });
    expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(log()).toHaveTextContent("the Fourvière hill at sunset"), { timeout: 15_000 });
  });

  it("keeps the composer's draft through the thread's unmount and remount, per draftKey", async () => {
    const store: DraftStore = createDraftStore();
    const view = render(<Chat draftKey="chat-1" draftStore={store} />);
    await userEvent.fill(field(), "Half a question for chat 1");
    view.unmount();
    const other = render(<Chat draftKey="chat-2" draftStore={store} />);
    expect(field().value).toBe("");
    other.unmount();
    render(<Chat draftKey="chat-1" draftStore={store} />);
    expect(field().value).toBe("Half a question for chat 1");
  });

  it("hands the caller's props to the scroll button", async () => {
    const many: UIMessage[] = Array.from({ length: 24 }, (_, i) => ({ ...earlierTurns[i % earlierTurns.length]!, id: `k${i}` }));
    function Custom() {
      const [transport] = useState(() => mockChatTransport());
      const { messages, status, sendMessage } = useChat({ transport, messages: many });
      const [convert] = useState(createFromAiSdk);
      const list = useMemo(() => convert(messages), [convert, messages]);
      return (
        <Thread.Root messages={list} status={status} onSend={(body) => sendMessage(toAiSdkMessage(body))} style={{ height: 360 }}>
          <Thread.Viewport>
            <Thread.Messages />
            <Thread.ScrollButton className="mine" data-testid="scroll" label="Newest" data-slot="not-this" />
          </Thread.Viewport>
        </Thread.Root>
      );
    }
    render(<Custom />);
    const viewport = log();
    await waitFor(() => expect(viewport.scrollTop).toBeGreaterThan(0));
    viewport.dispatchEvent(new WheelEvent("wheel", { deltaY: -600, bubbles: true }));
    viewport.scrollTop = 0;
    const button = await screen.findByTestId("scroll");
    expect(button).toHaveClass("mine");
    expect(button).toHaveAttribute("data-slot", "thread-scroll-button");
    expect(button).toHaveAccessibleName("Newest");
  });
});
