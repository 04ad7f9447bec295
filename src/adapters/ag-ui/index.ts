export { fromAgUi } from "./from-ag-ui";
export { agUiStreamMessages, foldAgUiStream, reduceAgUiStream } from "./stream";
export { AG_UI_STATE_PART } from "./stream-state";
export { reduceAgUiThread, type AgUiThread } from "./thread";
export type { AgUiEventLike, AgUiListInput, AgUiMessageLike } from "./types";
