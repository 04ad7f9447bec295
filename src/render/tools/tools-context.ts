"use client";
import { createContext, type ComponentType, type ReactNode } from "react";
import type { Part } from "../../model/types";
import type { ToolCallState } from "../../model/vocabulary/tool-call-state";
import type { ToolCallData, ToolResultData } from "../../model/vocabulary/tool-parts";

/**
 * A JSON Schema, as a tool declares its input or output (any draft; `partkit/form` validates it).
 *
 * @example
 * const schema: ToolSchema = { type: "object", properties: { city: { type: "string", title: "City" } } };
 */
export type ToolSchema = Readonly<Record<string, unknown>>;

/**
 * What the user decided on a call waiting for approval, as the card shows it once answered.
 *
 * @example
 * const decision: ToolDecision = { approved: false, reason: "Not this account" };
 */
export interface ToolDecision {
  readonly approved: boolean;
  readonly reason?: string;
}

/**
 * What a per-tool UI (`render`, `renderResult`) receives: the call and its first result as values
 * (never JSON text), the state to show, the tool's entry, and the actions that answer the call.
 *
 * @example
 * const Weather = ({ call, result }: ToolRenderProps) => <p>{String((call.input as { city?: string }).city)}: {JSON.stringify(result?.output)}</p>;
 */
export interface ToolRenderProps {
  readonly call: ToolCallData;
  /** What people call the tool: its entry's `title`, the call's, else its name in words ("plan_itinerary" reads "Plan itinerary"). */
  readonly title: string;
  readonly result?: ToolResultData;
  /** The call's state with what the message knows added: `complete` once a result is there, `error` when one failed. */
  readonly state: ToolCallState;
  /** The entry of `PartkitProvider`'s `tools` that matched the call's name, if any. */
  readonly tool?: ToolEntry;
  /** The tool-call part itself. */
  readonly part: Part;
  /** The user's answer to an approval, once given here. */
  readonly decision?: ToolDecision;
  /** Approves the call (with edited input, when given): calls `onToolApproval`. */
  readonly approve: (input?: unknown) => void;
  /** Denies the call, with an optional reason: calls `onToolApproval`. */
  readonly deny: (reason?: string) => void;
  /** Answers a tool the user answers (`askUser`): calls `onToolResult`. */
  readonly respond: (output: unknown) => void;
}

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
 * `withSchemaForms` adds results through `ResultView` and editable forms.
 *
 * @example
 * const weather: ToolEntry = { title: "Weather", inputSchema, render: ({ call, result }) => <WeatherCard input={call.input} output={result?.output} /> };
 */
export interface ToolEntry {
  /** What people call the tool ("Weather"); its name otherwise. */
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema?: ToolSchema;
  readonly outputSchema?: ToolSchema;
  /** Replaces the whole card. */
  readonly render?: (props: ToolRenderProps) => ReactNode;
  /** Replaces how a result shows under the card; `results` is what the card would show otherwise (to keep it beside your own). */
  readonly renderResult?: (props: ToolRenderProps & { readonly result: ToolResultData; readonly results?: ReactNode }) => ReactNode;
  /**
   * The tool's own live view of the call (an MCP App), shown under the card's fold so it stays in
   * view while the card is folded; the body keeps the arguments and results. Called from the
   * first arguments on, with `result` once there is one.
   */
  readonly renderView?: (props: ToolRenderProps) => ReactNode;
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
