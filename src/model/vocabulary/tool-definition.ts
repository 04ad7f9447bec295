import type { Part } from "../types";
import type { ToolCallState } from "./tool-call-state";
import type { ToolCallData, ToolResultData } from "./tool-parts";
import type { ToolSchema } from "./tool-schema";

// The React-free half of a tool's entry: what a tool is (its names and schemas) and what its UI is
// given. partkit's `ToolEntry` adds the render functions; adapters build these from an agent
// framework's tools without depending on React.

/**
 * What a tool is, as a format describes it: what people call it and its schemas. A `ToolEntry`
 * is one, with the UI added.
 *
 * @example
 * const definition: ToolDefinition = { title: "Weather", description: "The weather in a city", inputSchema: { type: "object" } };
 */
export interface ToolDefinition {
  /** What people call the tool ("Weather"); its name otherwise. */
  readonly title?: string;
  /** What the tool does, in a sentence; an approval shows it under the question. */
  readonly description?: string;
  /** The JSON Schema of its arguments: shown as labelled fields, edited as a form with `partkit/form`. */
  readonly inputSchema?: ToolSchema;
  /** The JSON Schema of its result: shown by `ResultView` with `partkit/form`, the form of an `askUser` answer. */
  readonly outputSchema?: ToolSchema;
}

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
 * A result as a typed tool's UI gets it: an answer (`isError: false`) has the tool's `Output`; a
 * failure's `output` is the error as the tool sent it, so check `isError` before reading `output`.
 *
 * @example
 * const line = (result: ToolRenderResult<{ celsius: number }>) => (result.isError ? "no forecast" : `${result.output.celsius} °C`);
 */
export type ToolRenderResult<Output = unknown> = (ToolResultData<Output> & { readonly isError: false }) | (ToolResultData & { readonly isError: true });

/**
 * What a per-tool UI (`render`, `renderResult`, `renderView`) receives: the call and its first
 * result as values (never JSON text), the state to show, the tool's entry, and the actions that
 * answer the call. A typed tool (`defineTool`, `ToolEntry<Input, Output>`) has `call.input` typed
 * `Input` and an answer's `output` typed `Output`. partkit does not check them against the schema:
 * while a call streams (`state: "streaming"`) its input may be partial or absent.
 *
 * @example
 * const Weather = ({ call, result }: ToolRenderProps<{ city: string }, { celsius: number }>) => (
 *   <p>{call.input.city}: {result && !result.isError ? `${result.output.celsius} °C` : "…"}</p>
 * );
 */
export interface ToolRenderProps<Input = unknown, Output = unknown> {
  /** The call: its id, name, input (a value) and state. */
  readonly call: ToolCallData<Input>;
  /** What people call the tool: its entry's `title`, the call's, else its name in words ("plan_itinerary" reads "Plan itinerary"). */
  readonly title: string;
  /** Its first result, once there is one: check `isError` before reading `output`. */
  readonly result?: ToolRenderResult<Output>;
  /** The call's state with what the message knows added: `complete` once a result is there, `error` when one failed. */
  readonly state: ToolCallState;
  /** The entry of `PartkitProvider`'s `tools` that matched the call's name, if any. */
  readonly tool?: ToolDefinition;
  /** The tool-call part itself. */
  readonly part: Part;
  /** The user's answer to an approval, once given here. */
  readonly decision?: ToolDecision;
  /** Approves the call (with edited input, when given): calls `onToolApproval`. */
  approve(input?: Input): void;
  /** Denies the call, with an optional reason: calls `onToolApproval`. */
  deny(reason?: string): void;
  /** Answers a tool the user answers (`askUser`): calls `onToolResult`. */
  respond(output: Output): void;
}
