export { agentClientUpdateMessages, foldAgentClientUpdates, reduceAgentClientUpdate } from "./session-update";
export { applyAgentClientThreadPermission, reduceAgentClientThread } from "./thread";
export { applyAgentClientPermission } from "./permission";
export { unifiedDiff } from "./unified-diff";
export type * from "./types";
