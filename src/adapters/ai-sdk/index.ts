export { fromAiSdk } from "./from-ai-sdk";
export { createFromAiSdk } from "./thread-converter";
export type { AiSdkUIMessageLike } from "./types";
export { aiSdkStreamMessages, foldAiSdkStream, reduceAiSdkStream } from "./ui-stream";
export { toAiSdkMessage } from "./to-ai-sdk";
export type { AiSdkFile, AiSdkOutgoing } from "./to-ai-sdk";
export {
  toolsFromAiSdk,
  type AiSdkToolInput,
  type AiSdkToolOutput,
  type AiSdkToolOverrides,
  type AiSdkTools,
  type AiSdkToolSetLike,
  type AiSdkToolUi,
} from "./tools-from-ai-sdk";
