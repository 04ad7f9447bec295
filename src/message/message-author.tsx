"use client";
import { use, type ReactNode } from "react";
import { AuthorsContext, type MessageAuthor, type MessageAuthors } from "../render/authors-context";

// Roles as a reader names them; any other role reads as itself.
const roleNames: Readonly<Record<string, string>> = { assistant: "Assistant", system: "System", developer: "Developer", tool: "Tool" };

/**
 * The name and avatar a turn's header shows: the view's own `author`, else the provider's entry
 * for the full role, then for its kind (`agent` of `agent/researcher`); the name falls back to the
 * role as a reader says it (`Assistant`, `researcher`). The user's own turn has no name unless
 * given one: its bubble says who spoke.
 *
 * @example
 * resolveAuthor("agent/researcher", undefined, { agent: { avatar: "🔎" } }); // { name: "researcher", avatar: "🔎" }
 */
export function resolveAuthor(role: string | undefined, own: MessageAuthor | undefined, authors: MessageAuthors): { readonly name: string | undefined; readonly avatar: ReactNode } {
  const kind = role?.split("/")[0];
  const entry = own ?? (role !== undefined ? (authors[role] ?? (kind !== undefined ? authors[kind] : undefined)) : undefined);
  const fallback = role === undefined || role === "user" ? undefined : (roleNames[role] ?? (role.includes("/") ? role.slice(role.indexOf("/") + 1) : role));
  const name = typeof entry?.name === "string" && entry.name.trim() !== "" ? entry.name : fallback;
  return { name: name || undefined, avatar: entry?.avatar };
}

/** The first letter of a name (a whole grapheme: an emoji, a letter with its accent), for a monogram avatar. */
function initial(name: string): string {
  const first = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name.trim())][0]?.segment ?? "";
  return first.toLocaleUpperCase();
}

/**
 * A turn's author: an avatar (the provider's or the view's; a monogram of the name otherwise, except
 * for the user, whose bubble already says who spoke) and the name. Nothing for a turn with no role,
 * or the user's, unless an author is given.
 *
 * @selector [data-slot="message-author"] holding [data-slot="message-avatar"][data-monogram] and [data-slot="message-author-name"]
 * @example
 * <MessageAuthorLine role="assistant" author={{ name: "Forecaster" }} />
 */
export function MessageAuthorLine({ role, author }: { readonly role: string | undefined; readonly author: MessageAuthor | undefined }) {
  const { name, avatar } = resolveAuthor(role, author, use(AuthorsContext));
  if (name === undefined && avatar === undefined) return null;
  const monogram = avatar === undefined && name !== undefined && role !== "user";
  return (
    <span data-slot="message-author">
      {(avatar !== undefined || monogram) && (
        <span data-slot="message-avatar" data-monogram={monogram ? "" : undefined} aria-hidden="true">
          {monogram ? initial(name) : avatar}
        </span>
      )}
      {name !== undefined && <span data-slot="message-author-name">{name}</span>}
    </span>
  );
}
