import type { Part } from "./types";

// In-process values no wire format carries (a getter that throws, a Proxy whose traps throw, a
// revoked Proxy) must fail as one part, not take the whole message down: every field is read
// once here, and a part that throws is replaced by a plain stand-in that says why.
const fields = ["name", "contentType", "content", "contentEncoding", "contentUrl", "metadata"] as const;
const reasons = new WeakMap<object, string>();
// Parts are replaced, not edited, as a message streams: one that read cleanly once is not read
// again on every update (views call this for every part on every render). A readable part maps
// to itself, a broken one to its stand-in: one lookup per part.
const checked = new WeakMap<object, Part>();

const describe = (error: unknown): string => {
  try {
    return error instanceof Error ? error.message || error.name : String(error);
  } catch {
    return "unknown error";
  }
};

function readError(value: object): { field: string; error: unknown } | undefined {
  let field = "the part";
  try {
    for (const key of fields) {
      field = `its ${key}`;
      const item = (value as Record<string, unknown>)[key];
      if (key === "metadata" && typeof item === "object" && item !== null) {
        // Views read metadata keys outside the part's error boundary (status, title, filename).
        for (const metaKey of Object.keys(item)) {
          field = `its metadata.${metaKey}`;
          void (item as Record<string, unknown>)[metaKey];
        }
      }
    }
    return undefined;
  } catch (error) {
    return { field, error };
  }
}

/**
 * The part itself when its fields can be read, otherwise a plain stand-in with the part's name
 * (when that much reads) and the reason, which {@link unreadableReason} gives back. Never throws;
 * the same broken part always gets the same stand-in.
 *
 * @example
 * const broken = { contentType: "text/plain", get content(): string { throw new Error("boom"); } };
 * unreadableReason(readablePart(broken)); // "This part could not be read: reading its content threw “boom”."
 */
export function readablePart<T>(value: T): T | Part {
  if (typeof value !== "object" || value === null) return value;
  const known = checked.get(value);
  if (known) return known as T | Part;
  const problem = readError(value);
  if (!problem) {
    checked.set(value, value as unknown as Part);
    return value;
  }
  // What still reads is kept, so the error names the part and its type where it can.
  const field = (key: "name" | "contentType"): string | undefined => {
    try {
      const item = (value as Record<string, unknown>)[key];
      return typeof item === "string" ? item : undefined;
    } catch {
      return undefined;
    }
  };
  const name = field("name");
  const contentType = field("contentType") ?? "application/octet-stream";
  const standIn: Part = name === undefined ? { contentType } : { name, contentType };
  reasons.set(standIn, `This part could not be read: reading ${problem.field} threw “${describe(problem.error)}”.`);
  checked.set(value, standIn);
  return standIn;
}

/**
 * Why a part is a stand-in made by {@link readablePart}, or `undefined` for any other part.
 *
 * @example
 * unreadableReason({ contentType: "text/plain", content: "hi" }); // undefined
 */
export function unreadableReason(part: unknown): string | undefined {
  return typeof part === "object" && part !== null ? reasons.get(part) : undefined;
}
