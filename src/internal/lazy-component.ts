"use client";
import { createElement, use, type ComponentType, type ReactElement } from "react";

/**
 * A component whose code is fetched the first time it renders (or when `preload()` is called).
 * Unlike `React.lazy`, once the code has arrived it renders synchronously, with no suspended
 * first render, so preloaded components behave exactly like static ones.
 *
 * @example
 * import { CsvPart } from "partkit";
 * await CsvPart.preload(); // later renders of <CsvPart> do not suspend
 */
export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  displayName: string;
  /** Starts loading (once; again after a failure) and resolves when the component is ready. */
  preload(): Promise<void>;
}

/**
 * Wraps a dynamic `import()` as a component that suspends until its code is loaded. A failed load
 * throws to the nearest error boundary; after {@link retryFailedComponents} the next render imports again.
 *
 * @example
 * const JsonPart = lazyComponent("JsonPart", () => import("./renderers/json").then((m) => m.JsonPart));
 * <Suspense fallback={null}><JsonPart part={part} /></Suspense>
 */
export function lazyComponent<P extends object>(displayName: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Tracked<ComponentType<P>> | undefined;
  const start = (): Tracked<ComponentType<P>> => {
    if (pending) return pending;
    const loading: Tracked<ComponentType<P>> = load().then(
      (component) => Object.assign(loading, { status: "fulfilled", value: component }).value,
      (error: unknown) => {
        Object.assign(loading, { status: "rejected", reason: error });
        // Keep the rejected promise (so renders keep throwing it) until someone asks to retry:
        // forgetting it at once would re-import on every render while the network is down.
        failed.add(() => (pending = undefined));
        throw error;
      },
    );
    return (pending = loading);
  };
  // Every render calls use(), loaded or not: React requires the same hooks on the render that
  // resumes a suspended one. The promise carries React's status fields once settled, so use()
  // returns the component at once instead of suspending again.
  const Lazy = (props: P): ReactElement => createElement(use(start() as Promise<ComponentType<P>>), props);
  Lazy.displayName = displayName;
  Lazy.preload = () => start().then(() => undefined);
  return Lazy;
}

/** A promise carrying the status fields `use()` reads to settle without suspending. */
type Tracked<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

const failed = new Set<() => void>();

/**
 * Lets every lazy component whose code failed to load try again on its next render (what an
 * error boundary's Retry calls before re-rendering).
 *
 * @example
 * <button onClick={() => { retryFailedComponents(); reset(); }}>Retry</button>
 */
export function retryFailedComponents(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/**
 * Whether `component` is a {@link lazyComponent} (has `preload`).
 *
 * @example
 * if (isLazyComponent(renderer.component)) await renderer.component.preload();
 */
export function isLazyComponent(component: unknown): component is LazyComponent<object> {
  return typeof component === "function" && typeof (component as { preload?: unknown }).preload === "function";
}
