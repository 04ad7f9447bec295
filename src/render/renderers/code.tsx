"use client";
import { ContentStatus } from "../content-status";
import { codeLanguage } from "../../model/code-language";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";
import { useContent } from "../../fetch/use-content";

/**
 * Source code as plain `<pre><code>` with a `language-*` class and `data-language`. `partkit/code`
 * replaces it with a highlighted version by registering higher-priority renderers for
 * {@link codeRenderer}'s `match`.
 *
 * @selector [data-slot="code-part"][data-state="idle" | "loading" | "ready" | "error"][data-language]
 * @example
 * <CodePart part={{ contentType: "text/x-python", content: "print('hi')" }} />
 */
export function CodePart({ part, status }: PartRendererProps) {
  const content = useContent(part);
  const language = codeLanguage(part);
  return (
    <div data-slot="code-part" data-state={content.state} data-language={language} data-streaming={status === "streaming" ? "" : undefined}>
      {language && <span data-slot="code-part-language">{language}</span>}
      {content.state === "ready" ? (
        <pre data-slot="code-part-pre" role="group" tabIndex={0} aria-label={`${language ?? "Code"}: ${partLabel(part)}`}>
          <code className={language ? `language-${language}` : undefined}>{content.text}</code>
        </pre>
      ) : (
        <ContentStatus state={content.state} label={partLabel(part)} progress={content.progress} error={content.error} onRetry={content.retry} />
      )}
    </div>
  );
}

