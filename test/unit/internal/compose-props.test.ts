import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { composeEventHandlers, composeRefs } from "../../../src/internal/compose-props";

const event = () => {
  const e = { defaultPrevented: false, preventDefault: () => void (e.defaultPrevented = true) };
  return e;
};

describe("composeEventHandlers", () => {
  it("calls the caller's handler, then partkit's", () => {
    const order: string[] = [];
    const handler = composeEventHandlers<ReturnType<typeof event>>(() => order.push("caller"), () => order.push("partkit"));
    handler!(event());
    expect(order).toEqual(["caller", "partkit"]);
  });

  it("skips partkit's handler when the caller prevented the default", () => {
    const ours = vi.fn();
    composeEventHandlers<ReturnType<typeof event>>((e) => e.preventDefault(), ours)!(event());
    expect(ours).not.toHaveBeenCalled();
  });

  it("returns whichever handler exists when one is missing", () => {
    const ours = vi.fn();
    expect(composeEventHandlers(undefined, ours)).toBe(ours);
    expect(composeEventHandlers(ours, undefined)).toBe(ours);
    expect(composeEventHandlers(undefined, undefined)).toBeUndefined();
  });
});

describe("composeRefs", () => {
  it("sets object and callback refs, and clears them on detach", () => {
    const object = createRef<string>();
    const seen: (string | null)[] = [];
    const cleanup = composeRefs<string>(object, (node) => void seen.push(node), undefined)("node");
    expect(object.current).toBe("node");
    expect(seen).toEqual(["node"]);
    (cleanup as () => void)();
    expect(object.current).toBeNull();
    expect(seen).toEqual(["node", null]);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const detach = composeRefs<string>(callback)("node") as () => void;
    detach();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
