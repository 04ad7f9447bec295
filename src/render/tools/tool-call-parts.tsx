"use client";
import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { JsonTree } from "../json/json-tree";
import { useInTurn } from "../message-context";
import { RawText } from "../raw-text";
import { ValueSummary } from "../value/value-summary";
import type { ToolCallState } from "../../model/vocabulary/tool-call-state";
import { srOnly } from "../../internal/sr-only";
import { composeRefs } from "../../internal/compose-props";
import { CheckCircleIcon, ChevronDownIcon, PencilIcon, ToolIcon, XCircleIcon } from "../../internal/icons";
import { StatusChip, type StatusGlyph, type StatusTone } from "../../internal/status";
import { useUntilFound } from "../../internal/use-until-found";
import { JsonTextEditor } from "./json-text-editor";
import { RawToggle } from "./raw-toggle";
import { ToolCallContext, useToolCall, type ToolCallContextValue } from "./tool-call-context";

// What each state reads as, in the one status shape: words, tone and glyph.
const stateLooks: Record<ToolCallState, readonly [label: string, tone: StatusTone, glyph: StatusGlyph]> = {
  streaming: ["Receiving arguments…", "info", "working"],
  pending: ["Waiting for result", "info", "waiting"],
  "awaiting-approval": ["Needs approval", "warning", "ask"],
  complete: ["Done", "success", "done"],
  error: ["Failed", "danger", "failed"],
  denied: ["Denied", "danger", "failed"],
  unknown: ["Called", "neutral", "none"],
};

/**
 * Props of the `<div>` parts of a tool card (`ToolCall.Content`, `.Arguments`, `.Results`,
 * `.Approval`, `.Answer`): the element's own props; `data-slot` stays partkit's.
 *
 * @example
 * const props: ToolCallDivProps = { className: "my-args" };
 */
export type ToolCallDivProps = Omit<ComponentProps<"div">, "children"> & { readonly children?: ReactNode };

/**
 * Props of `ToolCall.Root`: its `<div>`'s props and `value`, the card's state (a
 * `components.ToolCall` replacement gets it as `card`).
 *
 * @example
 * const props: ToolCallRootProps = { value: card, className: "compact" };
 */
export type ToolCallRootProps = ToolCallDivProps & { readonly value: ToolCallContextValue };

/**
 * Props of `ToolCall.Trigger`: its `<button>`'s props; `children` replace the tool's title.
 *
 * @example
 * const props: ToolCallTriggerProps = { children: "Weather" };
 */
export type ToolCallTriggerProps = Omit<ComponentProps<"button">, "children"> & { readonly children?: ReactNode };

/**
 * The parts of a tool card, as `ToolCall` holds them.
 *
 * @example
 * const { Root, Trigger }: ToolCallParts = ToolCall;
 */
export interface ToolCallParts {
  readonly Root: (props: ToolCallRootProps) => ReactElement;
  readonly Trigger: (props: ToolCallTriggerProps) => ReactElement;
  readonly Status: (props: Omit<ComponentProps<"span">, "children">) => ReactElement;
  readonly Content: (props: ToolCallDivProps) => ReactElement;
  readonly Arguments: (props: ToolCallDivProps) => ReactElement;
  readonly Results: (props: ToolCallDivProps) => ReactElement | null;
  readonly Approval: (props: ToolCallDivProps) => ReactElement;
  readonly Answer: (props: ToolCallDivProps) => ReactElement | null;
  readonly View: (props: ToolCallDivProps) => ReactElement | null;
  readonly Card: (props: { readonly value: ToolCallContextValue }) => ReactElement;
}

type DivProps = ToolCallDivProps;

/**
 * The card's root: provides its state to the parts inside and renders the card's `<div>`
 * (a labelled group), with `data-state` the call's state and `data-open` while unfolded.
 *
 * @selector [data-slot="tool-call-part"][data-state="streaming" | "pending" | "awaiting-approval" | "complete" | "error" | "denied" | "unknown"]
 * @example
 * <ToolCall.Root value={value}><ToolCall.Trigger /><ToolCall.Status /></ToolCall.Root>
 */
function Root({ value, children, ...props }: ToolCallRootProps) {
  return (
    <ToolCallContext value={value}>
      <div role="group" aria-label={`Tool call ${value.title}`} {...props} data-slot="tool-call-part" data-state={value.state} data-open={value.open ? "" : undefined}>
        {children}
      </div>
    </ToolCallContext>
  );
}

/**
 * The button that folds and unfolds the card's body, showing the tool's title.
 *
 * @selector [data-slot="tool-call-trigger"][aria-expanded]
 * @example
 * <ToolCall.Trigger />
 */
