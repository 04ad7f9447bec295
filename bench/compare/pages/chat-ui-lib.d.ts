// The part of @llamaindex/chat-ui 0.6's public types the compare page uses (see chat-ui-lib.js for why).
import type { JSX, PropsWithChildren } from "react";

/** A chat-ui message part: text, or a `data-*` part (file, event, sources, …) with its data. */
export type MessagePart = { type: "text"; text: string } | { id?: string; type: `data-${string}`; data: unknown };

/** A chat-ui message. */
export interface Message {
  id: string;
  role: "system" | "user" | "assistant";
  parts: MessagePart[];
}

/** What ChatSection reads and calls: the messages, the status, and sending. */
export interface ChatHandler {
  messages: Message[];
  status: "submitted" | "streaming" | "ready" | "error";
  sendMessage: (message: Message) => Promise<void>;
}

/** chat-ui's section: the chat context for the components inside it. */
export declare function ChatSection(props: PropsWithChildren<{ handler: ChatHandler; className?: string }>): JSX.Element;

/** chat-ui's message list (avatar, parts and actions per message). */
export declare function ChatMessages(props: PropsWithChildren<{ className?: string }>): JSX.Element;
