import type { Message } from "../../model";
import { isRecord } from "./guards";
import { makeMessage } from "./message";
import { providerItemPart } from "./parts";
import { rejectEvent } from "./stream-parts";

/**
 * A streaming reducer: the message so far (undefined before the first event) and one event give
 * the next message. Parts the event did not touch stay the same objects.
 *
 * @example
 * const reduce: StreamReducer<AdapterOptions> = reduceAnthropicStream;
 * let message: Message | undefined;
 * for (const event of events) message = reduce(message, event);
 */
export type StreamReducer<TOptions> = (message: Message | undefined, event: unknown, options?: TOptions) => Message;

/**
 * Wraps a reducer so it never throws: an exception becomes a provider item holding the event,
 * appended to the message so far as `rejectEvent` appends it (a long run of them is one part). A
 * `message` that is not a message starts a new one, and options that are not an object are
 * ignored (so the reducer can be handed to `Array.prototype.reduce`, which passes the index third).
 *
 * @example
 * export const reduceXStream = safeReducer("x", reduce);
 */
export function safeReducer<TOptions extends object>(
  provider: string,
  reduce: (message: Message | undefined, event: unknown, options: TOptions | undefined) => Message,
): StreamReducer<TOptions> {
  return (message, event, options) => {
    const current = isRecord(message) && Array.isArray(message.parts) ? message : undefined;
    const opts = isRecord(options) ? (options as TOptions) : undefined;
    try {
      return reduce(current, event, opts);
    } catch (error) {
      const why = `event could not be applied: ${error instanceof Error ? error.message : "unknown error"}`;
      return current ? rejectEvent(current, provider, event, why) : makeMessage({ role: "assistant", parts: [providerItemPart(provider, event, { error: why })] });
    }
  };
}

/**
 * Folds a whole (synchronous) event list into the final message.
 *
 * @example
 * foldEvents(reduceAnthropicStream, recordedEvents);
 */
export function foldEvents<TOptions>(reduce: StreamReducer<TOptions>, events: Iterable<unknown>, options?: TOptions): Message {
  let message: Message | undefined;
  for (const event of events) message = reduce(message, event, options);
  return message ?? makeMessage({ role: "assistant", parts: [] });
}

/**
 * Yields the message after every event that changed it, for a UI that re-renders as events
 * arrive; works with arrays, generators, SDK streams and any other (async) iterable.
 *
 * @example
 * for await (const message of streamMessages(reduceAnthropicStream, sdkStream)) render(message);
 */
export async function* streamMessages<TOptions>(
  reduce: StreamReducer<TOptions>,
  events: Iterable<unknown> | AsyncIterable<unknown>,
  options?: TOptions,
): AsyncGenerator<Message, void, undefined> {
  let message: Message | undefined;
  for await (const event of events) {
    const next = reduce(message, event, options);
    if (next !== message) yield next;
    message = next;
  }
}
