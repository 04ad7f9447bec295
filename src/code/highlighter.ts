"use client";
import { createElement, useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { Grammar, Highlighter, HighlightNode } from "./highlight-types";

export type { Grammar, Highlighter, HighlightNode } from "./highlight-types";

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;
let extra: Record<string, Grammar> = {};
let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version++;
  for (const listener of listeners) listener();
}

/**
 * Loads the highlighter (lowlight with highlight.js's 37 common languages) with a dynamic
 * `import()`; later calls return the same promise. Code blocks call it when they mount; call it
 * yourself to start loading earlier.
 *
 * @example
 * void loadHighlighter(); // e.g. when the chat view opens
 */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import("./lowlight-highlighter").then(
    (module) => {
      loaded = module.createHighlighter(extra as never);
      notify();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Registers more highlight.js grammars (the default set is highlight.js's common languages).
 * Works before or after the highlighter has loaded; code blocks re-highlight.
 *
 * @example
 * import { all } from "lowlight";
 * registerLanguages(all); // every language highlight.js has
 * registerLanguages({ dockerfile }); // or one
 */
export function registerLanguages(grammars: Readonly<Record<string, Grammar>>): void {
  extra = { ...extra, ...grammars };
  if (loaded) {
    loaded.register(grammars);
    notify();
  }
}

/**
 * The highlighter if it has loaded, without triggering a load.
 *
 * @example
 * getHighlighter()?.has("rust")
 */
export function getHighlighter(): Highlighter | undefined {
  return loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The highlighter once loaded (starting the load on mount), else `undefined`; the component
 * re-renders when it arrives or when languages are registered. The second value changes on
 * every registration, for memo keys.
 *
 * @example
 * const [highlighter] = useHighlighter();
 * const tree = highlighter?.highlight(code, "python");
 */
export function useHighlighter(): readonly [Highlighter | undefined, number] {
  const current = useSyncExternalStore(subscribe, () => version, () => 0);
  useEffect(() => {
    if (!loaded) loadHighlighter().catch(() => undefined);
  }, []);
  return [loaded, current];
}

function className(node: HighlightNode & { type: "element" }): string | undefined {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.join(" ") : typeof value === "string" ? value : undefined;
}

/**
 * Turns highlighted nodes into React elements (spans with highlight.js class names). Never uses
 * HTML strings.
 *
 * @example
 * <code>{renderHighlight(highlighter.highlight(code, "js") ?? [])}</code>
 */
export function renderHighlight(nodes: readonly HighlightNode[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index));
}

function renderNode(node: HighlightNode, key: number): ReactNode {
  if (node.type === "text") return node.value;
  return createElement("span", { key, className: className(node) }, ...renderHighlight(node.children));
}
