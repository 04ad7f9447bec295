/**
 * partkit's chat screen: `Thread` and its parts, for `useChat` and any runtime with messages,
 * a status and a send function.
 */
export { Thread } from "./thread";
export type { ThreadProps } from "./thread";
export { ThreadRoot } from "./thread-root";
export type { ThreadRootProps } from "./thread-root";
export { ThreadViewport } from "./thread-viewport";
export type { ThreadViewportProps } from "./thread-viewport";
export { ThreadMessages } from "./thread-messages";
export type { ThreadMessagesProps } from "./thread-messages";
export { ThreadEmpty } from "./thread-empty";
export type { ThreadEmptyProps, ThreadSuggestion } from "./thread-empty";
export { ThreadScrollButton } from "./thread-scroll-button";
export type { ThreadScrollButtonProps } from "./thread-scroll-button";
export { ThreadError } from "./thread-error";
export type { ThreadErrorProps } from "./thread-error";
export { ThreadComposer } from "./thread-composer";
export type { ThreadComposerProps } from "./thread-composer";
export { useThread } from "./thread-context";
export type { ThreadContextValue, ThreadStatus } from "./thread-context";
