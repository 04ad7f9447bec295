"use client";
import { useCallback, useContext, useId, useMemo, useRef, useState, type RefObject } from "react";
import { humanizeToolName } from "../../internal/humanize";
import { readPart, type ToolCallTypedPart } from "../../model/read-part";
import type { ToolCallState } from "../../model/vocabulary/tool-call-state";
import { readToolCallText, toolResultOf, type ToolCallData, type ToolResultData } from "../../model/vocabulary/tool-parts";
import { MessageComponentsContext } from "../components-context";
import { useMessageContext, usePartLink } from "../message-context";
import { PartContent } from "../part-content";
import { PayloadProblem } from "../tools/payload-problem";
import { resolveTool } from "../tools/resolve-tool";
import type { ToolCallContextValue } from "../tools/tool-call-context";
import { ToolCall } from "../tools/tool-call-parts";
import { ToolsContext, type ToolDecision } from "../tools/tools-context";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

interface CardProps {
  readonly call: ToolCallData;
  readonly props: PartRendererProps;
}

/** Takes `key` for the first answer: false when this call was already answered here. */
function claim(answered: RefObject<string | undefined>, key: string): boolean {
  if (answered.current === key) return false;
  answered.current = key;
  return true;
}

function useCard({ call, props }: CardProps): ToolCallContextValue {
  const { part, status } = props;
  const ownName = typeof part.name === "string" ? part.name : undefined;
  const { id, name } = call;
  const { tools, onToolApproval, onToolResult } = useContext(ToolsContext);
  const tool = name === "" ? undefined : resolveTool(tools, name);
  const message = useMessageContext();
  const resultName = id === "" ? undefined : message?.toolResultName(id);
  const attached = id === "" ? undefined : message?.attachedResults?.(id);
  // A link only when the result is shown somewhere else (the split layout's tree).
  const resultLink = usePartLink(attached === undefined ? resultName : undefined);
  const failed = id !== "" && message?.toolLink?.(id)?.failed === true;
  const resultParts = id === "" ? undefined : message?.resultParts?.(id);
  const result = useMemo<ToolResultData | undefined>(() => resultParts?.map((r) => toolResultOf(r)?.value).find((r) => r !== undefined), [resultParts]);
  const [decision, setDecision] = useState<ToolDecision>();
  const [answered, setAnswered] = useState(false);
  const streaming = status === "streaming" || call.state === "streaming";
  const state: ToolCallState = streaming
    ? "streaming"
    : failed
      ? "error"
      : resultName !== undefined || result !== undefined
        ? "complete"
        : decision && call.state === "awaiting-approval"
          ? decision.approved
            ? "pending"
            : "denied"
          : call.state;
  // What people call the tool: never its identifier, unless nothing else is known.
  const title = tool?.title ?? call.title ?? humanizeToolName(name, call.namespace);
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
  // One answer per call, even from two clicks in one task (before a render could hide the
  // buttons): the guard is a ref keyed to the call and its approval request, not state.
  const answeredKey = useRef<string | undefined>(undefined);
  const key = `${id}\u0000${call.approval?.id ?? ""}`;
  const approve = useCallback(
    (input?: unknown) => {
      if (!claim(answeredKey, key)) return;
      setDecision({ approved: true });
      onToolApproval?.({ callId: id, toolName: name, approved: true, input: input === undefined ? call.input : input, ...(call.approval?.id ? { approvalId: call.approval.id } : {}) });
    },
    [onToolApproval, id, name, call, key],
  );
  const deny = useCallback(
    (reason?: string) => {
      if (!claim(answeredKey, key)) return;
      setDecision(reason === undefined ? { approved: false } : { approved: false, reason });
      onToolApproval?.({ callId: id, toolName: name, approved: false, input: call.input, ...(reason === undefined ? {} : { reason }), ...(call.approval?.id ? { approvalId: call.approval.id } : {}) });
    },
    [onToolApproval, id, name, call, key],
  );
  const respond = useCallback(
    (output: unknown) => {
      if (!claim(answeredKey, key)) return;
      setAnswered(true);
      onToolResult?.({ callId: id, toolName: name, output });
    },
    [onToolResult, id, name, key],
  );
  return {
    call,
    ...(result ? { result } : {}),
    state,
    ...(tool ? { tool } : {}),
    part,
    ...(decision ? { decision } : {}),
    approve,
    deny,
    respond,
    title,
    open,
    setOpen: setChosen,
    bodyId,
    ...(attached?.results !== undefined ? { results: attached.results } : {}),
    ...(attached?.carried !== undefined ? { carried: attached.carried } : {}),
    ...(resultLink ? { resultLink } : {}),
    ...(answered ? { answered } : {}),
  };
}

