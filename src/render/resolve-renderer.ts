import type { Part } from "../model/types";
import { mimeEssence } from "./mime";
import { fallbackRenderer } from "./fallback-renderer";
import type { MatchKind, RendererDefinition } from "./types";

type Pattern =
  | { readonly kind: "exact"; readonly essence: string }
  | { readonly kind: "suffix"; readonly type: string; readonly suffix: string }
  | { readonly kind: "subtype-wildcard"; readonly type: string }
  | { readonly kind: "any" };

interface Compiled {
  readonly renderer: RendererDefinition;
  readonly order: number;
  readonly priority: number;
  readonly patterns: readonly Pattern[];
  readonly names?: (name: string) => boolean;
}

interface Registry {
  readonly byMime: readonly Compiled[];
  readonly byName: readonly Compiled[];
  readonly cache: Map<string, RendererMatch>;
}

/**
 * The outcome of {@link matchRenderer}: the renderer and which rule chose it.
 *
 * @example
 * const m: RendererMatch = { renderer: fallbackRenderer, kind: "fallback" };
 */
export interface RendererMatch {
  readonly renderer: RendererDefinition;
  readonly kind: MatchKind;
}

const rank: Record<MatchKind, number> = { name: 0, exact: 1, suffix: 2, "subtype-wildcard": 3, any: 4, fallback: 5 };
const registries = new WeakMap<readonly RendererDefinition[], Registry>();

function compilePattern(raw: string): Pattern {
  const p = raw.trim().toLowerCase();
  if (p === "*" || p === "**" || p === "*/*") return { kind: "any" };
  const suffix = /^([^/]+)\/\*\+([a-z0-9.-]+)$/.exec(p);
  if (suffix) return { kind: "suffix", type: suffix[1]!, suffix: suffix[2]! };
  const wildcard = /^([^/]+)\/\*$/.exec(p);
  if (wildcard) return { kind: "subtype-wildcard", type: wildcard[1]! };
  return { kind: "exact", essence: mimeEssence(p) || p };
}

function patternKind(pattern: Pattern, essence: string): MatchKind | undefined {
  if (pattern.kind === "any") return "any";
  if (essence === "") return undefined;
  const slash = essence.indexOf("/");
  const type = essence.slice(0, slash);
  switch (pattern.kind) {
    case "exact":
      return pattern.essence === essence ? "exact" : undefined;
    case "suffix":
      return essence.endsWith(`+${pattern.suffix}`) && (pattern.type === "*" || pattern.type === type) ? "suffix" : undefined;
    case "subtype-wildcard":
      return pattern.type === type ? "subtype-wildcard" : undefined;
  }
}

function compile(renderers: readonly RendererDefinition[]): Registry {
  const byMime: Compiled[] = [];
  const byName: Compiled[] = [];
  renderers.forEach((renderer, order) => {
    const match = typeof renderer.match === "string" ? [renderer.match] : renderer.match;
    const entry = { renderer, order, priority: renderer.priority ?? 0, patterns: match.map(compilePattern) };
    if (renderer.matchName) byName.push({ ...entry, names: renderer.matchName });
    else if (renderer.names === undefined) byMime.push(entry);
    else throw new TypeError(`Renderer "${renderer.label ?? "unlabelled"}" has \`names\` but was not made with defineRenderer(), which compiles them.`);
  });
  return { byMime, byName, cache: new Map() };
}

/** Best kind this renderer matches with, or undefined. */
function bestKind(entry: Compiled, essence: string): MatchKind | undefined {
  let best: MatchKind | undefined;
  for (const pattern of entry.patterns) {
    const kind = patternKind(pattern, essence);
    if (kind !== undefined && (best === undefined || rank[kind] < rank[best])) best = kind;
  }
  return best;
}

function pick(entries: readonly Compiled[], essence: string, asKind?: MatchKind): RendererMatch | undefined {
  let winner: Compiled | undefined;
  let winnerKind: MatchKind | undefined;
  for (const entry of entries) {
    const kind = bestKind(entry, essence);
    if (kind === undefined) continue;
    const better =
      winner === undefined ||
      rank[kind] < rank[winnerKind!] ||
      (rank[kind] === rank[winnerKind!] && (entry.priority > winner.priority || (entry.priority === winner.priority && entry.order > winner.order)));
    if (better) {
      winner = entry;
      winnerKind = kind;
    }
  }
  return winner && { renderer: winner.renderer, kind: asKind ?? winnerKind! };
}

/**
 * Like {@link resolveRenderer}, and also says which rule decided (for devtools, tests and
 * `data-match` attributes).
 *
 * @example
 * matchRenderer({ contentType: "application/vnd.acme+json" }, defaultRenderers).kind // "suffix"
 */
export function matchRenderer(part: Part, renderers: readonly RendererDefinition[]): RendererMatch {
  let registry = registries.get(renderers);
  if (registry === undefined) {
    registry = compile(renderers);
    registries.set(renderers, registry);
  }
  const essence = mimeEssence(part?.contentType);
  const name = part?.name;
  if (typeof name === "string" && registry.byName.length > 0) {
    const named = pick(
      registry.byName.filter((entry) => entry.names!(name)),
      essence,
      "name",
    );
    if (named) return named;
  }
  let hit = registry.cache.get(essence);
  if (hit === undefined) {
    hit = pick(registry.byMime, essence) ?? { renderer: fallbackRenderer, kind: "fallback" };
    registry.cache.set(essence, hit);
  }
  return hit;
}

/**
 * Picks the renderer for a part. Rules, in order; the first rule with any match decides:
 *
 * 1. **Per-part override**: renderers with `names` whose glob (picomatch `{ dot: true }`, the
 *    same matcher schemas use; compiled by {@link defineRenderer}) or `matchName` predicate
 *    accepts `part.name` and whose `match` accepts the type (use `"*\/*"` for any).
 * 2. **Exact MIME**: `match` equals the part's lowercased essence (`; charset=…` ignored).
 * 3. **Structured suffix**: `application/*+json`, `*\/*+xml`… match `application/vnd.x+json`.
 * 4. **Type wildcard**: `image/*`.
 * 5. **Any**: `*\/*`.
 * 6. **Fallback**: {@link fallbackRenderer}, a card with type, size, name and download.
 *
 * Within a rule the higher `priority` wins, then the later registration, so renderers an app
 * appends beat the built-ins. Results are cached per renderer list and content type: pass a
 * stable array (module constant or memoised).
 *
 * @example
 * const renderers = [...defaultRenderers, defineRenderer({ match: "image/*", component: Zoomable })];
 * resolveRenderer({ contentType: "image/png", contentUrl: "/a.png" }, renderers).component === Zoomable // true
 */
export function resolveRenderer(part: Part, renderers: readonly RendererDefinition[]): RendererDefinition {
  return matchRenderer(part, renderers).renderer;
}