function Trigger({ children, ...props }: ToolCallTriggerProps) {
  const { title, open, setOpen, bodyId, call } = useToolCall();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={bodyId}
      {...props}
      data-slot="tool-call-trigger"
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    >
      {children ?? (
        <>
          <ToolIcon data-slot="tool-call-icon" />
          {/* The tool's own name is a tooltip when the title is not it. */}
          <span data-slot="tool-call-name" title={call.name !== title ? call.name : undefined}>
            {title}
          </span>
        </>
      )}
    </button>
  );
}

/**
 * The state badge: "Running", "Needs approval", "Done", "Failed", "Denied"…
 *
 * @selector [data-slot="tool-call-state"][data-state]
 * @example
 * <ToolCall.Status />
 */
function Status(props: Omit<ComponentProps<"span">, "children">) {
  const { state, call, tool, answered, decision } = useToolCall();
  // A tool the user answers waits for them, not for a program.
  const asksUser = tool?.askUser === true && (state === "pending" || state === "unknown");
  // Approved and not run yet: what the user did is the news, not a wait that may never end here.
  const approved = state === "pending" && (decision?.approved ?? call.approval?.approved) === true;
  const [label, tone, glyph] = asksUser
    ? answered
      ? (["Answer sent", "info", "waiting"] as const)
      : (["Needs your answer", "warning", "ask"] as const)
    : approved
      ? (["Approved", "success", "done"] as const)
      : stateLooks[state];
  return (
    <StatusChip {...props} tone={tone} glyph={glyph} data-slot="tool-call-state" data-state={state}>
      {label}
      {state === "unknown" && call.providerState !== undefined ? ` (${call.providerState})` : ""}
    </StatusChip>
  );
}

/**
 * The foldable body: hidden while the card is folded, yet found by the browser's find-in-page
 * (`hidden="until-found"`), which unfolds the card.
 *
 * @selector [data-slot="tool-call-body"][hidden]
 * @example
 * <ToolCall.Content><ToolCall.Arguments /><ToolCall.Results /></ToolCall.Content>
 */
function Content({ children, ref: callerRef, ...props }: DivProps) {
  const { open, setOpen, bodyId } = useToolCall();
  // Folded, the body stays in the page for find-in-page, which unfolds the card on a match.
  const ref = useUntilFound<HTMLDivElement>(!open, () => setOpen(true));
  const setRef = useMemo(() => composeRefs(ref, callerRef), [ref, callerRef]);
  return (
    <div id={bodyId} {...props} ref={setRef} data-slot="tool-call-body" hidden={!open}>
      {children}
    </div>
  );
}

/**
 * The call's arguments: labelled fields by the tool's `inputSchema` when it has one, else a JSON
 * tree; the text as it arrives while streaming, and as sent (with a note) when it is not JSON.
 *
 * @selector [data-slot="tool-call-arguments"]
 * @example
 * <ToolCall.Arguments />
 */
function Arguments(props: DivProps) {
  const { call, title, state, tool } = useToolCall();
  // In a conversation the arguments read as labelled values, the JSON one click away; an
  // inspector (the split layout's preview, a part on its own) shows the JSON itself.
  const inTurn = useInTurn();
  const [raw, setRaw] = useState(false);
  const label = `Arguments of ${title}`;
  let body: ReactNode;
  let rawToggle = false;
  if (call.input !== undefined) {
    if (tool?.inputSchema && !(inTurn && raw)) body = <ValueSummary schema={tool.inputSchema} value={call.input} label={label} />;
    else if (inTurn && !raw) body = <ValueSummary value={call.input} label={label} />;
    else body = <JsonTree value={call.input} aria-label={label} toolbar={false} />;
    rawToggle = inTurn;
  } else if (call.inputText !== undefined && state === "streaming") {
    // Half-received JSON is not an error yet: show what has arrived.
    body = <RawText text={call.inputText} label={`${label} so far`} />;
  } else if (call.inputText !== undefined) {
    body = (
      <>
        <p data-slot="tool-call-args-note">Arguments are not valid JSON; shown as sent:</p>
        <RawText text={call.inputText} label={`${label} as sent`} />
      </>
    );
  } else body = <p data-slot="tool-call-args-note">No arguments</p>;
  return (
    <div {...props} data-slot="tool-call-arguments">
      {inTurn && (
        <div data-slot="tool-call-section-header">
          <span data-slot="tool-call-section-title">Arguments</span>
          {rawToggle && <RawToggle pressed={raw} onPressedChange={setRaw} what={label} />}
        </div>
      )}
      {body}
    </div>
  );
}

/**
 * The results under the call: the tool's `renderResult` when it has one and the result is
 * inline, else the result parts as `<MessageView>` renders them.
 *
 * @selector [data-slot="tool-call-results"]
 * @example
 * <ToolCall.Results />
 */
