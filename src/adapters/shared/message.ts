import type { Message, Part } from "../../model";
import { isRecord } from "./guards";
import { compact, toJsonValue } from "./json";
import { providerItemPart, type Meta } from "./parts";

const CHANNELS = new Set(["analysis", "commentary", "final"]);

/**
 * Builds a message, omitting empty fields; metadata is deep-copied.
 *
 * @example
 * makeMessage({ role: "user", id: undefined, parts: [] }); // { role: "user", parts: [] }
 */
export function makeMessage(fields: {
  id?: string | undefined;
  role?: string | undefined;
  channel?: string | undefined;
  createdAt?: string | undefined;
  metadata?: Meta | undefined;
  parts: readonly Part[];
}): Message {
  const metadata = fields.metadata ? toJsonValue(compact(fields.metadata)) : undefined;
  return compact({
    id: fields.id,
    role: fields.role,
    channel: fields.channel !== undefined && CHANNELS.has(fields.channel) ? (fields.channel as Message["channel"]) : undefined,
    createdAt: fields.createdAt,
    metadata: isRecord(metadata) && Object.keys(metadata).length > 0 ? metadata : undefined,
    parts: [...fields.parts],
  });
}

function errorText(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return typeof error === "string" ? error : "unknown error";
  } catch {
    return "unknown error";
  }
}

/**
 * A message holding only the raw payload, for input an adapter could not read at all.
 *
 * @example
 * failureMessage("acp", 42, "expected an object"); // { metadata: { provider: "acp", error: … }, parts: [providerItem] }
 */
export function failureMessage(provider: string, raw: unknown, error: string): Message {
  return makeMessage({ metadata: { provider, error }, parts: [providerItemPart(provider, raw, { error })] });
}

/**
 * Runs a conversion; any exception becomes a failure message keeping the raw payload, so adapters
 * never throw whatever they are given. `list` says whether the caller returns a list (a predicate
 * is evaluated only on failure, and a throwing predicate counts as "no").
 *
 * @example
 * neverThrow("acp", input, () => convert(input), () => Array.isArray(input));
 */
export function neverThrow<T extends Message | Message[]>(
  provider: string,
  raw: unknown,
  run: () => T,
  list: boolean | (() => boolean) = false,
): T {
  try {
    return run();
  } catch (error) {
    const failure = failureMessage(provider, raw, `adapter failed: ${errorText(error)}`);
    let asList = false;
    try {
      asList = typeof list === "function" ? list() : list;
    } catch {
      asList = false;
    }
    return (asList ? [failure] : failure) as T;
  }
}

/**
 * ISO timestamp from Unix seconds (or milliseconds when `unit` says so), undefined when invalid.
 *
 * @example
 * isoFromEpoch(0); // "1970-01-01T00:00:00.000Z"
 */
export function isoFromEpoch(value: unknown, unit: "s" | "ms" = "s"): string | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  const date = new Date(unit === "s" ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

// A date (UTC by definition) or a date-time with a zone: zone-less date-times are local time, which
// would make the result depend on the machine.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;

/**
 * An ISO timestamp from a date-like value: a number (Unix milliseconds, as `Date.now()` gives), a
 * `Date` (from any realm) or an ISO 8601 date, or date-time with `Z` or an offset (normalised to
 * UTC); undefined for anything else or an invalid date.
 *
 * @example
 * isoTimestamp(1746000000000);               // "2025-04-30T08:00:00.000Z"
 * isoTimestamp(new Date(0));                 // "1970-01-01T00:00:00.000Z"
 * isoTimestamp("2025-05-01T10:00:00+02:00"); // "2025-05-01T08:00:00.000Z"
 * isoTimestamp("soon");                      // undefined
 */
export function isoTimestamp(value: unknown): string | undefined {
  try {
    let time: number | undefined;
    if (typeof value === "number") time = value;
    else if (typeof value === "string") time = ISO_8601.test(value) ? Date.parse(value) : undefined;
    else if (Object.prototype.toString.call(value) === "[object Date]") time = Date.prototype.getTime.call(value);
    if (time === undefined || !Number.isFinite(time)) return undefined;
    const date = new Date(time);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  } catch {
    return undefined;
  }
}

/**
 * A string timestamp as given, when it is a non-empty string.
 *
 * @example
 * timestamp(""); // undefined
 */
export function timestamp(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
