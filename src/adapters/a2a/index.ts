export { fromA2A, normalizeTaskState } from "./from-a2a";
export {
  a2aArtifactStreamToMessage,
  emptyA2AArtifactStream,
  reduceA2AArtifactUpdate,
  type A2AArtifactStream,
  type A2AArtifactStreamEntry,
} from "./artifact-stream";
export { A2A_EXTENSIONS } from "./extensions";
export type * from "./types";
