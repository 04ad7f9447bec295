import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeMessage, isMessageStreaming, markLatestStreaming, MessageList } from "../../../src/list";
import { MessageListTail } from "../../../src/list/message-list-tail";
import { LoadBoundary } from "../../../src/internal/load-boundary";
import { createMessageStore } from "../../../src/list/message-store";
import type { Message } from "../../../src/model/types";
import { makeTranscript } from "../../fixtures/list/transcript";

const announcer = (container: HTMLElement) => container.querySelector('[data-slot="message-list-announcer"]')!;

describe("describeMessage", () => {
  it("summarises role and text without markdown punctuation", () => {
    expect(describeMessage({ role: "assistant", parts: [{ contentType: "text/markdown", content: "**Done.** See [the docs](https://x.example) and `x`." }] })).toBe(
      "assistant: Done. See the docs and x.",
    );
  });

  it("skips named, binary and reasoning parts, and cuts long text", () => {
    const long = "word ".repeat(200);
    const summary = describeMessage({
      parts: [
        { contentType: "text/vnd.partkit.reasoning", content: "secret thoughts" },
        { name: "/files/a.txt", contentType: "text/plain", content: "attachment" },
        { contentType: "text/plain", content: long },
      ],
    });
    expect(summary.startsWith("Message: word word")).toBe(true);
    expect(summary).not.toContain("secret");
    expect(summary.length).toBeLessThanOrEqual(260);
    expect(describeMessage({ role: "tool", parts: [{ contentType: "image/png", contentUrl: "https://x/y.png" }] })).toBe("tool: 1 part");
    expect(describeMessage({ parts: [] })).toBe("Message: (empty)");
  });
});

describe("isMessageStreaming", () => {
  it("reads message and part status", () => {
    expect(isMessageStreaming({ parts: [] })).toBe(false);
    expect(isMessageStreaming({ parts: [], metadata: { status: "streaming" } })).toBe(true);
    expect(isMessageStreaming({ parts: [{ contentType: "text/plain", content: "a", metadata: { status: "streaming" } }] })).toBe(true);
    expect(isMessageStreaming({ parts: [{ contentType: "text/plain", content: "a", metadata: { status: "complete" } }] })).toBe(false);
  });
});

