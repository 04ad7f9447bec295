import type { MessageBody, Part } from "../../model/types";

/**
 * Whether a value has the shape of a partkit `MessageBody` (`{ parts: [{ contentType }] }`):
 * the result view shows such a value as a message instead of by its schema.
 *
 * @example
 * isMessageBody({ parts: [{ contentType: "text/plain", content: "hi" }] }); // true
 * isMessageBody({ parts: "hi" }); // false
 */
export function isMessageBody(value: unknown): value is MessageBody {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { parts?: unknown }).parts)) return false;
  const parts = (value as { parts: unknown[] }).parts;
  return parts.every((p) => typeof p === "object" && p !== null && typeof (p as Part).contentType === "string");
}
