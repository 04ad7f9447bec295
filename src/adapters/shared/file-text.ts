import type { Part } from "../../model";
import { PARTKIT_CONTENT_TYPES as CT } from "../../model/vocabulary/content-types";
import { isRecord } from "./guards";
import { guessContentType } from "./mime";
import { partNames } from "./part-names";

// Source files the shared MIME table leaves out: a file a tool viewed or wrote shows as code.
const SOURCE: Record<string, string> = {
  py: "text/x-python",
  ts: "text/x-typescript",
  tsx: "text/tsx",
  js: "text/javascript",
  mjs: "text/javascript",
  jsx: "text/jsx",
  sh: "text/x-sh",
  bash: "text/x-sh",
  rs: "text/x-rust",
  go: "text/x-go",
  java: "text/x-java",
  c: "text/x-c",
  h: "text/x-c",
  cpp: "text/x-c++src",
  rb: "text/x-ruby",
  css: "text/css",
  sql: "text/x-sql",
  toml: "text/x-toml",
  diff: "text/x-diff",
  patch: "text/x-diff",
};

/**
 * The content type of a text file by its path: a known document or source type, else `text/plain`.
 *
 * @example
 * textFileType("/tmp/app.py"); // "text/x-python"
 * textFileType("notes");       // "text/plain"
 */
export function textFileType(path: string | undefined): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path ?? "")?.[1]?.toLowerCase();
  const guessed = guessContentType(path);
  return guessed?.startsWith("text/") || guessed === "application/json" || guessed === "application/yaml" ? guessed : ((ext && SOURCE[ext]) ?? "text/plain");
}

/**
 * The arguments of the tool call `id` among `parts` (as the call part holds them), or undefined:
 * a result that shows a file reads its path from the call.
 *
 * @example
 * callArguments(message.parts, "srvtoolu_1"); // { command: "view", path: "/tmp/a.py" }
 */
export function callArguments(parts: readonly Part[], id: string): Record<string, unknown> | undefined {
  const name = partNames.toolCall(id);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    if (part.name !== name || part.contentType !== CT.toolCall || typeof part.content !== "string") continue;
    try {
      const call: unknown = JSON.parse(part.content);
      return isRecord(call) && isRecord(call.arguments) ? call.arguments : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
