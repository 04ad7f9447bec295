"use client";
import { JsonTree } from "../json/json-tree";
import { useMessageContext, usePartLink } from "../message-context";
import { RawText } from "../raw-text";
import type { ToolCallContent } from "../../model/vocabulary/payloads";
import { readToolCall } from "../../model/vocabulary/readers";
import type { ToolCallState } from "../../model/vocabulary/tool-call-state";
import type { PartRendererProps } from "../types";
import { JsonContent, payloadOf } from "./json-content";

const read = payloadOf(readToolCall, "a tool call");

const stateLabels: Record<ToolCallState, string> = {
  streaming: "Receiving arguments…",
  pending: "Waiting for result",
  complete: "Done",
  error: "Failed",
  denied: "Not run",
  unknown: "Called",
};

function ToolCallView({ call, status }: { call: ToolCallContent; status: PartRendererProps["status"] }) {
  const { id, namespace } = call;
  const name = call.name ?? "unnamed tool";
  const message = useMessageContext();
  const resultLink = usePartLink(id === undefined ? undefined : message?.toolResultName(id));
  const own = call.state ?? "unknown";
  const state: ToolCallState = status === "streaming" || own === "streaming" ? "streaming" : resultLink ? "complete" : own;
  const title = namespace ? `${namespace}.${name}` : name;
  const argsText = call.argumentsText;
  return (
    <div data-slot="tool-call-part" data-state={state} role="group" aria-label={`Tool call ${title}`}>
      <div data-slot="tool-call-header">
        <code data-slot="tool-call-name">{title}</code>
        <span data-slot="tool-call-state" data-state={state}>
          {stateLabels[state]}
          {state === "unknown" && call.providerState !== undefined ? ` (${call.providerState})` : ""}
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
    <JsonContent part={part} slot="tool-call-part" read={read}>
      {(call) => <ToolCallView call={call} status={status} />}
    </JsonContent>
  );
}

