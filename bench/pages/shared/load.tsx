import { useLayoutEffect, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { appendToPart, markBodyComplete } from "../../../src/model";
import type { Message } from "../../../src/model/types";
import { makeTranscript } from "../../../test/fixtures/list/transcript";
import { longAnswer } from "../../../test/fixtures/markdown/documents";
import { afterPaint, container, frames, idle, register } from "./harness";

/** A load subject: renders `messages` in a 760×800 px viewport that follows the latest message. */
export type LoadSubject = ComponentType<{ readonly messages: readonly Message[] }>;

/**
 * The answer in model-sized tokens: a word piece of up to 5 characters with the whitespace before
 * it (about 4 characters on average, as BPE tokens of English prose and code are).
 */
export const tokens: readonly string[] = longAnswer.match(/\s*[^\s]{1,5}|\s+/g) ?? [];

/** A small deterministic PRNG (mulberry32), so every subject gets the same token schedule. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where stream `k` of `streams` starts in the token list: spread over the answer, so the messages are at different constructs. */
const startToken = (k: number, streams: number) => Math.floor((k * tokens.length * 0.8) / streams);

/** The thread: `earlier` finished messages, then `streams` assistant messages already part-way through the answer. */
export function makeThread(earlier: number, streams: number): Message[] {
  const thread = makeTranscript(earlier);
  for (let k = 0; k < streams; k++) {
    const text = tokens.slice(0, startToken(k, streams) + 1).join("");
    thread.push(appendToPart<Message>({ id: `live-${k}`, role: "assistant", parts: [] }, 0, text));
  }
  return thread;
}

const handle = { set: (_update: (messages: Message[]) => Message[]) => {} };

function App({ Subject, initial }: { readonly Subject: LoadSubject; readonly initial: Message[] }) {
  const [messages, setMessages] = useState(initial);
  useLayoutEffect(() => {
    handle.set = setMessages;
  }, []);
  return <Subject messages={messages} />;
}

interface StreamOptions {
  readonly streams: number;
  readonly durationMs: number;
  readonly minDelay: number;
  readonly maxDelay: number;
  readonly seed: number;
}

/**
 * Streams into the last `streams` messages for `durationMs`, as a server-sent-events app does:
 * each message has its own timer, fires every `minDelay`–`maxDelay` ms and appends one token with
 * `appendToPart` in a plain `setState` (React batches and schedules the renders itself).
 */
function streamAll({ streams, durationMs, minDelay, maxDelay, seed }: StreamOptions): Promise<{ tokens: number; late: number }> {
  return new Promise((resolve) => {
    const next = random(seed);
    const start = performance.now();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let sent = 0;
    let late = 0;
    const cursor: number[] = [];
    const schedule = (k: number, due: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const now = performance.now();
        if (now - start >= durationMs) {
          if (timers.size === 0) resolve({ tokens: sent, late });
          return;
        }
        // Tokens that arrive more than a frame behind their schedule: the main thread was busy.
        if (now - due > 16.7) late++;
        const index = cursor[k]! % tokens.length;
        cursor[k] = cursor[k]! + 1;
        const token = tokens[index]!;
        const id = `live-${k}`;
        sent++;
        handle.set((list) => {
          const copy = list.slice();
          const at = copy.length - streams + k;
          if (copy[at]?.id === id) copy[at] = appendToPart(copy[at]!, 0, token);
          return copy;
        });
        const delay = minDelay + next() * (maxDelay - minDelay);
        schedule(k, now + delay);
      }, Math.max(0, due - performance.now()));
      timers.add(timer);
    };
    for (let k = 0; k < streams; k++) {
      cursor[k] = startToken(k, streams) + 1;
      schedule(k, start + next() * maxDelay);
    }
  });
}

/**
 * Registers the load phases: `prepare` (warm up, then mount the thread) and `stream` (stream into
 * its last messages while the driver traces; frames, long tasks and long animation frames are
 * recorded in the page).
 */
export function registerLoad(Subject: LoadSubject, init?: () => Promise<void>) {
  let root: Root | undefined;
  let el: HTMLElement | undefined;
  register({
    async prepare(params) {
      const earlier = Number(params.earlier ?? 200);
      const streams = Number(params.streams ?? 10);
      await init?.();
      // Warm-up, the same for every subject: JIT, lazy chunks, styles.
      const scratch = container("width: 760px; height: 800px; display: flex; flex-direction: column;");
      const warm = createRoot(scratch);
      flushSync(() => warm.render(<App Subject={Subject} initial={makeThread(20, streams)} />));
      await frames(5);
      await streamAll({ streams, durationMs: Number(params.warmupMs ?? 1500), minDelay: 16, maxDelay: 30, seed: 7 });
      warm.unmount();
      scratch.remove();
      await frames(2);
      el = container("width: 760px; height: 800px; display: flex; flex-direction: column;");
      root = createRoot(el);
      flushSync(() => root!.render(<App Subject={Subject} initial={makeThread(earlier, streams)} />));
      await frames(10);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await idle();
      return { messages: earlier + streams };
    },
    async stream(params) {
      const streams = Number(params.streams ?? 10);
      const durationMs = Number(params.durationMs ?? 10_000);
      const frameTimes: number[] = [];
      const longTasks: number[] = [];
      const longFrames: { duration: number; blocking: number; script: number }[] = [];
      const observers = [
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        }),
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { blockingDuration: number; scripts: { duration: number }[] })[]) {
            longFrames.push({ duration: entry.duration, blocking: entry.blockingDuration, script: entry.scripts.reduce((sum, s) => sum + s.duration, 0) });
          }
        }),
      ];
      observers[0]!.observe({ type: "longtask" });
      observers[1]!.observe({ type: "long-animation-frame" });
      let counting = true;
      const onFrame = (time: number) => {
        frameTimes.push(time);
        if (counting) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      performance.mark("load:start");
      const start = performance.now();
      const { tokens: sent, late } = await streamAll({ streams, durationMs, minDelay: Number(params.minDelay ?? 16), maxDelay: Number(params.maxDelay ?? 30), seed: 42 });
      await afterPaint();
      const end = performance.now();
      performance.mark("load:end");
      counting = false;
      await frames(2);
      for (const observer of observers) observer.disconnect();
      const viewport = el!.querySelector("[data-slot='message-list-viewport'], [data-virtuoso-scroller]") as HTMLElement | null;
      const distanceFromBottom = viewport ? viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight : -1;
      const lastText = el!.querySelector("[data-index]:last-child")?.textContent?.length ?? 0;
      flushSync(() => handle.set((list) => list.map((m) => markBodyComplete(m))));
      await afterPaint();
      return { start, end, frameTimes: frameTimes.filter((t) => t >= start && t <= end), longTasks, longFrames, tokens: sent, late, distanceFromBottom, lastText, crossOriginIsolated };
    },
  });
}
