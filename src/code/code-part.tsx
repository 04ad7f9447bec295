"use client";
import { partStatus } from "../model/stream";
import { PartContent } from "../render/part-content";
import type { PartRendererProps, RendererDefinition } from "../render/types";
import { CodeBlock } from "./code-block";
import { codeContentTypes, codeLanguage } from "../model/code-language";

/**
 * Renders a source-code part as a {@link CodeBlock}: inline or remote content, language from the
 * `language` metadata hint, the content type or the name's extension.
 *
 * @selector [data-slot="code-part"] > [data-slot="code-block"]
 * @example
 * <CodePart part={{ contentType: "text/x-python", content: "print('hi')" }} />
 */
export function CodePart({ part, status }: PartRendererProps) {
  return (
    <PartContent part={part} data-slot="code-part">
      {(code) => <CodeBlock code={code} language={codeLanguage(part)} status={status ?? partStatus(part)} />}
    </PartContent>
  );
}

/**
 * The highlighting code renderer: add it to the registry to show source-code parts
 * (`text/x-python`, `application/javascript`, `+xml` types, … see `codeContentTypes` in `partkit/model`)
 * highlighted. It matches everything the built-in plain code renderer does, with priority 1, so
 * it replaces it.
 *
 * @example
 * import { codeRenderer } from "partkit/code";
 * <PartkitProvider renderers={[codeRenderer]}>…</PartkitProvider>
 */
export const codeRenderer: RendererDefinition = {
  // A plain object, not defineRenderer(), which would bring in the glob engine for `names`.
  match: [...Object.keys(codeContentTypes), "*/*+xml"],
  component: CodePart,
  priority: 1,
  label: "Code",
};

/**
 * Every renderer `partkit/code` provides, to spread into a registry.
 *
 * @example
 * <PartkitProvider renderers={[...codeRenderers, createMarkdownRenderer({ components: { codeBlock: CodeBlock } })]}>…</PartkitProvider>
 */
export const codeRenderers = [codeRenderer] as const;
