"use client";
import { useContext, useMemo } from "react";
import { JsonTree } from "../json/json-tree";
import { LinkifiedText } from "../linkified-text";
import { AttachedToCall, useMessageContext, usePartLink } from "../message-context";
import type { ToolResultContent } from "../../model/vocabulary/payloads";
import { readToolResult } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const read = payloadOf(readToolResult, "a tool result");

const maxTreeText = 1_000_000;

/** Output a tool sent as a JSON string of an object or array, parsed; undefined for anything else. */
function jsonText(output: string): object | undefined {
  const text = output.trim();
  if (text.length > maxTreeText || !/^[[{]/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function ToolResultView({ result, ownName }: { result: ToolResultContent; ownName: string | undefined }) {
  const { callId, output } = result;
  const isError = result.isError === true;
  const message = useMessageContext();
  const attached = useContext(AttachedToCall);
  // By call id first; by the naming convention (`/tool-calls/<id>/result`) when ids were not kept.
  const callName = (callId === undefined ? undefined : message?.toolCallName(callId)) ?? (ownName?.endsWith("/result") ? ownName.slice(0, -"/result".length) : undefined);
  const link = usePartLink(attached ? undefined : callName);
  // A call id names nothing a reader knows; the tool's name does.
  const tool = result.name ?? (callId === undefined ? undefined : message?.toolLink?.(callId)?.toolName);
  const label = attached ? (isError ? "Error" : "Result") : tool === undefined ? (isError ? "Tool error" : "Tool result") : `${isError ? "Error from" : "Result of"} ${tool}`;
  const parsed = useMemo(() => (typeof output === "string" ? jsonText(output) : undefined), [output]);
  return (
    <div data-slot="tool-result-part" data-state={isError ? "error" : "ready"} data-attached={attached ? "" : undefined} role="group" aria-label={label}>
      <div data-slot="tool-result-header">
        {attached || tool === undefined ? (
          <span data-slot="tool-result-title">{label}</span>
        ) : (
          <>
            {isError ? "Error from " : "Result of "}
            {link ? (
              <a data-slot="tool-result-call-link" {...link}>
                {tool}
              </a>
            ) : (
              <code data-slot="tool-result-call">{tool}</code>
            )}
          </>
        )}
        {isError && !attached && <span data-slot="tool-result-error-badge">Error</span>}
      </div>
      {output === undefined ? (
        <p data-slot="tool-result-empty">No output</p>
      ) : parsed !== undefined ? (
        <JsonTree value={parsed} aria-label={`Output of ${tool ?? "the tool"}`} toolbar={false} />
      ) : typeof output === "string" ? (
        <p data-slot="tool-result-text">
          <LinkifiedText text={output} />
        </p>
      ) : (
        <JsonTree value={output} aria-label={`Output of ${tool ?? "the tool"}`} toolbar={false} />
      )}
    </div>
  );
}

/**
 * A tool result (`application/vnd.partkit.tool-result+json`), titled by the tool it answers and
 * linked to its call (by call id, or by the `/tool-calls/<id>/result` name); under its call's card
 * it reads just "Result" or "Error". Error state when `isError`; structured output, and text output
 * that is a JSON object or array, as a JSON tree; other text as text.
 *
 * @selector [data-slot="tool-result-part"][data-state="ready" | "error"]
 * @selector [data-slot="tool-result-part"][data-attached] under its call's card
 * @example
 * <ToolResultPart part={{ name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":"42"}' }} />
 */
export function ToolResultPart({ part }: PartRendererProps) {
  return (
    <JsonContent part={part} slot="tool-result-part" read={read}>
      {(result) => <ToolResultView result={result} ownName={typeof part?.name === "string" ? part.name : undefined} />}
    </JsonContent>
  );
}

