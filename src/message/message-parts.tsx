"use client";
import { use } from "react";
import { parseContentType } from "../model/content-type";
import type { Part } from "../model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";
import { AttachedToCall } from "../render/message-context";
import { partLabel, partTitle } from "../render/part-info";
import { PartView } from "../render/part-view";
import type { PartStatus } from "../render/types";

interface MessagePartProps {
  readonly part: Part;
  readonly index: number;
  readonly status: PartStatus | undefined;
  readonly domId: (name: string) => string;
}

/**
 * Whether a part is a tool call or result: those cards say what they are themselves (a caption
 * would repeat the tool's name) and are in the flow already (the navigator leaves them out).
 *
 * @example
 * isToolPart({ contentType: "application/vnd.partkit.tool-call+json", content: "{}" }); // true
 */
export function isToolPart(part: Part): boolean {
  const type = parseContentType(part?.contentType)?.essence;
  return type === CT.toolCall || type === CT.toolResult;
}

/**
 * Whether a part is a text document handed to the model (a titled plain-text file, as
 * Anthropic's `document` blocks are): a reader needs to know it is there, not to read it in full
 * inside the turn, so it shows folded under its title.
 */
function isDocument(part: Part): boolean {
  try {
    return typeof part.name === "string" && part.name.startsWith("/files/") && parseContentType(part.contentType)?.essence === "text/plain" && partTitle(part) !== undefined;
  } catch {
    return false;
  }
}

/** Whether the part's card in a turn names it (a PDF's compact card). */
function showsOwnName(part: Part): boolean {
  return parseContentType(part?.contentType)?.essence === "application/pdf";
}

/** Whether a part carries a name a reader would use: a title or a file name. */
function hasOwnName(part: Part): boolean {
  try {
    const filename: unknown = part?.metadata?.filename;
    return partTitle(part) !== undefined || (typeof filename === "string" && filename.trim() !== "");
  } catch {
    return false;
  }
}

/**
 * One part in a message's reading order. A named part is a figure the navigator and links can
 * scroll to, captioned with its human label (the full name in its tooltip); an unnamed part
 * (the answer's text, reasoning) renders bare, and a titled text document given to the model
 * shows folded under its title (its text stays findable).
 *
 * @selector [data-slot="message-part"][data-highlighted] for a moment after a link or the navigator shows it
 * @example
 * <MessagePart part={part} index={0} status="complete" domId={(name) => `m1-${name}`} />
 */
export function MessagePart({ part, index, status, domId }: MessagePartProps) {
  const name = part?.name;
  // Under its tool card, a part with no name of its own ("/tool-calls/c1/result/1") needs no
  // caption: the card says whose it is, and "Result 1" would be an index, not a name.
  // A PDF's card in a turn shows its name itself, so a caption would say it twice.
  const bare = (use(AttachedToCall) && !hasOwnName(part)) || showsOwnName(part);
  if (typeof name !== "string") return <PartView part={part} index={index} status={status} />;
  if (isDocument(part))
    return (
      <figure data-slot="message-part" id={domId(name)} tabIndex={-1} aria-label={partLabel(part)}>
        <details data-slot="message-document">
          <summary data-slot="message-document-summary" title={name}>
            <span data-slot="message-document-name">{partLabel(part)}</span>
            <span data-slot="message-document-kind">Document</span>
          </summary>
          <PartView part={part} index={index} status={status} />
        </details>
      </figure>
    );
  return (
    <figure data-slot="message-part" id={domId(name)} tabIndex={-1} aria-label={bare ? partLabel(part) : undefined}>
      {!isToolPart(part) && !bare && (
        <figcaption data-slot="message-part-caption" title={name}>
          {partLabel(part)}
        </figcaption>
      )}
      <PartView part={part} index={index} status={status} />
    </figure>
  );
}
