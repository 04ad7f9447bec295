import { lazyComponent } from "../internal/lazy-component";
import { PARTKIT_CONTENT_TYPES as CT } from "../model/vocabulary/content-types";
import { codeMatch } from "./code/code-match";
import { TextPart } from "./renderers/text";
import type { PartRendererProps, RendererDefinition } from "./types";

export { fallbackRenderer } from "./fallback-renderer";

// Only plain text renders from the main chunk; every other built-in is fetched the first time a
// part needs it (or by preloadRenderers), so an app pays for the renderers its messages use.

/**
 * The built-in renderer for `text/plain`, `text/markdown` (until `partkit/markdown` is added) and
 * any other `text/*` type nothing more specific claims.
 *
 * @example
 * const renderers = [textRenderer, fallbackRenderer];
 */
export const textRenderer: RendererDefinition = {
  match: ["text/plain", "text/markdown", "text/x-markdown", "text/*"],
  component: TextPart,
  label: "Text",
};

/**
 * The built-in renderer for source code: the MIME types in `codeContentTypes` and `+xml` types.
 *
 * @example
 * const highlighted = defineRenderer({ ...codeRenderer, component: HighlightedCode, priority: 10 };
 */
export const codeRenderer: RendererDefinition = { match: codeMatch, component: lazyComponent("CodePart", () => import("./renderers/code").then((m) => m.CodePart)), label: "Code" };

/**
 * The built-in renderer for `application/json` and `application/*+json`.
 *
 * @example
 * resolveRenderer({ contentType: "application/ld+json" }, defaultRenderers) === jsonRenderer // true
 */
export const jsonRenderer: RendererDefinition = { match: ["application/json", "text/json", "application/*+json", "*/*+json"], component: lazyComponent("JsonPart", () => import("./renderers/json").then((m) => m.JsonPart)), label: "JSON" };

/**
 * `text/csv` and `text/tab-separated-values` as a table (first row the header, long tables
 * virtualised). Its code and the CSV parser (papaparse) are fetched the first time a table
 * renders, or by `preloadRenderers()`; until then it suspends, like every lazy built-in.
 *
 * @selector [data-slot="csv-part"][data-state="idle" | "loading" | "ready" | "empty" | "error"]
 * @example
 * <Suspense fallback={null}><CsvPart part={{ contentType: "text/csv", content: "name,age\nAda,36" }} /></Suspense>
 */
export const CsvPart = lazyComponent<PartRendererProps>("CsvPart", () => import("./renderers/csv").then((m) => m.CsvPart));

/**
 * The built-in renderer for CSV and TSV.
 *
 * @example
 * resolveRenderer({ contentType: "text/csv; header=present" }, defaultRenderers) === csvRenderer // true
 */
export const csvRenderer: RendererDefinition = { match: ["text/csv", "text/tab-separated-values", "application/csv"], component: CsvPart, label: "Table" };

/**
 * The built-in renderer for images. `image/svg+xml` is listed exactly so it beats the `+xml` code
 * renderer.
 *
 * @example
 * resolveRenderer({ contentType: "image/webp" }, defaultRenderers) === imageRenderer // true
 */
export const imageRenderer: RendererDefinition = { match: ["image/*", "image/svg+xml"], component: lazyComponent("ImagePart", () => import("./renderers/image").then((m) => m.ImagePart)), label: "Image" };

/**
 * The built-in renderer for audio and video.
 *
 * @example
 * resolveRenderer({ contentType: "video/mp4" }, defaultRenderers) === mediaRenderer // true
 */
export const mediaRenderer: RendererDefinition = { match: ["audio/*", "video/*"], component: lazyComponent("MediaPart", () => import("./renderers/media").then((m) => m.MediaPart)), label: "Media" };

/**
 * The built-in renderer for PDF documents.
 *
 * @example
 * resolveRenderer({ contentType: "application/pdf" }, defaultRenderers) === pdfRenderer // true
 */
export const pdfRenderer: RendererDefinition = { match: "application/pdf", component: lazyComponent("PdfPart", () => import("./renderers/pdf").then((m) => m.PdfPart)), label: "PDF" };

