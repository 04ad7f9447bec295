/**
 * Whether a tool declares an MCP App: a `ui://` resource in `_meta.ui.resourceUri` (or the older
 * `_meta["ui/resourceUri"]`). Never throws.
 *
 * @example
 * toolHasApp({ name: "weather", inputSchema: {}, _meta: { ui: { resourceUri: "ui://weather/app.html" } } }); // true
 */
export function toolHasApp(tool: unknown): boolean {
  const meta = typeof tool === "object" && tool !== null ? (tool as { _meta?: unknown })._meta : undefined;
  if (typeof meta !== "object" || meta === null) return false;
  const ui = (meta as { ui?: unknown }).ui;
  const uri = (typeof ui === "object" && ui !== null ? (ui as { resourceUri?: unknown }).resourceUri : undefined) ?? (meta as Record<string, unknown>)["ui/resourceUri"];
  return typeof uri === "string" && uri.startsWith("ui://");
}
