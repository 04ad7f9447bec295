import { isRecord, type JsonSchema } from "../shared/schema-safety";

const MAX_NODES = 50_000;
const schemaMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"]);
const dataKeywords = new Set(["enum", "const", "default", "examples"]);

function absolute(ref: string, base: string): string | undefined {
  try {
    return new URL(ref, base).href;
  } catch {
    return undefined;
  }
}

function pointerSegment(key: string | number): string {
  return encodeURIComponent(String(key).replace(/~/g, "~0").replace(/\//g, "~1"));
}

/**
 * A copy of a bundled schema (2019-09/2020-12 `$defs` that carry their own `$id`) in which every
 * `$ref` to an embedded `$id` is a local `#/…` pointer, and the embedded `$id`s and `$schema`s are
 * gone, so that RJSF, which follows only local pointers, renders those fields. The same object
 * when the schema embeds no `$id` (so memoised schemas keep their identity).
 *
 * @example
 * localizeEmbeddedIds({
 *   $id: "https://example.com/root",
 *   $defs: { int: { $id: "https://example.com/int", type: "integer" } },
 *   properties: { n: { $ref: "/int" } },
 * }).properties.n // { $ref: "#/$defs/int" }
 */
export function localizeEmbeddedIds(schema: JsonSchema): JsonSchema {
  if (!isRecord(schema)) return schema;
  const rootBase = (typeof schema.$id === "string" && absolute(schema.$id, "partkit:/root")) || "partkit:/root";
  const pointers = new Map<string, string>();
  let nodes = 0;
  // First pass: where each embedded `$id` lives, by its absolute URI. A node's JSON pointer is
  // spelled out only when it has an `$id` (most schemas have none, and forms mount often).
  interface Place {
    readonly key: string;
    readonly parent: Place | undefined;
  }
  const pointerOf = (place: Place | undefined): string => {
    const keys: string[] = [];
    for (let at = place; at; at = at.parent) keys.push(pointerSegment(at.key));
    return keys.length === 0 ? "" : `/${keys.reverse().join("/")}`;
  };
  const collect = (node: unknown, base: string, place: Place | undefined, depth: number) => {
    if (!isRecord(node) || nodes++ > MAX_NODES || depth > 200) return;
    let here = base;
    if (place !== undefined && typeof node.$id === "string") {
      const id = absolute(node.$id, base);
      if (id) {
        here = id;
        const key = id.replace(/#$/, "");
        if (!pointers.has(key)) pointers.set(key, pointerOf(place));
      }
    }
    forEachSubschema(node, (child, key, sub) => collect(child, here, sub === undefined ? { key, parent: place } : { key: sub, parent: { key, parent: place } }, depth + 1));
  };
  collect(schema, rootBase, undefined, 0);
  if (pointers.size === 0) return schema;

  nodes = 0;
  const rewrite = (node: unknown, base: string, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((v) => rewrite(v, base, depth + 1));
    if (!isRecord(node) || nodes++ > MAX_NODES || depth > 200) return node;
    const here = depth > 0 && typeof node.$id === "string" ? (absolute(node.$id, base) ?? base) : base;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (depth > 0 && (key === "$id" || key === "$schema")) continue;
      if (key === "$ref" && typeof value === "string") out[key] = localRef(value, here, rootBase, pointers);
      else if (dataKeywords.has(key)) out[key] = value;
      else if (schemaMaps.has(key) && isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, here, depth + 1)]));
      else out[key] = isRecord(value) || Array.isArray(value) ? rewrite(value, here, depth + 1) : value;
    }
    return out;
  };
  return rewrite(schema, rootBase, 0) as JsonSchema;
}

function localRef(ref: string, base: string, rootBase: string, pointers: ReadonlyMap<string, string>): string {
  const target = absolute(ref, base);
  if (!target) return ref;
  const hash = target.indexOf("#");
  const resource = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? "" : target.slice(hash + 1);
  // Anchors (`#name`) stay as they are: the form can't follow them either way.
  if (fragment !== "" && !fragment.startsWith("/")) return ref;
  if (resource === rootBase.replace(/#.*$/, "")) return `#${fragment}`;
  const pointer = pointers.get(resource);
  return pointer === undefined ? ref : `#${pointer}${fragment}`;
}

function forEachSubschema(node: Record<string, unknown>, visit: (child: unknown, key: string, sub?: string) => void) {
  for (const key in node) {
    if (!Object.hasOwn(node, key) || dataKeywords.has(key)) continue;
    const value = node[key];
    if (schemaMaps.has(key) && isRecord(value)) {
      for (const k in value) if (Object.hasOwn(value, k)) visit(value[k], key, k);
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, key, String(i)));
    else if (isRecord(value)) visit(value, key);
  }
}
