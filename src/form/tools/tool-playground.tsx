"use client";
import { useCallback, useMemo, type ComponentProps, type ReactNode } from "react";
import type { CallTool, ToolDefinition } from "./tool-connection";
import { PlaygroundHistory } from "../playground/playground-history";
import { PlaygroundInput } from "../playground/playground-input";
import { PlaygroundOutput } from "../playground/playground-output";
import { PlaygroundRoot } from "../playground/playground";
import { PlaygroundHeader } from "../playground/playground-root";
import type { PlaygroundRun } from "../playground/use-playground";
import { ResultView } from "../result-view/result-view";
import type { JsonSchema } from "../shared/schema-safety";
import { MessageView } from "../../message/message-view";
import { toolResultBody } from "./tool-result-body";
import { toolHasApp } from "./tool-has-app";

/**
 * Props of {@link ToolPlayground}: the tool and how to call it, plus those of its `<div>`.
 *
 * @example
 * const props: ToolPlaygroundProps = { tool, callTool: mcp.callTool, initialInput: { a: 1 } };
 */
export interface ToolPlaygroundProps extends Omit<ComponentProps<"div">, "children"> {
  readonly tool: ToolDefinition;
  readonly callTool: CallTool;
  readonly initialInput?: Record<string, unknown>;
  /** Keep the input in the URL hash (off by default: a page often shows several tools). */
  readonly shareable?: boolean | string;
  /**
   * Shows the tool's MCP App beside each result, for tools that declare one (`_meta.ui.resourceUri`):
   * pass `(p) => <McpApp {...p} connection={mcp} />` from `partkit/mcp/app`.
   */
  readonly renderApp?: (props: ToolAppSlotProps) => ReactNode;
}

/**
 * What {@link ToolPlayground}'s `renderApp` receives for a finished run.
 *
 * @example
 * const renderApp = ({ tool, input, result }: ToolAppSlotProps) => <McpApp tool={tool} input={input} result={result} connection={mcp} />;
 */
export interface ToolAppSlotProps {
  readonly tool: ToolDefinition;
  readonly input: Record<string, unknown>;
  readonly result: unknown;
}

/**
 * Props of {@link ToolResultView}: the result plus those of its `<div>`.
 *
 * @example
 * const props: ToolResultViewProps = { result: { content: [{ type: "text", text: "3" }] }, toolName: "add" };
 */
export interface ToolResultViewProps extends Omit<ComponentProps<"div">, "children"> {
  /** An MCP `CallToolResult` (anything else shows as no content). */
  readonly result: unknown;
  /** The tool's output schema, for `structuredContent`. */
  readonly outputSchema?: JsonSchema;
  readonly toolName?: string;
}

/**
 * Shows an MCP `CallToolResult`: its content blocks (text, images, audio, resource links,
 * embedded resources) as a message, `structuredContent` by the tool's output schema, and
 * `isError` results as an error.
 *
 * @selector [data-slot="tool-result"][data-state="ok" | "error"]
 * @example
 * <ToolResultView result={{ content: [{ type: "text", text: "3" }] }} />
 */
export function ToolResultView({ result, outputSchema, toolName, ...props }: ToolResultViewProps) {
  const r = (typeof result === "object" && result !== null ? result : {}) as { structuredContent?: unknown };
  const { body, isError } = useMemo(() => toolResultBody(result, toolName), [result, toolName]);
  return (
    <div {...props} data-slot="tool-result" data-state={isError ? "error" : "ok"}>
      {isError ? (
        <p data-slot="connection-error" role="alert">
          The tool reported an error.
        </p>
      ) : null}
      {body.parts.length > 0 ? <MessageView body={body} layout="inline" /> : null}
      {"structuredContent" in r && r.structuredContent !== undefined ? <ResultView title="Structured content" schema={outputSchema} value={r.structuredContent} /> : null}
      {body.parts.length === 0 && r.structuredContent === undefined ? <p data-slot="schema-form-note">The tool returned no content.</p> : null}
    </div>
  );
}

/**
 * A playground for one MCP tool: its title with its `name` beside it (the identifier a call
 * uses), a form from its `inputSchema`, Run (cancellable) calling the
 * server, the result through {@link ToolResultView}, run history and the Input message.
 *
 * @selector [data-slot="tool-playground"] [data-slot="tool-name"]
 * @example
 * const mcp = await connectMcp(url);
 * const [tool] = await mcp.listTools();
 * <ToolPlayground tool={tool} callTool={mcp.callTool} />
 */
export function ToolPlayground({ tool, callTool, initialInput, shareable = false, renderApp, ...props }: ToolPlaygroundProps) {
  const run = useCallback((input: unknown, { signal }: { signal: AbortSignal }) => callTool(tool.name, (input ?? {}) as Record<string, unknown>, { signal }), [callTool, tool.name]);
  const withApp = renderApp && toolHasApp(tool) ? renderApp : undefined;
  const renderOutput = useCallback(
    (r: PlaygroundRun) => {
      const view = <ToolResultView result={r.output} outputSchema={tool.outputSchema} toolName={tool.name} />;
      if (!withApp || r.status !== "done") return view;
      return (
        <div data-slot="tool-result-with-app">
          {view}
          {withApp({ tool, input: (r.input ?? {}) as Record<string, unknown>, result: r.output })}
        </div>
      );
    },
    [tool, withApp],
  );
  return (
    <div {...props} data-slot="tool-playground" data-app={toolHasApp(tool) ? "" : undefined}>
      <PlaygroundRoot key={tool.name} inputSchema={tool.inputSchema} outputSchema={tool.outputSchema} initialInput={initialInput ?? {}} run={run} shareable={shareable} renderOutput={renderOutput}>
        <PlaygroundHeader description={tool.description}>
          {/* The name is what a developer calls the tool by; the title is for people. */}
          <h2 data-slot="playground-title">
            {tool.title ?? tool.name}
            {tool.title && tool.title !== tool.name ? (
              <>
                {" "}
                <code data-slot="tool-name">{tool.name}</code>
              </>
            ) : null}
          </h2>
        </PlaygroundHeader>
        <PlaygroundInput runLabel="Call tool" />
        <PlaygroundOutput />
        <PlaygroundHistory />
      </PlaygroundRoot>
    </div>
  );
}
