"use client";
import { codeLanguage } from "../../model/code-language";
import { PartContent } from "../part-content";
import { partLabel } from "../part-info";
import type { PartRendererProps } from "../types";

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
  const language = codeLanguage(part);
  return (
    <PartContent
      part={part}
      data-slot="code-part"
      data-language={language}
      data-streaming={status === "streaming" ? "" : undefined}
      before={language && <span data-slot="code-part-language">{language}</span>}
    >
      {(text) => (
        <pre data-slot="code-part-pre" role="group" tabIndex={0} aria-label={`${language ?? "Code"}: ${partLabel(part)}`}>
          <code className={language ? `language-${language}` : undefined}>{text}</code>
        </pre>
      )}
    </PartContent>
  );
}
