"use client";
import { JsonTree } from "../json/json-tree";
import { LinkifiedText } from "../linkified-text";
import { useMessageContext, usePartLink } from "../message-context";
import type { PartRendererProps } from "../types";
import { asRecord, JsonContent, pickString } from "./json-content";

function ToolResultView({ value, ownName }: { value: unknown; ownName: string | undefined }) {
  const result = asRecord(value);
  const callId = pickString(result, "callId", "toolCallId", "tool_call_id", "id");
  const name = pickString(result, "name", "toolName", "tool_name");
  const isError = result.isError === true || result.is_error === true;
  const message = useMessageContext();
  // By call id first; by the naming convention (`/tool-calls/<id>/result`) when ids were not kept.
  const callName = (callId === undefined ? undefined : message?.toolCallName(callId)) ?? (ownName?.endsWith("/result") ? ownName.slice(0, -"/result".length) : undefined);
  const link = usePartLink(callName);
  const output = "output" in result ? result.output : result.content;
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
    <JsonContent part={part} slot="tool-result-part">
      {(value) => <ToolResultView value={value} ownName={typeof part?.name === "string" ? part.name : undefined} />}
    </JsonContent>
  );
}

