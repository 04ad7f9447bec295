"use client";
import { useId, useMemo, useRef, useState, type ComponentProps } from "react";
import type { ElicitationRequest, ElicitationResponse } from "./tool-connection";
import { JsonEditor } from "../schema-form/fields";
import { ResultView } from "../result-view/result-view";
import { SchemaForm } from "../schema-form/schema-form";
import { isRecord, type JsonSchema } from "../shared/schema-safety";
import { validateValue } from "../validation/validator";

/**
 * What tells one request from the next, so that a component given a new one starts afresh: its id
 * and name, and its arguments or schema as JSON (cut, so a huge one costs little to compare).
 */
function identity(...values: unknown[]): string {
  try {
    return JSON.stringify(values).slice(0, 20_000);
  } catch {
    // A cycle: no stable identity, so each new object is a new request.
    return String(Math.random());
  }
}

/** Calls `answer` once per component, even for two clicks in one task (before React renders again). */
function useOnce<T>(answer: (value: T) => void): [(value: T) => void, T | undefined] {
  const [given, setGiven] = useState<T>();
  const sent = useRef(false);
  const once = (value: T) => {
    if (sent.current) return;
    sent.current = true;
    setGiven(value);
    answer(value);
  };
  return [once, given];
}

/**
 * Reads an "agent asks for structured input" request from the shapes agents send it in: MCP
 * `elicitation/create` (the request or its `params`), or an A2A data part / message whose
 * metadata marks it as a form request (`{ type: "form" }`, `"form-request"`, `"input-required"`)
 * with the schema in `requestedSchema`, `schema` or `form`. `undefined` when it is none of these.
 *
 * @example
 * toElicitationRequest({ method: "elicitation/create", params: { message: "Name?", requestedSchema: { type: "object", properties: {} } } })
 * // { message: "Name?", requestedSchema: {…} }
 */
export function toElicitationRequest(input: unknown): ElicitationRequest | undefined {
  if (!isRecord(input)) return undefined;
  if (input.method === "elicitation/create" && isRecord(input.params)) return toElicitationRequest(input.params);
  if (isRecord(input.requestedSchema)) return { ...input, message: String(input.message ?? ""), requestedSchema: input.requestedSchema };
  if (Array.isArray(input.parts)) {
    for (const part of input.parts) {
      const found = toElicitationRequest(part);
      if (found) return found;
    }
    return undefined;
  }
  const meta = isRecord(input.metadata) ? input.metadata : {};
  const data = isRecord(input.data) ? input.data : undefined;
  if (!data) return undefined;
  const marker = [meta.type, meta.kind, meta.mimeType, data.type].map((v) => String(v ?? "").toLowerCase());
  const flagged = marker.some((m) => m === "form" || m === "form-request" || m === "input-required" || m.includes("form")) || meta["form-request"] === true;
  const schema = [data.requestedSchema, data.schema, data.form].find(isRecord);
  if (!schema || !flagged) return undefined;
  return { message: String(data.message ?? data.instructions ?? meta.message ?? "The agent needs more information."), requestedSchema: schema };
}

/**
 * Props of {@link ElicitationForm}: the request and where the answer goes, plus those of its
 * `<section>`.
 *
 * @example
 * const props: ElicitationFormProps = { request, onRespond: (answer) => resolve(answer) };
 */
export interface ElicitationFormProps extends Omit<ComponentProps<"section">, "children"> {
  /** An MCP `elicitation/create` request (or its params), or an A2A form request. */
  readonly request: unknown;
  /** Called once with the user's answer. */
  readonly onRespond: (response: ElicitationResponse) => void;
}

/**
 * An agent's request for structured input, rendered inline: the message, a form generated from
 * `requestedSchema`, and Accept / Decline / Cancel. Answers follow MCP:
 * `{ action: "accept", content } | { action: "decline" } | { action: "cancel" }`.
 *
 * @selector [data-slot="elicitation"][data-state="open" | "answered"][data-action]
 * A new `request` starts a new form; each request is answered once, however fast the clicks.
 *
 * @example
 * <ElicitationForm
 *   request={{ message: "Which environment?", requestedSchema: { type: "object", properties: { env: { type: "string", enum: ["dev", "prod"] } } } }}
 *   onRespond={(answer) => resolve(answer)}
 * />
 */
