"use client";
import { codeContentTypes } from "../../model/code-language";
import { parseContentType } from "../../model/content-type";
import type { ToolResultData } from "../../model/vocabulary/tool-parts";
import { CodeFrame } from "../code/code-frame";

/**
 * Whether a result is shown as a command's output: it has an exit code or standard error, or its
 * text output declares a type.
 *
 * @example
 * isCommandOutput({ callId: "c1", output: "ok", isError: false, exitCode: 0 }); // true
 */
export function isCommandOutput(result: ToolResultData): boolean {
  return typeof result.output === "string" && (result.exitCode !== undefined || result.stderr !== undefined || result.outputType !== undefined);
}

/**
 * A command's output as a terminal shows it: standard output and standard error in code blocks
 * (focusable, with Copy), then the exit code. Text with a code type (`text/x-diff`) is shown in
 * that language.
 *
 * @selector [data-slot="tool-result-output"] [data-slot="tool-result-exit"][data-state="ok" | "failed"]
 * @example
 * <CommandOutput result={{ callId: "c1", output: "hello\n", stderr: "", exitCode: 0, isError: false }} tool="bash" />
 */
export function CommandOutput({ result, tool }: { readonly result: ToolResultData; readonly tool: string | undefined }) {
  const { output, stderr, exitCode, outputType } = result;
  const type = outputType === undefined ? undefined : parseContentType(outputType)?.essence;
  const language = type === undefined ? undefined : codeContentTypes[type];
  const text = typeof output === "string" ? output : "";
  const of = tool === undefined ? "" : ` of ${tool}`;
  const empty = text === "" && (stderr ?? "") === "";
  return (
    <div data-slot="tool-result-output">
      {(text !== "" || empty) && (
        <CodeFrame code={empty ? "(no output)" : text} {...(language ? { language } : { label: "Output" })} role="group" aria-label={`Output${of}`} copyable={!empty} />
      )}
      {stderr !== undefined && stderr !== "" && <CodeFrame code={stderr} label="Standard error" role="group" aria-label={`Standard error${of}`} data-stream="stderr" />}
      {exitCode !== undefined && (
        <p data-slot="tool-result-exit" data-state={exitCode === 0 ? "ok" : "failed"}>
          Exit code {exitCode}
        </p>
      )}
    </div>
  );
}
