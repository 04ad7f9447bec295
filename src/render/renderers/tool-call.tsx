"use client";
import { useId, useState } from "react";
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

function ToolCallView({ call, status, ownName }: { call: ToolCallContent; status: PartRendererProps["status"]; ownName: string | undefined }) {
  const { id, namespace } = call;
  const name = call.name ?? "unnamed tool";
  const message = useMessageContext();
  const resultName = id === undefined ? undefined : message?.toolResultName(id);
  const attached = id === undefined ? undefined : message?.attachedResults?.(id);
  // A link only when the result is shown somewhere else (the split layout's tree).
  const resultLink = usePartLink(attached === undefined ? resultName : undefined);
  const failed = id !== undefined && message?.toolLink?.(id)?.failed === true;
  const own = call.state ?? "unknown";
  const streaming = status === "streaming" || own === "streaming";
  const state: ToolCallState = streaming ? "streaming" : failed ? "error" : resultName !== undefined ? "complete" : own;
  const title = namespace ? `${namespace}.${name}` : name;
  const argsText = call.argumentsText;
  const bodyId = useId();
  // Answered calls fold to their header, unless something went wrong or is still arriving; what
  // the reader chose wins until the message reveals the call or its result (a navigator link).
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const revealed = message?.revealed;
  const [seen, setSeen] = useState(revealed);
  if (revealed !== seen) {
    setSeen(revealed);
    if (revealed && (revealed.name === ownName || revealed.name === resultName || (ownName !== undefined && revealed.name.startsWith(`${ownName}/`)))) setChosen(true);
  }
  const open = chosen ?? (attached?.results === undefined || streaming || failed);
  return (
    <div data-slot="tool-call-part" data-state={state} data-open={open ? "" : undefined} role="group" aria-label={`Tool call ${title}`}>
      <div data-slot="tool-call-header">
        <button type="button" data-slot="tool-call-trigger" aria-expanded={open} aria-controls={bodyId} onClick={() => setChosen(!open)}>
          <code data-slot="tool-call-name">{title}</code>
        </button>
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
      <div data-slot="tool-call-body" id={bodyId} hidden={!open}>
        {open && (
          <>
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
            {attached?.results !== undefined && <div data-slot="tool-call-results">{attached.results}</div>}
          </>
        )}
      </div>
      {attached?.carried !== undefined && <div data-slot="tool-call-carried">{attached.carried}</div>}
    </div>
  );
}

/**
 * A tool call (`application/vnd.partkit.tool-call+json`) as a collapsible card: the tool's name
 * (the toggle), a state badge, and in its body the arguments as a JSON tree (or the raw text when
 * they did not parse) followed by its results when `<MessageView>` shows them under the call
 * (inline), or a link to the result when it is shown elsewhere (split). A call with results
 * starts folded unless it failed or is still streaming; what its results carry (an image, a file)
 * stays in view below the fold.
 *
 * @selector [data-slot="tool-call-part"][data-state="streaming" | "pending" | "complete" | "error" | "denied" | "unknown"]
 * @selector [data-slot="tool-call-part"][data-open] while its body shows
 * @selector [data-slot="tool-call-trigger"][aria-expanded]
 * @example
 * <ToolCallPart part={{ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"search","arguments":{"q":"x"}}' }} />
 */
export function ToolCallPart({ part, status }: PartRendererProps) {
  return (
    <JsonContent part={part} slot="tool-call-part" read={read}>
      {(call) => <ToolCallView call={call} status={status} ownName={typeof part?.name === "string" ? part.name : undefined} />}
    </JsonContent>
  );
}

