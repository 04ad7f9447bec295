export * from "./acp";
export * from "./a2a";
export * from "./mcp";
export * from "./openai";
export * from "./anthropic";
export { PARTKIT_CONTENT_TYPES, type PartkitContentType } from "./shared/content-types";
export { decodeNameSegment, encodeNameSegment } from "./shared/names";
export { partNames } from "./shared/part-names";
export type { AdapterOptions } from "./shared/options";
