"use client";
import type { ComponentType } from "react";
import { codeLanguage } from "../../model/code-language";
import { partStatus } from "../../model/stream";
import { CodeFrame, type CodeBlockProps } from "../code/code-frame";
import { PartContent } from "../part-content";
import type { PartRendererProps } from "../types";

/**
 * Props of {@link CodePartWith}: a renderer's props and the code block to show the text in.
 *
 * @example
 * const props: CodePartWithProps = { part, block: CodeBlock };
 */
export interface CodePartWithProps extends PartRendererProps {
  readonly block: ComponentType<CodeBlockProps>;
}

/**
 * A code part shown in a given code block: what {@link CodePart} does with the plain frame and
 * `partkit/code` with its highlighting `CodeBlock`, so both render the same markup.
 *
 * @example
 * <CodePartWith part={part} block={CodeBlock} />
 */
export function CodePartWith({ part, status, block: Block }: CodePartWithProps) {
  return (
    <PartContent part={part} data-slot="code-part">
      {(code) => <Block code={code} language={codeLanguage(part)} status={status ?? partStatus(part)} />}
    </PartContent>
  );
}

/**
 * Source code in partkit's code block (`CodeFrame`: language, Copy, a focusable `<pre>`), as
 * plain text. Adding `partkit/code`'s `codeRenderers` to the registry shows the same block
 * highlighted; the markup is the same either way.
 *
 * @selector [data-slot="code-part"][data-state="idle" | "loading" | "ready" | "error"] > [data-slot="code-block"]
 * @example
 * <CodePart part={{ contentType: "text/x-python", content: "print('hi')" }} />
 */
export function CodePart(props: PartRendererProps) {
  return <CodePartWith {...props} block={CodeFrame} />;
}
