"use client";
import { type ComponentProps, type ReactNode } from "react";
import { normalizeLanguage } from "../../model/code-language";
import { languageLabel } from "./language-label";
import { srOnly } from "../../internal/sr-only";
import { useCopy } from "../../internal/use-copy";
import { LongText } from "../long-text";

/**
 * Props of {@link CodeBlock}.
 *
 * @selector [data-slot="code-block"][data-state="plain" | "highlighted"][data-language]
 * @selector [data-streaming] while `status="streaming"`
 * @selector [data-slot="code-block-header"] [data-slot="code-block-language"] [data-slot="code-block-copy"][data-state="idle" | "copied" | "failed"]
 * @selector [data-slot="code-block-pre"] > code.hljs
 * @selector [data-slot="code-block-more"] "Show all" under plain code past 50,000 characters
 * @example
 * const props: CodeBlockProps = { code: "print('hi')", language: "python" };
 */
export interface CodeBlockProps extends Omit<ComponentProps<"div">, "children"> {
  /** The source code. */
  readonly code: string;
  /** A language name, alias, fence info string (`"ts title=a.ts"`) or `undefined` for plain text. */
  readonly language?: string;
  /** `"streaming"` while the code is still arriving: re-highlighted at most once a frame. */
  readonly status?: "streaming" | "complete";
  /** Overrides the language label in the header. */
  readonly label?: string;
  /** Show the copy button (default `true`). */
  readonly copyable?: boolean;
}

/**
 * Props of {@link CodeFrame}: a code block's props plus the code's rendered nodes.
 *
 * @example
 * const props: CodeFrameProps = { code: "x = 1", language: "python", highlighted: false };
 */
export interface CodeFrameProps extends CodeBlockProps {
  /** What the `<code>` element shows (default: `code` as plain text). */
  readonly children?: ReactNode;
  /** Whether `children` is highlighted markup (sets `data-state`). */
  readonly highlighted?: boolean;
}

/**
 * A code block's frame: a header with the language and a copy button, and the code in a
 * focusable `<pre>` (keyboard users can scroll long lines). It is partkit's one code block:
 * code parts and markdown's fenced code show in it, as plain text until `partkit/code`'s
 * `CodeBlock` fills it with highlighted markup, so neither needs the other's engine.
 *
 * @example
 * <CodeFrame code={"def f():\n    return 1"} language="python" />
 */
export function CodeFrame({ code, language, status, label, copyable = true, highlighted = false, children, ...rest }: CodeFrameProps) {
  const lang = normalizeLanguage(language);
  const name = label ?? languageLabel(lang);
  return (
    <div
      data-slot="code-block"
      data-state={highlighted ? "highlighted" : "plain"}
      data-language={lang}
      data-streaming={status === "streaming" ? "" : undefined}
      {...rest}
    >
      <div data-slot="code-block-header">
        <span data-slot="code-block-language">{name}</span>
        {copyable && <CopyButton text={code} />}
      </div>
      {children === undefined || children === null ? (
        // Plain code past previewChars: its start, and "Show all" (a 10 MB file laid out in one <pre> was a 2 s task).
        <LongText text={code} render={asText} body={(blocks) => <CodePre language={lang}>{blocks}</CodePre>} moreSlot="code-block-more" wrap={false} />
      ) : (
        <CodePre language={lang}>{children}</CodePre>
      )}
    </div>
  );
}

const asText = (text: string) => text;

function CodePre({ language, children }: { readonly language: string | undefined; readonly children: ReactNode }) {
  return (
    <pre data-slot="code-block-pre" tabIndex={0}>
      <code className={language ? `hljs language-${language}` : "hljs"}>{children}</code>
    </pre>
  );
}

function CopyButton({ text }: { readonly text: string }) {
  const [state, copyText] = useCopy();
  const copy = () => copyText(text);
  return (
    <>
      <button type="button" data-slot="code-block-copy" data-state={state} onClick={copy} aria-label={state === "idle" ? "Copy code" : undefined}>
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}
      </button>
      <span style={srOnly} role="status">
        {state === "copied" ? "Code copied to clipboard" : state === "failed" ? "Could not copy the code" : ""}
      </span>
    </>
  );
}
