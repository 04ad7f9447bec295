"use client";
export { createBlockCache, type BlockCache, type BlockCacheStats, type MarkdownBlock } from "./block-cache";
export { closeOpenSyntax, PENDING_LINK_HREF, type CloseOptions } from "./close-open-syntax";
export { decodeEntities } from "./entities";
export { defaultMarkdownLimits, type MarkdownLimits, type ResolvedMarkdownLimits } from "./limits";
export { Markdown, type MarkdownProps } from "./markdown";
export { createMarkdownRenderer, MarkdownPart, markdownRenderer, markdownRenderers, type MarkdownOptions } from "./markdown-part";
export type { MarkdownComponents, MarkdownTag, MarkdownUrlTransform } from "./render-tokens";
export type { CodeBlockProps } from "../render/code/code-frame";
