import { mermaidModule } from "./mermaid-module";

/**
 * Starts loading Mermaid (a dynamic `import()`), resolving once it is in; later calls share the
 * load, and a failed one is retried on the next call. Diagrams load it when their fence closes;
 * call this to start earlier.
 *
 * @example
 * void loadMermaid(); // e.g. when a message with a ```mermaid fence starts streaming
 */
export function loadMermaid(): Promise<void> {
  return mermaidModule().then(() => undefined);
}