function Results(props: DivProps) {
  const context = useToolCall();
  const { results, result, tool } = context;
  const custom = result && tool?.renderResult ? tool.renderResult({ ...context, result }) : undefined;
  if (custom === undefined && results === undefined) return null;
  return (
    <div {...props} data-slot="tool-call-results">
      {custom ?? results}
    </div>
  );
}

/**
 * Approve and Deny for a call waiting for the user, side by side under one sentence of what will
 * run (the tool's title and description; the arguments are the card's, read-only above). Deny asks
 * for an optional reason before it sends; a tool with an `inputSchema` and an `editor`
 * (`partkit/form`'s `withSchemaForms`) also offers "Edit arguments", a form whose submit approves
 * with the edited input. Once answered it shows the decision in the status colours, and focus
 * moves to it from the buttons that went away. Announced politely when it appears; it never
 * takes focus then.
 *
 * @selector [data-slot="tool-approval"][data-state="waiting" | "approved" | "denied"][data-step="choose" | "deny" | "edit"]
 * @example
 * <ToolCall.Approval />
 */
function Approval(props: DivProps) {
  const { call, state, decision, approve, deny, title, tool } = useToolCall();
  const [reason, setReason] = useState("");
  const [step, setStep] = useState<"choose" | "deny" | "edit">("choose");
  const id = useId();
  const status = useRef<HTMLParagraphElement>(null);
  // Set when this card's buttons answered: focus then follows to the status that replaces them.
  const answeredHere = useRef(false);
  const answered = decision ?? (call.approval?.approved === undefined ? undefined : { approved: call.approval.approved, ...(call.approval.reason ? { reason: call.approval.reason } : {}) });
  const waiting = state === "awaiting-approval" && !answered;
  const outcome = answered ? (answered.approved ? "approved" : "denied") : undefined;
  useEffect(() => {
    if (!outcome || !answeredHere.current) return;
    answeredHere.current = false;
    status.current?.focus();
  }, [outcome]);
  const Editor = tool?.editor;
  const editable = Editor !== undefined && tool?.inputSchema !== undefined;
  const sendDenial = () => {
    answeredHere.current = true;
    deny(reason.trim() === "" ? undefined : reason.trim());
  };
  const sendApproval = (input?: unknown) => {
    answeredHere.current = true;
    approve(input);
  };
  const back = () => setStep("choose");
  return (
    <div
      {...props}
      data-slot="tool-approval"
      data-state={waiting ? "waiting" : outcome}
      data-step={waiting ? step : undefined}
      // Nothing to show yet: only its (empty) status region, out of the layout.
      style={waiting || answered ? props.style : { ...props.style, ...srOnly }}
    >
      {/* Always present, so screen readers announce what appears in it. */}
      <p role="status" data-slot="tool-approval-status" data-tone={answered ? (answered.approved ? "success" : "danger") : undefined} tabIndex={answered ? -1 : undefined} ref={status}>
        {waiting ? (
          `${title} needs your approval to run.`
        ) : answered ? (
          <>
            {answered.approved ? <CheckCircleIcon /> : <XCircleIcon />}
            <span>{answered.approved ? "Approved" : `Denied${answered.reason ? `: ${answered.reason}` : ""}`}</span>
          </>
        ) : (
          ""
        )}
      </p>
      {waiting && tool?.description && <p data-slot="tool-approval-description">{tool.description}</p>}
      {waiting && step === "choose" && (
        <div data-slot="tool-actions">
          <button type="button" className="pk-button" data-variant="primary" data-slot="tool-action" onClick={() => sendApproval()}>
            Approve
          </button>
          <button type="button" className="pk-button" data-variant="outline" data-slot="tool-action" data-action="deny" onClick={() => setStep("deny")}>
            Deny
          </button>
          {editable && (
            <button type="button" className="pk-button" data-variant="ghost" data-slot="tool-action" data-action="edit" onClick={() => setStep("edit")}>
              <PencilIcon />
              Edit arguments
            </button>
          )}
        </div>
      )}
      {waiting && step === "deny" && (
        <div data-slot="tool-approval-deny">
          <label htmlFor={`${id}-reason`} data-slot="tool-approval-reason-label">
            Reason (optional)
          </label>
          <input
            id={`${id}-reason`}
            data-slot="tool-approval-reason"
            value={reason}
            // The user just asked to deny: the reason is where they type next.
            autoFocus
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") return back();
              if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
              event.preventDefault();
              sendDenial();
            }}
          />
          <div data-slot="tool-actions">
            <button type="button" className="pk-button" data-variant="primary" data-tone="danger" data-slot="tool-action" data-action="deny" onClick={sendDenial}>
              Deny
            </button>
            <button type="button" className="pk-button" data-variant="ghost" data-slot="tool-action" onClick={back}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {waiting && step === "edit" && Editor && tool?.inputSchema && (
        <Editor
          schema={tool.inputSchema}
          value={call.input}
          label={`Arguments of ${title}`}
          submitLabel="Approve"
          onSubmit={(input) => sendApproval(input)}
          actions={
            <button type="button" className="pk-button" data-variant="ghost" data-slot="tool-action" onClick={back}>
              Cancel
            </button>
          }
        />
      )}
    </div>
  );
}

