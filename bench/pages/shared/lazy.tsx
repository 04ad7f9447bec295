import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { Message } from "../../../src/model/types";
import "../../../src/theme/theme.css";
import { afterPaint, container, frames, idle, register } from "./harness";

/** A lazy-loading subject: renders `message` inside the 800 px scroller it is given. */
export type LazySubject = ComponentType<{ readonly message: Message }>;

/** How the harness reads a subject's DOM: its per-part elements and when each shows content. */
export interface LazyProbe {
  /** One element per named part, in document order. */
  readonly item: string;
  /** Inside an item: a text part that shows its fetched text. Images count once `<img>` has decoded. */
  readonly textReady: string;
  /** Inside an item: a load that failed (error state). */
  readonly failed: string;
}

/**
 * A message with one unnamed intro and `count` named remote parts alternating text and image:
 * `/files/0001.txt` (text/plain) and `/images/0001.png` (image/png), each with its own `contentUrl`
 * on the asset server under `token`.
 */
export function makeRemoteMessage(origin: string, token: string, count: number): Message {
  const parts: Message["parts"][number][] = [{ contentType: "text/plain", content: `${count} remote parts follow.` }];
  for (let i = 0; i < count; i++) {
    const n = (i >> 1) + 1;
    const id = String(n).padStart(4, "0");
    parts.push(
      i % 2 === 0
        ? { name: `/files/${id}.txt`, contentType: "text/plain", contentUrl: `${origin}/t/${token}/${n}.txt` }
        : { name: `/images/${id}.png`, contentType: "image/png", contentUrl: `${origin}/i/${token}/${n}.png`, metadata: { alt: `Image ${n}` } },
    );
  }
  return { id: `lazy-${token}`, role: "assistant", parts };
}

function isLoaded(item: Element, probe: LazyProbe): boolean {
  const img = item.querySelector("img");
  if (img) return img.complete && img.naturalWidth > 0;
  return item.querySelector(probe.textReady) !== null;
}

/** Items whose box intersects the scroller's visible area (document order = vertical order). */
function visibleItems(scroller: HTMLElement, probe: LazyProbe): Element[] {
  const view = scroller.getBoundingClientRect();
  const out: Element[] = [];
  for (const item of scroller.querySelectorAll(probe.item)) {
    const box = item.getBoundingClientRect();
    if (box.top >= view.bottom) break;
    if (box.bottom > view.top) out.push(item);
  }
  return out;
}

/** Waits frame by frame until every part in view shows its content; returns when, and what was in view. */
async function untilVisibleLoaded(scroller: HTMLElement, probe: LazyProbe, start: number, capMs = 60_000) {
  let framesWaited = 0;
  for (;;) {
    await afterPaint();
    framesWaited++;
    const visible = visibleItems(scroller, probe);
    // A part that shows a load error is settled too (counted, so the report shows it).
    if (visible.length > 0 && visible.every((item) => isLoaded(item, probe) || item.querySelector(probe.failed))) {
      const failed = visible.filter((item) => item.querySelector(probe.failed)).length;
      return { time: performance.now() - start, frames: framesWaited, visible: visible.length, failed };
    }
    if (performance.now() - start > capMs) {
      const loaded = visible.filter((item) => isLoaded(item, probe)).length;
      throw new Error(`parts in view still not showing content after ${capMs} ms (${loaded} of ${visible.length} loaded)`);
    }
  }
}

function counts(scroller: HTMLElement, probe: LazyProbe) {
  const items = [...scroller.querySelectorAll(probe.item)];
  let textsShown = 0;
  let imagesShown = 0;
  let failed = 0;
  for (const item of items) {
    if (item.querySelector(probe.failed)) failed++;
    const img = item.querySelector("img");
    if (img) imagesShown += img.complete && img.naturalWidth > 0 ? 1 : 0;
    else if (item.querySelector(probe.textReady)) textsShown++;
  }
  return { items: items.length, textsShown, imagesShown, failed };
}

/**
 * Registers the lazy-loading phases: `prepare` (warm up on a 20-part message under the warm-up
 * token, then build the measured message), `mount` (first frame, then until every part in view
 * shows content), `scroll` (one screen down, until the parts in view show content) and `check`.
 * The driver counts requests at the asset server and measures the heap between phases.
 */
export function registerLazy(Subject: LazySubject, probe: LazyProbe, setup: () => Promise<void> = async () => {}) {
  let message: Message | undefined;
  let root: Root | undefined;
  let scroller: HTMLElement | undefined;
  const makeScroller = () => container("width: 760px; height: 800px; overflow-y: auto;");
  register({
    async prepare(params) {
      const origin = String(params.origin);
      await setup();
      // Warm-up on a small message with other URLs (not counted): JIT, styles, lazily loaded chunks.
      const scratch = makeScroller();
      const warm = createRoot(scratch);
      flushSync(() => warm.render(<Subject message={makeRemoteMessage(origin, String(params.warmToken), 20)} />));
      await untilVisibleLoaded(scratch, probe, performance.now(), 20_000);
      await frames(5);
      warm.unmount();
      scratch.remove();
      message = makeRemoteMessage(origin, String(params.token), Number(params.count ?? 2000));
      await idle();
      return { parts: message.parts.length };
    },
    async mount() {
      scroller = makeScroller();
      const start = performance.now();
      root = createRoot(scroller);
      flushSync(() => root!.render(<Subject message={message!} />));
      const commit = performance.now() - start;
      let framesUntilParts = 0;
      do {
        await afterPaint();
        framesUntilParts++;
      } while (!scroller.querySelector(probe.item) && framesUntilParts < 120);
      const firstFrame = performance.now() - start;
      const shown = await untilVisibleLoaded(scroller, probe, start);
      return { commit, firstFrame, visibleLoaded: shown.time, visibleAtStart: shown.visible, visibleFailed: shown.failed, domNodes: scroller.querySelectorAll("*").length };
    },
    async scroll() {
      const el = scroller!;
      await idle();
      const before = el.scrollTop;
      const start = performance.now();
      el.scrollTop = before + el.clientHeight;
      const shown = await untilVisibleLoaded(el, probe, start);
      return { visibleLoaded: shown.time, visible: shown.visible, visibleFailed: shown.failed, scrolled: el.scrollTop - before };
    },
    async check() {
      await frames(2);
      return counts(scroller!, probe);
    },
  });
}
