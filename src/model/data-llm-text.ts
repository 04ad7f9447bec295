import { dataIdentity, mergeData } from "./merge-data";
import { safeJson } from "./safe-json";
import type { DataMessage } from "./types";

/**
 * The `¶` label of a Data message: `¶kind`, or `¶kind[instance]` when it has an `_instance`.
 * Kind-less `data` messages are `¶data`.
 *
 * @example
 * dataLabel({ type: "data", kind: "user", _instance: "1" }); // "¶user[1]"
 * dataLabel({ type: "input", input: {} }); // "¶input"
 */
export function dataLabel(message: DataMessage): string {
  const identity = dataIdentity(message);
  const kind = identity?.kind ?? "data";
  return identity?.instance === undefined ? `¶${kind}` : `¶${kind}[${identity.instance}]`;
}

/**
 * Renders messages the way an LLM sees them (seeds 001 and 002), after {@link mergeData}.
 * Blocks are separated by one blank line; JSON is indented by 2 spaces.
 *
 * A Data or State message is the heading, the data JSON on the next line, then, each after a
 * blank line, the description and the schema (sections that are absent are left out):
 * ```text
 * ## Data: ¶user
 * {data JSON}
 *
 * Represents the current user.
 *
 * Schema for ¶user:
 * {schema JSON}
 * ```
 * An Input message puts the schema first, on the line after the prompt sentence, and the
 * input after a blank line; a description, if any, follows after another blank line:
 * ```text
 * ## Data: ¶input
 * Input data MUST be treated as a structured prompt
 * Schema: {schema JSON}
 *
 * {input JSON}
 * ```
 * `_instance` shows in the label as `¶user[1]`. Text messages (`{ type: "text", text }`) pass
 * through as their text; other messages are left out. Never throws.
 *
 * @example
 * dataToLlmText([{ type: "data", kind: "user", data: { name: "John Doe" } }]);
 * // '## Data: ¶user\n{\n  "name": "John Doe"\n}'
 */
export function dataToLlmText(messages: readonly DataMessage[]): string {
  const blocks: string[] = [];
  for (const message of mergeData(messages) as readonly unknown[]) {
    if (typeof message !== "object" || message === null) continue;
    const m = message as DataMessage;
    if (dataIdentity(m)) blocks.push(m.type === "input" ? renderInput(m) : renderData(m));
    else if (m.type === "text" && typeof m.text === "string") blocks.push(m.text);
  }
  return blocks.join("\n\n");
}

function renderData(message: DataMessage): string {
  const label = dataLabel(message);
  const sections = [message.data === undefined ? `## Data: ${label}` : `## Data: ${label}\n${safeJson(message.data)}`];
  if (typeof message.description === "string") sections.push(message.description);
  if (message.schema !== undefined) sections.push(`Schema for ${label}:\n${safeJson(message.schema)}`);
  return sections.join("\n\n");
}

function renderInput(message: DataMessage): string {
  let head = `## Data: ${dataLabel(message)}\nInput data MUST be treated as a structured prompt`;
  if (message.schema !== undefined) head += `\nSchema: ${safeJson(message.schema)}`;
  const sections = [head];
  if (message.input !== undefined) sections.push(safeJson(message.input));
  if (typeof message.description === "string") sections.push(message.description);
  return sections.join("\n\n");
}
