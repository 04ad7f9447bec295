import type { Part } from "../model/types";
import { codeContentTypes, codeLanguage } from "../render/renderers/code-types";

/**
 * Content types of source code and the highlighter language each one means: the built-in code
 * renderer's table (`codeContentTypes` from `partkit`) plus a few more. {@link codeRenderer}
 * matches all of them (and `+xml` types), like the plain renderer it upgrades.
 *
 * @example
 * codeMimeTypes["text/x-python"] // "python"
 */
export const codeMimeTypes: Readonly<Record<string, string>> = Object.freeze({
  ...codeContentTypes,
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

const labels: Readonly<Record<string, string>> = {
  arduino: "Arduino", bash: "Bash", c: "C", cpp: "C++", csharp: "C#", css: "CSS", diff: "Diff", go: "Go",
  graphql: "GraphQL", ini: "INI", java: "Java", javascript: "JavaScript", json: "JSON", kotlin: "Kotlin",
  less: "Less", lua: "Lua", makefile: "Makefile", markdown: "Markdown", objectivec: "Objective-C",
  perl: "Perl", php: "PHP", plaintext: "Plain text", python: "Python", r: "R", ruby: "Ruby", rust: "Rust",
  scss: "SCSS", shell: "Shell session", sql: "SQL", swift: "Swift", typescript: "TypeScript",
  vbnet: "VB.NET", wasm: "WebAssembly", xml: "XML", yaml: "YAML", js: "JavaScript", jsx: "JSX", ts: "TypeScript",
  tsx: "TSX", py: "Python", sh: "Shell", zsh: "Zsh", html: "HTML", json5: "JSON5", jsonc: "JSON with comments",
  toml: "TOML", dockerfile: "Dockerfile",
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
  if (!word || !/^[a-z0-9#+._-]{1,40}$/.test(word)) return undefined;
  return aliases[word] ?? word;
}

/**
 * A human label for a language name: `"python"` → `"Python"`; unknown names are returned as-is.
 *
 * @example
 * languageLabel("cpp") // "C++"
 */
export function languageLabel(language: string | undefined): string {
  if (!language) return "Plain text";
  return labels[language] ?? language;
}

/**
 * The highlighter language for a code part: a `language=` content-type parameter or `language`
 * metadata hint, else the content type ({@link codeMimeTypes}, or a `text/x-<lang>` subtype),
 * else the extension of its name.
 *
 * @example
 * languageForPart({ contentType: "text/x-python", content: "print(1)" })                   // "python"
 * languageForPart({ contentType: "text/plain", metadata: { language: "rust" } })           // "rust"
 * languageForPart({ name: "/files/app.ts", contentType: "application/octet-stream" })      // "ts"
 */
export function languageForPart(part: Part): string | undefined {
  const builtIn = normalizeLanguage(codeLanguage(part));
  if (builtIn) return builtIn;
  const essence = (typeof part?.contentType === "string" ? part.contentType : "").split(";")[0]!.trim().toLowerCase();
  const mapped = codeMimeTypes[essence];
  if (mapped) return mapped;
  const sub = /^(?:text|application)\/x-([a-z0-9+#.-]+)$/.exec(essence)?.[1];
  if (sub) return normalizeLanguage(sub.replace(/-?src$|-?source$/, ""));
  const extension = typeof part?.name === "string" ? /\.([A-Za-z0-9+#]{1,12})$/.exec(part.name)?.[1] : undefined;
  return extension ? normalizeLanguage(extension) : undefined;
}
