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
 * A human label for a language name: `"python"` → `"Python"`; unknown names are returned as-is.
 *
 * @example
 * languageLabel("cpp") // "C++"
 */
export function languageLabel(language: string | undefined): string {
  if (!language) return "Plain text";
  return labels[language] ?? language;
}
