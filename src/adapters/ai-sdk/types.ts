/**
 * A Vercel AI SDK `UIMessage` (v5/v6; v4 messages with `content`/`toolInvocation` parts are read
 * too). Structural, so the SDK's generic `UIMessage<…>` types are accepted as they are.
 *
 * @example
 * const m: AiSdkUIMessageLike = { id: "m1", role: "assistant", parts: [{ type: "text", text: "Hi" }] };
 */
export interface AiSdkUIMessageLike {
  id?: string;
  role: string;
  parts?: readonly unknown[];
  metadata?: unknown;
  /** AI SDK v4. */
  content?: unknown;
  /** AI SDK v4. */
  createdAt?: unknown;
}
