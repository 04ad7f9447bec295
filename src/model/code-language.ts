import { parseContentType } from "./content-type";
import type { Part } from "./types";

/**
 * Content types of source code and the language each one means (the names highlighters use).
 * The built-in code renderer and `partkit/code` match all of them, plus `+xml` types.
 *
 * @example
 * codeContentTypes["text/x-python"] // "python"
 */
export const codeContentTypes: Readonly<Record<string, string>> = Object.freeze({
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
  "text/x-python3": "python",
  "text/x-c++": "cpp",
  "text/x-c++hdr": "cpp",
  "text/x-chdr": "c",
  "text/x-objective-c": "objectivec",
  "text/x-less": "less",
  "text/x-vb": "vbnet",
  "application/wat": "wasm",
});

// Fence info strings and file extensions that highlight.js does not know as aliases.
const aliases: Readonly<Record<string, string>> = {
  "c++": "cpp",
  "c#": "csharp",
  cs: "csharp",
  golang: "go",
  hpp: "cpp",
  h: "c",
  jsonc: "json",
  json5: "json",
  py3: "python",
  python3: "python",
  rs: "rust",
  shell: "bash",
  shellscript: "bash",
  console: "shell",
  text: "plaintext",
  txt: "plaintext",
  plain: "plaintext",
  toml: "ini",
  yml: "yaml",
  md: "markdown",
  objc: "objectivec",
  "objective-c": "objectivec",
  patch: "diff",
  mk: "makefile",
  svg: "xml",
  html: "xml",
  vue: "xml",
};

/**
 * Normalises a fence info string or language hint to a highlighter language name: the first
 * word, lowercased, without a `language-` prefix or `{.class}` braces, with common aliases
 * resolved (`c++` → `cpp`, `yml` → `yaml`). Returns `undefined` for an empty hint.
 *
 * @example
 * normalizeLanguage("ts title=app.ts") // "ts" (the highlighter knows ts as TypeScript)
 * normalizeLanguage("{.python}")       // "python"
 * normalizeLanguage("C++")             // "cpp"
 */
export function normalizeLanguage(hint: string | undefined | null): string | undefined {
  if (typeof hint !== "string") return undefined;
  const word = hint
    .trim()
    .replace(/^\{\s*\.?/, "")
    .split(/[\s,{}]+/)[0]
    ?.toLowerCase()
    .replace(/^language-/, "");
  // Any word a fence can carry (`föö`, `;`), but never markup or quotes.
  if (!word || word.length > 40 || /["'<>`&\p{C}]/u.test(word)) return undefined;
  return aliases[word] ?? word;
}

/**
 * The language of a code part, normalised ({@link normalizeLanguage}): a `language` (or `lang`)
 * content-type parameter or `metadata.language`, else the content type ({@link codeContentTypes},
 * `+xml` types as `"xml"`, or a `text/x-<lang>` subtype), else the extension of its name.
 * `undefined` when unknown.
 *
 * @example
 * codeLanguage({ contentType: "text/plain; language=Rust" })                          // "rust"
 * codeLanguage({ contentType: "text/x-python", content: "print(1)" })                 // "python"
 * codeLanguage({ name: "/files/app.ts", contentType: "application/octet-stream" })    // "ts"
 */
export function codeLanguage(part: Part): string | undefined {
  const parsed = parseContentType(part?.contentType);
  const hint = parsed?.params.language ?? parsed?.params.lang ?? (typeof part?.metadata?.language === "string" ? part.metadata.language : undefined);
  const hinted = normalizeLanguage(hint);
  if (hinted) return hinted;
  if (parsed) {
    const mapped = codeContentTypes[parsed.essence] ?? (parsed.subtype.endsWith("+xml") ? "xml" : undefined);
    if (mapped) return mapped;
    const sub = /^(?:text|application)\/x-([a-z0-9+#.-]+)$/.exec(parsed.essence)?.[1];
    if (sub) return normalizeLanguage(sub.replace(/-?src$|-?source$/, ""));
  }
  const extension = typeof part?.name === "string" ? /\.([A-Za-z0-9+#]{1,12})$/.exec(part.name)?.[1] : undefined;
  return extension ? normalizeLanguage(extension) : undefined;
}
