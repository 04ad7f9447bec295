export { fromOpenAIChat } from "./from-openai-chat";
export { fromOpenAIResponses } from "./from-openai-responses";
export type { OpenAIChatCompletionLike, OpenAIChatMessageLike, OpenAIResponseItemLike, OpenAIResponseLike } from "./types";
export { foldOpenAIChatStream, openAIChatStreamMessages, reduceOpenAIChatStream, type OpenAIChatStreamOptions } from "./chat-stream";
export { foldOpenAIResponsesStream, openAIResponsesStreamMessages, reduceOpenAIResponsesStream } from "./responses-stream";
