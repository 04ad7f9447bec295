"use client";
export { MessageList, type MessageListProps } from "./message-list";
export { describeMessage, isMessageStreaming } from "./message-text";
