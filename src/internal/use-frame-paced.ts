"use client";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { nextFrame } from "./next-frame";

/**
 * `value`, changed at most once per animation frame while `paced`: the first change after a quiet
 * frame shows at once, and the ones that arrive before the next frame are drawn together in it (the
 * screen cannot show more). Unpaced, `value` itself, at once. A hidden page has no frames, so a
 * paced value waits until it is shown, or until pacing ends.
 *
 * @example
 * const shown = useFramePaced(text, status === "streaming");
 */
export function useFramePaced<T>(value: T, paced: boolean): T {
  const [shown, setShown] = useState(value);
  const gate = useRef<{ latest: T; cancel?: () => void }>({ latest: value });

  useLayoutEffect(() => {
    const g = gate.current;
    g.latest = value;
    if (!paced || g.cancel || Object.is(value, shown)) return;
    setShown(value);
    // The gate stays shut until a frame passes with nothing new to draw.
    const tick = () => {
      const latest = g.latest;
      g.cancel = undefined;
      let changed = false;
      // In the frame's own callback, so what arrived since the last frame is painted in this one.
      flushSync(() =>
        setShown((prev) => {
          changed = !Object.is(prev, latest);
          return latest;
        }),
      );
      if (changed) g.cancel = nextFrame(tick);
    };
    g.cancel = nextFrame(tick);
  }, [value, paced, shown]);

  useEffect(() => {
    const g = gate.current;
    return () => {
      g.cancel?.();
      g.cancel = undefined;
    };
  }, []);

  return paced ? shown : value;
}
