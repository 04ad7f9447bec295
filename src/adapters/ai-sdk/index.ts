export { fromAiSdk } from "./from-ai-sdk";
export type { AiSdkUIMessageLike } from "./types";
export { aiSdkStreamMessages, foldAiSdkStream, reduceAiSdkStream } from "./ui-stream";
