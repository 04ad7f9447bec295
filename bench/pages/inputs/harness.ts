// The inputs bench page API (issue 36 row 9): big inputs in partkit beside plain elements. Each
// phase mounts one case in this page's subject and reports the longest main-thread task and how
// long keystrokes take to be painted. The driver (bench/scenarios/inputs.mjs) loads a fresh page
// for each case.
import { afterPaint, container, idle, register } from "../shared/harness";

/** An upload that reports progress in `steps` over `ms`, then resolves with a URL (the same in both subjects). */
export type BenchUpload = (file: File, options: { readonly signal: AbortSignal; readonly onProgress: (p: { loaded: number; total?: number }) => void }) => Promise<string>;

/** What a subject mounts for each case, in `el`. Keystrokes and measurement are the harness's. */
export interface InputsSubject {
  /** A message field (partkit's Composer, or a plain `<textarea>`). */
  readonly composer: (el: HTMLElement) => void;
  /** A file picker that uploads with `upload` and shows each file's state; `uploaded()` counts the files shown uploaded. */
  readonly uploads: (el: HTMLElement, upload: BenchUpload) => { readonly uploaded: () => number };
  /** A form with one long-text field whose initial value is `text`. */
  readonly bigDefault: (el: HTMLElement, text: string) => void;
  /** A form of `count` text fields (validated live, for partkit); `onSubmit` once a submit goes through. */
  readonly wideForm: (el: HTMLElement, count: number, onSubmit: () => void) => void;
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

/** The longest task and the longest frame (task plus style, layout, paint) between `from` and `to`, at least `block` (a synchronous block timed here). */
function longest(from: number, to: number, block = 0) {
  return { longestTask: Math.max(block, longestIn(longTasks, from, to)), longestFrame: Math.max(block, longestIn(longFrames, from, to)) };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Waits frame by frame until `find` returns something, for at most `timeout` ms. */
async function waitFor<T>(find: () => T | null | undefined, timeout = 60_000): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() > deadline) throw new Error("timed out waiting for the page");
    await afterPaint();
  }
}

/** Puts the caret at the end of `field` and focuses it, as a click after the text would. */
function caretAtEnd(field: HTMLTextAreaElement | HTMLInputElement) {
  field.focus();
  const end = field.value.length;
  field.setSelectionRange(end, end);
}

/** Inserts `text` at the caret the way typing and pasting do (beforeinput, input, the undo stack): frameworks see a real `input` event. */
function insert(text: string) {
  if (!document.execCommand("insertText", false, text)) throw new Error("insertText was refused");
}

/**
 * Types `count` characters at the end of `field`, one every `gapMs`: each is timed from when it
 * was due (so work left over after the last one was painted delays it, as it would a real key) to
 * the first frame produced after it. A key is due `gapMs` after the last was due, or when the last
 * was painted if that is later (a slow field is not also charged for the keys queued behind).
 * Returns the median and the worst.
 */
async function typeKeys(field: HTMLTextAreaElement | HTMLInputElement, count: number, gapMs = 100) {
  caretAtEnd(field);
  const lengthBefore = field.value.length;
  const times: number[] = [];
  const from = performance.now();
  let due = from + gapMs;
  for (let i = 0; i < count; i++) {
    await sleep(due - performance.now());
    if (document.activeElement !== field) caretAtEnd(field);
    insert("x");
    await afterPaint();
    const painted = performance.now();
    times.push(painted - due);
    due = Math.max(due + gapMs, painted);
  }
  await idle(5_000);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    keyMedian: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    keyMax: sorted.at(-1) ?? Number.NaN,
    keysLongestTask: longest(from, performance.now()).longestTask,
    keysTaken: field.value.length - lengthBefore,
  };
}

/** "lorem ipsum " repeated to `bytes` characters: one paragraph, no line break. */
const paragraph = (bytes: number) => "lorem ipsum ".repeat(Math.ceil(bytes / 12)).slice(0, bytes);

