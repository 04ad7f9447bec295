export { fromAgentChat } from "./from-agent-chat";
export type { AgentChatBlock, AgentChatEnvelope, AgentChatMessage, AgentChatMessageMetadata } from "./types";
