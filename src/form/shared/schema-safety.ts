/**
 * A JSON Schema as partkit's form components accept it: an object or a boolean schema.
 *
 * @example
 * const schema: JsonSchema = { type: "string", format: "email" };
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** Longest `pattern` source partkit will compile; longer ones are treated as unsafe. */
export const MAX_PATTERN_LENGTH = 1000;
/** Longest string a `pattern` is tested against; longer values fail with a "too long to check" error. */
export const MAX_PATTERN_INPUT = 100_000;

/**
 * Most optional or repeated parts of a pattern (`a?`, `\d*`, `(ab)?`, `x{1,3}`) that can start
 * with the same character; a failing match tries every combination of them, 2^n for n of them.
 *
 * @example
 * isSafePattern("a?".repeat(MAX_OVERLAPPING_OPTIONALS + 1)) // false
 */
export const MAX_OVERLAPPING_OPTIONALS = 10;

const unsafeCache = new Map<string, boolean>();

/**
 * Whether a regular expression can be run on untrusted input without risking catastrophic
 * backtracking. Conservative: it rejects backreferences, lookarounds containing quantifiers,
 * nested unbounded quantifiers (`(a+)+`, `(a*)*`, `(.*a){20}`), a repeated group holding an
 * optional part (`(a?){40}`), quantified alternations whose branches can start with the same
 * character (`(a|aa)+`), and more than {@link MAX_OVERLAPPING_OPTIONALS} optional or repeated
 * parts in a row that can match the same character (`(a?)(a?)…(a?)aaa…`, which backtracks through
 * every subset of them). Rejected patterns are never run.
 *
 * @example
 * isSafePattern("^[a-z]+$")   // true
 * isSafePattern("^(a+)+$")    // false
 */
export function isSafePattern(source: string): boolean {
  const cached = unsafeCache.get(source);
  if (cached !== undefined) return !cached;
  const unsafe = source.length > MAX_PATTERN_LENGTH || checkUnsafe(source);
  if (unsafeCache.size > 500) unsafeCache.clear();
  unsafeCache.set(source, unsafe);
  return !unsafe;
}

interface Group {
  /** The group (or an alternative in it) contains an unbounded or repeated quantifier. */
  hasQuantifier: boolean;
  /** First characters each alternative can start with ("*" = anything). */
  firsts: string[];
  /** Index into `firsts` for the alternative being read; undefined until its first atom. */
  current: string | undefined;
  /** Optional or repeated parts inside the group, by the character they start with ("*" = any). */
  optionals: Map<string, number>;
}

// True once one character could be taken or skipped by more than MAX_OVERLAPPING_OPTIONALS parts.
function tooManyOptionals(optionals: Map<string, number>): boolean {
  const wild = optionals.get("*") ?? 0;
  if (wild > MAX_OVERLAPPING_OPTIONALS) return true;
  for (const [first, count] of optionals) if (first !== "*" && count + wild > MAX_OVERLAPPING_OPTIONALS) return true;
  return false;
}

