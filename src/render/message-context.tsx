"use client";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import type { MessageBody, Part } from "../model/types";
import type { ToolLink } from "../model/vocabulary/tool-links";

/**
 * What `<MessageView>` tells the renderers inside it: the whole body, and how to point at another
 * part (a tool result linking to its call, a citation to its source).
 *
 * @example
 * const { body, open } = useMessageContext() ?? {};
 */
export interface MessageContextValue {
  readonly body: MessageBody;
  /** The DOM id a part with this name renders under (for `href="#…"` and `aria-controls`). */
  readonly domId: (name: string) => string;
  /** Shows the named part: selects it in the split layout, scrolls to it in the inline one. */
  readonly open: (name: string) => void;
  /** The name of the tool-call part with this call id, when the body has one. */
  readonly toolCallName: (callId: string) => string | undefined;
  /** The name of the tool-result part for this call id, when the body has one. */
  readonly toolResultName: (callId: string) => string | undefined;
  /**
   * What the message knows of this call id: the tool's name (from the call or a result, so a
   * result can say what it answers) and whether a result says the call failed.
   */
  readonly toolLink?: (callId: string) => Pick<ToolLink<number>, "toolName" | "failed"> | undefined;
  /** The result parts that answer this call id, in order (readable), for views that show results as values. */
  readonly resultParts?: (callId: string) => readonly Part[];
  /**
   * What the layout shows under a call (inline), rendered: its `results`, and the parts they
   * carry (`carried`: a result's image or file, named under the result or the call), which stay in
   * view when the call folds. Undefined when results are shown elsewhere.
   */
  readonly attachedResults?: (callId: string) => { readonly results?: ReactNode; readonly carried?: ReactNode } | undefined;
  /**
   * The part `open` was last asked to show (a new object each time, so asking again is seen), for
   * parts that hide others, such as a folded tool call, to unfold.
   */
  readonly revealed?: { readonly name: string };
}

/**
 * Context `<MessageView>` provides; `undefined` for a `<PartView>` rendered on its own.
 *
 * @example
 * <MessageContext value={value}><PartView part={part} /></MessageContext>
 */
export const MessageContext = createContext<MessageContextValue | undefined>(undefined);

/**
 * The enclosing `<MessageView>`'s context, if any.
 *
 * @example
 * const message = useMessageContext();
 * const hasSources = message?.body.parts.some((p) => p.name?.startsWith("/sources/"));
 */
export function useMessageContext(): MessageContextValue | undefined {
  return useContext(MessageContext);
}

/**
 * Props for an `<a>` that shows another part of the same message, or `undefined` when there is
 * no such part (render plain text then).
 *
 * @example
 * const link = usePartLink("/tool-calls/call_1");
 * return link ? <a {...link}>the call</a> : <span>the call</span>;
 */
export function usePartLink(name: string | undefined): { href: string; onClick: (event: MouseEvent) => void } | undefined {
  const message = useMessageContext();
  if (!message || name === undefined || !message.body.parts.some((part) => part?.name === name)) return undefined;
  return {
    href: `#${encodeURIComponent(message.domId(name))}`,
    onClick: (event) => {
      event.preventDefault();
      message.open(name);
    },
  };
}

/**
 * `true` inside a tool call's card, where `<MessageView>` shows the call's results: a result
 * there needs no title or link back to its call.
 *
 * @example
 * <AttachedToCall value={true}><PartView part={result} /></AttachedToCall>
 */
export const AttachedToCall = createContext(false);

/**
 * `true` where a part has the room of a preview pane (`<MessageView layout="split">`'s preview):
 * a document shows in full there, while a conversation turn shows it as a compact card.
 *
 * @example
 * <InPreview value={true}><PartView part={pdf} /></InPreview>
 */
export const InPreview = createContext(false);

/**
 * Whether a part shows in a conversation turn (inside `<MessageView>`, not its preview pane),
 * where large documents are compact cards that open full size.
 *
 * @example
 * const compact = useInTurn();
 */
export function useInTurn(): boolean {
  const message = useContext(MessageContext);
  const preview = useContext(InPreview);
  return message !== undefined && !preview;
}
