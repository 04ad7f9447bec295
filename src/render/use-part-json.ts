"use client";
import { useMemo } from "react";
import { type UseContentOptions, type UseContentResult, useContent } from "../fetch/use-content";
import type { Part } from "../model/types";

/**
 * A part's content parsed as JSON. `json` is `{ ok: true, value }` once the text parses and
 * `{ ok: false, error }` when it does not; it is absent until the content is ready.
 *
 * @example
 * const result: PartJson = { content, json: { ok: true, value: { a: 1 } } };
 */
export interface PartJson {
  readonly content: UseContentResult;
  readonly json?: { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };
}

/**
 * Loads a part (inline or remote, see `useContent`) and parses it as JSON once per text. For a
 * renderer, `usePartContent` with `as: "json"` (and `<PartContent>`) does this with typed
 * values and the loading, error and invalid states; this hook stays for code that wants the raw
 * `useContent` result beside the parse.
 *
 * @example
 * function ToolArgs({ part }: PartRendererProps) {
 *   const { content, json } = usePartJson(part);
 *   if (!json) return <ContentStatus state={content.state as "loading"} label="arguments" />;
 *   return json.ok ? <JsonTree value={json.value} /> : <p>{json.error}</p>;
 * }
 */
export function usePartJson(part: Part, options?: UseContentOptions): PartJson {
  const content = useContent(part, options);
  const text = content.state === "ready" ? (content.text ?? "") : undefined;
  const json = useMemo<PartJson["json"]>(() => {
    if (text === undefined) return undefined;
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }, [text]);
  return json === undefined ? { content } : { content, json };
}