/**
 * The built-in renderer for HTML documents.
 *
 * @example
 * resolveRenderer({ contentType: "text/html; charset=utf-8" }, defaultRenderers) === htmlRenderer // true
 */
export const htmlRenderer: RendererDefinition = { match: ["text/html", "application/xhtml+xml"], component: lazyComponent("HtmlPart", () => import("./renderers/html").then((m) => m.HtmlPart)), label: "HTML" };

/**
 * The built-in renderer for reasoning / thinking parts.
 *
 * @example
 * resolveRenderer({ contentType: "text/vnd.partkit.reasoning" }, defaultRenderers) === reasoningRenderer // true
 */
export const reasoningRenderer: RendererDefinition = { match: CT.reasoning, component: lazyComponent("ReasoningPart", () => import("./renderers/reasoning").then((m) => m.ReasoningPart)), label: "Reasoning" };

/**
 * The built-in renderer for summaries that stand in for earlier context (a compaction marker).
 *
 * @example
 * resolveRenderer({ contentType: "text/vnd.partkit.summary" }, defaultRenderers) === summaryRenderer // true
 */
export const summaryRenderer: RendererDefinition = { match: CT.summary, component: lazyComponent("SummaryPart", () => import("./renderers/summary").then((m) => m.SummaryPart)), label: "Summary" };

/**
 * The built-in renderer for refusals.
 *
 * @example
 * resolveRenderer({ contentType: "text/vnd.partkit.refusal" }, defaultRenderers) === refusalRenderer // true
 */
export const refusalRenderer: RendererDefinition = { match: CT.refusal, component: lazyComponent("RefusalPart", () => import("./renderers/refusal").then((m) => m.RefusalPart)), label: "Refusal" };

/**
 * The built-in renderer for tool calls.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.tool-call+json" }, defaultRenderers) === toolCallRenderer // true
 */
export const toolCallRenderer: RendererDefinition = { match: CT.toolCall, component: lazyComponent("ToolCallPart", () => import("./renderers/tool-call").then((m) => m.ToolCallPart)), label: "Tool call" };

/**
 * The built-in renderer for tool results.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.tool-result+json" }, defaultRenderers) === toolResultRenderer // true
 */
export const toolResultRenderer: RendererDefinition = { match: CT.toolResult, component: lazyComponent("ToolResultPart", () => import("./renderers/tool-result").then((m) => m.ToolResultPart)), label: "Tool result" };

/**
 * The built-in renderer for citations and sources.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.citation+json" }, defaultRenderers) === citationRenderer // true
 */
export const citationRenderer: RendererDefinition = { match: CT.citation, component: lazyComponent("CitationPart", () => import("./renderers/citation").then((m) => m.CitationPart)), label: "Citation" };

/**
 * The built-in renderer for Data and Input messages.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.input+json" }, defaultRenderers) === dataRenderer // true
 */
export const dataRenderer: RendererDefinition = { match: [CT.data, CT.input], component: lazyComponent("DataPart", () => import("./renderers/data-message").then((m) => m.DataPart)), label: "Data" };

/**
 * The built-in renderer for resource references.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.resource-ref+json" }, defaultRenderers) === resourceRefRenderer // true
 */
export const resourceRefRenderer: RendererDefinition = { match: CT.resourceRef, component: lazyComponent("ResourceRefPart", () => import("./renderers/resource-ref").then((m) => m.ResourceRefPart)), label: "Resource reference" };

/**
 * The built-in renderer for prompt requests and results.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.prompt-result+json" }, defaultRenderers) === promptRenderer // true
 */
export const promptRenderer: RendererDefinition = { match: [CT.promptRequest, CT.promptResult], component: lazyComponent("PromptPart", () => import("./renderers/prompt").then((m) => m.PromptPart)), label: "Prompt" };

/**
 * The built-in renderer for provider items.
 *
 * @example
 * resolveRenderer({ contentType: "application/vnd.partkit.provider-item+json" }, defaultRenderers) === providerItemRenderer // true
 */
export const providerItemRenderer: RendererDefinition = { match: CT.providerItem, component: lazyComponent("ProviderItemPart", () => import("./renderers/provider-item").then((m) => m.ProviderItemPart)), label: "Provider item" };

