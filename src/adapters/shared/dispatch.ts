import type { Message } from "../../model";
import { isRecord, type JsonObject } from "./guards";
import { neverThrow } from "./message";

/**
 * How an adapter's public entry function reads what it is given: one message, a list of them, or
 * a container (a request, a response, a conversation envelope) that holds several.
 *
 * @example
 * const shape: EntryShape = {
 *   one: (m) => convertMessage(m, options),
 *   container: { is: (input) => Array.isArray(input.messages), convert: (input) => convertRequest(input, options) },
 * };
 */
export interface EntryShape {
  /** Converts anything that is neither a list nor a container. */
  readonly one: (input: unknown) => Message;
  /** Converts a list; by default each item goes through `one` on its own (see {@link convertEach}). */
  readonly list?: (items: unknown[]) => Message[];
  /** An object that yields a list of messages. */
  readonly container?: {
    readonly is: (input: JsonObject) => boolean;
    readonly convert: (input: JsonObject) => Message[];
  };
}

/**
 * Converts each item on its own, so one unreadable item becomes a failure message in its place
 * instead of failing the whole list.
 *
 * @example
 * convertEach("openai", request.messages, (m) => convertMessage(m, options));
 */
export function convertEach(provider: string, items: readonly unknown[], convert: (item: unknown) => Message): Message[] {
  return Array.from(items, (item) => neverThrow(provider, item, () => convert(item)));
}

/**
 * The body of an adapter's public entry function: lists and containers give a list, anything else
 * one message, and nothing throws (a failure is a message keeping the raw input, inside a list
 * when the input was a list or a container).
 *
 * @example
 * export function fromAnthropic(input: unknown, options?: AdapterOptions): Message | Message[] {
 *   return dispatchInput(PROVIDER, input, { one: (m) => convertMessage(m, options) });
 * }
 */
export function dispatchInput(provider: string, input: unknown, shape: EntryShape): Message | Message[] {
  const { container } = shape;
  const isContainer = (): boolean => container !== undefined && isRecord(input) && container.is(input);
  return neverThrow(
    provider,
    input,
    (): Message | Message[] => {
      if (Array.isArray(input)) {
        const items = input as unknown[];
        return shape.list ? shape.list(Array.from(items)) : convertEach(provider, items, shape.one);
      }
      if (container !== undefined && isRecord(input) && container.is(input)) return container.convert(input);
      return shape.one(input);
    },
    () => Array.isArray(input) || isContainer(),
  );
}
