import { afterPaint, container, cuts, frames, idle, register, yieldTask } from "./harness";

/**
 * Registers the "stream" phase for the floor subject: the same `updates` cut points over `text`
 * as `registerStream`, each update appending its new characters to one text node in one `<pre>`
 * (no parsing, no React), timed the same way and with the same task yielded between updates, so
 * what is left is the browser's own cost of showing text as it grows.
 *
 * @example
 * registerStreamFloor(longAnswer);
 */
export function registerStreamFloor(text: string): void {
  const mount = () => {
    const el = container();
    const pre = document.createElement("pre");
    // Wrapped like prose, so layout works on lines of the page's width, not one 20 KB line.
    pre.style.whiteSpace = "pre-wrap";
    const node = document.createTextNode("");
    pre.append(node);
    el.append(pre);
    return { el, node };
  };
  register({
    async stream(params) {
      const updates = Number(params.updates ?? 4000);
      const warmupUpdates = Number(params.warmupUpdates ?? 400);

      // The same warm-up as the React subjects: updates over the first 3 KB, the whole text once.
      const warm = mount();
      let shown = 0;
      for (const cut of cuts(3000, warmupUpdates)) {
        warm.node.appendData(text.slice(shown, cut));
        shown = cut;
        await yieldTask();
      }
      warm.node.data = text;
      await frames(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await idle();
      warm.el.remove();
      await frames(2);

      const { el, node } = mount();
      const points = cuts(text.length, updates);
      const times = new Array<number>(updates);
      shown = 0;
      const start = performance.now();
      for (let i = 0; i < updates; i++) {
        const delta = text.slice(shown, points[i]);
        const before = performance.now();
        node.appendData(delta);
        times[i] = performance.now() - before;
        shown = points[i]!;
        await yieldTask();
      }
      const streamed = performance.now() - start;
      // The complete render is a no-op here: the last update already showed the whole text.
      const final = 0;
      await afterPaint();
      const total = performance.now() - start;
      await idle();
      const check = { tables: 0, codeBlocks: el.querySelectorAll("pre").length, links: 0, textLength: node.data.length };
      el.remove();
      return { times, cuts: points, streamed, final, total, check, crossOriginIsolated };
    },
  });
}
