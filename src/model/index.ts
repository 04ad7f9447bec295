export type * from "./types";
export { isValidPartName } from "./part-name";
export { parseContentType, type ParsedContentType } from "./content-type";
export { codeContentTypes, codeLanguage, normalizeLanguage } from "./code-language";
export { validateBody, type ValidateBodyOptions } from "./validate-body";
export { listParts, getPart } from "./list-parts";
export { readablePart, unreadableReason } from "./readable-part";
export { PARTKIT_CONTENT_TYPES, type PartkitContentType } from "./vocabulary/content-types";
export type {
  CitationContent,
  PartReference,
  PromptMessage,
  PromptRequestContent,
  PromptResultContent,
  ProviderItemInfo,
  ResourceRefContent,
  ToolCallContent,
  ToolResultContent,
} from "./vocabulary/payloads";
export {
  readCitation,
  readDataContent,
  readPromptRequest,
  readPromptResult,
  readProviderItem,
  readReferences,
  readResourceRef,
  readToolCall,
  readToolResult,
} from "./vocabulary/readers";
export { collectToolLinks, linkToolCalls, toolPartRef, type ToolLink, type ToolPartRef } from "./vocabulary/tool-links";
export { toolCallState, type ToolCallState } from "./vocabulary/tool-call-state";
export { parseToolText, toolPayloadOf, type ParsedToolPayload } from "./vocabulary/tool-payload";
export {
  readToolCallText,
  readToolResultText,
  toolCallFrom,
  toolCallOf,
  toolResultFrom,
  toolResultOf,
  toolValue,
  type ToolApprovalInfo,
  type ToolCallData,
  type ToolPayload,
  type ToolResultData,
} from "./vocabulary/tool-parts";
export { partKind, readPartKind, type PartKind, type TypedPartBase, type UnreadableTypedPart } from "./part-kind";
export { readPart, type ToolCallTypedPart, type ToolResultTypedPart, type TypedPart } from "./read-part";
export { partTree } from "./part-tree";
export { decodeContent } from "./decode-content";
export { checkCompatibility } from "./compatibility/check-compatibility";
export { mergeData } from "./merge-data";
export { dataToLlmText } from "./data-llm-text";
export * from "./stream";
