"use client";
import { displayUrl, safeUrl } from "../../internal/url-policy";
import type { CitationContent } from "../../model/vocabulary/payloads";
import { readCitation } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const read = payloadOf(readCitation, "a citation");

function CitationView({ citation }: { citation: CitationContent }) {
  const { url: rawUrl, description, citedText: cited, startIndex, endIndex } = citation;
  const href = safeUrl(rawUrl, "link");
  const title = citation.title ?? (rawUrl ? displayUrl(rawUrl) : "Untitled source");
  const range = typeof startIndex === "number" && typeof endIndex === "number" ? `characters ${startIndex}–${endIndex}` : undefined;
  return (
    <div data-slot="citation-part" data-state={href ? "linked" : "unlinked"} role="group" aria-label={`Source: ${title}`}>
      {href ? (
        <a data-slot="citation-title" href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
          {title}
        </a>
      ) : (
        <span data-slot="citation-title">{title}</span>
      )}
      {rawUrl && <span data-slot="citation-host">{displayUrl(rawUrl)}</span>}
      {description && <p data-slot="citation-description">{description}</p>}
      {cited && <blockquote data-slot="citation-quote">{cited}</blockquote>}
      {range && <span data-slot="citation-range">{range}</span>}
    </div>
  );
}

/**
 * A citation or source card (`application/vnd.partkit.citation+json`): title linked through
 * `safeUrl` (host and path shown, never query tokens), description, quoted text and range.
 *
 * @selector [data-slot="citation-part"][data-state="linked" | "unlinked"]
 * @example
 * <CitationPart part={{ name: "/sources/1", contentType: "application/vnd.partkit.citation+json", content: '{"url":"https://example.com","title":"Example"}' }} />
 */
export function CitationPart({ part }: PartRendererProps) {
  return (
    <JsonContent part={part} slot="citation-part" read={read}>
      {(citation) => <CitationView citation={citation} />}
    </JsonContent>
  );
}

