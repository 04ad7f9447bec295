import { useLayoutEffect, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { longAnswer } from "../../../test/fixtures/markdown/documents";
import { afterPaint, container, cuts, frames, idle, register, timeUpdates, yieldTask } from "./harness";

/** What every streaming subject renders: the answer so far, and whether it is complete. */
export interface StreamSubjectProps {
  readonly text: string;
  readonly done: boolean;
}

interface Handle {
  set: (state: StreamSubjectProps) => void;
}

function mount(Subject: ComponentType<StreamSubjectProps>, el: HTMLElement) {
  const handle: Handle = { set: () => {} };
  function App() {
    const [state, setState] = useState<StreamSubjectProps>({ text: "", done: false });
    useLayoutEffect(() => {
      handle.set = setState;
    }, []);
    return <Subject text={state.text} done={state.done} />;
  }
  const root = createRoot(el);
  flushSync(() => root.render(<App />));
  return { handle, root };
}

/**
 * Registers the "stream" phase for a subject: stream `text` (by default the 20 KB answer) in
 * `updates` updates, one `flushSync` per update (timed: React render + commit + DOM mutation, no
 * layout), yielding a task between updates so frames, observers and deferred work run as they
 * would in an app.
 */
export function registerStream(Subject: ComponentType<StreamSubjectProps>, prepare?: () => Promise<void>, text: string = longAnswer) {
  register({
    async stream(params) {
      const updates = Number(params.updates ?? 4000);
      const warmupUpdates = Number(params.warmupUpdates ?? 400);
      await prepare?.();

      // Warm-up, identical for every subject: JIT, lazy chunks (highlighters), fonts.
      const scratch = container();
      const warm = mount(Subject, scratch);
      for (const cut of cuts(3000, warmupUpdates)) {
        flushSync(() => warm.handle.set({ text: text.slice(0, cut), done: false }));
        await yieldTask();
      }
      flushSync(() => warm.handle.set({ text, done: true }));
      await frames(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await idle();
      warm.root.unmount();
      scratch.remove();
      await frames(2);

      const el = container();
      const { handle, root } = mount(Subject, el);
      const points = cuts(text.length, updates);
      const { times, start, streamed } = await timeUpdates(updates, (i) => () => handle.set({ text: text.slice(0, points[i]), done: false }));
      const beforeFinal = performance.now();
      flushSync(() => handle.set({ text, done: true }));
      const final = performance.now() - beforeFinal;
      await afterPaint();
      const total = performance.now() - start;
      await idle();
      const check = {
        tables: el.querySelectorAll("table").length,
        formulas: el.querySelectorAll(".katex").length,
        formulaErrors: el.querySelectorAll('[data-slot="math-error"], .katex-error').length,
        codeBlocks: el.querySelectorAll("pre").length,
        links: el.querySelectorAll("a[href]").length,
        textLength: el.textContent?.length ?? 0,
      };
      root.unmount();
      el.remove();
      return { times, cuts: points, streamed, final, total, check, crossOriginIsolated };
    },
  });
}
