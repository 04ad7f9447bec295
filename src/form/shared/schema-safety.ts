/**
 * A JSON Schema as partkit's form components accept it: an object or a boolean schema.
 *
 * @example
 * const schema: JsonSchema = { type: "string", format: "email" };
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/**
 * The outcome of {@link inspectSchema}.
 *
 * @example
 * const info: SchemaInspection = { dialect: "2020-12", problems: [] };
 */
export interface SchemaInspection {
  /** Which Ajv dialect validates the schema. */
  readonly dialect: "draft-07" | "2019-09" | "2020-12";
  /** Problems that make the schema unusable as a whole (a `$ref` cycle with no structure). */
  readonly problems: readonly string[];
  /**
   * Why the whole value must be edited as JSON (a `$ref` the form cannot follow: another
   * document, an `$id` or an anchor); Ajv still validates it.
   */
  readonly jsonOnly?: string;
}

const next2020 = new Set(["prefixItems", "$dynamicRef", "$dynamicAnchor", "dependentSchemas", "dependentRequired", "unevaluatedProperties", "unevaluatedItems", "minContains", "maxContains"]);
const MAX_NODES = 50_000;
/**
 * Deepest nesting of sub-schemas a form is built for. RJSF walks a schema recursively (several
 * stack frames a level), so a hostile one thousands of levels deep would overflow the stack.
 */
export const MAX_SCHEMA_DEPTH = 100;

/**
 * Reads an untrusted schema once, with a node budget: picks the dialect (by `$schema`, else by
 * the keywords it uses) and finds `$ref` chains that loop without going through `properties` or
 * `items` (which would make any resolver spin).
 *
 * @example
 * inspectSchema({ $schema: "https://json-schema.org/draft/2020-12/schema" }).dialect // "2020-12"
 * inspectSchema({ $ref: "#" }).problems.length // 1
 */
export function inspectSchema(schema: unknown): SchemaInspection {
  // A form reads its schema here for its own checks and again to pick a validator; schemas are
  // treated as immutable (as RJSF does), so one walk per schema object is enough.
  if (!isRecord(schema)) return inspectUncached(schema);
  let inspection = inspections.get(schema);
  if (!inspection) inspections.set(schema, (inspection = inspectUncached(schema)));
  return inspection;
}

const inspections = new WeakMap<object, SchemaInspection>();

function inspectUncached(schema: unknown): SchemaInspection {
  const root = isRecord(schema) ? schema : {};
  const declared = typeof root.$schema === "string" ? root.$schema : "";
  let uses2020 = false;
  let usesTupleItems = false;
  let nodes = 0;
  let deepest = 0;
  const refEdges = new Map<object, string[]>();
  const allRefs = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    if (depth > deepest) deepest = depth;
    if (!isRecord(node) || nodes > MAX_NODES || depth > MAX_SCHEMA_DEPTH) return;
    nodes++;
    for (const key of Object.keys(node)) {
      if (next2020.has(key) || key === "$defs") uses2020 ||= key !== "$defs";
      const value = node[key];
      if (key === "enum" || key === "const" || key === "default" || key === "examples") continue;
      if (key === "items" && Array.isArray(value)) usesTupleItems = true;
      if (Array.isArray(value)) for (const v of value) walk(v, depth + 1);
      else if (isRecord(value)) {
        if (key === "properties" || key === "patternProperties" || key === "$defs" || key === "definitions" || key === "dependentSchemas" || key === "dependencies") {
          for (const v of Object.values(value)) walk(v, depth + 1);
        } else walk(value, depth + 1);
      }
    }
    const transit: string[] = [];
    if (typeof node.$ref === "string") {
      transit.push(node.$ref);
      allRefs.add(node.$ref);
    }
    for (const key of ["allOf", "anyOf", "oneOf"] as const) {
      const list = node[key];
      if (Array.isArray(list)) for (const s of list) if (isRecord(s) && typeof s.$ref === "string") transit.push(s.$ref);
    }
    if (transit.length) refEdges.set(node, transit);
  };
  walk(root, 0);

  const problems: string[] = [];
  // Follow ref-only chains from every referencing node; revisiting a node on the current chain
  // means resolution never reaches structure.
  const resolve = (ref: string): object | undefined => {
    const target = resolvePointer(root, ref);
    return isRecord(target) ? target : undefined;
  };
  const refOnly = (node: object) => {
    const keys = Object.keys(node).filter((k) => !["$ref", "$comment", "title", "description", "$id", "$schema", "$defs", "definitions", "allOf", "anyOf", "oneOf", "$anchor"].includes(k));
    return keys.length === 0;
  };
  const state = new Map<object, 1 | 2>();
  const visit = (node: object, depth: number): boolean => {
    if (depth > 500) return true;
    const s = state.get(node);
    if (s === 1) return true;
    if (s === 2) return false;
    state.set(node, 1);
    let looped = false;
    for (const ref of refEdges.get(node) ?? []) {
      const target = resolve(ref);
      if (target && refOnly(target) && refEdges.has(target) && visit(target, depth + 1)) looped = true;
      else if (target && target === node) looped = true;
    }
    state.set(node, 2);
    return looped;
  };
  for (const node of refEdges.keys()) {
    if (refOnly(node) && visit(node, 0)) {
      problems.push("The schema's $ref chain loops back on itself without describing any value.");
      break;
    }
  }
  if (nodes > MAX_NODES) problems.push(`The schema is too large to render (over ${MAX_NODES} subschemas).`);
  if (deepest > MAX_SCHEMA_DEPTH) problems.push(`The schema nests deeper than ${MAX_SCHEMA_DEPTH} levels.`);

  let jsonOnly: string | undefined;
  for (const ref of allRefs) {
    const ok = ref === "#" || (ref.startsWith("#/") && resolvePointer(root, ref) !== undefined);
    if (!ok) {
      jsonOnly = `it refers to ${ref.length > 80 ? `${ref.slice(0, 80)}…` : ref}, which the form can't follow`;
      break;
    }
  }

  const dialect = /2020-12/.test(declared)
    ? "2020-12"
    : /2019-09/.test(declared)
      ? "2019-09"
      : declared === "" && uses2020 && !usesTupleItems
        ? "2020-12"
        : "draft-07";
  return jsonOnly ? { dialect, problems, jsonOnly } : { dialect, problems };
}

