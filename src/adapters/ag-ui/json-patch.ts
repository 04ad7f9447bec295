import jsonPatch from "fast-json-patch";
import { asArray } from "../shared/guards";
import { toJsonValue } from "../shared/json";

/**
 * Applies an RFC 6902 JSON Patch the way `@ag-ui/client` applies `STATE_DELTA` and
 * `ACTIVITY_DELTA` (with the same library): every operation validated, all or nothing, the
 * document never mutated, `__proto__` and `constructor` paths refused.
 *
 * @example
 * applyJsonPatch({ n: 1 }, [{ op: "replace", path: "/n", value: 2 }]); // { ok: true, value: { n: 2 } }
 * applyJsonPatch({}, [{ op: "remove", path: "/gone" }]);                // { ok: false, error: "…" }
 */
export function applyJsonPatch(document: unknown, patch: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  const operations = asArray(toJsonValue(patch));
  if (!operations) return { ok: false, error: "the patch is not a list of operations" };
  try {
    const result = jsonPatch.applyPatch(toJsonValue(document), operations as Parameters<typeof jsonPatch.applyPatch>[1], true, false);
    return { ok: true, value: toJsonValue(result.newDocument) };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : "unknown error";
    return { ok: false, error: message ?? "unknown error" };
  }
}
