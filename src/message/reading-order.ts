import { parseContentType } from "../model/content-type";
import type { Part } from "../model/types";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";
import type { ToolLink } from "../model/vocabulary/tool-links";

/**
 * How a message reads top to bottom: `order` holds the indexes of the parts shown at the top level,
 * in the order they happened; `attached` maps a tool call's index to the parts shown under it,
 * wherever they arrived in the message: its `results`, and what they `carry` (parts named under
 * the call or a result, such as a result's image). `sources` holds the message's own citations,
 * shown together as one list after its content rather than one card each where they arrived.
 *
 * @example
 * const { order, attached } = readingOrder(parts, linkToolCalls(parts));
 */
export interface ReadingOrder {
  readonly order: readonly number[];
  readonly attached: ReadonlyMap<number, { readonly results: readonly number[]; readonly carried: readonly number[] }>;
  readonly sources: readonly number[];
}

/** Whether a part is a citation with a name a reference can point at. */
function isSource(part: Part | undefined): boolean {
  try {
    return typeof part?.name === "string" && parseContentType(part.contentType)?.essence === CT.citation;
  } catch {
    return false;
  }
}

/**
 * Orders a message's parts for reading: every part where it happened, except a tool call's
 * results, and parts named under the call or a result (a result's image at
 * `/tool-calls/c1/result/1`), when the call is in the message: those go under the call, in their
 * order. Results of calls made elsewhere (an earlier turn) stay where they are. Named citations
 * at the top level go to `sources`. Pure; never throws for any `links`.
 *
 * @example
 * readingOrder(parts, linkToolCalls(parts));
 * // parts [call a, text, result a] → { order: [0, 1], attached: Map { 0 => { results: [2], carried: [] } }, sources: [] }
 */
export function readingOrder(parts: readonly Part[], links: ReadonlyMap<string, ToolLink<number>>): ReadingOrder {
  const owner = new Map<number, number>();
  const folders = new Map<string, number>();
  for (const link of links.values()) {
    if (link.call === undefined) continue;
    for (const at of [link.call, ...link.results]) {
      if (at !== link.call) owner.set(at, link.call);
      const name = parts[at]?.name;
      if (typeof name === "string" && !folders.has(name)) folders.set(name, link.call);
    }
  }
  const order: number[] = [];
  const sources: number[] = [];
  const attached = new Map<number, { results: number[]; carried: number[] }>();
  for (let index = 0; index < parts.length; index++) {
    const name = parts[index]?.name;
    const result = owner.get(index);
    const call = result ?? callAbove(name, folders);
    if (call === undefined || call === index) {
      (call === undefined && isSource(parts[index]) ? sources : order).push(index);
      continue;
    }
    let under = attached.get(call);
    if (!under) attached.set(call, (under = { results: [], carried: [] }));
    (result === undefined ? under.carried : under.results).push(index);
  }
  return { order, attached, sources };
}


/** The call whose part, or one of whose results, names a folder this name is inside. */
function callAbove(name: string | undefined, folders: ReadonlyMap<string, number>): number | undefined {
  if (typeof name !== "string" || folders.size === 0) return undefined;
  for (let slash = name.lastIndexOf("/"); slash > 0; slash = name.lastIndexOf("/", slash - 1)) {
    const call = folders.get(name.slice(0, slash));
    if (call !== undefined) return call;
  }
  return undefined;
}