describe("<MessageList> (jsdom: structure and announcements; layout is tested in Chromium)", () => {
  it("is a focusable, labelled log that is not itself a live region", () => {
    render(<MessageList messages={makeTranscript(3)} label="Support chat" />);
    const log = screen.getByRole("log", { name: "Support chat" });
    expect(log).toHaveAttribute("tabindex", "0");
    expect(log).toHaveAttribute("aria-live", "off");
    expect(log.closest('[data-slot="message-list"]')).toHaveAttribute("data-state", "following");
  });

  it("announces messages that complete after mount, once", () => {
    const initial = makeTranscript(4);
    const { container, rerender } = render(<MessageList messages={initial} />);
    expect(announcer(container)).toHaveTextContent("");
    const streaming: Message = { id: "s", role: "assistant", parts: [{ contentType: "text/markdown", content: "Half", metadata: { status: "streaming" } }] };
    rerender(<MessageList messages={[...initial, streaming]} />);
    expect(announcer(container)).toHaveTextContent("");
    const done: Message = { ...streaming, parts: [{ contentType: "text/markdown", content: "Half done.", metadata: { status: "complete" } }] };
    rerender(<MessageList messages={[...initial, done]} />);
    expect(announcer(container)).toHaveTextContent("assistant: Half done.");
    const reply: Message = { id: "r", role: "user", parts: [{ contentType: "text/plain", content: "Thanks" }] };
    act(() => rerender(<MessageList messages={[...initial, done, reply]} />));
    expect(announcer(container)).toHaveTextContent("user: Thanks");
  });

  it("takes the runtime's status for the latest turn: not announced while useChat streams it, announced once ready", () => {
    const initial = makeTranscript(2);
    const question: Message = { id: "q", role: "user", parts: [{ contentType: "text/plain", content: "Weather?" }] };
    const { container, rerender } = render(<MessageList messages={initial} status="ready" />);
    act(() => rerender(<MessageList messages={[...initial, question]} status="submitted" />));
    expect(announcer(container)).toHaveTextContent("user: Weather?");
    // Parts without any stream status, as an app's own store may give them.
    const answer: Message = { id: "a", role: "assistant", parts: [{ contentType: "text/markdown", content: "Sunny" }] };
    act(() => rerender(<MessageList messages={[...initial, question, answer]} status="streaming" />));
    expect(announcer(container)).toHaveTextContent("user: Weather?");
    act(() => rerender(<MessageList messages={[...initial, question, answer]} status="ready" />));
    expect(announcer(container)).toHaveTextContent("assistant: Sunny");
  });

  it("marks only a latest message that is not the user's, and only while the runtime streams", () => {
    const answer: Message = { id: "a", role: "assistant", parts: [{ contentType: "text/markdown", content: "Sunny" }] };
    const question: Message = { id: "q", role: "user", parts: [{ contentType: "text/plain", content: "Weather?" }] };
    expect(isMessageStreaming(markLatestStreaming([question, answer], "streaming").at(-1)!)).toBe(true);
    expect(markLatestStreaming([question, answer], "streaming")[0]).toBe(question);
    const list = [answer, question];
    expect(markLatestStreaming(list, "submitted")).toBe(list);
    expect(markLatestStreaming(list, "ready")).toBe(list);
    expect(markLatestStreaming([], "streaming")).toEqual([]);
  });

  it("accepts a custom announcement, or none", () => {
    const initial = makeTranscript(2);
    const { container, rerender } = render(<MessageList messages={initial} announce={() => null} />);
    rerender(<MessageList messages={[...initial, { id: "x", role: "user", parts: [{ contentType: "text/plain", content: "hi" }] }]} announce={() => null} />);
    expect(announcer(container)).toHaveTextContent("");
    rerender(<MessageList messages={[...initial, { id: "y", role: "user", parts: [] }]} announce={(m) => `New from ${m.role}`} />);
    expect(announcer(container)).toHaveTextContent("New from user");
  });

  it("tolerates a missing messages array", () => {
    render(<MessageList messages={undefined as unknown as Message[]} />);
    expect(screen.getByRole("log")).toBeInTheDocument();
  });

});

describe("<MessageListTail> (what shows until the virtualiser has loaded)", () => {
  it("shows the latest messages as a plain, labelled log with the announcer", () => {
    const store = createMessageStore();
    const messages = makeTranscript(50);
    store.set(messages);
    const { container } = render(<MessageListTail store={store} count={messages.length} renderMessage={(m, i) => <p>{`${i}:${m.role}`}</p>} announcement="assistant: done" label="Chat" />);
    const log = screen.getByRole("log", { name: "Chat" });
    const rows = log.querySelectorAll('[data-slot="message-list-item"]');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveAttribute("data-index", "30");
    expect(rows[19]).toHaveTextContent("49:assistant");
    expect(container.querySelector('[data-slot="message-list"]')).toHaveAttribute("aria-busy", "true");
    expect(announcer(container)).toHaveTextContent("assistant: done");
  });
});

describe("when the virtualiser cannot be downloaded", () => {
  it("keeps the latest messages and offers Try again", async () => {
    const store = createMessageStore();
    store.set(makeTranscript(5));
    let fail = true;
    const Window = () => {
      if (fail) throw new Error("chunk failed");
      return <p>virtualised</p>;
    };
    render(
      <LoadBoundary fallback={(retry) => <MessageListTail store={store} count={5} renderMessage={(_m, i) => <p>{`row ${i}`}</p>} announcement="" onRetry={retry} />}>
        <Window />
      </LoadBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Older messages could not be loaded");
    expect(screen.getByText("row 4")).toBeInTheDocument();
    expect(screen.getByRole("log").closest('[data-slot="message-list"]')).toHaveAttribute("data-state", "error");
    fail = false;
    await act(async () => screen.getByRole("button", { name: "Try again" }).click());
    expect(screen.getByText("virtualised")).toBeInTheDocument();
  });
});

