/**
 * A Chat Completions message as sent (`ChatCompletionMessageParam`) or received
 * (`ChatCompletionMessage`). Structural, so the official SDK types are accepted as they are.
 *
 * @example
 * const m: OpenAIChatMessageLike = { role: "user", content: "Hello" };
 */
export interface OpenAIChatMessageLike {
  role: string;
  content?: unknown;
  name?: unknown;
  refusal?: unknown;
  tool_calls?: unknown;
  tool_call_id?: unknown;
  function_call?: unknown;
  audio?: unknown;
  annotations?: unknown;
}

/**
 * A Chat Completions response (`ChatCompletion`).
 *
 * @example
 * const c: OpenAIChatCompletionLike = { id: "chatcmpl-1", created: 1715000000, model: "gpt-4o", choices: [] };
 */
export interface OpenAIChatCompletionLike {
  id?: string;
  object?: string;
  created?: number;
  model?: string;
  choices: readonly unknown[];
  usage?: unknown;
  system_fingerprint?: unknown;
  service_tier?: unknown;
}

/**
 * A Responses API item (output item or input item); `type` selects the kind.
 *
 * @example
 * const i: OpenAIResponseItemLike = { type: "function_call", call_id: "call_1", name: "f", arguments: "{}" };
 */
export interface OpenAIResponseItemLike {
  type?: string | null;
  id?: unknown;
  role?: unknown;
  content?: unknown;
  phase?: unknown;
  status?: unknown;
  call_id?: unknown;
  name?: unknown;
  namespace?: unknown;
  arguments?: unknown;
  input?: unknown;
  output?: unknown;
  summary?: unknown;
  encrypted_content?: unknown;
}

/**
 * A Responses API response object (`Response`).
 *
 * @example
 * const r: OpenAIResponseLike = { id: "resp_1", object: "response", created_at: 1715000000, model: "gpt-5", output: [] };
 */
export interface OpenAIResponseLike {
  id?: string;
  object?: string;
  created_at?: number;
  model?: string;
  status?: unknown;
  output: readonly unknown[];
  usage?: unknown;
  error?: unknown;
  incomplete_details?: unknown;
  previous_response_id?: unknown;
}
