/**
 * The provider name on every provider item and failure this adapter makes.
 *
 * @example
 * part.metadata?.provider === PROVIDER; // "agent-client"
 */
export const PROVIDER = "agent-client";