/** Follows a local `#/…` JSON pointer; `undefined` when it leads nowhere. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let cur: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    let seg: string;
    try {
      seg = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (!isRecord(cur) && !Array.isArray(cur)) return undefined;
    if (!Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

const composed = new WeakMap<object, WeakMap<object, Record<string, unknown>>>();

/**
 * A sub-schema that can be validated on its own: it borrows the root's `$schema`, `$defs` and
 * `definitions` so its local `$ref`s resolve. Memoised per (root, sub-schema), so Ajv's
 * compile cache (keyed by schema object) is hit on every later call.
 *
 * @example
 * validateValue(withRootDefinitions(root.properties.point, root), [1, 2]);
 */
export function withRootDefinitions(schema: unknown, root: unknown): unknown {
  if (!isRecord(schema) || !isRecord(root) || schema === root) return schema;
  let byRoot = composed.get(root);
  if (!byRoot) composed.set(root, (byRoot = new WeakMap()));
  let out = byRoot.get(schema);
  if (!out) {
    out = { ...schema, $schema: root.$schema, $defs: root.$defs, definitions: root.definitions };
    byRoot.set(schema, out);
  }
  return out;
}

/** Keywords RJSF cannot render; a sub-schema using one is edited as validated JSON instead. */
const unrenderable = ["prefixItems", "dependentSchemas", "$dynamicRef", "$recursiveRef"];

const fallbackCache = new WeakMap<object, string | undefined>();

/**
 * Why a sub-schema should be edited as JSON rather than with generated fields, or `undefined`
 * when RJSF renders it well. Looks through a single local `$ref`.
 *
 * @example
 * needsJsonEditor({ type: "array", prefixItems: [{ type: "string" }] }) // "prefixItems"
 */
export function needsJsonEditor(schema: unknown, rootSchema?: unknown): string | undefined {
  if (schema === true || schema === false) return "boolean schema";
  if (!isRecord(schema)) return undefined;
  if (fallbackCache.has(schema)) return fallbackCache.get(schema);
  let target: Record<string, unknown> = schema;
  if (typeof schema.$ref === "string" && isRecord(rootSchema)) {
    const cur = resolvePointer(rootSchema, schema.$ref);
    if (isRecord(cur)) target = cur;
    else if (cur === true || cur === false) return "boolean schema";
  }
  let reason: string | undefined = unrenderable.find((k) => k in target);
  if (!reason && Array.isArray(target.type)) {
    const real = target.type.filter((t) => t !== "null");
    if (real.length > 1) reason = "several types";
  }
  fallbackCache.set(schema, reason);
  return reason;
}

/** @internal */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
