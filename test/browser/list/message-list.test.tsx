import { act, render, screen, waitFor, within } from "@testing-library/react";
import { use, useEffect, useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { MessageList } from "../../../src/list";
import { markdownRenderer } from "../../../src/markdown";
import { appendToPart, markPartComplete } from "../../../src/model";
import type { Message } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render";
import "../../../src/theme/theme.css";
import { makeTranscript } from "../../fixtures/list/transcript";

const frames = (n = 2) => new Promise<void>((resolve) => {
  const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
  step(n);
});

const viewport = () => screen.getByRole("log", { name: "Messages" });
const distanceFromBottom = () => {
  const el = viewport();
  return el.scrollHeight - el.scrollTop - el.clientHeight;
};
/** Scrolls like a reader with a mouse wheel: the wheel event (intent), then the scroll. */
const wheelBy = (delta: number) => {
  viewport().dispatchEvent(new WheelEvent("wheel", { deltaY: delta, bubbles: true }));
  viewport().scrollTop += delta;
};
/** Indexes of the rows that intersect the viewport (not the overscan mounted around it). */
const rowsInView = () => {
  const box = viewport().getBoundingClientRect();
  return new Set(
    [...viewport().querySelectorAll("[data-index]")]
      .filter((row) => {
        const r = row.getBoundingClientRect();
        return r.bottom > box.top && r.top < box.bottom;
      })
      .map((row) => Number(row.getAttribute("data-index"))),
  );
};
const settle = async () => {
  await frames(3);
  await waitFor(() => expect(viewport().querySelectorAll('[data-slot="message-list-item"]').length).toBeGreaterThan(0));
};

const harness = { set: (_update: (messages: Message[]) => Message[]) => {} };
const setMessages = (update: (messages: Message[]) => Message[]) => act(() => harness.set(update));

function Harness({ initial }: { readonly initial: Message[] }) {
  const [messages, set] = useState(initial);
  useEffect(() => {
    harness.set = set;
  }, []);
  return (
    <PartkitProvider renderers={[markdownRenderer]}>
      <button type="button">before</button>
      <MessageList messages={messages} style={{ height: 400, width: 600 }} />
    </PartkitProvider>
  );
}

/** Appends `text` to the last part of the last message (a streaming answer). */
function grow(text: string) {
  setMessages((messages) => {
    const last = messages.length - 1;
    const next = messages.slice();
    next[last] = appendToPart(messages[last]!, 0, text);
    return next;
  });
}

function startAnswer() {
  setMessages((messages) => [...messages, { id: `a${messages.length}`, role: "assistant", parts: [{ contentType: "text/markdown", content: "", metadata: { status: "streaming" } }] }]);
}

describe("MessageList (real Chromium)", () => {
  it("renders 10,000 messages starting at the latest one, mounting only what is visible", async () => {
    render(<Harness initial={makeTranscript(10_000)} />);
    await settle();
    await waitFor(() => expect(distanceFromBottom()).toBeLessThanOrEqual(8));
    const rows = viewport().querySelectorAll('[data-slot="message-list-item"]');
    expect(rows.length).toBeLessThan(40);
    expect(rows[rows.length - 1]).toHaveAttribute("data-index", "9999");
    expect(viewport()).toHaveAttribute("aria-live", "off");
    expect(viewport()).toHaveAttribute("tabindex", "0");
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  it("measures variable heights so rows never overlap", async () => {
    render(<Harness initial={makeTranscript(200)} />);
    await settle();
    wheelBy(-viewport().scrollTop + 3000);
    await frames(4);
    const rows = Array.from(viewport().querySelectorAll('[data-slot="message-list-item"]')).sort(
      (a, b) => Number((a as HTMLElement).dataset.index) - Number((b as HTMLElement).dataset.index),
    );
    expect(rows.length).toBeGreaterThan(2);
    const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    expect(heights.size).toBeGreaterThan(1);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(rows[i - 1]!.getBoundingClientRect().bottom - 1);
    }
  });

  it("stays pinned to the bottom while the last message streams", async () => {
    render(<Harness initial={makeTranscript(50)} />);
    await settle();
    startAnswer();
    for (let i = 0; i < 40; i++) {
      grow(i % 8 === 7 ? "\n\n" : `word${i} `.repeat(6));
      await frames(1);
    }
    await frames(3);
    expect(distanceFromBottom()).toBeLessThanOrEqual(8);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  it("does not move when the reader has scrolled up, and jumps back on request", async () => {
    render(<Harness initial={makeTranscript(60)} />);
    await settle();
    startAnswer();
    grow("Starting the answer. ");
    await frames(3);
    wheelBy(-600);
    await frames(4);
    const jump = await screen.findByRole("button", { name: "Jump to latest" });
    const anchor = Array.from(viewport().querySelectorAll('[data-slot="message-list-item"]')).find(
      (row) => row.getBoundingClientRect().top >= viewport().getBoundingClientRect().top,
    )!;
    const anchorTop = anchor.getBoundingClientRect().top;
    for (let i = 0; i < 20; i++) {
      grow("more streamed text ".repeat(5));
      await frames(1);
    }
    await frames(3);
    // What the reader was looking at has not moved (the scroll offset may be corrected for rows measured above it).
    expect(Math.abs(anchor.getBoundingClientRect().top - anchorTop)).toBeLessThanOrEqual(1);
    await userEvent.click(jump);
    await frames(3);
    expect(distanceFromBottom()).toBeLessThanOrEqual(8);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
    expect(document.activeElement).toBe(viewport());
  });

  it("keeps what the reader is looking at in place when older messages are prepended", async () => {
    const all = makeTranscript(120).map((message) => ({ ...message, id: `h${message.id}` }));
    render(<Harness initial={all.slice(60)} />);
    await settle();
    wheelBy(-700);
    await frames(4);
    await screen.findByRole("button", { name: "Jump to latest" });
    const top = viewport().getBoundingClientRect().top;
    const anchor = Array.from(viewport().querySelectorAll<HTMLElement>('[data-slot="message-list-item"]')).find((row) => row.getBoundingClientRect().top >= top)!;
    const index = Number(anchor.dataset.index);
    const before = anchor.getBoundingClientRect().top;
    // History loading: 60 older messages arrive above.
    setMessages((messages) => [...all.slice(0, 60), ...messages]);
    await frames(6);
    const same = viewport().querySelector<HTMLElement>(`[data-slot="message-list-item"][data-index="${index + 60}"]`);
    expect(same, "the message the reader was looking at is still mounted").not.toBeNull();
    expect(Math.abs(same!.getBoundingClientRect().top - before)).toBeLessThanOrEqual(2);
    expect(screen.getByRole("button", { name: "Jump to latest" })).toBeInTheDocument();
  });

  it("keeps following through scroll changes the reader did not make", async () => {
    render(<Harness initial={makeTranscript(80)} />);
    await settle();
    viewport().scrollTop -= 300;
    await frames(3);
    expect(distanceFromBottom()).toBeLessThanOrEqual(8);
    expect(screen.queryByRole("button", { name: "Jump to latest" })).toBeNull();
  });

  it("detaches when focus moves into a message", async () => {
    const renderMessage = (message: Message) => <p>{message.id} <button type="button">Reply</button></p>;
    render(<MessageList messages={makeTranscript(30)} renderMessage={renderMessage} style={{ height: 300 }} />);
    await settle();
    within(viewport()).getAllByRole("button", { name: "Reply" }).at(-2)!.focus();
    expect(await screen.findByRole("button", { name: "Jump to latest" })).toBeInTheDocument();
  });

  it("scrolls with PageUp, PageDown, Home and End from the focused scroller", async () => {
    render(<Harness initial={makeTranscript(300)} />);
    await settle();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(viewport());
    const bottom = viewport().scrollTop;
    await userEvent.keyboard("{PageUp}");
    await frames(2);
    expect(bottom - viewport().scrollTop).toBeGreaterThan(300);
    expect(screen.getByRole("button", { name: "Jump to latest" })).toBeInTheDocument();
    const afterUp = viewport().scrollTop;
    await userEvent.keyboard("{PageDown}");
    await frames(2);
    expect(viewport().scrollTop).toBeGreaterThan(afterUp);
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(viewport().scrollTop).toBe(0));
    await waitFor(() => expect(viewport().querySelector('[data-index="0"]')).not.toBeNull());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(distanceFromBottom()).toBeLessThanOrEqual(8));
    await waitFor(() => expect(viewport().querySelector('[data-index="299"]')).not.toBeNull());
  });

  it("announces completed messages politely, not the ones present at mount", async () => {
    render(<Harness initial={makeTranscript(10)} />);
    await settle();
    const status = document.querySelector('[data-slot="message-list-announcer"]')!;
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveTextContent("");
    startAnswer();
    grow("The **build** is green.");
    await frames(2);
    expect(status).toHaveTextContent("");
    setMessages((messages) => {
      const next = messages.slice();
      next[next.length - 1] = markPartComplete(next[next.length - 1]!, 0);
      return next;
    });
    await waitFor(() => expect(status).toHaveTextContent("assistant: The build is green."));
    setMessages((messages) => [...messages, { id: "u-new", role: "user", parts: [{ contentType: "text/plain", content: "Thanks!" }] }]);
    await waitFor(() => expect(status).toHaveTextContent("user: Thanks!"));
  });

  it("uses renderMessage when given", async () => {
    const renderMessage = (message: Message, index: number) => <p data-testid="custom">{`${index}:${message.role}`}</p>;
    render(<MessageList messages={makeTranscript(20)} renderMessage={renderMessage} style={{ height: 300 }} />);
    await frames(3);
    expect(screen.getAllByTestId("custom").at(-1)).toHaveTextContent("19:assistant");
  });

  it("re-renders only the row whose message changed, wherever it is", async () => {
    const calls: number[] = [];
    // Rows of one height, so no row moves (and renders for that) when another's text changes.
    const renderMessage = (message: Message, index: number) => {
      calls.push(index);
      return <p style={{ height: 40, margin: 0, overflow: "hidden" }}>{message.parts.map((part) => part.content).join("")}</p>;
    };
    const initial = makeTranscript(30);
    const { rerender } = render(<MessageList messages={initial} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />);
    await settle();
    const mounted = [...new Set(calls)];
    expect(mounted.length).toBeGreaterThan(2);
    let list = initial;
    // Rows are told of a new list at the next frame, as the page is about to paint.
    const update = async (index: number, content: string) => {
      list = list.map((message, i) => (i === index ? { ...message, parts: [{ contentType: "text/plain", content }] } : message));
      calls.length = 0;
      act(() => rerender(<MessageList messages={list} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />));
      await act(() => frames(1));
      return calls;
    };
    for (const token of ["a", "b", "c"]) {
      expect(await update(list.length - 1, `live ${token}`)).toEqual([list.length - 1]);
      expect(screen.getByText(`live ${token}`)).toBeInTheDocument();
    }
    // A message above the last one (an edit, a late tool result) updates in place too.
    const middle = Math.min(...rowsInView());
    expect(middle).toBeLessThan(list.length - 1);
    expect(await update(middle, "edited")).toEqual([middle]);
    expect(screen.getByText("edited")).toBeInTheDocument();
  });

  it("leaves a row mounted out of view as it is until it comes into view", async () => {
    const calls: number[] = [];
    const renderMessage = (message: Message, index: number) => {
      calls.push(index);
      return <p style={{ height: 40, margin: 0, overflow: "hidden" }}>{message.parts.map((part) => part.content).join("")}</p>;
    };
    const initial = makeTranscript(60);
    const { rerender } = render(<MessageList messages={initial} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />);
    await settle();
    const shown = rowsInView();
    const above = Math.max(...[...viewport().querySelectorAll("[data-index]")].map((row) => Number(row.getAttribute("data-index"))).filter((i) => !shown.has(i) && i < Math.min(...shown)));
    expect(above).toBeGreaterThanOrEqual(0);
    const list = initial.map((message, i) => (i === above ? { ...message, parts: [{ contentType: "text/plain", content: "written out of view" }] } : message));
    calls.length = 0;
    act(() => rerender(<MessageList messages={list} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />));
    await act(() => frames(2));
    expect(calls).not.toContain(above);
    expect(screen.queryByText("written out of view")).toBeNull();
    wheelBy(-200);
    expect(await screen.findByText("written out of view")).toBeInTheDocument();
  });

  it("renders a row once per frame however many of its tokens arrived, and each streaming row", async () => {
    const calls: number[] = [];
    const renderMessage = (message: Message, index: number) => {
      calls.push(index);
      return <p style={{ height: 40, margin: 0, overflow: "hidden" }}>{message.parts.map((part) => part.content).join("")}</p>;
    };
    const initial = makeTranscript(30);
    const { rerender } = render(<MessageList messages={initial} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />);
    await settle();
    const last = initial.length - 1;
    const before = Math.max(...[...new Set(calls)].filter((i) => i < last));
    let list = initial;
    calls.length = 0;
    // Two messages streaming at once, tokens interleaved, all before the next frame.
    for (const token of ["a", "b", "c"]) {
      for (const index of [before, last]) {
        list = list.map((message, i) => (i === index ? appendToPart(message, 0, ` ${token}${index}`) : message));
        act(() => rerender(<MessageList messages={list} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />));
      }
    }
    await act(() => frames(1));
    expect(calls.sort((a, b) => a - b)).toEqual([before, last]);
    expect(screen.getByText(new RegExp(` a${last} b${last} c${last}$`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(` a${before} b${before} c${before}$`))).toBeInTheDocument();
  });

  it("holds only the row of a message that suspends, not the list", async () => {
    let resolve!: (text: string) => void;
    const late = new Promise<string>((r) => (resolve = r));
    const Late = () => <p>{use(late)}</p>;
    const renderMessage = (_message: Message, index: number) => (index === 29 ? <Late /> : <p>{`row ${index}`}</p>);
    const { container } = render(<MessageList messages={makeTranscript(30)} renderMessage={renderMessage} style={{ height: 400, width: 600 }} />);
    await settle();
    expect(screen.getByText("row 28")).toBeInTheDocument();
    expect(container.querySelector('[data-slot="message-list"]')).not.toHaveAttribute("aria-busy");
    await act(async () => resolve("arrived late"));
    expect(await screen.findByText("arrived late")).toBeInTheDocument();
  });
});

