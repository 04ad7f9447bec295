import type { Part } from "../../model";
import type { PartReference } from "../../model/vocabulary/payloads";

// Anthropic splits one answer into text blocks at every citation. Kept as blocks, a cited
// sentence would read as three pieces with the source between them; joined, it is one text whose
// cited spans end in references to their sources (`metadata.references`). A text block joins the
// text block just before it when either cites a source, so two plain blocks (two separate
// paragraphs a user sent) stay apart. `fromAnthropic` and the stream reducer both build on these.

const list = <T>(part: Part | undefined, key: "sources" | "references"): readonly T[] => {
  const value = part?.metadata?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

/**
 * Whether a text part cites a source already: the next text block joins it then.
 *
 * @example
 * citesSources({ contentType: "text/markdown", content: "Rain.", metadata: { sources: ["/sources/1"] } }); // true
 */
export function citesSources(part: Part | undefined): boolean {
  return list(part, "sources").length > 0;
}

/**
 * One text part from two consecutive ones: the texts joined, sources and references kept (the
 * later part's offsets moved past the earlier text), the later part's other metadata (its
 * streaming status and stream key) winning.
 *
 * @example
 * joinText({ contentType: "text/markdown", content: "Sunday is wet" }, { contentType: "text/markdown", content: ", so…" });
 * // { contentType: "text/markdown", content: "Sunday is wet, so…" }
 */
export function joinText(earlier: Part, later: Part): Part {
  const before = typeof earlier.content === "string" ? earlier.content : "";
  const sources = [...list<string>(earlier, "sources"), ...list<string>(later, "sources")];
  const references = [...list<PartReference>(earlier, "references"), ...list<PartReference>(later, "references").map((r) => ({ at: r.at + before.length, name: r.name }))];
  const metadata: Record<string, unknown> = { ...earlier.metadata, ...later.metadata, sources, references };
  if (sources.length === 0) delete metadata.sources;
  if (references.length === 0) delete metadata.references;
  return { ...earlier, content: before + (typeof later.content === "string" ? later.content : ""), ...(Object.keys(metadata).length > 0 ? { metadata } : {}) };
}

/**
 * The text part with a reference to each of its sources that has none yet, placed after the
 * last word written so far (before trailing spaces and newlines): called when a cited block ends.
 *
 * @example
 * referenceNewSources({ contentType: "text/markdown", content: "Rain after 14:00.\n", metadata: { sources: ["/sources/1"] } });
 * // metadata.references: [{ at: 17, name: "/sources/1" }]
 */
export function referenceNewSources(part: Part): Part {
  // Sources gain their references in the order they came, so the ones without are the last few.
  const references = list<PartReference>(part, "references");
  const fresh = list<string>(part, "sources").slice(references.length);
  if (fresh.length === 0) return part;
  const at = (typeof part.content === "string" ? part.content : "").trimEnd().length;
  return { ...part, metadata: { ...part.metadata, references: [...references, ...fresh.map((name) => ({ at, name }))] } };
}
