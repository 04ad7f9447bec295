// CopilotKit's v2 chat view with its own styles, given the messages: CopilotKitProvider with no
// runtime (nothing is fetched; the provider insists on a runtime, a key or a local agent, so it
// gets a local agent that never runs), CopilotChatView fed the converted messages, not running.
import { AbstractAgent, CopilotChatView, CopilotKitProvider, useDefaultRenderTool } from "@copilotkit/react-core/v2";
import { EMPTY } from "rxjs";
import "@copilotkit/react-core/v2/styles.css";
// Its markdown (streamdown) draws formulas with KaTeX, whose stylesheet the app brings.
import "katex/dist/katex.min.css";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { agentTurn } from "../../../stories/chat/agent-turn";
import { markReady, pageTheme } from "./theme";
import { toCopilotKit } from "./to-copilotkit";

const messages = toCopilotKit(agentTurn);

/** An agent that is never run: CopilotKitProvider needs one to render without a runtime. */
class StaticAgent extends AbstractAgent {
  run() {
    return EMPTY;
  }
}
const agents = { default: new StaticAgent({ initialMessages: messages }) };

/** The chat with CopilotKit's built-in tool-call card for every tool (its "*" renderer). */
function Chat() {
  useDefaultRenderTool();
  useEffect(markReady, []);
  return (
    <main>
      <CopilotChatView messages={messages} autoScroll={false} />
    </main>
  );
}

function Page() {
  return (
    <CopilotKitProvider agents__unsafe_dev_only={agents}>
      <Chat />
    </CopilotKitProvider>
  );
}

if (pageTheme() === "dark") document.documentElement.classList.add("dark");
document.body.style.margin = "0";
createRoot(document.getElementById("root")!).render(<Page />);
