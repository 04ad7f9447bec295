import { dataToLlmText, mergeData, type DataMessage, type Message } from "../../model";
import { BodyBuilder } from "../shared/body-builder";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { asString, describe, isRecord } from "../shared/guards";
import { compact, stringifyJson } from "../shared/json";
import { makeMessage, neverThrow } from "../shared/message";
import type { AdapterOptions } from "../shared/options";
import { partNames } from "../shared/part-names";

const PROVIDER = "data";

/**
 * Options of {@link fromDataMessages}.
 *
 * @example
 * fromDataMessages(messages, { role: "system" });
 */
export interface DataMessagesOptions extends AdapterOptions {
  /** Role of the resulting message; context messages are the user's by default. */
  readonly role?: string;
}

const instanceOf = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

function addMessage(b: BodyBuilder, message: unknown, index: number): void {
  if (!isRecord(message)) {
    b.providerItem(message, { error: `message ${index} is ${describe(message)}, not an object` });
    return;
  }
  const instance = instanceOf(message._instance);
  switch (message.type) {
    case "input":
      b.json(
        compact({ input: message.input, schema: message.schema, description: asString(message.description) }),
        { instance },
        partNames.data("input", instance),
        CT.input,
      );
      return;
    case "data":
    case "state": {
      const kind = asString(message.kind) ?? (message.type === "state" ? "state" : undefined);
      b.json(
        compact({ kind, _instance: instance, data: message.data, schema: message.schema, description: asString(message.description) }),
        { type: message.type === "state" ? "state" : undefined },
        partNames.data(kind, instance),
        CT.data,
      );
      return;
    }
    case "text":
      if (typeof message.text === "string") b.text(message.text);
      else b.providerItem(message, { error: "text message has no text string", itemType: "text" });
      return;
    default:
      if (typeof message.type === "string" && message.type !== "") b.providerItem(message, { itemType: message.type });
      else b.providerItem(message, { error: `message has no type (${stringifyJson(message.type)})` });
  }
}

/**
 * Converts seed-shaped context messages (seeds 001 and 002) into one message body, after merging
 * them with the model's `mergeData` (identity = kind + `_instance`; objects deep-merge, later
 * leaves, arrays, schemas and descriptions win).
 *
 * Data and State messages → `application/vnd.partkit.data+json` parts
 * (`{ kind?, _instance?, data, schema?, description? }`) named `/data/<kind>[/<instance>]` (a
 * kind-less one is `/data/._`); Input messages → `application/vnd.partkit.input+json` parts
 * (`{ input, schema }`) named `/data/input[/<instance>]`; text messages → unnamed `text/plain`
 * parts, in order. `metadata.llmText` holds what an LLM sees (`dataToLlmText`). Never throws.
 *
 * @example
 * fromDataMessages([
 *   { type: "data", kind: "user", data: { name: "John Doe" }, description: "Represents the current user." },
 *   { type: "data", kind: "user", data: { age: 30 } },
 * ]).parts;
 * // [{ name: "/data/user", contentType: "application/vnd.partkit.data+json",
 * //    content: '{"kind":"user","data":{"name":"John Doe","age":30},"description":"Represents the current user."}' }]
 */
export function fromDataMessages(messages: readonly DataMessage[] | DataMessage, options?: DataMessagesOptions): Message {
  return neverThrow(PROVIDER, messages, () => {
    const list: readonly DataMessage[] = Array.isArray(messages) ? Array.from(messages as readonly DataMessage[]) : [messages as DataMessage];
    const merged = mergeData(list);
    const role = options?.role ?? "user";
    const b = new BodyBuilder(PROVIDER, role, options);
    merged.forEach((message, i) => addMessage(b, message, i));
    return makeMessage({ role, metadata: { llmText: dataToLlmText(list) || undefined }, parts: b.parts });
  });
}
