// @llamaindex/chat-ui with its own components and styles: ChatSection with a static handler (no
// backend), its default ChatMessages list (avatar, content parts, actions per message).
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { agentTurn } from "../../../stories/chat/agent-turn";
import { ChatMessages, ChatSection, type ChatHandler } from "./chat-ui-lib.js";
import "./chat-ui.css";
import { markReady, pageTheme } from "./theme";
import { toChatUi } from "./to-chat-ui";

const handler: ChatHandler = { messages: toChatUi(agentTurn), status: "ready", sendMessage: async () => {} };

function Page() {
  useEffect(markReady, []);
  return (
    <main className="mx-auto max-w-3xl">
      <ChatSection handler={handler}>
        <ChatMessages />
      </ChatSection>
    </main>
  );
}

/**
 * Renders the page into #root in the theme its address asks for.
 *
 * @example
 * mount();
 */
export function mount(): void {
  if (pageTheme() === "dark") document.documentElement.classList.add("dark");
  createRoot(document.getElementById("root")!).render(<Page />);
}
