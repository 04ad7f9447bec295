/**
 * partkit: the canonical model plus the light React layers (renderer registry, message view,
 * part tree, lazy content, message metadata, transcript). Heavy engines live behind
 * `partkit/markdown`, `partkit/code` and `partkit/form`.
 */
export * from "./model/index";
export * from "./fetch/index";
export * from "./render/index";
export * from "./tree/index";
export * from "./meta/index";
export * from "./message/index";
export * from "./list/index";
export * from "./composer/index";
export * from "./thread/index";
