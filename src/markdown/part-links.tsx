"use client";
import type { ComponentProps, ComponentType, ElementType } from "react";
import type { Part } from "../model/types";
import type { PartReference } from "../model/vocabulary/payloads";
import { readCitation } from "../model/vocabulary/readers";
import { useMessageContext, usePartLink } from "../render/message-context";
import { partLabel } from "../render/part-info";
import type { MarkdownTag } from "./render-tokens";

const partLinkPrefix = "#/";

/**
 * The markdown link destination that points at a part of the same message: `#` and its name,
 * each segment percent-encoded and the whole in `<…>`, so no name can end the link early.
 *
 * @example
 * partDestination("/sources/1"); // "<#/sources/1>"
 */
export function partDestination(name: string): string {
  return `<#${name.split("/").map(encodeURIComponent).join("/")}>`;
}

/** The part name an `href` of `#/…` points at, decoded; undefined for any other link. */
function partNameOf(href: string | undefined): string | undefined {
  if (!href?.startsWith(partLinkPrefix)) return undefined;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * The text with a numbered link after each referenced span, the number being the source's own
 * (`/sources/2` shows 2) or else its place among the text's sources: `Rain after 14:00[1](<#/sources/1>).`
 *
 * @example
 * withReferenceLinks("Rain after 14:00.", [{ at: 16, name: "/sources/1" }]); // "Rain after 14:00[1](<#/sources/1>)."
 */
export function withReferenceLinks(text: string, references: readonly PartReference[]): string {
  if (references.length === 0) return text;
  const numbers = new Map<string, string>();
  let out = "";
  let from = 0;
  for (const { at, name } of references) {
    if (at < from || at > text.length) continue;
    if (!numbers.has(name)) numbers.set(name, /\/(\d+)$/.exec(name)?.[1] ?? String(numbers.size + 1));
    out += text.slice(from, at);
    // Right after `!` the link would read as an image, after `\` as an escaped bracket.
    out += `${/[!\\]$/.test(out) ? "\u200B" : ""}[${numbers.get(name)}](${partDestination(name)})`;
    from = at;
  }
  return out + text.slice(from);
}

/** What a reference's tooltip says: the source's title when it is a citation, else its label. */
function sourceTitle(part: Part): string {
  try {
    const title = readCitation(JSON.parse(part.content ?? ""))?.title;
    if (title) return title;
  } catch {
    // Not a citation's JSON: its label says what it is.
  }
  return partLabel(part);
}

/**
 * The markdown `<a>` of a message's text: a link to `#/<part name>` opens that part (scrolls to it
 * inline, selects it in the split view), and a reference (`referenced` names) shows as a raised
 * number titled with its source. Wraps `Base`, the `a` the markdown was given.
 *
 * @selector [data-slot="markdown-reference"] > a for a reference to a source
 * @example
 * const components = { a: partLinkAnchor("a", new Set(["/sources/1"])) };
 */
export function partLinkAnchor(Base: ComponentType<ComponentProps<"a">> | MarkdownTag, referenced: ReadonlySet<string>): ComponentType<ComponentProps<"a">> {
  const A = Base as ElementType;
  return function PartLinkAnchor(props: ComponentProps<"a">) {
    const name = partNameOf(props.href);
    const link = usePartLink(name);
    const message = useMessageContext();
    if (name === undefined || !referenced.has(name)) return <A {...props} {...link} />;
    const target = link ? message?.body.parts.find((part) => part?.name === name) : undefined;
    const title = target ? sourceTitle(target) : undefined;
    return (
      <sup data-slot="markdown-reference">
        {link ? <A {...props} {...link} title={title} aria-label={`Source ${String(props.children)}${title ? `: ${title}` : ""}`} /> : props.children}
      </sup>
    );
  };
}