function checkUnsafe(src: string): boolean {
  if (/\\[1-9]|\\k</.test(src)) return true;
  const group = (current: string | undefined): Group => ({ hasQuantifier: false, firsts: [], current, optionals: new Map() });
  const stack: Group[] = [group(undefined)];
  let lastAtomWasGroup: Group | undefined;
  // The character the last atom starts with ("*" = any, "" = none): what a quantifier applies to.
  let lastFirst = "";
  let i = 0;
  const top = () => stack[stack.length - 1]!;
  const noteAtom = (first: string) => {
    const g = top();
    if (g.current === undefined) g.current = first;
    lastFirst = first;
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === "\\") {
      const next = src[i + 1] ?? "";
      noteAtom(/[dDwWsS]/.test(next) ? "*" : next);
      lastAtomWasGroup = undefined;
      i += 2;
      continue;
    }
    if (ch === "[") {
      let j = i + 1;
      if (src[j] === "^") j++;
      if (src[j] === "]") j++;
      while (j < src.length && src[j] !== "]") j += src[j] === "\\" ? 2 : 1;
      noteAtom("*");
      lastAtomWasGroup = undefined;
      i = j + 1;
      continue;
    }
    if (ch === "(") {
      const lookaround = /^\(\?<?[=!]/.test(src.slice(i, i + 4));
      stack.push(group(lookaround ? "" : undefined));
      i += src.startsWith("(?:", i) ? 3 : src.startsWith("(?<", i) && !lookaround ? src.indexOf(">", i) + 1 || i + 1 : lookaround ? (src[i + 2] === "<" ? 4 : 3) : 1;
      lastAtomWasGroup = undefined;
      continue;
    }
    if (ch === ")") {
      const g = stack.pop();
      if (!g || stack.length === 0) return true;
      if (g.current !== undefined) g.firsts.push(g.current);
      noteAtom(g.firsts.length === 1 ? g.firsts[0]! : "*");
      if (g.hasQuantifier) top().hasQuantifier = true;
      const outer = top().optionals;
      for (const [first, count] of g.optionals) outer.set(first, (outer.get(first) ?? 0) + count);
      if (tooManyOptionals(outer)) return true;
      lastAtomWasGroup = g;
      i++;
      continue;
    }
    if (ch === "|") {
      const g = top();
      g.firsts.push(g.current ?? "");
      g.current = undefined;
      i++;
      continue;
    }
    const quant = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/.exec(src.slice(i));
    if (quant) {
      const q = quant[0];
      const repeats = q[0] === "*" || q[0] === "+" || (quant[1] !== undefined && (quant[2] !== undefined ? quant[3] === "" || Number(quant[3]) > 1 : Number(quant[1]) > 1));
      const variable = q[0] === "*" || q[0] === "+" || q[0] === "?" || (quant[2] !== undefined && (quant[3] === "" || Number(quant[3]) > Number(quant[1])));
      if (repeats) {
        if (lastAtomWasGroup) {
          if (lastAtomWasGroup.hasQuantifier) return true;
          const firsts = lastAtomWasGroup.firsts;
          if (firsts.length > 1 && overlaps(firsts)) return true;
        }
        top().hasQuantifier = true;
      }
      if (variable && lastFirst !== "") {
        const optionals = top().optionals;
        optionals.set(lastFirst, (optionals.get(lastFirst) ?? 0) + 1);
        if (tooManyOptionals(optionals)) return true;
        // A group repeated later with an optional part inside backtracks like nested quantifiers.
        top().hasQuantifier = true;
      }
      lastAtomWasGroup = undefined;
      i += q.length;
      continue;
    }
    noteAtom(ch === "." ? "*" : ch === "^" || ch === "$" ? "" : ch);
    lastAtomWasGroup = undefined;
    i++;
  }
  return stack.length !== 1;
}

function overlaps(firsts: string[]): boolean {
  const seen = new Set<string>();
  for (const f of firsts) {
    if (f === "*" || f === "") return true;
    if (seen.has(f)) return true;
    seen.add(f);
  }
  return false;
}

/**
 * A RegExp engine for Ajv (`code.regExp`) that never runs an unsafe pattern: unsafe patterns
 * compile to a matcher that always fails, and the failure is reported with a clear message by
 * {@link humanizeErrors}. Safe patterns fail on values over {@link MAX_PATTERN_INPUT} characters.
 */
export function safeRegExp(source: string, flags: string): { test: (s: string) => boolean; toString: () => string } {
  // Ajv shares one compiled pattern per `toString()` of what this returns, so it must name the
  // pattern: a plain object's "[object Object]" would make every pattern test like the first.
  const toString = () => `/${source}/${flags}`;
  if (!isSafePattern(source)) return { test: () => false, toString };
  let re: RegExp;
  try {
    re = new RegExp(source, flags);
  } catch {
    return { test: () => false, toString };
  }
  return { test: (s: string) => s.length <= MAX_PATTERN_INPUT && re.test(s), toString };
}
safeRegExp.code = "safeRegExp";

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