/** Registers the four cases for one subject. */
export function registerInputs(subject: InputsSubject): void {
  register({
    /** Pastes `bytes` without a line break into the message field, then types `keys` characters at its end. */
    async paste(params) {
      const bytes = Number(params.bytes);
      const text = paragraph(bytes);
      const el = container("width: 760px;");
      subject.composer(el);
      const field = await waitFor(() => el.querySelector("textarea"));
      await idle();
      caretAtEnd(field);
      const start = performance.now();
      insert(text);
      const block = performance.now() - start;
      await afterPaint();
      const toPaint = performance.now() - start;
      await idle(20_000);
      const spans = longest(start, performance.now(), block);
      const pasted = field.value.length;
      const keys = await typeKeys(field, Number(params.keys));
      return { ...spans, toPaint, pasted, ...keys };
    },
    /** Attaches `count` small files at once, each uploading over ~`uploadMs`; a 10 ms interval measures how late timers run meanwhile. */
    async uploads(params) {
      const count = Number(params.count);
      const uploadMs = Number(params.uploadMs);
      const steps = 10;
      const upload: BenchUpload = (file, { signal, onProgress }) =>
        new Promise((resolve, reject) => {
          let step = 0;
          const timer = setInterval(() => {
            step++;
            onProgress({ loaded: Math.round((file.size * step) / steps), total: file.size });
            if (step === steps) {
              clearInterval(timer);
              resolve(`https://files.example/${encodeURIComponent(file.name)}`);
            }
          }, uploadMs / steps);
          signal.addEventListener("abort", () => {
            clearInterval(timer);
            reject(new Error("aborted"));
          });
        });
      const el = container("width: 760px;");
      const { uploaded } = subject.uploads(el, upload);
      const input = await waitFor(() => el.querySelector<HTMLInputElement>("input[type=file]"));
      const list = new DataTransfer();
      for (let i = 0; i < count; i++) list.items.add(new File([`file ${i}\n`.repeat(20)], `report-${i}.txt`, { type: "text/plain" }));
      await idle();
      let lateness = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        lateness = Math.max(lateness, now - last - 10);
        last = now;
      }, 10);
      const start = performance.now();
      input.files = list.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      const block = performance.now() - start;
      await waitFor(() => uploaded() >= count, 120_000);
      const allUploaded = performance.now() - start;
      clearInterval(ticker);
      await idle();
      return { ...longest(start, performance.now(), block), allUploaded, timerLateness: lateness, shown: uploaded() };
    },
    /** Mounts a form whose long-text field starts with `bytes` of text, then types `keys` characters at its end. */
    async bigDefault(params) {
      const text = paragraph(Number(params.bytes));
      const el = container("width: 760px;");
      const start = performance.now();
      subject.bigDefault(el, text);
      const block = performance.now() - start;
      const field = await waitFor(() => el.querySelector("textarea"));
      await afterPaint();
      const mounted = performance.now() - start;
      await idle(20_000);
      const spans = longest(start, performance.now(), block);
      const shownLength = field.value.length;
      const keys = await typeKeys(field, Number(params.keys));
      return { ...spans, mounted, shownLength, ...keys };
    },
    /** Mounts a form of `count` text fields, types `keys` characters into the first, then submits: until the submit handler ran and the next frame. */
    async wideForm(params) {
      const count = Number(params.count);
      let submitted: (() => void) | undefined;
      const el = container("width: 760px; height: 800px; overflow: auto;");
      const start = performance.now();
      subject.wideForm(el, count, () => submitted?.());
      const field = await waitFor(() => el.querySelector<HTMLInputElement>("input"));
      await afterPaint();
      const mounted = performance.now() - start;
      await idle(20_000);
      const keys = await typeKeys(field, Number(params.keys));
      const button = await waitFor(() => el.querySelector<HTMLButtonElement>("button[type=submit]"));
      const done = new Promise<void>((resolve) => (submitted = resolve));
      const submitStart = performance.now();
      button.click();
      await Promise.race([done, sleep(30_000).then(() => Promise.reject(new Error("the submit never went through")))]);
      await afterPaint();
      const submit = performance.now() - submitStart;
      await idle();
      return { mounted, ...keys, submit, submitLongestTask: longest(submitStart, performance.now()).longestTask };
    },
  });
}
