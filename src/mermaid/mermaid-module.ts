// The lazily loaded half of partkit/mermaid: `mermaid` itself, imported the first time a
// diagram is shown, so neither this entry nor partkit/markdown carries it. Kept out of the
// entry's public types: mermaid's own declarations import a package it does not install.
import type { Mermaid } from "mermaid";

let loading: Promise<Mermaid> | undefined;

/**
 * Mermaid, imported once (a failed import is retried on the next call).
 *
 * @example
 * const mermaid = await mermaidModule();
 */
export function mermaidModule(): Promise<Mermaid> {
  loading ??= import("mermaid").then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
