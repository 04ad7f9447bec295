"use client";
import { createContext } from "react";

/**
 * Lets a parent of `<MessageList>` (`Thread`) draw the jump-to-latest button itself, where it
 * likes: the list reports whether it follows the latest message and how to go back to it, and
 * leaves out its own "Jump to latest".
 *
 * @example
 * <ListFollowContext value={{ report: (following, jump) => setFollow({ following, jump }) }}>
 *   <MessageList messages={messages} />
 * </ListFollowContext>
 */
export interface ListFollow {
  /** Called on mount, whenever following changes, and with `true` on unmount. */
  readonly report: (following: boolean, jumpToLatest: () => void) => void;
}

/**
 * The {@link ListFollow} a list reports to, if any (internal to partkit).
 *
 * @example
 * const follow = use(ListFollowContext);
 */
export const ListFollowContext = createContext<ListFollow | undefined>(undefined);
