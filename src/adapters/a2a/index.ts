export { fromA2A, normalizeTaskState } from "./from-a2a";
export {
  a2aArtifactStreamToMessage,
  emptyA2AArtifactStream,
  reduceA2AArtifactUpdate,
  type A2AArtifactStream,
  type A2AArtifactStreamEntry,
} from "./artifact-stream";
export { A2A_EXTENSIONS } from "./extensions";
export { reduceA2AThread } from "./thread";
export { a2aThreadMessages } from "./thread-messages";
export {
  emptyA2AThread,
  type A2AThread,
  type A2AThreadArtifact,
  type A2AThreadItem,
  type A2AThreadTask,
  type A2AThreadTurn,
} from "./thread-state";
export type * from "./types";