export function ElicitationForm(props: ElicitationFormProps) {
  return <Elicitation key={identity(props.request)} {...props} />;
}

function Elicitation({ request, onRespond, ...props }: ElicitationFormProps) {
  const parsed = toElicitationRequest(request);
  const [respond, answer] = useOnce(onRespond);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  if (!parsed) {
    return (
      <section aria-label="Input request" {...props} data-slot="elicitation" data-state="invalid">
        <p role="alert">This input request could not be read.</p>
        <button type="button" data-slot="schema-form-button" onClick={() => respond({ action: "cancel" })} disabled={!!answer}>
          Cancel
        </button>
      </section>
    );
  }
  const headingId = `${id}-message`;
  return (
    <section aria-labelledby={headingId} {...props} data-slot="elicitation" data-state={answer ? "answered" : "open"} data-action={answer?.action}>
      <p data-slot="elicitation-message" id={headingId}>
        {parsed.message || "The agent needs more information."}
      </p>
      {answer ? (
        <div role="status">
          {answer.action === "accept" ? (
            <>
              <p>You sent:</p>
              <ResultView value={answer.content} schema={parsed.requestedSchema as JsonSchema} />
            </>
          ) : (
            <p>{answer.action === "decline" ? "You declined." : "You cancelled."}</p>
          )}
        </div>
      ) : (
        <SchemaForm
          schema={parsed.requestedSchema as JsonSchema}
          idPrefix={`${id}el`}
          onSubmit={(content) => respond({ action: "accept", content: (content ?? {}) as Record<string, unknown> })}
        >
          <div data-slot="schema-form-actions">
            <button type="submit" data-slot="schema-form-button" data-variant="primary">
              Accept
            </button>
            <button type="button" data-slot="schema-form-button" onClick={() => respond({ action: "decline" })}>
              Decline
            </button>
            <button type="button" data-slot="schema-form-button" data-variant="ghost" onClick={() => respond({ action: "cancel" })}>
              Cancel
            </button>
          </div>
        </SchemaForm>
      )}
    </section>
  );
}

/**
 * A tool call waiting for approval.
 *
 * @example
 * const call: PendingToolCall = { id: "call_1", name: "delete_file", arguments: { path: "/tmp/x" } };
 */
export interface PendingToolCall {
  readonly id?: string;
  readonly name: string;
  readonly arguments?: Record<string, unknown>;
  readonly description?: string;
  /** The tool's input schema: the arguments are shown with it and edited in a form. */
  readonly inputSchema?: JsonSchema;
}

/**
 * The user's decision on a {@link PendingToolCall}.
 *
 * @example
 * const answer: ToolApprovalResponse = { approved: false, reason: "not now" };
 */
export type ToolApprovalResponse =
  | { readonly approved: true; readonly arguments: Record<string, unknown> }
  | { readonly approved: false; readonly reason?: string };

/**
 * Props of {@link ToolApproval}: the call and where the decision goes, plus those of its
 * `<section>`.
 *
 * @example
 * const props: ToolApprovalProps = { call, onRespond: send };
 */
export interface ToolApprovalProps extends Omit<ComponentProps<"section">, "children"> {
  readonly call: PendingToolCall;
  readonly onRespond: (response: ToolApprovalResponse) => void;
}

/**
 * A tool call awaiting the user's go-ahead: the tool, its arguments (shown by its input
 * schema), an optional edit of the arguments in a generated form, and Approve / Deny.
 * What is approved is what is shown: a new `call` resets the card (arguments, edits, answer);
 * Approve is disabled, with the reason beside it, while the arguments break the input schema;
 * and the call is answered once, however fast the clicks.
 *
 * @selector [data-slot="tool-approval"][data-state="open" | "editing" | "answered"][data-decision]
 * @example
 * <ToolApproval call={{ name: "delete_file", arguments: { path: "/tmp/x" } }} onRespond={send} />
 */
