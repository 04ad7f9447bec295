"use client";
import { createContext, type ComponentType, type ReactNode } from "react";
import type { ToolDefinition, ToolRenderProps, ToolRenderResult } from "../../model/vocabulary/tool-definition";
import type { ToolSchema } from "../../model/vocabulary/tool-schema";

export type { ToolDecision, ToolRenderProps, ToolRenderResult } from "../../model/vocabulary/tool-definition";
export type { ToolSchema } from "../../model/vocabulary/tool-schema";

/**
 * Props of a {@link ToolEntry}'s `editor`: a value to edit by a schema, and what to do with it.
 * `partkit/form`'s `withSchemaForms` sets one that is an rjsf form.
 *
 * @example
 * const Editor = ({ schema, value, onSubmit, submitLabel }: ToolEditorProps) => <button onClick={() => onSubmit(value)}>{submitLabel}</button>;
 */
export interface ToolEditorProps {
  readonly schema: ToolSchema;
  readonly value: unknown;
  /** Names the form for assistive technology ("Arguments of get_weather"). */
  readonly label: string;
  readonly submitLabel: string;
  readonly onSubmit: (value: unknown) => void;
  /** Extra actions shown beside submit (an approval's Deny). */
  readonly actions?: ReactNode;
}

/**
 * How one tool (or every tool whose name matches a glob) shows in the transcript. With schemas
 * and no `render`, its arguments show by `inputSchema` as labelled fields, and `partkit/form`'s
 * `withSchemaForms` adds results through `ResultView` and editable forms. `Input` and `Output`
 * type what the render functions get (`call.input`, an answer's `output`); `defineTool` infers
 * them from the tool's schemas.
 *
 * @example
 * const weather: ToolEntry<{ city: string }> = { title: "Weather", inputSchema, render: ({ call }) => <p>{call.input.city}</p> };
 */
export interface ToolEntry<Input = unknown, Output = unknown> extends ToolDefinition {
  // The render functions are methods, so an entry typed for its tool is still a ToolEntry (its
  // props are checked both ways) and fits `tools` beside the others.
  /** Replaces the whole card. */
  render?(props: ToolRenderProps<Input, Output>): ReactNode;
  /** Replaces how a result shows under the card; `results` is what the card would show otherwise (to keep it beside your own). */
  renderResult?(props: ToolRenderProps<Input, Output> & { readonly result: ToolRenderResult<Output>; readonly results?: ReactNode }): ReactNode;
  /**
   * The tool's own live view of the call (an MCP App), shown under the card's fold so it stays in
   * view while the card is folded; the body keeps the arguments and results. Called from the
   * first arguments on, with `result` once there is one.
   */
  renderView?(props: ToolRenderProps<Input, Output>): ReactNode;
  /** The user answers this tool: its `outputSchema` becomes a form, sent with `onToolResult`. */
  readonly askUser?: boolean;
  /** Edits arguments before approval and a user's answer, by schema; a JSON text box when absent. */
  readonly editor?: ComponentType<ToolEditorProps>;
}

/**
 * `PartkitProvider`'s `tools`: entries by tool name; a key may be a glob (`"github_*"`, `"mcp__*"`),
 * and the most specific key wins: an exact name, else the glob with the most literal characters,
 * else the later key.
 *
 * @example
 * const tools: ToolsMap = { get_weather: { title: "Weather" }, "github_*": { description: "GitHub" } };
 */
export type ToolsMap = Readonly<Record<string, ToolEntry>>;

/**
 * What `onToolApproval` receives: the call, the decision, the input to run with (edited or as
 * sent), the reason given, and `approvalId`, the format's own handle for the request (AI SDK
 * `approval.id`, which `addToolApprovalResponse` takes).
 *
 * @example
 * const onToolApproval = ({ approvalId, approved, reason }: ToolApprovalEvent) => addToolApprovalResponse({ id: approvalId!, approved, reason });
 */
export interface ToolApprovalEvent {
  readonly callId: string;
  readonly toolName: string;
  readonly approved: boolean;
  readonly input: unknown;
  readonly reason?: string;
  readonly approvalId?: string;
}

/**
 * What `onToolResult` receives: the user's answer to a tool they answer (`askUser`).
 *
 * @example
 * const onToolResult = ({ callId, output }: ToolResultEvent) => addToolOutput({ toolCallId: callId, output });
 */
export interface ToolResultEvent {
  readonly callId: string;
  readonly toolName: string;
  readonly output: unknown;
}

/**
 * The tool UI in effect below a `<PartkitProvider>`: the merged `tools` and the callbacks.
 *
 * @example
 * const { tools } = use(ToolsContext);
 */
export interface ToolsContextValue {
  readonly tools: ToolsMap;
  readonly onToolApproval?: (event: ToolApprovalEvent) => void;
  readonly onToolResult?: (event: ToolResultEvent) => void;
}

const none: ToolsContextValue = { tools: {} };

/**
 * Context for the tool UI (`PartkitProvider`'s `tools`, `onToolApproval`, `onToolResult`).
 *
 * @example
 * <ToolsContext value={{ tools }}>{children}</ToolsContext>
 */
export const ToolsContext = createContext<ToolsContextValue>(none);
