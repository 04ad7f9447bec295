"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `false` on the server and during hydration, `true` afterwards and in client-only renders. Lets
 * a component server-render a plain version and switch to a browser-only one (a virtualiser
 * that measures the DOM) right after hydration, without a mismatch.
 *
 * @example
 * const hydrated = useHydrated();
 * return hydrated ? <VirtualList /> : <PlainList />;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
