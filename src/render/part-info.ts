import { humanizeToolName } from "../internal/humanize";
import { toolPartRef } from "../model/vocabulary/tool-links";
import type { Part } from "../model/types";

/**
 * A short human label for a part, in the order a reader would name it: its `metadata.title`,
 * else the file name an adapter kept in `metadata.filename` (an A2A file part's `name`, an AI SDK
 * file's `filename`), else the tool's name in words for a tool call ("Get weather" for
 * `get_weather`) or result ("Get weather result"),
 * else the last segment of its name, where a number reads with its folder ("/sources/2" is
 * "Source 2"), else its content type.
 *
 * @example
 * partLabel({ name: "/files/report.pdf", contentType: "application/pdf" }) // "report.pdf"
 * partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "itinerary.pdf" } }) // "itinerary.pdf"
 * partLabel({ name: "/sources/2", contentType: "text/uri-list" }) // "Source 2"
 */
export function partLabel(part: Part): string {
  const title = partTitle(part);
  if (title) return title;
  const filename = part?.metadata?.filename;
  // Only a file's own name: a path in it would read as a folder and is not what the user saved.
  if (typeof filename === "string" && filename.trim() !== "") return filename.trim().split(/[\\/]/).filter(Boolean).pop() ?? filename.trim();
  const tool = toolPartRef(part);
  // A tool reads by its name in words ("Get weather"), never by its call id.
  if (tool?.toolName !== undefined && tool.toolName.trim() !== "") return tool.kind === "call" ? humanizeToolName(tool.toolName) : `${humanizeToolName(tool.toolName)} result`;
  const segments = typeof part?.name === "string" ? part.name.split("/").filter(Boolean) : [];
  const last = segments.at(-1);
  if (last !== undefined) return /^\d+$/.test(last) ? `${singular(segments.at(-2))} ${last}` : last;
  return typeof part?.contentType === "string" && part.contentType !== "" ? part.contentType : "unknown part";
}

/** "sources" → "Source", "entries" → "Entry", "status" → "Status"; "Part" at the root. */
function singular(folder: string | undefined): string {
  if (folder === undefined) return "Part";
  const word = folder.replace(/[-_]+/g, " ");
  const one = /ies$/i.test(word) ? `${word.slice(0, -3)}y` : /(ss|x|ch|sh|us)es$/i.test(word) ? word.slice(0, -2) : /[^su]s$/i.test(word) ? word.slice(0, -1) : word;
  return one.charAt(0).toUpperCase() + one.slice(1);
}

/**
 * The human title adapters keep in `metadata.title` (a document's title, a resource's name),
 * when it is a non-empty string; names like `/files/1` say where a part is, not what it is.
 *
 * @example
 * partTitle({ name: "/files/1", contentType: "application/pdf", metadata: { title: "Spec" } }) // "Spec"
 */
export function partTitle(part: Part): string | undefined {
  const title = part?.metadata?.title;
  return typeof title === "string" && title.trim() !== "" ? title.trim() : undefined;
}

/**
 * The size of a part in bytes when it can be known without loading it: inline content (UTF-8 or
 * decoded base64 length) or a numeric `size`/`sizeBytes`/`size_bytes` in its metadata.
 *
 * @example
 * partSize({ contentType: "text/plain", content: "héllo" }) // 6
 */
export function partSize(part: Part): number | undefined {
  const content = part?.content;
  if (typeof content === "string") {
    if (part.contentEncoding === "base64") {
      const compact = content.replace(/[\s=]+/g, "");
      return Math.floor((compact.length * 3) / 4);
    }
    let bytes = 0;
    for (let i = 0; i < content.length; i++) {
      const code = content.charCodeAt(i);
      if (code < 0x80) bytes += 1;
      else if (code < 0x800) bytes += 2;
      else if (code >= 0xd800 && code < 0xdc00) {
        bytes += 4;
        i++;
      } else bytes += 3;
    }
    return bytes;
  }
  const meta = part?.metadata;
  for (const key of ["size", "sizeBytes", "size_bytes"]) {
    const value = meta?.[key];
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}
