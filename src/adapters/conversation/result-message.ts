import type { Message, Part } from "../../model";
import { parseContentType } from "../../model/content-type";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { toolPartRef } from "../../model/vocabulary/tool-links";
import { asText, isRecord } from "../shared/guards";
import { jsonPart } from "../shared/parts";

const isPart = (value: unknown): value is Part => isRecord(value) && typeof value.contentType === "string";

/** Inline, unnamed text: the words of the result, which read as its output. */
function isOutputText(part: Part): boolean {
  if (part.name !== undefined || part.contentUrl !== undefined || part.contentEncoding === "base64" || typeof part.content !== "string") return false;
  return parseContentType(part.contentType)?.type === "text";
}

/**
 * The call id a whole message answers: its `metadata.callId` (an MCP tool result message from
 * `fromMcpToolResult(result, { callId })`), when none of its parts is a tool result already
 * (those are linked by their own content).
 *
 * @example
 * resultMessageCallId({ role: "tool", metadata: { callId: "c1" }, parts: [{ contentType: "text/plain", content: "22°C" }] }); // "c1"
 */
export function resultMessageCallId(message: Message): string | undefined {
  if (!isRecord(message) || !isRecord(message.metadata) || !Array.isArray(message.parts)) return undefined;
  const callId = asText(message.metadata.callId);
  if (callId === undefined || message.parts.length === 0) return undefined;
  return message.parts.some((part) => !isPart(part) || toolPartRef(part)?.kind === "result") ? undefined : callId;
}

/**
 * A whole result message as the parts of one tool result: a tool-result part named `resultName`
 * whose `output` is the message's unnamed inline text (joined by newlines), with the tool's name
 * (`metadata.toolName`) and `isError`, followed by every other part moved under `resultName`
 * (`/structured-content` becomes `<resultName>/structured-content`, an unnamed part
 * `<resultName>/<n>`; the former name kept as `metadata.originalName`), so a view shows them
 * under the call. Pure.
 *
 * @example
 * resultMessageParts(fromMcpToolResult(result, { callId: "c1" }), "c1", "/tool-calls/c1/result");
 * // [{ name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", … }, { name: "/tool-calls/c1/result/structured-content", … }]
 */
export function resultMessageParts(message: Message, callId: string, resultName: string): Part[] {
  const texts: string[] = [];
  const carried: Part[] = [];
  let unnamed = 0;
  for (const part of message.parts) {
    if (isOutputText(part)) texts.push(part.content!);
    else {
      const { name, ...rest } = part;
      const metadata = name === undefined ? rest.metadata : { ...rest.metadata, originalName: name };
      // A name says what the part is (`/structured-content`), so it is kept under the result; names
      // are unique in the message, and so are they under one folder.
      const placed = typeof name === "string" && name.startsWith("/") && name.length > 1 ? `${resultName}${name}` : `${resultName}/${++unnamed}`;
      carried.push({ ...rest, name: placed, ...(metadata === undefined ? {} : { metadata }) });
    }
  }
  const result = {
    callId,
    name: asText(message.metadata?.toolName),
    output: texts.length > 0 ? texts.join("\n") : undefined,
    isError: message.metadata?.isError === true ? true : undefined,
  };
  return [jsonPart(CT.toolResult, result, resultName), ...carried];
}
