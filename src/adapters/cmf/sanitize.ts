import { isRecord } from "../shared/guards";
import { toJsonValue } from "../shared/json";

/**
 * Header names CMF output never carries (CMF spec 3.5 and 4.7, plus their siblings).
 *
 * @example
 * CMF_SENSITIVE_HEADERS.has("authorization"); // true
 */
export const CMF_SENSITIVE_HEADERS: ReadonlySet<string> = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
]);

/**
 * A fresh JSON copy of `value` in which every `headers` object (at any depth: extensions, history
 * messages, prompt results, tool arguments) has its sensitive headers removed. Returns the copy
 * and the names that were removed.
 *
 * @example
 * sanitizeCmf({ extensions: { http: { headers: { Authorization: "Bearer x", Accept: "text/plain" } } } });
 * // { clean: { extensions: { http: { headers: { Accept: "text/plain" } } } }, stripped: ["Authorization"] }
 */
export function sanitizeCmf(value: unknown): { clean: unknown; stripped: string[] } {
  const clean = toJsonValue(value);
  const stripped = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isRecord(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key.toLowerCase() === "headers" && isRecord(child)) {
          for (const header of Object.keys(child)) {
            if (CMF_SENSITIVE_HEADERS.has(header.toLowerCase())) {
              stripped.add(header);
              delete child[header];
            }
          }
        }
        walk(child);
      }
    }
  };
  walk(clean);
  return { clean, stripped: [...stripped].sort() };
}
