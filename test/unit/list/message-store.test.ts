import { afterEach, describe, expect, it, vi } from "vitest";
import { createMessageStore } from "../../../src/list/message-store";
import type { Message } from "../../../src/model/types";

const message = (text: string): Message => ({ role: "assistant", parts: [{ contentType: "text/markdown", content: text }] });

describe("createMessageStore", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("tells the rows once, at the next frame, of every list committed before it", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const store = createMessageStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(String(store.at(0).parts[0]!.content)));
    for (const text of ["a", "ab", "abc"]) {
      store.set([message(text)]);
      store.notify();
    }
    expect(seen).toEqual([]);
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect(seen).toEqual(["abc"]);
    // Nothing new since: no frame asked for, nobody told again.
    store.notify();
    expect(frames).toHaveLength(0);
    store.set([message("abcd")]);
    store.notify();
    frames.shift()!(0);
    expect(seen).toEqual(["abc", "abcd"]);
  });

  it("tells the rows at once when the page is hidden (no frames come), or has no frames at all", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const store = createMessageStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set([message("a")]);
    store.notify();
    expect(listener).not.toHaveBeenCalled();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    store.set([message("ab")]);
    store.notify();
    expect(listener).toHaveBeenCalledTimes(1);
    // The frame asked for before the page was hidden tells nobody twice.
    frames.shift()?.(0);
    expect(listener).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    vi.stubGlobal("requestAnimationFrame", undefined);
    store.set([message("abc")]);
    store.notify();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
