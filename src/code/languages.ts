import type { Part } from "../model/types";

/**
 * Content types of source code and the highlighter language each one means. Used by
 * {@link codeRenderer} (as its `match` list) and {@link languageForPart}.
 *
 * @example
 * codeMimeTypes["text/x-python"] // "python"
 */
export const codeMimeTypes: Readonly<Record<string, string>> = Object.freeze({
  "application/javascript": "javascript",
  "application/x-javascript": "javascript",
  "application/ecmascript": "javascript",
  "text/javascript": "javascript",
  "text/jsx": "javascript",
  "application/typescript": "typescript",
  "application/x-typescript": "typescript",
  "text/typescript": "typescript",
  "text/x-typescript": "typescript",
  "text/tsx": "typescript",
  "text/x-python": "python",
  "text/x-python3": "python",
  "application/x-python": "python",
  "application/x-python-code": "python",
  "text/x-script.python": "python",
  "application/x-sh": "bash",
  "application/x-shellscript": "bash",
  "text/x-sh": "bash",
  "text/x-shellscript": "bash",
  "text/x-c": "c",
  "text/x-csrc": "c",
  "text/x-chdr": "c",
  "text/x-c++": "cpp",
  "text/x-c++src": "cpp",
  "text/x-c++hdr": "cpp",
  "text/x-csharp": "csharp",
  "text/x-java": "java",
  "text/x-java-source": "java",
  "text/x-kotlin": "kotlin",
  "text/x-go": "go",
  "text/x-rust": "rust",
  "text/rust": "rust",
  "text/x-ruby": "ruby",
  "application/x-ruby": "ruby",
  "text/x-php": "php",
  "application/x-httpd-php": "php",
  "text/x-swift": "swift",
  "text/x-lua": "lua",
  "text/x-perl": "perl",
  "text/x-r": "r",
  "text/x-objective-c": "objectivec",
  "text/x-scss": "scss",
  "text/x-less": "less",
  "text/css": "css",
  "application/sql": "sql",
  "text/x-sql": "sql",
  "application/graphql": "graphql",
  "application/x-yaml": "yaml",
  "application/yaml": "yaml",
  "text/yaml": "yaml",
  "text/x-yaml": "yaml",
  "application/toml": "ini",
  "text/x-toml": "ini",
  "text/x-ini": "ini",
  "text/x-diff": "diff",
  "text/x-patch": "diff",
  "text/x-makefile": "makefile",
  "application/xml": "xml",
  "text/xml": "xml",
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
 * The highlighter language for a code part: the `language` metadata hint, else the content
 * type ({@link codeMimeTypes}, or a `text/x-<lang>` subtype), else the extension of its name.
 *
 * @example
 * languageForPart({ contentType: "text/x-python", content: "print(1)" })                   // "python"
 * languageForPart({ contentType: "text/plain", metadata: { language: "rust" } })           // "rust"
 * languageForPart({ name: "/files/app.ts", contentType: "application/octet-stream" })      // "ts"
 */
export function languageForPart(part: Part): string | undefined {
  const hint = part.metadata?.language;
  if (typeof hint === "string") {
    const language = normalizeLanguage(hint);
    if (language) return language;
  }
  const essence = (part.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const mapped = codeMimeTypes[essence];
  if (mapped) return mapped;
  const sub = /^(?:text|application)\/x-([a-z0-9+#.-]+)$/.exec(essence)?.[1];
  if (sub) return normalizeLanguage(sub.replace(/-?src$|-?source$/, ""));
  const extension = typeof part.name === "string" ? /\.([A-Za-z0-9+#]{1,12})$/.exec(part.name)?.[1] : undefined;
  return extension ? normalizeLanguage(extension) : undefined;
}
