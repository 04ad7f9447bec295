import type { SchemaPart } from "../model/types";

/** Names people use for the types agents ask for most; anything else is shown as its MIME type. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  "application/pdf": "a PDF",
  "application/json": "JSON data",
  "text/markdown": "Markdown text",
  "text/plain": "plain text",
  "text/csv": "a CSV file",
  "text/html": "an HTML page",
  "text/uri-list": "a list of links",
  "text/*": "text",
  "image/*": "an image",
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "audio/*": "an audio file",
  "video/*": "a video",
};

/**
 * What a schema part asks for, in words: its `description` when it has one, else the type and
 * where the part goes ("a PDF under /files/", "Markdown text", "JSON data named /input").
 *
 * @example
 * describeSchemaPart({ name: "/files/*", contentType: "application/pdf" }); // "a PDF under /files/"
 * describeSchemaPart({ contentType: "text/markdown" }); // "Markdown text"
 */
export function describeSchemaPart(part: SchemaPart): string {
  const description = typeof part.description === "string" ? part.description.trim() : "";
  if (description !== "") return description.length > 120 ? `${description.slice(0, 120)}…` : description;
  const type = typeof part.contentType === "string" ? part.contentType.toLowerCase() : "*";
  const what = type === "*" || type === "**" ? "a file" : (TYPE_WORDS[type] ?? `a ${type.length > 60 ? `${type.slice(0, 60)}…` : type} part`);
  const name = typeof part.name === "string" ? part.name : undefined;
  if (name === undefined) return what;
  const star = name.search(/[*?[{]/);
  if (star === -1) return `${what} named ${name}`;
  const folder = name.slice(0, star);
  return folder.endsWith("/") && folder.length > 1 ? `${what} under ${folder}` : `${what} named like ${name}`;
}
