import { parseContentType } from "../../model/content-type";
import type { Part } from "../../model/types";

/**
 * Source-code MIME types and the language each means (the names highlighters use). `+xml` types
 * are added by the renderer's match list.
 *
 * @example
 * codeContentTypes["text/x-python"] // "python"
 */
export const codeContentTypes: Readonly<Record<string, string>> = {
  "text/x-python": "python",
  "text/x-script.python": "python",
  "application/x-python": "python",
  "application/x-python-code": "python",
  "application/javascript": "javascript",
  "text/javascript": "javascript",
  "application/ecmascript": "javascript",
  "application/x-javascript": "javascript",
  "text/jsx": "jsx",
  "application/typescript": "typescript",
  "application/x-typescript": "typescript",
  "text/typescript": "typescript",
  "text/x-typescript": "typescript",
  "text/tsx": "tsx",
  "application/x-sh": "bash",
  "application/x-shellscript": "bash",
  "text/x-sh": "bash",
  "text/x-shellscript": "bash",
  "text/css": "css",
  "text/x-scss": "scss",
  "application/sql": "sql",
  "text/x-sql": "sql",
  "text/x-c": "c",
  "text/x-csrc": "c",
  "text/x-c++src": "cpp",
  "text/x-java": "java",
  "text/x-java-source": "java",
  "text/x-go": "go",
  "text/x-rust": "rust",
  "text/rust": "rust",
  "text/x-ruby": "ruby",
  "application/x-ruby": "ruby",
  "text/x-php": "php",
  "application/x-httpd-php": "php",
  "text/x-kotlin": "kotlin",
  "text/x-swift": "swift",
  "text/x-csharp": "csharp",
  "text/x-lua": "lua",
  "text/x-perl": "perl",
  "text/x-r": "r",
  "text/x-scala": "scala",
  "text/x-haskell": "haskell",
  "application/yaml": "yaml",
  "application/x-yaml": "yaml",
  "text/yaml": "yaml",
  "text/x-yaml": "yaml",
  "application/toml": "toml",
  "text/x-toml": "toml",
  "application/xml": "xml",
  "text/xml": "xml",
  "text/x-diff": "diff",
  "text/x-patch": "diff",
  "application/graphql": "graphql",
  "text/x-dockerfile": "dockerfile",
  "text/x-makefile": "makefile",
  "text/x-ini": "ini",
  "application/x-latex": "latex",
};

/**
 * The language of a code part: a `language` (or `lang`) content-type parameter, then
 * `metadata.language`, then the MIME type's language from {@link codeContentTypes}
 * (`+xml` types are `"xml"`). `undefined` when unknown.
 *
 * @example
 * codeLanguage({ contentType: "text/plain; language=rust" }) // "rust"
 * codeLanguage({ contentType: "application/javascript" }) // "javascript"
 */
export function codeLanguage(part: Part): string | undefined {
  const parsed = parseContentType(part?.contentType);
  const param = parsed?.params.language ?? parsed?.params.lang;
  if (param) return param.toLowerCase();
  const meta = part?.metadata?.language;
  if (typeof meta === "string" && meta !== "") return meta.toLowerCase();
  if (!parsed) return undefined;
  return codeContentTypes[parsed.essence] ?? (parsed.subtype.endsWith("+xml") ? "xml" : undefined);
}
