import { useLayoutEffect, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { appendToPart } from "../../../src/model";
import type { Message, Part } from "../../../src/model/types";
import "../../../src/theme/theme.css";
import { afterPaint, container, frames, idle, register, timeUpdates } from "./harness";

/** A large-message subject: renders `message` inside the 760×800 px scroller it is given. */
export type LargeMessageSubject = ComponentType<{ readonly message: Message }>;

/**
 * One message of `count` parts, as test/browser/message/large-message.test.tsx builds it: every
 * 10th a named part (`/files/N.txt`, "file N"), the rest unnamed `text/plain` ("text N"). The
 * last part (`count - 1`, with count a multiple of 10) is unnamed text, the one that streams.
 */
export function makeLargeMessage(count: number, id = "large"): Message {
  const parts: Part[] = Array.from({ length: count }, (_, i) =>
    i % 10 === 0 ? { name: `/files/${i}.txt`, contentType: "text/plain", content: `file ${i}` } : { contentType: "text/plain", content: `text ${i}` },
  );
  return { id, role: "assistant", parts };
}

const handle = { set: (_update: (message: Message) => Message) => {} };

function App({ Subject, initial }: { readonly Subject: LargeMessageSubject; readonly initial: Message }) {
  const [message, setMessage] = useState(initial);
  useLayoutEffect(() => {
    handle.set = setMessage;
  }, []);
  return <Subject message={message} />;
}

const makeScroller = () => container("width: 760px; height: 800px; overflow-y: auto;");

function mountApp(Subject: LargeMessageSubject, el: HTMLElement, message: Message): Root {
  const root = createRoot(el);
  flushSync(() => root.render(<App Subject={Subject} initial={message} />));
  return root;
}

/** Whether an element showing `text` (exactly) is inside the scroller's visible box. */
function shows(scroller: HTMLElement, item: string, text: string): boolean {
  const view = scroller.getBoundingClientRect();
  for (const el of scroller.querySelectorAll(item)) {
    if (el.textContent?.trim() !== text) continue;
    const box = el.getBoundingClientRect();
    return box.bottom > view.top && box.top < view.bottom;
  }
  return false;
}

/** Scrolls to the bottom, frame by frame, until the last part shows (heights settle as parts are measured). */
async function toBottom(scroller: HTMLElement, item: string, lastText: string): Promise<number> {
  let count = 0;
  do {
    scroller.scrollTop = scroller.scrollHeight;
    await afterPaint();
    count++;
  } while (!(shows(scroller, item, lastText) && scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 2) && count < 120);
  if (!shows(scroller, item, lastText)) throw new Error(`the last part ("${lastText}") is not in view after scrolling to the bottom for ${count} frames`);
  return count;
}

/** `updates` appends to the last part, each `flushSync(setState)` timed; the text appended at `i`. */
const piece = (i: number) => ` w${i % 97}`;

async function streamLast(updates: number) {
  let lastIndex = -1;
  flushSync(() => handle.set((message) => ((lastIndex = message.parts.length - 1), message)));
  const { times, streamed } = await timeUpdates(updates, (i) => () => handle.set((message) => appendToPart(message, lastIndex, piece(i))));
  return { times, streamed };
}

// Long tasks the browser reports (≥ 50 ms), kept from page load on.
const longTasks: { start: number; duration: number }[] = [];
const longFrames: { start: number; duration: number; render: number }[] = [];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
} catch {
  // longtask unsupported: the synchronous block stands in.
}
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { renderStart?: number })[]) {
      longFrames.push({ start: entry.startTime, duration: entry.duration, render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0 });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
} catch {
  // long-animation-frame unsupported.
}

const within = <T extends { start: number; duration: number }>(list: readonly T[], from: number, to: number) => list.filter((e) => e.start + e.duration > from && e.start < to);

/**
 * Registers the large-message phases: `prepare` (setup, warm-up on a 1,000-part message, build the
 * measured one), `mount` (first frame showing parts, longest task, DOM), `stream` (scroll to the
 * bottom, then `updates` appends to the last part of the mounted message) and `streamSmall` (the
 * same on a fresh `smallCount`-part message). `item` selects one element per shown part.
 */
export function registerLargeMessage(Subject: LargeMessageSubject, item: string, setup: () => Promise<void> = async () => {}) {
  let message: Message | undefined;
  let root: Root | undefined;
  let scroller: HTMLElement | undefined;
  register({
    async prepare(params) {
      await setup();
      // Warm-up, identical for every subject: JIT, styles, lazily loaded chunks (the window).
      const scratch = makeScroller();
      const warmMessage = makeLargeMessage(1000, "warm");
      const warm = mountApp(Subject, scratch, warmMessage);
      await frames(5);
      await toBottom(scratch, item, "text 999");
      await streamLast(100);
      await frames(5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      warm.unmount();
      scratch.remove();
      message = makeLargeMessage(Number(params.count ?? 100_000));
      await idle();
      return { parts: message.parts.length };
    },
    async mount() {
      scroller = makeScroller();
      const start = performance.now();
      root = mountApp(Subject, scroller, message!);
      const commit = performance.now() - start;
      let framesUntilParts = 0;
      do {
        await afterPaint();
        framesUntilParts++;
      } while (!scroller.querySelector(item) && framesUntilParts < 120);
      const firstFrame = performance.now() - start;
      const partsAtFirstFrame = scroller.querySelectorAll(item).length;
      const firstShown = shows(scroller, item, "text 1");
      await frames(10);
      await idle();
      // Entries are delivered after the task; give the observers a moment.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const end = performance.now();
      const tasks = within(longTasks, start, end);
      const loafs = within(longFrames, start, end);
      return {
        commit,
        firstFrame,
        framesUntilParts,
        partsAtFirstFrame,
        firstShown: firstShown ? 1 : 0,
        longestTask: Math.max(commit, ...tasks.map((t) => t.duration)),
        longTasks: tasks.length,
        longestFrame: loafs.length ? Math.max(...loafs.map((f) => f.duration)) : NaN,
        longestFrameRender: loafs.length ? Math.max(...loafs.map((f) => f.render)) : NaN,
        domNodes: scroller.querySelectorAll("*").length,
        partsInDom: scroller.querySelectorAll(item).length,
      };
    },
    async stream(params) {
      const count = message!.parts.length;
      const scrollFrames = await toBottom(scroller!, item, `text ${count - 1}`);
      await idle();
      const updates = Number(params.updates ?? 2000);
      const r = await streamLast(updates);
      await afterPaint();
      const last = [...scroller!.querySelectorAll(item)].at(-1)?.textContent ?? "";
      const ok = last.endsWith(piece(updates - 1)) && last.length >= `text ${count - 1}`.length + updates * 3;
      return { ...r, scrollFrames, lastPartShowsStream: ok ? 1 : 0 };
    },
    async streamSmall(params) {
      root?.unmount();
      scroller?.remove();
      const count = Number(params.smallCount ?? 1000);
      message = makeLargeMessage(count, "small");
      await idle();
      scroller = makeScroller();
      root = mountApp(Subject, scroller, message);
      await frames(5);
      await toBottom(scroller, item, `text ${count - 1}`);
      await idle();
      const r = await streamLast(Number(params.updates ?? 2000));
      root.unmount();
      scroller.remove();
      return r;
    },
  });
}
