"use client";
import { JsonTree } from "../json/json-tree";
import { LinkifiedText } from "../linkified-text";
import { useMessageContext, usePartLink } from "../message-context";
import type { ToolResultContent } from "../../model/vocabulary/payloads";
import { readToolResult } from "../../model/vocabulary/readers";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const read = payloadOf(readToolResult, "a tool result");

function ToolResultView({ result, ownName }: { result: ToolResultContent; ownName: string | undefined }) {
  const { callId, name, output } = result;
  const isError = result.isError === true;
  const message = useMessageContext();
  // By call id first; by the naming convention (`/tool-calls/<id>/result`) when ids were not kept.
  const callName = (callId === undefined ? undefined : message?.toolCallName(callId)) ?? (ownName?.endsWith("/result") ? ownName.slice(0, -"/result".length) : undefined);
  const link = usePartLink(callName);
  const title = name ?? callId ?? "tool";
  return (
    <div data-slot="tool-result-part" data-state={isError ? "error" : "ready"} role="group" aria-label={`${isError ? "Error from" : "Result of"} ${title}`}>
      <div data-slot="tool-result-header">
        {isError ? "Error from " : "Result of "}
        {link ? (
          <a data-slot="tool-result-call-link" {...link}>
            {title}
          </a>
        ) : (
          <code data-slot="tool-result-call">{title}</code>
        )}
        {isError && <span data-slot="tool-result-error-badge">Error</span>}
      </div>
      {output === undefined ? (
        <p data-slot="tool-result-empty">No output</p>
      ) : typeof output === "string" ? (
        <p data-slot="tool-result-text">
          <LinkifiedText text={output} />
        </p>
      ) : (
        <JsonTree value={output} aria-label={`Output of ${title}`} toolbar={false} />
      )}
    </div>
  );
}

/**
 * A tool result (`application/vnd.partkit.tool-result+json`): linked to its call (by call id, or
 * by the `/tool-calls/<id>/result` name), error state when `isError`, text output as text and
 * structured output as a JSON tree.
 *
 * @selector [data-slot="tool-result-part"][data-state="ready" | "error"]
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

