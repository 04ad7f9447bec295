import { lazyComponent } from "../internal/lazy-component";
import type { RendererDefinition } from "./types";

/**
 * The renderer {@link resolveRenderer} returns when nothing else matches. Not part of any list:
 * to change the fallback, register your own under `"*\/*"`.
 *
 * @example
 * resolveRenderer({ contentType: "application/x-unknown" }, []) === fallbackRenderer // true
 */
export const fallbackRenderer: RendererDefinition = {
  match: "*/*",
  component: lazyComponent("FallbackPart", () => import("./renderers/fallback").then((m) => m.FallbackPart)),
  label: "Fallback",
};
