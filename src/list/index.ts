"use client";
export type { MessageListProps } from "./list-props";
export { MessageList } from "./message-list";
export { describeMessage, isMessageStreaming } from "./message-text";
