"use client";
import { startTransition, useEffect, useRef, useState } from "react";
import { nextFrame } from "../internal/next-frame";

// What a frame may cost depends on what is mounted (a block of prose lays out far faster than one
// of an unbroken word), so the pace follows the frames: the step halves when frames come slower
// than every 50 ms and doubles when faster than every 25.
const slowFrameMs = 50;
const fastFrameMs = 25;

/**
 * A count that starts at 1 and, while under `target`, grows once per animation frame, in a
 * transition: by 1 at first, the step doubling (up to `maxStep`) while frames keep up and halving
 * when they slow down. It may pass `target` by less than a step. For mounting a large amount of
 * content a slice per frame, so no task holds the main thread; a hidden page has no frames, so it
 * waits until it is shown.
 *
 * @example
 * const mounted = Math.min(blocks.length, usePacedCount(showAll ? blocks.length : 1, 16));
 * blocks.slice(0, mounted).map(renderBlock);
 */
export function usePacedCount(target: number, maxStep: number): number {
  const [count, setCount] = useState(1);
  const pace = useRef({ step: 1, last: 0 });
  const active = count < target;
  useEffect(() => {
    if (!active) {
      pace.current = { step: 1, last: 0 };
      return;
    }
    return nextFrame((now) => {
      const p = pace.current;
      const gap = p.last === 0 ? 0 : now - p.last;
      p.step = gap > slowFrameMs ? Math.max(1, p.step / 2) : gap < fastFrameMs ? Math.min(maxStep, p.step * 2) : p.step;
      p.last = now;
      startTransition(() => setCount((n) => n + p.step));
    });
  }, [active, count, maxStep]);
  return count;
}
