"use client";
import { use, useMemo } from "react";
import type { Part } from "../../model/types";
import { RegistryContext } from "../registry-context";
import { resolveRenderer } from "../resolve-renderer";
import type { PartStatus } from "../../model/stream";
import { TextPart } from "./text";

/**
 * Text a disclosure holds (reasoning, a summary), rendered by whatever renders `text/markdown` in
 * the provider: plain text until `partkit/markdown` is added, and outside a provider, where only
 * the defaults apply.
 *
 * @example
 * <MarkdownBody text="**First**, check the sky." status="streaming" />
 */
export function MarkdownBody({ text, status }: { readonly text: string; readonly status?: PartStatus | undefined }) {
  const registered = use(RegistryContext);
  const inner = useMemo<Part>(() => ({ contentType: "text/markdown", content: text }), [text]);
  const Body = registered ? resolveRenderer(inner, registered).component : TextPart;
  return <Body part={inner} {...(status === undefined ? {} : { status })} />;
}
