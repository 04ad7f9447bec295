import type { ComponentProps } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown, type MarkdownProps } from "../../../src/markdown";

// Real frames: the pace follows the browser's animation frames, which only a real page has.
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
// A task without setTimeout's clamping, as network chunks arrive.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
  root = host = undefined;
});

/** Mounts a `<Markdown>` whose props `set` replaces synchronously, as a stream handler would. */
function mount(props: MarkdownProps) {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  const r = root;
  const set = (next: MarkdownProps) => flushSync(() => r.render(<Markdown {...next} />));
  set(props);
  return { set, text: () => host!.textContent ?? "" };
}

describe("<Markdown> paces a stream to the frames", () => {
  it("shows the first change at once, holds the rest of the frame's updates, and draws the latest in the next frame", async () => {
    const view = mount({ text: "", status: "streaming" });
    await nextFrame();
    await nextFrame();
    view.set({ text: "one", status: "streaming" });
    expect(view.text()).toBe("one");
    view.set({ text: "one two", status: "streaming" });
    view.set({ text: "one two three", status: "streaming" });
    // Held until the next frame, which draws the latest text, not each one.
    expect(view.text()).toBe("one");
    await nextFrame();
    await nextTask();
    expect(view.text()).toBe("one two three");
  });

  it("draws no more often than the browser produces frames, however fast updates come, and ends on the whole text", async () => {
    let draws = 0;
    const Counted = (props: ComponentProps<"p">) => {
      draws++;
      return <p {...props} />;
    };
    const components = { p: Counted };
    const text = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    const view = mount({ text: "", status: "streaming", components });
    await nextFrame();
    let frames = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      frames++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    draws = 0;
    for (let cut = 1; cut <= text.length; cut++) {
      view.set({ text: text.slice(0, cut), status: "streaming", components });
      // A task between updates, so frames come as they would between network chunks.
      await nextTask();
    }
    await nextFrame();
    await nextTask();
    counting = false;
    expect(view.text()).toBe(text);
    // One draw at most per frame, plus the first change drawn at once.
    expect(draws).toBeGreaterThan(0);
    expect(draws).toBeLessThanOrEqual(frames + 1);
  });

  it("draws a completed message at once, whatever was held", async () => {
    const view = mount({ text: "", status: "streaming" });
    await nextFrame();
    view.set({ text: "a", status: "streaming" });
    view.set({ text: "a b", status: "streaming" });
    view.set({ text: "a b **c**", status: "complete" });
    expect(view.text()).toBe("a b c");
    expect(host!.querySelector("strong")).toHaveTextContent("c");
  });

  it('draws every update with pace="update"', async () => {
    const view = mount({ text: "", status: "streaming", pace: "update" });
    await nextFrame();
    for (const text of ["x", "x y", "x y z"]) {
      view.set({ text, status: "streaming", pace: "update" });
      expect(view.text()).toBe(text);
    }
  });
});
