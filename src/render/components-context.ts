"use client";
import { createContext, type ComponentType } from "react";
import type { ToolCallComponentProps } from "./tools/tool-card-props";
import type { PartRendererProps } from "./types";

/**
 * Replacements for the default look of a message's parts, by what they are (`<MessageView
 * components>`), as react-markdown's `components` map: each gets the same typed props as the
 * default. `ToolCall` replaces the tool card (compose it from `ToolCall`'s parts, with `card` as
 * `ToolCall.Root`'s value); `Reasoning`, `Citation` and `Attachment` (files and PDFs) replace those
 * renderers.
 *
 * @example
 * const components: MessageComponents = { Reasoning: ({ typed }) => <details><summary>Thought</summary>{typed.part.content}</details> };
 */
export interface MessageComponents {
  readonly ToolCall?: ComponentType<ToolCallComponentProps>;
  readonly Reasoning?: ComponentType<PartRendererProps>;
  readonly Citation?: ComponentType<PartRendererProps>;
  readonly Attachment?: ComponentType<PartRendererProps>;
}

/**
 * The enclosing `<MessageView>`'s `components`.
 *
 * @example
 * const { Reasoning } = use(MessageComponentsContext);
 */
export const MessageComponentsContext = createContext<MessageComponents>({});
