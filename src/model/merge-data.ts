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
  const merger = new Merger();
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
    out[slot] = merger.message(out[slot] as DataMessage, message as DataMessage);
  }
  return out as DataMessage[];
}

function payloadKey(message: DataMessage): "input" | "data" {
  return message.type === "input" ? "input" : "data";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

// defineProperty keeps keys such as "__proto__" as plain data instead of changing the prototype.
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * One `mergeData` call's merging. The objects it creates are its own until it returns, so merging
 * the next message writes into them instead of copying them again: 10,000 one-field messages of one
 * kind cost 10,000 small merges, not 10,000 copies of a growing object. The caller's objects are
 * never written: the first time one is merged into, it is copied.
 */
class Merger {
  private readonly owned = new WeakSet<object>();

  message(earlier: DataMessage, later: DataMessage): DataMessage {
    const merged = this.own(earlier as Record<string, unknown>);
    const laterPayload = later[payloadKey(later)];
    if (laterPayload !== undefined) {
      const key = payloadKey(earlier);
      put(merged, key, this.value(merged[key], laterPayload));
    }
    if (later.schema !== undefined) merged.schema = later.schema;
    if (later.description !== undefined) merged.description = later.description;
    return merged as DataMessage;
  }

  private own(value: Record<string, unknown>): Record<string, unknown> {
    if (this.owned.has(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) put(copy, key, value[key]);
    this.owned.add(copy);
    return copy;
  }

  /** Deep-merges `later` over `earlier` with its own stack, so depth costs no call frames. */
  private value(earlier: unknown, later: unknown): unknown {
    if (!isPlainObject(earlier) || !isPlainObject(later)) return later;
    const result = this.own(earlier);
    // Each object of `later` is merged once: met again (a cycle, or shared twice), it wins as is.
    const seen = new Set<object>([later]);
    const work: [Record<string, unknown>, Record<string, unknown>][] = [[result, later]];
    for (let next = work.pop(); next; next = work.pop()) {
      const [target, source] = next;
      for (const key of Object.keys(source)) {
        const incoming = source[key];
        const current = Object.prototype.hasOwnProperty.call(target, key) ? target[key] : undefined;
        if (isPlainObject(current) && isPlainObject(incoming) && !seen.has(incoming)) {
          seen.add(incoming);
          const child = this.own(current);
          put(target, key, child);
          work.push([child, incoming]);
        } else {
          put(target, key, incoming);
        }
      }
    }
    return result;
  }
}
