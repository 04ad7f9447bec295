// The hostile bench page API: `window.__bench.prepare({ case })`, then `run({ deadlineMs })`
// mounts one hostile input in this page's subject and reports how long until it showed, the
// longest main-thread task and the outcome. One case per page load: the driver
// (bench/scenarios/hostile.mjs) opens a fresh page for each and kills the browser when a subject
// never returns.
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { Part } from "../../../src/model/types";
import { afterPaint, container, frames, register, yieldTask } from "../shared/harness";
import { hostileCases, type HostileCase } from "./cases";

/** What a page can render: markdown subjects give `markdown`, form subjects `form`, partkit all three. */
export interface HostileSubject {
  readonly markdown?: (text: string) => ReactNode;
  readonly form?: (schema: Record<string, unknown>) => ReactNode;
  readonly parts?: (parts: Part[]) => ReactNode;
  /** Untimed preparation before the first case, as an app's start-up (lazy renderers loaded). */
  readonly setup?: () => Promise<void>;
}

/** How one case ended. `degraded`: partkit showed the input as plain text or a contained error. */
export interface HostileResult {
  readonly outcome: "ok" | "degraded" | "error" | "timeout";
  /** The degradation or the error's kind ("stack overflow", "TypeError: …"). */
  readonly detail?: string;
  /** ms from mounting (or the first keystroke) to the first frame showing the content or error. */
  readonly time?: number;
  /** The longest `longtask` entry in that span, or the longest synchronous block timed here. */
  readonly longestTask?: number;
  /** The longest `long-animation-frame` entry (task plus style, layout, paint), if any. */
  readonly longestFrame?: number;
}

const longTasks: { start: number; end: number }[] = [];
const longFrames: { start: number; end: number }[] = [];
for (const [type, list] of [["longtask", longTasks], ["long-animation-frame", longFrames]] as const) {
  try {
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) list.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type, buffered: true });
  } catch {
    // Unsupported entry type: the synchronous blocks timed here stand in.
  }
}
const longestIn = (list: readonly { start: number; end: number }[], from: number, to: number) =>
  Math.max(0, ...list.filter((e) => e.end > from && e.start < to).map((e) => e.end - e.start));

const errors: unknown[] = [];
const caught: unknown[] = [];
window.addEventListener("error", (event) => errors.push(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => errors.push(event.reason));

/** "stack overflow" for V8's RangeError, else the error's name and the start of its message. */
function kindOf(error: unknown): string {
  if (error instanceof RangeError && /call stack/i.test(error.message)) return "stack overflow";
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 80)}`;
  return String(error).slice(0, 80);
}

/** partkit's ways of degrading, read from the DOM: its plain-text fallback, a contained error, the JSON editor. */
function degradation(el: Element): string | undefined {
  const plain = el.querySelector("[data-slot='markdown-plain']");
  if (plain) return `plain text${plain.getAttribute("data-reason") ? `: ${plain.getAttribute("data-reason")}` : ""}`;
  if (el.querySelector("[data-slot='schema-form'][data-state='json']")) return "JSON editor";
  if (el.querySelector("[role='alert']")) return caught.length > 0 ? `contained error: ${kindOf(caught[0])}` : "contained error";
  return undefined;
}

/** Types `text` into the first text input, one `input` event per character with a task between; returns the longest keystroke. */
async function type(el: Element, text: string): Promise<number> {
  const input = el.querySelector<HTMLInputElement>("input[type='text'], input:not([type])");
  if (!input) throw new Error("no text input to type into");
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  let longest = 0;
  for (const ch of text) {
    const before = performance.now();
    setValue.call(input, input.value + ch);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    longest = Math.max(longest, performance.now() - before);
    await yieldTask();
  }
  return longest;
}

/** Waits frame by frame until `done` holds, an error is reported, or the deadline passes. */
async function settle(done: () => boolean, deadline: number): Promise<"shown" | "error" | "timeout"> {
  for (;;) {
    await afterPaint();
    if (errors.length > 0) return "error";
    if (done()) return "shown";
    if (performance.now() > deadline) return "timeout";
  }
}

/**
 * Registers `prepare` (builds the case's input and element, untimed) and `run` (mounts it, waits
 * until it shows or `deadlineMs` passes) for one subject.
 */
export function registerHostile(subject: HostileSubject): void {
  let prepared: { c: HostileCase; element: ReactNode } | undefined;
  register({
    async prepare(params) {
      const c = hostileCases[String(params.case)];
      if (!c) throw new Error(`unknown case ${String(params.case)}`);
      await subject.setup?.();
      const element = c.kind === "markdown" ? subject.markdown?.(c.text()) : c.kind === "form" ? subject.form?.(c.schema()) : subject.parts?.(c.parts());
      if (element === undefined) throw new Error(`this subject does not render ${c.kind} cases`);
      prepared = { c, element };
      await frames(2);
    },
    async run(params) {
      if (!prepared) throw new Error("prepare first");
      const { c, element } = prepared;
      const el = container("width: 760px; height: 800px; overflow: auto;");
      const deadline = performance.now() + Number(params.deadlineMs ?? 20_000);
      let start = performance.now();
      let block = 0;
      try {
        const root = createRoot(el, { onUncaughtError: (error) => errors.push(error), onCaughtError: (error) => caught.push(error) });
        flushSync(() => root.render(element));
        block = performance.now() - start;
        const typed = c.kind === "form" ? c.type : undefined;
        if (typed !== undefined) {
          // The form first mounts untimed; the span timed is typing the value and submitting it.
          if ((await settle(() => el.querySelector("input") !== null, deadline)) === "shown") {
            await frames(2);
            start = performance.now();
            block = await type(el, typed);
            const submit = el.querySelector<HTMLButtonElement>("button[type='submit']");
            const before = performance.now();
            // JSON Forms has no submit button: it validates on every change.
            submit?.click();
            block = Math.max(block, performance.now() - before);
          }
        }
        const clicked = c.kind === "parts" ? c.click : undefined;
        if (clicked !== undefined) {
          // Mounted untimed; the span timed is from the click until what it reveals shows.
          if ((await settle(() => el.querySelector(clicked) !== null, deadline)) === "shown") {
            await frames(2);
            start = performance.now();
            el.querySelector<HTMLElement>(clicked)!.click();
            block = performance.now() - start;
          }
        }
      } catch (error) {
        errors.push(error);
      }
      const state = errors.length > 0 ? "error" : await settle(() => c.shows(el), deadline);
      const end = performance.now();
      await frames(3);
      // Observer entries arrive after their task: give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const timing = { time: end - start, longestTask: Math.max(block, longestIn(longTasks, start, end)), longestFrame: longestIn(longFrames, start, end) };
      if (state === "error") return { outcome: "error", detail: kindOf(errors[0]) } satisfies HostileResult;
      // Shown, but only after the deadline (one task longer than the watchdog): still a timeout, with the time.
      if (state === "timeout" || end > deadline) {
        return { outcome: "timeout", detail: state === "shown" ? `shown after ${(timing.time / 1000).toFixed(1)} s` : "nothing shown", ...timing } satisfies HostileResult;
      }
      // A typed case's error is what it waits for, not a degradation.
      const degraded = c.kind === "form" && c.type !== undefined ? undefined : degradation(el);
      return (degraded ? { outcome: "degraded", detail: degraded, ...timing } : { outcome: "ok", ...timing }) satisfies HostileResult;
    },
  });
}
