import type { DataMessage } from "./types";

const MERGEABLE = new Set(["data", "input", "state"]);

/**
 * The identity of a seed-shaped Data message: `kind` (`"input"` for `type: "input"`, `"state"`
 * for a kind-less `type: "state"`) plus `_instance`. Returns `undefined` for messages that are
 * not Data/Input/State messages.
 *
 * @example
 * dataIdentity({ type: "data", kind: "user" }); // { kind: "user", instance: undefined, key: '["user",null]' }
 * dataIdentity({ type: "input", input: {} }); // { kind: "input", instance: undefined, key: '["input",null]' }
 */
export function dataIdentity(
  message: unknown,
): { readonly kind: string | undefined; readonly instance: string | undefined; readonly key: string } | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return undefined;
  const { type, kind, _instance } = message as Record<string, unknown>;
  if (typeof type !== "string" || !MERGEABLE.has(type)) return undefined;
  const resolvedKind = type === "input" ? "input" : typeof kind === "string" ? kind : type === "state" ? "state" : undefined;
  const instance = typeof _instance === "string" || typeof _instance === "number" ? String(_instance) : undefined;
  return { kind: resolvedKind, instance, key: JSON.stringify([resolvedKind ?? null, instance ?? null]) };
}

/**
 * Merges seed-shaped Data/Input/State messages (seed 001) that share an identity
 * ({@link dataIdentity}: kind + `_instance`) into the first message with that identity.
 * `type: "input"` means kind `input` with `input` as its data. Objects deep-merge; later leaves
 * and arrays win; a later `schema` or `description` replaces an earlier one. Other messages
 * pass through unchanged and in order. Inputs are never mutated: merged messages are new
 * objects, unmerged ones are returned as they are. Never throws.
 *
 * @example
 * mergeData([
 *   { type: "data", kind: "user", data: { name: "John Doe" }, description: "Represents the current user." },
 *   { type: "data", kind: "user", data: { age: 30 } },
 * ]);
 * // [{ type: "data", kind: "user", data: { name: "John Doe", age: 30 }, description: "Represents the current user." }]
 */
export function mergeData(messages: readonly DataMessage[]): DataMessage[] {
  if (!Array.isArray(messages)) return [];
  const out: unknown[] = [];
  const slots = new Map<string, number>();
  for (const message of messages as readonly unknown[]) {
    const identity = dataIdentity(message);
    if (!identity) {
      out.push(message);
      continue;
    }
    const slot = slots.get(identity.key);
    if (slot === undefined) {
      slots.set(identity.key, out.length);
      out.push(message);
      continue;
    }
    out[slot] = mergeInto(out[slot] as DataMessage, message as DataMessage);
  }
  return out as DataMessage[];
}

function payloadKey(message: DataMessage): "input" | "data" {
  return message.type === "input" ? "input" : "data";
}

function mergeInto(earlier: DataMessage, later: DataMessage): DataMessage {
  const merged: Record<string, unknown> = { ...earlier };
  const laterPayload = later[payloadKey(later)];
  if (laterPayload !== undefined) {
    const key = payloadKey(earlier);
    merged[key] = deepMerge(earlier[key], laterPayload, new Set());
  }
  if (later.schema !== undefined) merged.schema = later.schema;
  if (later.description !== undefined) merged.description = later.description;
  return merged as DataMessage;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function deepMerge(earlier: unknown, later: unknown, active: Set<unknown>): unknown {
  if (!isPlainObject(earlier) || !isPlainObject(later)) return later;
  // A cycle through both sides would recurse forever; the later value wins there instead.
  if (active.has(earlier) || active.has(later)) return later;
  active.add(earlier);
  active.add(later);
  const merged: Record<string, unknown> = {};
  // defineProperty keeps keys such as "__proto__" as plain data instead of changing the prototype.
  const put = (key: string, value: unknown) =>
    Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  for (const key of Object.keys(earlier)) put(key, earlier[key]);
  for (const key of Object.keys(later)) {
    put(key, Object.prototype.hasOwnProperty.call(earlier, key) ? deepMerge(earlier[key], later[key], active) : later[key]);
  }
  active.delete(earlier);
  active.delete(later);
  return merged;
}
