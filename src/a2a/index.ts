/**
 * partkit/a2a: A2A agents in the browser, on the official SDK (the `@a2a-js/sdk` peer).
 * `connectA2A` reads an agent's card and sends, streams, cancels, resubscribes and reads tasks;
 * `<AgentPlayground>` shows the agent and its tasks streaming live through `reduceA2AThread`
 * (`partkit/adapters/a2a`, which needs no SDK). The root and `partkit/form` never import it.
 */
export { A2AConnectionError, describeA2AFailure, type A2AFailure } from "./a2a-failure";
export { AgentCardView, type AgentCardViewProps } from "./agent-card-view";
export { AgentPlayground, type AgentPlaygroundProps } from "./agent-playground";
export { a2aParts, inputModesSchema } from "./body-parts";
export { a2aUserMessage, connectA2A, dataPart, textPart, type A2AConnection, type A2AOutgoing, type ConnectA2AOptions } from "./connect-a2a";
export { askSchema, pendingAsk, type A2AAsk } from "./task-ask";
export type { AgentSchemaFormProps } from "./task-reply";
export { useAgentSession, type AgentSession } from "./use-agent-session";
