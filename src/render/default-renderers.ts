import { isLazyComponent } from "../internal/lazy-component";
import {
  citationRenderer,
  codeRenderer,
  csvRenderer,
  dataRenderer,
  fallbackRenderer,
  htmlRenderer,
  imageRenderer,
  jsonRenderer,
  mediaRenderer,
  pdfRenderer,
  promptRenderer,
  providerItemRenderer,
  reasoningRenderer,
  refusalRenderer,
  resourceRefRenderer,
  summaryRenderer,
  textRenderer,
  toolCallRenderer,
  toolResultRenderer,
} from "./builtin-renderers";
import { registeredPreloads } from "../internal/preload-registry";
import type { RendererDefinition } from "./types";

/**
 * The light built-in renderers, in registration order (later wins ties). `<PartkitProvider>`
 * always starts from this list; spread it yourself when calling {@link resolveRenderer} directly.
 * Heavier renderers (markdown, highlighted code, forms) live in their own entries and are added
 * through the provider's `renderers`. Except plain text, each one's code is fetched the first
 * time a part needs it; {@link preloadRenderers} fetches them ahead of time.
 *
 * @example
 * resolveRenderer(part, [...defaultRenderers, myRenderer]);
 */
export const defaultRenderers: readonly RendererDefinition[] = [
  textRenderer,
  codeRenderer,
  jsonRenderer,
  csvRenderer,
  imageRenderer,
  mediaRenderer,
  pdfRenderer,
  htmlRenderer,
  reasoningRenderer,
  summaryRenderer,
  refusalRenderer,
  toolCallRenderer,
  toolResultRenderer,
  citationRenderer,
  dataRenderer,
  resourceRefRenderer,
  promptRenderer,
  providerItemRenderer,
];

/**
 * Fetches the code of lazily loaded renderers now, so that parts render at once instead of
 * showing a placeholder for a moment the first time a content type appears. By default: every
 * built-in renderer plus the pieces loaded on demand by the components the app imports (the part
 * tree and schema notice of `<MessageView>`, the virtualiser of `<MessageList>`). Call it at
 * start-up, or before server rendering, tests or screenshots.
 *
 * @example
 * await preloadRenderers(); // before hydrating, or in a test setup file
 * preloadRenderers([jsonRenderer, csvRenderer]).catch(() => {}); // just these; a failed download shows later as that part's error
 */
export async function preloadRenderers(renderers?: readonly RendererDefinition[]): Promise<void> {
  const components = (renderers ?? [...defaultRenderers, fallbackRenderer]).map((renderer) => renderer.component);
  const lazy = new Set([...components.filter(isLazyComponent), ...(renderers ? [] : registeredPreloads())]);
  await Promise.all([...lazy].map((component) => component.preload()));
}
