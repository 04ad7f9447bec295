/**
 * The `ui://` resource a tool declares for its app (`_meta.ui.resourceUri`, or the older
 * `_meta["ui/resourceUri"]`, or the OpenAI Apps SDK's `_meta["openai/outputTemplate"]`), or
 * `undefined` when it has none or the value is not a `ui://` URI. Never throws.
 *
 * @example
 * toolAppUri({ name: "weather", _meta: { ui: { resourceUri: "ui://weather/app.html" } } }); // "ui://weather/app.html"
 */
export function toolAppUri(tool: unknown): string | undefined {
  if (typeof tool !== "object" || tool === null) return undefined;
  const meta = (tool as { _meta?: unknown })._meta;
  if (typeof meta !== "object" || meta === null) return undefined;
  const ui = (meta as { ui?: unknown }).ui;
  const uri = typeof ui === "object" && ui !== null ? (ui as { resourceUri?: unknown }).resourceUri : undefined;
  const value = uri ?? (meta as Record<string, unknown>)["ui/resourceUri"] ?? (meta as Record<string, unknown>)["openai/outputTemplate"];
  return typeof value === "string" && value.startsWith("ui://") ? value : undefined;
}

/**
 * Whether an app may call this tool: its `_meta.ui.visibility` includes `"app"`, or it sets none
 * (the spec's default is visible to both the model and apps).
 *
 * @example
 * toolCallableByApps({ name: "secret", _meta: { ui: { visibility: ["model"] } } }); // false
 */
export function toolCallableByApps(tool: unknown): boolean {
  const meta = typeof tool === "object" && tool !== null ? (tool as { _meta?: { ui?: { visibility?: unknown } } })._meta : undefined;
  const visibility = meta?.ui?.visibility;
  return !Array.isArray(visibility) || visibility.includes("app");
}
