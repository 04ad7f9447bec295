import type { MessageChannel } from "./read-meta";

/**
 * The three CMF channels in reading order: intermediate analysis, meta commentary, the final answer.
 *
 * @example
 * MESSAGE_CHANNELS.map((channel) => <option key={channel}>{channel}</option>);
 */
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ["analysis", "commentary", "final"];

/**
 * Options of {@link filterByChannel}.
 *
 * @example
 * const options: FilterByChannelOptions = { keepUnset: false };
 */
export interface FilterByChannelOptions {
  /**
   * Keep messages without a channel (CMF: "a standard, unclassified message", such as the user's
   * turns). Default `true`, so "show only final" still shows the questions.
   */
  readonly keepUnset?: boolean;
}

/**
 * The messages whose `channel` is one of `channels`, in their original order (a new array; the
 * messages themselves are not copied). Messages without a channel are kept unless
 * `keepUnset: false`; a channel outside the CMF three counts as unset.
 *
 * @example
 * filterByChannel(transcript, ["final"]);                  // user turns + final answers
 * filterByChannel(transcript, ["commentary", "final"]);    // hide analysis
 * filterByChannel(transcript, ["final"], { keepUnset: false }); // final answers only
 */
export function filterByChannel<TMessage extends { readonly channel?: string | undefined }>(
  messages: readonly TMessage[],
  channels: readonly MessageChannel[],
  { keepUnset = true }: FilterByChannelOptions = {},
): TMessage[] {
  const wanted = new Set<string>(channels);
  return messages.filter((message) => {
    const channel = message?.channel;
    const known = typeof channel === "string" && (MESSAGE_CHANNELS as readonly string[]).includes(channel);
    return known ? wanted.has(channel) : keepUnset;
  });
}

/**
 * How many messages each channel has (messages without one are counted under `unset`).
 *
 * @example
 * countByChannel(transcript); // { analysis: 4, commentary: 1, final: 2, unset: 3 }
 */
export function countByChannel(messages: readonly { readonly channel?: string | undefined }[]): Record<MessageChannel | "unset", number> {
  const counts = { analysis: 0, commentary: 0, final: 0, unset: 0 };
  for (const message of messages) {
    const channel = message?.channel;
    if (channel === "analysis" || channel === "commentary" || channel === "final") counts[channel] += 1;
    else counts.unset += 1;
  }
  return counts;
}
