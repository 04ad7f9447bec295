import type { Message, Part } from "../../model";
import { asArray, asText, isRecord } from "../shared/guards";
import { stringifyJson } from "../shared/json";
import { encodeNameSegment } from "../shared/names";
import { makePart } from "../shared/parts";
import { STREAM_KEY, rejectEvent, replacePart } from "../shared/stream-parts";
import { PROVIDER } from "./provider";

const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim();

function entryLine(entry: unknown): string {
  if (!isRecord(entry) || typeof entry.content !== "string") return `- [ ] \`${oneLine(stringifyJson(entry))}\``;
  const status = asText(entry.status);
  const text = oneLine(entry.content);
  const notes = [asText(entry.priority), status === "in_progress" ? "in progress" : status === "cancelled" ? "cancelled" : undefined].filter(Boolean);
  const shown = status === "in_progress" ? `**${text}**` : status === "cancelled" ? `~~${text}~~` : text;
  return `- [${status === "completed" ? "x" : " "}] ${shown}${notes.length > 0 ? ` _(${notes.join(", ")})_` : ""}`;
}

/**
 * A plan as a Markdown checklist (done entries ticked, the one in progress bold, priorities in
 * brackets); the entries as sent stay in `metadata.entries`.
 *
 * @example
 * planPart("/plan", [{ content: "Read the code", priority: "high", status: "completed" }]);
 * // { name: "/plan", contentType: "text/markdown", content: "- [x] Read the code _(high)_", … }
 */
export function planPart(name: string, entries: readonly unknown[], planId?: string): Part {
  const content = entries.length === 0 ? "_The plan is empty._" : entries.map(entryLine).join("\n");
  return makePart({ name, contentType: "text/markdown", content, metadata: { entries, planId, [STREAM_KEY]: name } });
}

/**
 * Puts a plan in the message: v1 `plan` replaces `/plan`, v2 `plan_update` replaces
 * `/plans/<planId>` (the plan is always sent whole).
 *
 * @example
 * applyPlan(message, { sessionUpdate: "plan", entries: [] });
 */
export function applyPlan(message: Message, update: Record<string, unknown>): Message {
  const type = String(update.sessionUpdate);
  const plan = type === "plan_update" ? update.plan : update;
  if (!isRecord(plan)) return rejectEvent(message, PROVIDER, update, `${type} has no plan object`, type);
  const planId = type === "plan_update" ? asText(plan.planId) : undefined;
  if (type === "plan_update" && (planId === undefined || plan.type !== "items"))
    return rejectEvent(message, PROVIDER, update, `${type} needs a planId and items this adapter knows`, type);
  const entries = asArray(plan.entries);
  if (!entries) return rejectEvent(message, PROVIDER, update, `${type} has no entries array`, type);
  const name = planId === undefined ? "/plan" : `/plans/${encodeNameSegment(planId)}`;
  const part = planPart(name, entries, planId);
  const at = message.parts.findIndex((p) => p.name === name);
  return at < 0 ? { ...message, parts: [...message.parts, part] } : replacePart(message, at, part);
}
