"use client";
import { JsonTree } from "../json/json-tree";
import { useMessageContext, usePartLink } from "../message-context";
import { RawText } from "../raw-text";
import { toolCallState, type ToolCallState } from "../../model/vocabulary/tool-call-state";
import type { PartRendererProps } from "../types";
import { asRecord, JsonContent, pickString } from "./json-content";

const stateLabels: Record<ToolCallState, string> = {
  streaming: "Receiving arguments…",
  pending: "Waiting for result",
  complete: "Done",
  error: "Failed",
  denied: "Not run",
  unknown: "Called",
};

function ToolCallView({ value, status }: { value: unknown; status: PartRendererProps["status"] }) {
  const call = asRecord(value);
  const id = pickString(call, "id", "toolCallId", "tool_call_id", "callId");
  const name = pickString(call, "name", "toolName", "tool_name") ?? "unnamed tool";
  const namespace = pickString(call, "namespace");
  const message = useMessageContext();
  const resultLink = usePartLink(id === undefined ? undefined : message?.toolResultName(id));
  const own = toolCallState(call.state);
  const state: ToolCallState = status === "streaming" || own === "streaming" ? "streaming" : resultLink ? "complete" : own;
  const title = namespace ? `${namespace}.${name}` : name;
  const argsText = typeof call.argumentsText === "string" ? call.argumentsText : undefined;
  return (
    <div data-slot="tool-call-part" data-state={state} role="group" aria-label={`Tool call ${title}`}>
      <div data-slot="tool-call-header">
        <code data-slot="tool-call-name">{title}</code>
        <span data-slot="tool-call-state" data-state={state}>
          {stateLabels[state]}
          {state === "unknown" && typeof call.state === "string" ? ` (${call.state})` : ""}
        </span>
        {resultLink && (
          <a data-slot="tool-call-result-link" {...resultLink}>
            Result
          </a>
        )}
      </div>
      {call.arguments !== undefined ? (
        <JsonTree value={call.arguments} aria-label={`Arguments of ${title}`} toolbar={false} />
      ) : argsText !== undefined && state === "streaming" ? (
        // Half-received JSON is not an error yet: show what has arrived.
        <RawText text={argsText} label={`Arguments of ${title} so far`} />
      ) : argsText !== undefined ? (
        <>
          <p data-slot="tool-call-args-note">Arguments are not valid JSON; shown as sent:</p>
          <RawText text={argsText} label={`Arguments of ${title} as sent`} />
        </>
      ) : (
        <p data-slot="tool-call-args-note">No arguments</p>
      )}
      {id !== undefined && <span data-slot="tool-call-id">id {id}</span>}
    </div>
  );
}

/**
 * A tool call (`application/vnd.partkit.tool-call+json`): tool name, state badge, arguments as a
 * JSON tree (or the raw text when they did not parse), and a link to its result when the message
 * has one.
 *
 * @selector [data-slot="tool-call-part"][data-state="streaming" | "pending" | "complete" | "error" | "denied" | "unknown"]
 * @example
 * <ToolCallPart part={{ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"search","arguments":{"q":"x"}}' }} />
 */
export function ToolCallPart({ part, status }: PartRendererProps) {
  return (
    <JsonContent part={part} slot="tool-call-part">
      {(value) => <ToolCallView value={value} status={status} />}
    </JsonContent>
  );
}

