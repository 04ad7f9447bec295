import type { RendererDefinition } from "./types";

/**
 * Declares a renderer for the registry. Returns a fresh definition with `label` filled in from
 * the component's `displayName` or name (used in error messages and `data-renderer`).
 *
 * @example
 * const zoomable = defineRenderer({ match: ["image/png", "image/jpeg"], component: ZoomableImage, priority: 10 });
 * const report = defineRenderer({ match: "*\/*", names: "/reports/**", component: ReportCard });
 * <PartkitProvider renderers={[zoomable, report]}>…</PartkitProvider>
 */
export function defineRenderer(definition: RendererDefinition): RendererDefinition {
  const { component } = definition;
  return { ...definition, label: definition.label ?? component.displayName ?? (component.name || "Anonymous renderer") };
}
