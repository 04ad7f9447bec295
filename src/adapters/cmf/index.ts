export { fromCmf } from "./from-cmf";
export { iterViews, type CmfView, type CmfViewAction } from "./iter-views";
export { CMF_CONTENT_TYPES, type CmfKind } from "./read-cmf";
export { CMF_SENSITIVE_HEADERS } from "./sanitize";
export type * from "./types";
