import { flushSync } from "react-dom";
/** The functions a bench page exposes to the driver (bench/run.mjs), by phase name. */
export type BenchApi = Record<string, (params: Record<string, unknown>) => Promise<unknown>>;

declare global {
  interface Window {
    __bench?: BenchApi;
  }
}

/** Exposes a page's phases to the driver, which waits for `window.__bench`. */
export function register(api: BenchApi): void {
  window.__bench = api;
}

const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** Yields to the event loop with a task (no 4 ms timer clamping), so the browser can render frames and run observers between updates. */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });
}

/**
 * Applies `count` updates, each in `flushSync` and timed (React's render and commit), yielding a
 * task after each so frames and observers run as in an app. `prepare(i)` runs untimed and returns
 * the update to apply.
 */
export async function timeUpdates(count: number, prepare: (i: number) => () => void): Promise<{ times: number[]; start: number; streamed: number }> {
  const times = new Array<number>(count);
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const update = prepare(i);
    const before = performance.now();
    flushSync(update);
    times[i] = performance.now() - before;
    await yieldTask();
  }
  return { times, start, streamed: performance.now() - start };
}

/** Resolves at the next animation frame. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves after the next frame has been produced: a rAF callback, then a task after it. */
export async function afterPaint(): Promise<void> {
  await nextFrame();
  await yieldTask();
}

/** Waits `count` frames. */
export async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await nextFrame();
}

/** Waits until the main thread is idle (or `timeout` ms pass). */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
}

/** `count` evenly spaced cut points over `length` characters. */
export function cuts(length: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(((i + 1) * length) / count));
}

/** A fresh container for a measured render. */
export function container(style = "width: 760px;"): HTMLElement {
  const el = document.createElement("div");
  el.setAttribute("style", style);
  document.body.append(el);
  return el;
}
