import type { Message } from "../../model";
import type { AdapterOptions } from "../shared/options";
import { fromAiSdk } from "./from-ai-sdk";
import type { AiSdkUIMessageLike } from "./types";

/**
 * A {@link fromAiSdk} for a whole thread that converts each `UIMessage` object once: a message
 * it has seen before gives the same partkit message, so while `useChat` streams a token only the
 * message that changed is new, and `<MessageList>` renders only its row. It relies on messages
 * being replaced, never changed in place, as `useChat` does; an app that mutates its messages
 * should call `fromAiSdk` instead. Keep one converter per thread (memory follows the messages).
 *
 * @example
 * const [convert] = useState(createFromAiSdk);
 * const thread = useMemo(() => convert(messages), [convert, messages]);
 * <MessageList messages={thread} status={status} />
 */
export function createFromAiSdk(options?: AdapterOptions): (messages: readonly AiSdkUIMessageLike[]) => Message[] {
  const seen = new WeakMap<object, Message>();
  const one = (message: AiSdkUIMessageLike): Message => {
    if (typeof message !== "object" || message === null) return fromAiSdk(message, options);
    const known = seen.get(message);
    if (known) return known;
    const converted = fromAiSdk(message, options);
    seen.set(message, converted);
    return converted;
  };
  // Not a list: one message saying why, so the result is always a thread.
  return (messages) => (Array.isArray(messages) ? messages.map(one) : [fromAiSdk(messages as unknown as AiSdkUIMessageLike, options)]);
}
