import type { Program } from "typescript";

/** One exported component, as docs/reference.md lists it. */
export interface DocumentedComponent {
  readonly name: string;
  /** The entries that export it, the first one listing it. */
  readonly entries: string[];
  readonly summary: string;
  readonly kind: "component" | "parts";
  /** `ToolCall.Root`… for a component with parts. */
  readonly parts: string[];
  /** The props it adds to its root element's, with their JSDoc (`""` when none). */
  readonly props: { readonly name: string; readonly type: string; readonly optional: boolean; readonly doc: string }[];
  /** Its source file, relative to the repo. */
  readonly source: string;
}
export declare const root: string;
export declare const referencePath: string;
export declare function sourceEntries(): { importPath: string; file: string }[];
export declare function compilerOptions(overrides?: Record<string, unknown>): import("typescript").CompilerOptions;
export declare function readComponents(program?: Program): { components: DocumentedComponent[]; program: Program };
export declare function renderReference(components: readonly DocumentedComponent[]): string;
export declare function undocumented(components: readonly DocumentedComponent[], pages: readonly string[]): string[];
export declare function handWrittenPages(): string[];