/**
 * For a tool the user answers (`askUser`): a form for its `outputSchema` (the entry's `editor`,
 * else JSON text) whose submit calls `onToolResult`. Shown while the call has no result.
 *
 * @selector [data-slot="tool-answer"][data-state="waiting" | "sent"]
 * @example
 * <ToolCall.Answer />
 */
function Answer(props: DivProps) {
  const { tool, result, respond, title, answered } = useToolCall();
  if (!tool?.askUser || result) return null;
  const Editor = tool.editor ?? JsonTextEditor;
  return (
    <div {...props} data-slot="tool-answer" data-state={answered ? "sent" : "waiting"}>
      {answered ? (
        <p role="status" data-slot="tool-answer-status">
          Sent.
        </p>
      ) : (
        <>
          {tool.description && <p data-slot="tool-answer-description">{tool.description}</p>}
          <Editor schema={tool.outputSchema ?? {}} value={undefined} label={title} submitLabel="Send" onSubmit={respond} />
        </>
      )}
    </div>
  );
}

/**
 * The tool's own live view (its entry's `renderView`, such as an MCP App), outside the fold so
 * folding the card to its header does not hide it; nothing when the tool has none.
 *
 * @selector [data-slot="tool-call-view"][data-state]
 * @example
 * <ToolCall.View />
 */
function View(props: DivProps) {
  const context = useToolCall();
  const view = context.tool?.renderView?.(context);
  if (view === undefined || view === null) return null;
  return (
    <div {...props} data-slot="tool-call-view" data-state={context.state}>
      {view}
    </div>
  );
}

/** Whether a call in this state can still come to ask for the user's approval. */
function mayAskApproval(state: ToolCallState): boolean {
  return state === "streaming" || state === "pending" || state === "awaiting-approval";
}

/**
 * The default tool card, built from the parts `ToolCall` exports: a header (icon, title, status
 * chip), the foldable body (arguments, the user's answer form, results), the approval when the
 * call waits for one, the tool's own live view (`renderView`) and what the results carry (in the
 * fold when the tool has its own view, which shows the result). Replace it per
 * tool (`tools[name].render`), for every tool (`<MessageView components={{ ToolCall }}>`), or
 * compose your own from the parts.
 *
 * @example
 * <ToolCall.Card value={value} />
 */
function Card({ value }: { readonly value: ToolCallContextValue }) {
  const viewShowsResult = value.tool?.renderView !== undefined;
  return (
    <Root value={value}>
      <div data-slot="tool-call-header">
        <Trigger />
        <Status />
        <ChevronDownIcon data-slot="tool-call-chevron" />
        {value.resultLink && (
          <a data-slot="tool-call-result-link" {...value.resultLink}>
            Result
          </a>
        )}
      </div>
      <Content>
        {/* Read-only; while the approval's form edits them, theme.css hides them here. */}
        <Arguments />
        <Answer />
        <Results />
        {/* A tool with its own view (an MCP App) shows the result there: what the result carries
            folds under it with the rest, rather than saying it twice. */}
        {viewShowsResult && value.carried !== undefined && <div data-slot="tool-call-carried">{value.carried}</div>}
      </Content>
      {/* Mounted while an approval may still come, so its status region exists before the request
          arrives and a screen reader announces it; a settled call never asks. Under the
          arguments it is about. */}
      {(mayAskApproval(value.state) || value.decision || value.call.approval?.approved !== undefined) && <Approval />}
      <View />
      {!viewShowsResult && value.carried !== undefined && <div data-slot="tool-call-carried">{value.carried}</div>}
    </Root>
  );
}

/**
 * The parts of a tool card, to compose your own: `Root` (provides the state), `Trigger`,
 * `Status`, `Content` (the foldable body), `Arguments`, `Results`, `Approval`, `Answer`, `View`
 * (the tool's own live view) and `Card`, the default composition. Use them in a `components.ToolCall` or a tool's `render`.
 *
 * @example
 * const MyCard = (props: ToolCallComponentProps) => (
 *   <ToolCall.Root value={props.card}>
 *     <ToolCall.Trigger /> <ToolCall.Status />
 *     <ToolCall.Approval />
 *     <ToolCall.Content><ToolCall.Arguments /><ToolCall.Results /></ToolCall.Content>
 *   </ToolCall.Root>
 * );
 */
export const ToolCall: ToolCallParts = { Root, Trigger, Status, Content, Arguments, Results, Approval, Answer, View, Card };
