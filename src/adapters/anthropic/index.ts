export { fromAnthropic } from "./from-anthropic";
export type { AnthropicMessageLike, AnthropicRequestLike } from "./types";
