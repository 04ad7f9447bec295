export { ContentStatus, type ContentStatusProps } from "./content-status";
export * from "./builtin-renderers";
export { defaultRenderers, preloadRenderers } from "./default-renderers";
export { defineRenderer } from "./define-renderer";
export { JsonTree, type JsonTreeProps } from "./json/json-tree";
export { LinkifiedText } from "./linkified-text";
export { MessageContext, useMessageContext, usePartLink, type MessageContextValue } from "./message-context";
export {
  PartContent,
  type PartContentLoadProps,
  type PartContentProps,
  type PartContentResultProps,
  type PartContentViewProps,
} from "./part-content";
export {
  usePartContent,
  type PartContentAs,
  type PartContentCommon,
  type PartContentDecoded,
  type PartContentFailed,
  type PartContentInvalid,
  type PartContentOptions,
  type PartContentPending,
  type PartContentReady,
  type PartContentResult,
} from "./use-part-content";
export { PartErrorBoundary, type PartErrorBoundaryProps, type PartErrorBoundaryState } from "./part-error-boundary";
export { partLabel, partSize, partTitle } from "./part-info";
export { PartView, type PartViewProps } from "./part-view";
export { PartkitProvider, useRenderers, type PartkitProviderProps } from "./partkit-context";
export { RawText } from "./raw-text";
export { matchRenderer, resolveRenderer, type RendererMatch } from "./resolve-renderer";
export { CitationPart } from "./renderers/citation";
export { CodePart } from "./renderers/code";
export { CodeFrame, type CodeBlockProps, type CodeFrameProps } from "./code/code-frame";
export { DataPart } from "./renderers/data-message";
export { DownloadLink, FallbackPart } from "./renderers/fallback";
export { HtmlPart } from "./renderers/html";
export { ImagePart } from "./renderers/image";
export { JsonContent, type JsonContentProps } from "./renderers/json-content";
export { JsonPart } from "./renderers/json";
export { MediaPart } from "./renderers/media";
export { PdfPart } from "./renderers/pdf";
export { PromptPart } from "./renderers/prompt";
export { ProviderItemPart } from "./renderers/provider-item";
export { ReasoningPart } from "./renderers/reasoning";
export { RefusalPart } from "./renderers/refusal";
export { ResourceRefPart } from "./renderers/resource-ref";
export { SummaryPart } from "./renderers/summary";
export { TextPart } from "./renderers/text";
export { ToolCallPart } from "./renderers/tool-call";
export { ToolResultPart } from "./renderers/tool-result";
export type * from "./types";
export type { LazyComponent } from "../internal/lazy-component";
export { ToolCall, type ToolCallDivProps, type ToolCallParts, type ToolCallRootProps, type ToolCallTriggerProps } from "./tools/tool-call-parts";
export { useToolCall, type ToolCallContextValue } from "./tools/tool-call-context";
export type { ToolCallComponentProps } from "./tools/tool-card-props";
export type { MessageComponents } from "./components-context";
export type { MessageAuthor, MessageAuthors } from "./authors-context";
export { SchemaValue } from "./tools/schema-value";
export type { ToolApprovalEvent, ToolDecision, ToolEditorProps, ToolEntry, ToolRenderProps, ToolRenderResult, ToolResultEvent, ToolSchema, ToolsMap } from "./tools/tools-context";
export { defineTool, type DefineToolOptions } from "./tools/define-tool";
export type { ToolDefinition } from "../model/vocabulary/tool-definition";
export type { SchemaType, TypedSchema } from "../model/vocabulary/tool-schema";
