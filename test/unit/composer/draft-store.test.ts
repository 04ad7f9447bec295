import { afterEach, describe, expect, it, vi } from "vitest";
import { createDraftStore } from "../../../src/composer/draft-store";
import { unsentText } from "../../../src/composer/unsent-text";

/** A Web Storage double that can be told to refuse writes (a full or disabled storage). */
function memoryStorage() {
  const items = new Map<string, string>();
  let refuse = false;
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => {
      if (refuse) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    }),
    removeItem: (key: string) => void items.delete(key),
    items,
    refuse: () => (refuse = true),
  };
}

afterEach(() => vi.useRealTimers());

describe("createDraftStore", () => {
  it("keeps drafts per key, merges updates, tells a key's listeners only, and forgets a cleared key", () => {
    const store = createDraftStore();
    const a = vi.fn();
    const b = vi.fn();
    const stop = store.subscribe("a", a);
    store.subscribe("b", b);
    store.update("a", { text: "hello" });
    store.update("a", { data: { city: "Oslo" } });
    expect(store.get("a")).toEqual({ text: "hello", attachments: [], data: { city: "Oslo" } });
    expect(store.get("b")).toBeUndefined();
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).not.toHaveBeenCalled();
    store.clear("a");
    expect(store.get("a")).toBeUndefined();
    stop();
    store.update("a", { text: "x" });
    expect(a).toHaveBeenCalledTimes(3);
  });

  it("writes text and data (never files) to the storage it is given, batched, and reads them back in a new store", () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createDraftStore({ storage });
    const file = new File(["x"], "a.pdf", { type: "application/pdf" });
    for (const text of ["H", "He", "Hel", "Hello"]) store.update("t1", { text });
    store.update("t1", { data: { n: 2 }, attachments: [{ id: "1", file, name: "/files/a.pdf", contentType: "application/pdf", status: "local" }] });
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get("partkit-draft:t1")!)).toEqual({ text: "Hello", data: { n: 2 } });
    expect(createDraftStore({ storage }).get("t1")).toEqual({ text: "Hello", attachments: [], data: { n: 2 } });
    store.clear("t1");
    vi.advanceTimersByTime(300);
    expect(storage.items.has("partkit-draft:t1")).toBe(false);
  });

  it("keeps the draft in memory when the storage refuses it, and ignores unreadable stored values", () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    storage.items.set("partkit-draft:bad", "{not json");
    storage.refuse();
    const store = createDraftStore({ storage });
    store.update("t", { text: "kept" });
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
    expect(store.get("t")?.text).toBe("kept");
    expect(store.get("bad")).toBeUndefined();
  });
});

describe("unsentText", () => {
  it("leaves what was typed after the sent text, and all of a text edited elsewhere", () => {
    expect(unsentText("Hello", "Hello")).toBe("");
    expect(unsentText("Hello\n\nAnd more", "Hello")).toBe("And more");
    expect(unsentText("Hello there", "Hello")).toBe("there");
    expect(unsentText("Hi there", "Hello")).toBe("Hi there");
    expect(unsentText("", "Hello")).toBe("");
    expect(unsentText("typed", "")).toBe("typed");
  });
});
