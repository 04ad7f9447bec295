"use client";
export type { MessageListProps, MessageListStatus } from "./list-props";
export { MessageList } from "./message-list";
export { describeMessage, isMessageStreaming, markLatestStreaming, sameSpeaker } from "./message-text";
