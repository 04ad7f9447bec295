// The lazily loaded half of partkit/mermaid: `mermaid` itself, imported the first time a
// diagram is shown, so neither this entry nor partkit/markdown carries it.
import type { Mermaid } from "mermaid";

let loading: Promise<Mermaid> | undefined;

/**
 * Loads Mermaid with a dynamic `import()`; later calls return the same promise (a failed load
 * is retried on the next call). Diagrams call it when their fence closes; call it yourself to
 * start loading earlier.
 *
 * @example
 * void loadMermaid(); // e.g. when a message with a ```mermaid fence starts streaming
 */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= import("mermaid").then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
