/**
 * Limits on a diagram's source, checked before Mermaid sees it. Mermaid lays a diagram out in
 * one task on the main thread, and that task grows with the number of nodes and edges: past
 * these limits the diagram shows as its source with a message instead.
 *
 * @example
 * const limits: DiagramLimits = { maxChars: 10_000, maxEdges: 200 };
 */
export interface DiagramLimits {
  /** Longest source drawn, in characters (default 20,000). */
  readonly maxChars: number;
  /** Most edges Mermaid will draw (its `maxEdges`, default 500). */
  readonly maxEdges: number;
}

/**
 * The default {@link DiagramLimits}.
 *
 * @example
 * defaultDiagramLimits.maxChars; // 20000
 */
export const defaultDiagramLimits: DiagramLimits = { maxChars: 20_000, maxEdges: 500 };

/**
 * Why a source is too large to draw, or `undefined` when it is within the limits. Pure; never
 * throws.
 *
 * @example
 * diagramTooLarge("graph TD\nA-->B", defaultDiagramLimits); // undefined
 */
export function diagramTooLarge(source: string, limits: DiagramLimits): string | undefined {
  if (source.length > limits.maxChars) {
    return `Diagram too large to draw: ${source.length.toLocaleString("en")} characters (the limit is ${limits.maxChars.toLocaleString("en")}).`;
  }
  // Counted on the text, not parsed: an arrow per edge in flowcharts, state and class diagrams.
  const arrows = source.match(/-->|---|==>|-\.->|--[ox]|<-->|->>|-->>|\.\.>|--\|>|\|\|--|}o--|\|o--/g)?.length ?? 0;
  if (arrows > limits.maxEdges) {
    return `Diagram too large to draw: ${arrows.toLocaleString("en")} edges (the limit is ${limits.maxEdges.toLocaleString("en")}).`;
  }
  return undefined;
}
