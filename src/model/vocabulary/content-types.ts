/**
 * The vendor content types: what adapters emit and the built-in renderers, the part tree and the
 * message view read. Defined here, in the model, so no other layer spells them out.
 *
 * @example
 * import { PARTKIT_CONTENT_TYPES } from "partkit";
 * parts.filter((p) => p.contentType === PARTKIT_CONTENT_TYPES.toolCall);
 */
export const PARTKIT_CONTENT_TYPES = {
  reasoning: "text/vnd.partkit.reasoning",
  refusal: "text/vnd.partkit.refusal",
  toolCall: "application/vnd.partkit.tool-call+json",
  toolResult: "application/vnd.partkit.tool-result+json",
  citation: "application/vnd.partkit.citation+json",
  data: "application/vnd.partkit.data+json",
  input: "application/vnd.partkit.input+json",
  resourceRef: "application/vnd.partkit.resource-ref+json",
  promptRequest: "application/vnd.partkit.prompt-request+json",
  promptResult: "application/vnd.partkit.prompt-result+json",
  providerItem: "application/vnd.partkit.provider-item+json",
  summary: "text/vnd.partkit.summary",
} as const;

/**
 * One of the values of {@link PARTKIT_CONTENT_TYPES}.
 *
 * @example
 * const ct: PartkitContentType = "text/vnd.partkit.reasoning";
 */
export type PartkitContentType = (typeof PARTKIT_CONTENT_TYPES)[keyof typeof PARTKIT_CONTENT_TYPES];
