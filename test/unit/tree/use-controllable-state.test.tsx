import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useControllableState } from "../../../src/internal/use-controllable-state";

describe("useControllableState", () => {
  it("keeps its own value when uncontrolled and reports changes", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("composes two updaters in one event when uncontrolled", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 0, onChange }));
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(2);
    expect(onChange.mock.calls).toEqual([[1], [2]]);
  });

  it("only asks when controlled, and follows the prop", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ prop: value, defaultProp: "a", onChange }), {
      initialProps: { value: "b" },
    });
    act(() => result.current[1]((v) => `${v}!`));
    expect(onChange).toHaveBeenCalledWith("b!");
    expect(result.current[0]).toBe("b");
    rerender({ value: "c" });
    expect(result.current[0]).toBe("c");
  });

  it("stays silent when the value does not change, and keeps a stable setter", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(() => useControllableState({ defaultProp: "x", onChange }));
    const setter = result.current[1];
    act(() => setter("x"));
    expect(onChange).not.toHaveBeenCalled();
    rerender();
    expect(result.current[1]).toBe(setter);
  });

  it("treats null as a controlled value and undefined as uncontrolled", () => {
    const { result } = renderHook(() => useControllableState<string | null>({ prop: null, defaultProp: "d" }));
    expect(result.current[0]).toBeNull();
  });
});
