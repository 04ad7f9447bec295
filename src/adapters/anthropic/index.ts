export { fromAnthropic } from "./from-anthropic";
export type { AnthropicMessageLike, AnthropicRequestLike } from "./types";
export { anthropicStreamMessages, foldAnthropicStream, reduceAnthropicStream } from "./stream";
