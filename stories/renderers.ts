import { CodeBlock, codeRenderers } from "../src/code/index";
import { createMarkdownRenderer, type MarkdownComponents } from "../src/markdown/index";

/** Markdown components with fenced code highlighted by `partkit/code`. */
export const highlightedMarkdown: MarkdownComponents = { codeBlock: CodeBlock };

/** What a chat app registers: markdown whose fenced code is highlighted, and highlighted code parts. */
export const chatRenderers = [createMarkdownRenderer({ components: highlightedMarkdown }), ...codeRenderers];
