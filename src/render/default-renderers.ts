import { textRenderer } from "./renderers/text";
import type { RendererDefinition } from "./types";

/**
 * The light built-in renderers, in registration order (later wins ties). `<PartkitProvider>`
 * always starts from this list; spread it yourself when calling {@link resolveRenderer} directly.
 * Heavier renderers (markdown, highlighted code, forms) live in their own entries.
 *
 * @example
 * resolveRenderer(part, [...defaultRenderers, myRenderer]);
 */
export const defaultRenderers: readonly RendererDefinition[] = [textRenderer];
