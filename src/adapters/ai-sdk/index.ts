export { fromAiSdk } from "./from-ai-sdk";
export type { AiSdkUIMessageLike } from "./types";
