import { matchGlob } from "../../model/glob";
import type { ToolEntry, ToolsMap } from "./tools-context";

const globChars = /[*?[\]{}()!+@]/g;

interface Compiled {
  readonly globs: readonly { readonly key: string; readonly literal: number; readonly order: number }[];
  readonly hits: Map<string, ToolEntry | null>;
}

// One compiled view per tools map (the provider keeps the map stable across renders).
const compiled = new WeakMap<ToolsMap, Compiled>();

function compile(tools: ToolsMap): Compiled {
  const keys = Object.keys(tools);
  const globs = keys
    .map((key, order) => ({ key, order, literal: key.replace(globChars, "").length }))
    .filter(({ key, literal }) => literal !== key.length)
    // Most literal characters first; among equals, the later key.
    .sort((a, b) => b.literal - a.literal || b.order - a.order);
  return { globs, hits: new Map() };
}

/**
 * The entry of `tools` for a tool name: the key equal to the name, else the matching glob with the
 * most literal characters (picomatch semantics, as part-name globs), else the later of equals.
 * Cached per map and name. Never throws.
 *
 * @example
 * resolveTool({ "github_*": a, github_create_issue: b }, "github_create_issue"); // b
 * resolveTool({ "*": a, "github_*": b }, "github_search"); // b
 */
export function resolveTool(tools: ToolsMap, name: string): ToolEntry | undefined {
  if (Object.hasOwn(tools, name)) return tools[name];
  let table = compiled.get(tools);
  if (!table) compiled.set(tools, (table = compile(tools)));
  if (table.globs.length === 0) return undefined;
  const known = table.hits.get(name);
  if (known !== undefined) return known ?? undefined;
  const found = table.globs.find(({ key }) => matchGlob(key, name));
  const entry = found ? tools[found.key] : undefined;
  table.hits.set(name, entry ?? null);
  return entry;
}
