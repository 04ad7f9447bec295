/**
 * Options every adapter accepts.
 *
 * @example
 * fromOpenAIChat(messages, { assistantTextType: "text/plain" });
 */
export interface AdapterOptions {
  /** Content type of assistant/agent prose. Default `text/markdown`. */
  readonly assistantTextType?: string;
  /** Content type of user, system, tool and unknown text. Default `text/plain`. */
  readonly userTextType?: string;
}

const ASSISTANT_ROLES = new Set(["assistant", "agent", "model"]);

/**
 * The text content type for a message of `role`.
 *
 * @example
 * textTypeFor("assistant", undefined); // "text/markdown"
 * textTypeFor("user", undefined); // "text/plain"
 */
export function textTypeFor(role: string | undefined, options: AdapterOptions | undefined): string {
  return role !== undefined && ASSISTANT_ROLES.has(role)
    ? (options?.assistantTextType ?? "text/markdown")
    : (options?.userTextType ?? "text/plain");
}
