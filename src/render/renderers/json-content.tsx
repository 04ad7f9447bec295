"use client";
import type { ReactNode } from "react";
import type { Part } from "../../model/types";
import { PartContent } from "../part-content";
import { partLabel } from "../part-info";
import { RawText } from "../raw-text";
import { usePartContent } from "../use-part-content";

/**
 * Props of {@link JsonContent}.
 *
 * @example
 * const props: JsonContentProps = { part, slot: "tool-call-part", children: (value) => <pre>{String(value)}</pre> };
 */
export interface JsonContentProps<T = unknown> {
  readonly part: Part;
  /** The `data-slot` of the renderer, also used for its loading and error states. */
  readonly slot: string;
  /** Reads the parsed value into the payload `children` gets; a throw shows as invalid content. Pass a stable function. */
  readonly read?: (value: unknown) => T;
  readonly children: (value: T) => ReactNode;
}

/**
 * Loads and parses a vendor JSON part with {@link usePartContent}, showing loading, error and
 * "not valid JSON" (with the raw text) states through {@link PartContent} under the renderer's
 * own `data-slot`; once ready it renders `children(value)` alone, so the renderer owns its root.
 *
 * @example
 * <JsonContent part={part} slot="citation-part">{(value) => <Citation value={asRecord(value)} />}</JsonContent>
 */
export function JsonContent<T = unknown>({ part, slot, read, children }: JsonContentProps<T>) {
  const content = usePartContent<"json", T>(part, read ? { as: "json", read } : { as: "json" });
  if (content.state === "ready") return children(content.value);
  const label = partLabel(part);
  return (
    <PartContent
      part={part}
      content={content}
      label={label}
      data-slot={slot}
      invalid={({ text, error }) => (
        <>
          <p role="alert">
            {label} {error instanceof SyntaxError ? "is not valid JSON" : "could not be read"}: {error.message}
          </p>
          <RawText text={text} label={`Raw content of ${label}`} />
        </>
      )}
    >
      {children}
    </PartContent>
  );
}

/**
 * A `read` function for {@link JsonContent} from one of the model's payload readers: the typed
 * payload, or an error naming what the part should have held (shown as the part's invalid state,
 * with its raw text). Call it at module scope so the function is stable.
 *
 * @example
 * const read = payloadOf(readCitation, "a citation");
 * <JsonContent part={part} slot="citation-part" read={read}>{(citation) => citation.title}</JsonContent>
 */
export function payloadOf<T>(reader: (value: unknown) => T | undefined, what: string): (value: unknown) => T {
  return (value) => {
    const payload = reader(value);
    if (payload === undefined) throw new TypeError(`expected ${what} (a JSON object), got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`);
    return payload;
  };
}
