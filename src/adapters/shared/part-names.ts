import { isValidPartName } from "../../model";
import { encodeNameSegment } from "./names";

/**
 * Builders for the part names adapters produce (architecture.md, section 1). Ids go through
 * {@link encodeNameSegment}, so any id yields a valid name and the original stays recoverable.
 *
 * @example
 * partNames.toolCall("call_1");        // "/tool-calls/call_1"
 * partNames.toolResult("call_1");      // "/tool-calls/call_1/result"
 * partNames.data("user", "row-3");     // "/data/user/row-3"
 */
export const partNames = {
  toolCall: (id: string): string => `/tool-calls/${encodeNameSegment(id)}`,
  toolResult: (id: string): string => `/tool-calls/${encodeNameSegment(id)}/result`,
  /** A non-text block nested in a tool result (an image a tool returned, …); `n` is 1-based. */
  toolResultItem: (id: string, n: number): string => `/tool-calls/${encodeNameSegment(id)}/result/${n}`,
  source: (n: number): string => `/sources/${n}`,
  file: (n: number): string => `/files/${n}`,
  resource: (n: number): string => `/resources/${n}`,
  /** Part `i` (1-based) of artifact `id`. */
  artifact: (id: string, i: number): string => `/artifacts/${encodeNameSegment(id)}/${i}`,
  data: (kind: string | undefined, instance?: string): string =>
    `/data/${encodeNameSegment(kind ?? "")}` + (instance === undefined ? "" : `/${encodeNameSegment(instance)}`),
} as const;

/**
 * Turns a name supplied by a foreign format into a valid part name: kept when already valid,
 * prefixed with `/` when that suffices, otherwise every segment is encoded.
 *
 * @example
 * normalizeForeignName("report.md"); // "/report.md"
 * normalizeForeignName("../x"); // "/.2E.2E/x"
 */
export function normalizeForeignName(raw: string): string {
  const valid = (name: string): boolean => isValidPartName(name);
  if (valid(raw)) return raw;
  if (valid(`/${raw}`)) return `/${raw}`;
  const segments = raw.split("/").filter((s) => s !== "");
  return segments.length === 0 ? `/${encodeNameSegment(raw)}` : "/" + segments.map(encodeNameSegment).join("/");
}

/**
 * Hands out unique names and 1-based counters within one message body.
 *
 * @example
 * const names = new NameAllocator();
 * names.claim("/a"); // "/a"
 * names.claim("/a"); // "/a-2"
 * names.next("sources"); // 1
 */
export class NameAllocator {
  private readonly used = new Set<string>();
  private readonly counters = new Map<string, number>();
  /** Per name, the first suffix that may be free: claiming one name n times takes n steps, not n². */
  private readonly suffixes = new Map<string, number>();

  /** Returns `name`, or `name-2`, `name-3`… when it is taken. */
  claim(name: string): string {
    let candidate = name;
    if (this.used.has(candidate)) {
      // Every suffix below the remembered one is taken: names are never released.
      let k = this.suffixes.get(name) ?? 2;
      while (this.used.has(`${name}-${k}`)) k++;
      candidate = `${name}-${k}`;
      this.suffixes.set(name, k + 1);
    }
    this.used.add(candidate);
    return candidate;
  }

  /** The next number for a numbered folder such as `sources`. */
  next(folder: string): number {
    const n = (this.counters.get(folder) ?? 0) + 1;
    this.counters.set(folder, n);
    return n;
  }
}