export function ToolApproval(props: ToolApprovalProps) {
  const { call } = props;
  return <Approval key={identity(call.id, call.name, call.arguments, call.inputSchema)} {...props} />;
}

function Approval({ call, onRespond, ...props }: ToolApprovalProps) {
  const [editing, setEditing] = useState(false);
  const [args, setArgs] = useState<Record<string, unknown>>(call.arguments ?? {});
  const [reason, setReason] = useState("");
  const [respond, answer] = useOnce(onRespond);
  const problems = useMemo(() => (call.inputSchema === undefined ? [] : validateValue(call.inputSchema, args)), [call.inputSchema, args]);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const headingId = `${id}-title`;
  const blockedId = `${id}-blocked`;
  const blocked = problems.length > 0 ? (
    <p id={blockedId} role="alert" data-slot="tool-approval-blocked">
      {`Can't approve yet: ${problems
        .slice(0, 3)
        .map((p) => (p.path ? `${p.path.replace(/^\./, "")}: ${p.message}` : p.message))
        .join(" ")}`}
    </p>
  ) : null;
  return (
    <section
      aria-labelledby={headingId}
      {...props}
      data-slot="tool-approval"
      data-state={answer ? "answered" : editing ? "editing" : "open"}
      data-decision={answer ? (answer.approved ? "approved" : "denied") : undefined}
    >
      <p data-slot="elicitation-message" id={headingId}>
        Run tool <code>{call.name}</code>?
      </p>
      {call.description ? <p data-slot="schema-form-field-description">{call.description}</p> : null}
      {answer ? (
        <p role="status">{answer.approved ? "Approved." : `Denied${answer.reason ? `: ${answer.reason}` : "."}`}</p>
      ) : editing ? (
        call.inputSchema !== undefined ? (
          <SchemaForm schema={call.inputSchema} formData={args} idPrefix={`${id}args`} onChange={(d) => setArgs((d ?? {}) as Record<string, unknown>)} onSubmit={(d) => respond({ approved: true, arguments: (d ?? {}) as Record<string, unknown> })}>
            <div data-slot="schema-form-actions">
              <button type="submit" data-slot="schema-form-button" data-variant="primary">
                Approve with these arguments
              </button>
              <button type="button" data-slot="schema-form-button" onClick={() => setEditing(false)}>
                Stop editing
              </button>
            </div>
          </SchemaForm>
        ) : (
          <>
            <JsonEditor id={`${id}-args`} label="Arguments" value={args} onChange={(v) => setArgs(isRecord(v) ? v : {})} />
            <div data-slot="schema-form-actions">
              <button type="button" data-slot="schema-form-button" data-variant="primary" onClick={() => respond({ approved: true, arguments: args })}>
                Approve with these arguments
              </button>
              <button type="button" data-slot="schema-form-button" onClick={() => setEditing(false)}>
                Stop editing
              </button>
            </div>
          </>
        )
      ) : (
        <>
          <ResultView title="Arguments" value={args} schema={call.inputSchema} />
          {blocked}
          <div data-slot="schema-form-actions">
            <button
              type="button"
              data-slot="schema-form-button"
              data-variant="primary"
              disabled={problems.length > 0}
              aria-describedby={problems.length > 0 ? blockedId : undefined}
              onClick={() => respond({ approved: true, arguments: args })}
            >
              Approve
            </button>
            <button type="button" data-slot="schema-form-button" onClick={() => setEditing(true)}>
              Edit arguments
            </button>
            <label htmlFor={`${id}-reason`} className="pk-visually-hidden">
              Reason for denying (optional)
            </label>
            <input id={`${id}-reason`} data-slot="schema-form-input" placeholder="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} style={{ width: "auto" }} />
            <button type="button" data-slot="schema-form-button" data-tone="danger" onClick={() => respond(reason.trim() ? { approved: false, reason: reason.trim() } : { approved: false })}>
              Deny
            </button>
          </div>
        </>
      )}
    </section>
  );
}
