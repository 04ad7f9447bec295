"use client";
import { useContext, useState } from "react";
import { humanizeToolName } from "../../internal/humanize";
import { StatusChip } from "../../internal/status";
import { readPart, type ToolResultTypedPart } from "../../model/read-part";
import { readToolResultText, type ToolResultData } from "../../model/vocabulary/tool-parts";
import { JsonTree } from "../json/json-tree";
import { LinkifiedText } from "../linkified-text";
import { AttachedToCall, useInTurn, useMessageContext, usePartLink } from "../message-context";
import { PartContent } from "../part-content";
import { CommandOutput, isCommandOutput } from "../tools/command-output";
import { PayloadProblem } from "../tools/payload-problem";
import { RawToggle } from "../tools/raw-toggle";
import { resolveTool } from "../tools/resolve-tool";
import { ToolsContext } from "../tools/tools-context";
import { ValueSummary } from "../value/value-summary";
import type { PartRendererProps } from "../types";
import { usePartContent } from "../use-part-content";

function ToolResultView({ result, ownName }: { readonly result: ToolResultData; readonly ownName: string | undefined }) {
  const { callId, output, isError } = result;
  const message = useMessageContext();
  const attached = useContext(AttachedToCall);
  const inTurn = useInTurn();
  const { tools } = useContext(ToolsContext);
  const [raw, setRaw] = useState(false);
  // By call id first; by the naming convention (`/tool-calls/<id>/result`) when ids were not kept.
  const callName = (callId === "" ? undefined : message?.toolCallName(callId)) ?? (ownName?.endsWith("/result") ? ownName.slice(0, -"/result".length) : undefined);
  const link = usePartLink(attached ? undefined : callName);
  // A call id names nothing a reader knows; the tool's name does, in words.
  const toolName = result.name ?? (callId === "" ? undefined : message?.toolLink?.(callId)?.toolName);
  const entry = toolName === undefined || toolName === "" ? undefined : resolveTool(tools, toolName);
  const tool = toolName === undefined ? undefined : (entry?.title ?? humanizeToolName(toolName));
  const label = attached ? (isError ? "Error" : "Result") : tool === undefined ? (isError ? "Tool error" : "Tool result") : `${isError ? "Error from" : "Result of"} ${tool}`;
  // In a conversation a structured result reads as labelled values, the JSON behind "Show raw".
  const structured = typeof output === "object" && output !== null && !isCommandOutput(result);
  const summary = inTurn && structured && !raw;
  return (
    <div data-slot="tool-result-part" data-state={isError ? "error" : "ready"} data-attached={attached ? "" : undefined} role="group" aria-label={label}>
      <div data-slot="tool-result-header">
        {isError ? (
          <StatusChip tone="danger" glyph="failed" data-slot="tool-result-error-badge">
            Error
          </StatusChip>
        ) : null}
        {attached || tool === undefined ? (
          isError ? null : <span data-slot="tool-result-title">{label}</span>
        ) : (
          <span data-slot="tool-result-title">
            {isError ? "from " : "Result of "}
            {link ? (
              <a data-slot="tool-result-call-link" {...link}>
                {tool}
              </a>
            ) : (
              <span data-slot="tool-result-call" title={toolName !== tool ? toolName : undefined}>
                {tool}
              </span>
            )}
          </span>
        )}
        {inTurn && structured && <RawToggle pressed={raw} onPressedChange={setRaw} what={`Output of ${tool ?? "the tool"}`} />}
      </div>
      {isCommandOutput(result) ? (
        <CommandOutput result={result} tool={tool} />
      ) : output === undefined ? (
        <p data-slot="tool-result-empty">No output</p>
      ) : typeof output === "string" ? (
        <p data-slot="tool-result-text">
          <LinkifiedText text={output} />
        </p>
      ) : summary ? (
        <ValueSummary value={output} {...(entry?.outputSchema ? { schema: entry.outputSchema } : {})} label={`Output of ${tool ?? "the tool"}`} />
      ) : (
        <JsonTree value={output} aria-label={`Output of ${tool ?? "the tool"}`} toolbar={false} />
      )}
    </div>
  );
}

// Remote (or base64) results: the text loads first, then it is read like inline content.
function LoadedToolResult({ typed }: { readonly typed: ToolResultTypedPart }) {
  const content = usePartContent(typed.part);
  if (content.state !== "ready") {
    return (
      <PartContent part={typed.part} content={content} data-slot="tool-result-part">
        {() => null}
      </PartContent>
    );
  }
  const read = readToolResultText(content.value);
  return read.value ? <ToolResultView result={read.value} ownName={typed.name} /> : <PayloadProblem slot="tool-result-part" typed={typed} problem={read.problem} text={content.value} />;
}

/**
 * A tool result (`application/vnd.partkit.tool-result+json`), titled by the tool it answers (in
 * words) and linked to its call (by call id, or by the `/tool-calls/<id>/result` name); under its
 * call's card it reads just "Result", or an "Error" status chip. A command's output (with `stderr`,
 * `exitCode` or `outputType`) shows as a terminal shows it; structured output, and text output that
 * is a JSON object or array (read as a value by `readPart`), as labelled values in a conversation
 * (the JSON behind "Show raw") and as a JSON tree in an inspector; other text as text.
 *
 * @selector [data-slot="tool-result-part"][data-state="ready" | "error"]
 * @selector [data-slot="tool-result-part"][data-attached] under its call's card
 * @selector [data-slot="tool-result-output"] a command's output; [data-slot="tool-result-exit"][data-state="ok" | "failed"] its exit code
 * @example
 * <ToolResultPart part={{ name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":"42"}' }} />
 */
export function ToolResultPart(props: PartRendererProps) {
  const typed = props.typed?.kind === "tool-result" ? props.typed : readPart(props.part);
  if (typed.kind !== "tool-result") return <PayloadProblem slot="tool-result-part" typed={{ ...typed, kind: "tool-result" }} problem="is not a tool result." text="" />;
  if (typed.result) return <ToolResultView result={typed.result} ownName={typed.name} />;
  if (typed.problem !== undefined) return <PayloadProblem slot="tool-result-part" typed={typed} problem={typed.problem} text={typeof typed.part.content === "string" ? typed.part.content : ""} />;
  return <LoadedToolResult typed={typed} />;
}
