"use client";
import { useCallback, useInsertionEffect, useRef, useState } from "react";

/**
 * Options of {@link useControllableState}.
 *
 * @example
 * const options: UseControllableStateOptions<boolean> = { prop: open, defaultProp: false, onChange: setOpen };
 */
export interface UseControllableStateOptions<T> {
  /** The controlled value. `undefined` means "uncontrolled": the hook keeps the value itself. */
  prop?: T | undefined;
  /** The initial value when uncontrolled. Read on the first render only. */
  defaultProp: T;
  /** Called with the next value whenever it changes (by `Object.is`), controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * A setter that takes a value or an updater of the current value, like React's own.
 *
 * @example
 * const toggle = (set: ControllableSetter<boolean>) => set((open) => !open);
 */
export type ControllableSetter<T> = (next: T | ((previous: T) => T)) => void;

/**
 * One piece of state that is controlled when the caller passes `prop` and uncontrolled otherwise
 * (Radix's `useControllableState`). In both modes `onChange` fires only for real changes, and the
 * setter accepts an updater that always sees the latest value, so components never branch on mode.
 *
 * @example
 * function Disclosure({ open, defaultOpen = false, onOpenChange }: DisclosureProps) {
 *   const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
 *   return <button aria-expanded={isOpen} onClick={() => setOpen((o) => !o)}>Details</button>;
 * }
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T>): [T, ControllableSetter<T>] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? (prop as T) : uncontrolled;

  // The setter stays stable yet reads the newest value and callback. Uncontrolled updates are
  // recorded at once so two updates in one event compose; controlled ones wait for the parent.
  const latest = useRef({ value, isControlled, onChange });
  useInsertionEffect(() => {
    latest.current = { value, isControlled, onChange };
  });

  const setValue = useCallback<ControllableSetter<T>>((next) => {
    const current = latest.current;
    const resolved = typeof next === "function" ? (next as (previous: T) => T)(current.value) : next;
    if (Object.is(resolved, current.value)) return;
    if (!current.isControlled) {
      current.value = resolved;
      setUncontrolled(resolved);
    }
    current.onChange?.(resolved);
  }, []);

  return [value, setValue];
}
