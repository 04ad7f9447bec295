"use client";
import { useSyncExternalStore } from "react";
import type katexModule from "katex";

/** The KaTeX module, once loaded. */
export type Katex = typeof katexModule;

let katex: Katex | undefined;
let loading: Promise<Katex> | undefined;
let failure: string | undefined;
const listeners = new Set<() => void>();

/**
 * Loads KaTeX (once; again after a failure). Formulas already on the page render when it arrives.
 *
 * @example
 * await loadKatex(); // e.g. before a test, or on hover of a "show math" button
 */
export function loadKatex(): Promise<Katex> {
  loading ??= import("katex").then(
    (module) => {
      katex = (module as { default?: Katex }).default ?? (module as unknown as Katex);
      failure = undefined;
      for (const listener of listeners) listener();
      return katex;
    },
    (error: unknown) => {
      loading = undefined;
      failure = error instanceof Error ? error.message : String(error);
      for (const listener of listeners) listener();
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => katex ?? failure;
const serverSnapshot = () => undefined;

/**
 * KaTeX once loaded, the message of a failed load, or `undefined` while loading (and on the server).
 * Starts the load on first use.
 *
 * @example
 * const katex = useKatex();
 */
export function useKatex(): Katex | string | undefined {
  const value = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  if (value === undefined && typeof window !== "undefined") void loadKatex().catch(() => undefined);
  return value;
}
