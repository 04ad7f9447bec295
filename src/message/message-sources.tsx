"use client";
import type { ReactNode } from "react";
import { displayUrl, safeUrl } from "../internal/url-policy";
import type { Part } from "../model/types";
import type { CitationContent } from "../model/vocabulary/payloads";
import { readCitation } from "../model/vocabulary/readers";
import { partLabel } from "../render/part-info";

/**
 * Props of {@link MessageSources}.
 *
 * @example
 * const props: MessageSourcesProps = { parts, indexes: reading.sources, domId, renderPart };
 */
export interface MessageSourcesProps {
  readonly parts: readonly Part[];
  /** Indexes of the message's top-level citations, in the order they arrived. */
  readonly indexes: readonly number[];
  readonly domId: (name: string) => string;
  /** Renders a citation the list cannot read (remote or broken), so its own error shows. */
  readonly renderPart: (index: number) => ReactNode;
}

// Parsed once per part object: the list renders again with every streamed token of the answer,
// while its citations stay the same objects.
const parsed = new WeakMap<Part, CitationContent | null>();

/** The citation a part holds inline, or undefined (remote content, bad JSON, not a citation). */
function inlineCitation(part: Part): CitationContent | undefined {
  let citation = parsed.get(part);
  if (citation === undefined) {
    try {
      citation = (typeof part.content === "string" ? readCitation(JSON.parse(part.content)) : undefined) ?? null;
    } catch {
      citation = null;
    }
    parsed.set(part, citation);
  }
  return citation ?? undefined;
}

/**
 * The number a source shows, the one its references in the text show: `/sources/2` is 2, any
 * other name its place in the list.
 */
function sourceNumber(name: string | undefined, position: number): string {
  return (typeof name === "string" && /\/(\d+)$/.exec(name)?.[1]) || String(position + 1);
}

function SourceRow({ part, number, domId }: { readonly part: Part; readonly number: string; readonly domId: (name: string) => string }) {
  const citation = inlineCitation(part)!;
  const href = safeUrl(citation.url, "link");
  const host = citation.url ? displayUrl(citation.url) : undefined;
  const title = citation.title ?? host ?? partLabel(part);
  return (
    <li data-slot="message-source" id={domId(part.name!)} tabIndex={-1} title={part.name}>
      <span data-slot="message-source-number">{number}</span>
      <span data-slot="message-source-body">
        {href ? (
          <a data-slot="message-source-title" href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
            {title}
          </a>
        ) : (
          <span data-slot="message-source-title">{title}</span>
        )}
        {host && host !== title && <span data-slot="message-source-host">{host}</span>}
        {citation.citedText && <q data-slot="message-source-quote">{citation.citedText}</q>}
      </span>
    </li>
  );
}

/**
 * A message's sources as one compact numbered list after its content (`<MessageView>`'s inline
 * layout): each row is the number its references in the text show, the linked title (through
 * `safeUrl`; host and path shown, never query tokens) and the quoted passage. A reference in the
 * text scrolls to its row and highlights it. A citation the list cannot read inline renders as
 * its part, with its own error.
 *
 * @selector [data-slot="message-sources"] > ol > [data-slot="message-source"][data-highlighted]
 * @example
 * <MessageSources parts={parts} indexes={reading.sources} domId={domId} renderPart={renderPart} />
 */
export function MessageSources({ parts, indexes, domId, renderPart }: MessageSourcesProps) {
  if (indexes.length === 0) return null;
  return (
    <div data-slot="message-sources" role="group" aria-label={indexes.length === 1 ? "Source" : `${indexes.length} sources`}>
      <span data-slot="message-sources-title" aria-hidden="true">
        {indexes.length === 1 ? "Source" : "Sources"}
      </span>
      <ol data-slot="message-sources-list">
        {indexes.map((index, position) => {
          const part = parts[index]!;
          return inlineCitation(part) ? (
            <SourceRow key={index} part={part} number={sourceNumber(part.name, position)} domId={domId} />
          ) : (
            <li key={index} data-slot="message-source" data-state="part">
              {renderPart(index)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
