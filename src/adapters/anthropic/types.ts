/**
 * An Anthropic Messages API message: a request `MessageParam` or a response `Message`.
 * Structural, so the official SDK types are accepted as they are.
 *
 * @example
 * const m: AnthropicMessageLike = { role: "user", content: "Hello, Claude" };
 */
export interface AnthropicMessageLike {
  role: string;
  content: unknown;
  id?: unknown;
  type?: unknown;
  model?: unknown;
  stop_reason?: unknown;
  stop_sequence?: unknown;
  usage?: unknown;
}

/**
 * A Messages API request (`MessageCreateParams`): the `system` prompt and the `messages`.
 *
 * @example
 * const r: AnthropicRequestLike = { system: "Be brief.", messages: [{ role: "user", content: "Hi" }] };
 */
export interface AnthropicRequestLike {
  system?: unknown;
  messages: readonly AnthropicMessageLike[];
  model?: unknown;
}
