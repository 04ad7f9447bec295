export { fromOpenAIChat } from "./from-openai-chat";
export { fromOpenAIResponses } from "./from-openai-responses";
export type { OpenAIChatCompletionLike, OpenAIChatMessageLike, OpenAIResponseItemLike, OpenAIResponseLike } from "./types";
