"use client";
import { createContext, useContext, type MouseEvent, type ReactNode } from "react";
import type { ToolEntry, ToolRenderProps } from "./tools-context";

/**
 * What the parts of a tool card (`ToolCall.Trigger`, `.Status`, `.Arguments`…) share: the typed
 * render props plus the card's own state (open or folded, what the message shows under it).
 *
 * @example
 * const { call, state, open } = useToolCall();
 */
export interface ToolCallContextValue extends ToolRenderProps {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** The id of the card's foldable body, for `aria-controls`. */
  readonly bodyId: string;
  /** The result parts `<MessageView>` shows under the call, rendered. */
  readonly results?: ReactNode;
  /** What those results carry (an image, a file), shown below the fold. */
  readonly carried?: ReactNode;
  /** A link to the result when it is shown elsewhere (the split layout's tree). */
  readonly resultLink?: { readonly href: string; readonly onClick: (event: MouseEvent) => void };
  /** Set while the user's answer to an `askUser` tool is on its way (before the result arrives). */
  readonly answered?: boolean;
  readonly tool?: ToolEntry;
}

/**
 * The context of one tool card, provided by `ToolCall.Root`.
 *
 * @example
 * <ToolCallContext value={value}><ToolCall.Status /></ToolCallContext>
 */
export const ToolCallContext = createContext<ToolCallContextValue | undefined>(undefined);

/**
 * The enclosing tool card's state and actions; throws outside `ToolCall.Root`, where the parts
 * have nothing to show.
 *
 * @example
 * function Elapsed() { const { call } = useToolCall(); return <span>{call.name}</span>; }
 */
export function useToolCall(): ToolCallContextValue {
  const value = useContext(ToolCallContext);
  if (!value) throw new Error("ToolCall parts (ToolCall.Trigger, .Status, .Arguments…) must be inside <ToolCall.Root>.");
  return value;
}
