import type { Program } from "typescript";

export interface Snippet {
  /** The block written as a module under .tmp/docs-snippets. */
  readonly file: string;
  /** The Markdown file it comes from, relative to the repo, and the line of its opening fence. */
  readonly source: string;
  readonly line: number;
}
export declare const snippetDir: string;
export declare function markdownFiles(): string[];
export declare function codeBlocks(markdown: string): { language: string; info: string; line: number; code: string }[];
export declare function writeSnippets(): { snippets: Snippet[]; fragments: { source: string; line: number }[] };
export declare function snippetProgram(snippets: readonly Snippet[]): Program;
export declare function snippetErrors(program: Program, snippets: readonly Snippet[]): string[];