function Card(props: CardProps) {
  const card = useCard(props);
  const { ToolCall: Replacement } = useContext(MessageComponentsContext);
  if (card.tool?.render) {
    return (
      <div data-slot="tool-call-custom" data-state={card.state}>
        {card.tool.render(card)}
        {/* What the results carry (a chart, a file) is the message's, not the card's: it stays. */}
        {card.carried !== undefined && <div data-slot="tool-call-carried">{card.carried}</div>}
      </div>
    );
  }
  if (Replacement) return <Replacement {...props.props} {...card} card={card} />;
  return <ToolCall.Card value={card} />;
}

// Remote (or base64) tool calls: the text loads first, then it is read like inline content.
function LoadedToolCall({ typed, props }: { readonly typed: ToolCallTypedPart; readonly props: PartRendererProps }) {
  const content = usePartContent(typed.part);
  if (content.state !== "ready") {
    return (
      <PartContent part={typed.part} content={content} data-slot="tool-call-part">
        {() => null}
      </PartContent>
    );
  }
  const read = readToolCallText(content.value, typed.part.metadata);
  return read.value ? <Card call={read.value} props={props} /> : <PayloadProblem slot="tool-call-part" typed={typed} problem={read.problem} text={content.value} />;
}

/**
 * A tool call (`application/vnd.partkit.tool-call+json`) as a card: an icon and the tool's title
 * (the toggle: its entry's `title`, the call's, else its name in words, "Plan itinerary"), a status
 * chip, and in its body the arguments (in a conversation, labelled values by the tool's
 * `inputSchema` or their keys, the JSON behind "Show raw"; in an inspector, the JSON tree; the raw
 * text when they did not parse)
 * followed by its results when `<MessageView>` shows them under the call (inline), or a link to
 * the result when it is shown elsewhere (split). A call waiting for approval shows Approve and
 * Deny; a tool the user answers (`askUser`) shows its answer form. A call with results starts
 * folded unless it failed or is still streaming; what its results carry (an image, a file) stays
 * in view below the fold. A tool's `render` or `<MessageView components={{ ToolCall }}>` replaces
 * the card.
 *
 * @selector [data-slot="tool-call-part"][data-state="streaming" | "pending" | "awaiting-approval" | "complete" | "error" | "denied" | "unknown"]
 * @selector [data-slot="tool-call-part"][data-open] while its body shows
 * @selector [data-slot="tool-call-trigger"][aria-expanded]
 * @example
 * <ToolCallPart part={{ name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"search","arguments":{"q":"x"}}' }} />
 */
export function ToolCallPart(props: PartRendererProps) {
  const typed = props.typed?.kind === "tool-call" ? props.typed : readPart(props.part);
  if (typed.kind !== "tool-call") return <PayloadProblem slot="tool-call-part" typed={{ ...typed, kind: "tool-call" }} problem="is not a tool call." text="" />;
  if (typed.call) return <Card call={typed.call} props={props} />;
  if (typed.problem !== undefined) return <PayloadProblem slot="tool-call-part" typed={typed} problem={typed.problem} text={typeof typed.part.content === "string" ? typed.part.content : ""} />;
  return <LoadedToolCall typed={typed} props={props} />;
}
