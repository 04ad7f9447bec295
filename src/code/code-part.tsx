"use client";
import { useContent } from "../fetch/use-content";
import { partStatus } from "../model/stream";
import { ContentStatus } from "../render/content-status";
import { partLabel } from "../render/part-info";
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
  const content = useContent(part);
  return (
    <div data-slot="code-part" data-state={content.state}>
      {content.state === "ready" ? (
        <CodeBlock code={content.text ?? ""} language={codeLanguage(part)} status={status ?? partStatus(part)} />
      ) : (
        <ContentStatus state={content.state} label={partLabel(part)} progress={content.progress} error={content.error} onRetry={content.retry} />
      )}
    </div>
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
