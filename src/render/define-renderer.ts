import { matchGlob } from "../model/glob";
import type { RendererDefinition, RendererInput } from "./types";

/**
 * Declares a renderer for the registry. Returns a fresh definition with `label` filled in from
 * the component's `displayName` or name (used in error messages and `data-renderer`) and `names`
 * globs (picomatch `{ dot: true }`, the matcher schemas use) compiled into `matchName`.
 *
 * @example
 * const zoomable = defineRenderer({ match: ["image/png", "image/jpeg"], component: ZoomableImage, priority: 10 });
 * const report = defineRenderer({ match: "*\/*", names: "/reports/**", component: ReportCard });
 * <PartkitProvider renderers={[zoomable, report]}>…</PartkitProvider>
 */
export function defineRenderer(definition: RendererInput): RendererDefinition {
  const { component, names, matchName } = definition;
  const label = definition.label ?? component.displayName ?? (component.name || "Anonymous renderer");
  if (names === undefined) return { ...definition, names: undefined, label };
  const globs: readonly string[] = typeof names === "string" ? [names] : names;
  return { ...definition, names, label, matchName: matchName ?? ((name: string) => globs.some((glob) => matchGlob(glob, name))) };
}
