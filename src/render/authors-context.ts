"use client";
import { createContext, type ReactNode } from "react";

/**
 * Who a turn is from, as its header shows them: a display name and an avatar (any element: an
 * `<img>`, an icon, initials). Either may be left out; the role stands in for the name, and a
 * monogram of the name for the avatar.
 *
 * @example
 * const author: MessageAuthor = { name: "Forecaster", avatar: <img src="/bot.png" alt="" /> };
 */
export interface MessageAuthor {
  readonly name?: string;
  readonly avatar?: ReactNode;
}

/**
 * Authors by role, for `<PartkitProvider authors>`: the message's full role first
 * (`"agent/researcher"`), then its kind before the slash (`"agent"`). Pass a stable object.
 *
 * @example
 * const authors: MessageAuthors = { assistant: { name: "Claude" }, user: { name: "You" } };
 */
export type MessageAuthors = Readonly<Record<string, MessageAuthor>>;

/**
 * The authors of the enclosing `<PartkitProvider>`s (inner entries win).
 *
 * @example
 * const authors = use(AuthorsContext);
 */
export const AuthorsContext = createContext<MessageAuthors>({});
