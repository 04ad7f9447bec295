"use client";
import { useState } from "react";
import { readablePart } from "../model/readable-part";
import type { MessageBody, Part } from "../model/types";
import { linkToolCalls, toolPartRef, type ToolLink } from "../model/vocabulary/tool-links";
import { readingOrder, type ReadingOrder } from "./reading-order";

/**
 * What `<MessageView>` derives from a body: its parts (each readable), the tool links, the named
 * parts and the order they show in.
 *
 * @example
 * const { parts, links, named, reading } = useMessageParts(body, false);
 */
export interface MessageParts {
  readonly parts: readonly Part[];
  readonly links: ReadonlyMap<string, ToolLink<number>>;
  readonly named: readonly { readonly part: Part; readonly index: number }[];
  readonly reading: ReadingOrder;
}

interface Derived extends MessageParts {
  readonly raw: readonly unknown[];
  readonly split: boolean;
}

/** The body's parts array, or an empty one when it is missing or reading it throws. */
function rawParts(body: MessageBody): readonly unknown[] {
  try {
    const parts: unknown = body?.parts;
    return Array.isArray(parts) ? parts : [];
  } catch {
    return [];
  }
}

// A copy, so an app that edits its parts array in place still shows the edit.
const copyOf = (raw: readonly unknown[]): readonly unknown[] => {
  try {
    return raw.slice();
  } catch {
    return [];
  }
};

function derive(raw: readonly unknown[], split: boolean): Derived {
  let parts: Part[];
  try {
    parts = Array.from(raw, (part) => readablePart(part as Part));
  } catch {
    parts = [];
  }
  const links = linkToolCalls(parts);
  // One pass and no array per part: this runs over every part of a message at mount.
  const named: { part: Part; index: number }[] = [];
  const unnamed: number[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (typeof part?.name === "string") named.push({ part, index });
    else unnamed.push(index);
  }
  // The split view shows its unnamed parts in the flow, the named ones in its tree.
  const reading: ReadingOrder = split ? { order: unnamed, attached: new Map(), sources: [] } : readingOrder(parts, links);
  return { raw: copyOf(raw), split, parts, links, named, reading };
}

/** Whether a part's new version can take its old one's place without changing the message's shape. */
const sameShape = (before: Part, after: Part): boolean =>
  before?.name === undefined && after?.name === undefined && toolPartRef(before) === undefined && toolPartRef(after) === undefined;

/**
 * The parts of a body and what `<MessageView>` derives from them, worked out again only as far as
 * an update needs: a streamed token replaces one unnamed, non-tool part, so the parts array is
 * patched and the tool links, named parts and reading order are kept. Anything else (a part
 * added, removed, named or turned into a tool part) derives everything again.
 *
 * @example
 * const { parts, reading } = useMessageParts(message ?? body, layout === "split");
 */
export function useMessageParts(body: MessageBody, split: boolean): MessageParts {
  // The last derivation, kept in state: React's way to remember what a previous render worked out.
  const [last, setLast] = useState<Derived & { readonly body: MessageBody }>(() => ({ ...derive(rawParts(body), split), body }));
  if (last.body === body && last.split === split) return last;
  const next = { ...update(last, rawParts(body), split), body };
  setLast(next);
  return next;
}

function update(before: Derived, raw: readonly unknown[], split: boolean): Derived {
  if (before.split !== split || before.raw.length !== raw.length) return derive(raw, split);
  let parts: Part[] | undefined;
  try {
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] === before.raw[i]) continue;
      const next = readablePart(raw[i] as Part);
      if (!sameShape(before.parts[i]!, next)) return derive(raw, split);
      (parts ??= before.parts.slice())[i] = next;
    }
  } catch {
    // A parts list whose elements throw when read: derive() reads what it can.
    return derive(raw, split);
  }
  return parts ? { ...before, raw: copyOf(raw), parts } : { ...before, raw: copyOf(raw) };
}
