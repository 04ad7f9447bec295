import { citationRenderer } from "./renderers/citation";
import { codeRenderer } from "./renderers/code";
import { csvRenderer } from "./renderers/csv";
import { dataRenderer } from "./renderers/data-message";
import { htmlRenderer } from "./renderers/html";
import { imageRenderer } from "./renderers/image";
import { jsonRenderer } from "./renderers/json";
import { mediaRenderer } from "./renderers/media";
import { pdfRenderer } from "./renderers/pdf";
import { promptRenderer } from "./renderers/prompt";
import { providerItemRenderer } from "./renderers/provider-item";
import { reasoningRenderer } from "./renderers/reasoning";
import { refusalRenderer } from "./renderers/refusal";
import { resourceRefRenderer } from "./renderers/resource-ref";
import { textRenderer } from "./renderers/text";
import { toolCallRenderer } from "./renderers/tool-call";
import { toolResultRenderer } from "./renderers/tool-result";
import type { RendererDefinition } from "./types";

/**
 * The light built-in renderers, in registration order (later wins ties). `<PartkitProvider>`
 * always starts from this list; spread it yourself when calling {@link resolveRenderer} directly.
 * Heavier renderers (markdown, highlighted code, forms) live in their own entries and are added
 * through the provider's `renderers`.
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
  refusalRenderer,
  toolCallRenderer,
  toolResultRenderer,
  citationRenderer,
  dataRenderer,
  resourceRefRenderer,
  promptRenderer,
  providerItemRenderer,
];
