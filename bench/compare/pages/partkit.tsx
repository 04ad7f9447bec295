// partkit as the Chat story sets it up (stories/chat/chat.stories.tsx): the Anthropic turn through
// fromAnthropic and attachToolResults, one MessageView per message, the app's forecast card.
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { fromAnthropic } from "../../../src/adapters/anthropic/index";
import { attachToolResults } from "../../../src/adapters/conversation/index";
import { sameSpeaker } from "../../../src/list";
import { MessageView } from "../../../src/message";
import { PartkitProvider } from "../../../src/render";
import "../../../src/theme/theme.css";
import { agentTurn } from "../../../stories/chat/agent-turn";
import { forecastTool } from "../../../stories/chat/forecast-card";
import "katex/dist/katex.min.css";
import { CodeBlock, codeRenderers } from "../../../src/code";
import { createMarkdownRenderer } from "../../../src/markdown";
import { math } from "../../../src/math";
import { withDiagrams } from "../../../src/mermaid";
import { markReady, pageTheme } from "./theme";

// The Chat story's renderers: markdown with formulas (partkit/math) and diagrams (partkit/mermaid).
const renderers = [createMarkdownRenderer({ components: { codeBlock: withDiagrams(CodeBlock) }, plugins: [math()] }), ...codeRenderers];
const tools = { get_forecast: forecastTool };
const authors = { assistant: { name: "Trip planner" } };
const transcript = attachToolResults(fromAnthropic(agentTurn));
const theme = pageTheme();

function Page() {
  useEffect(markReady, []);
  return (
    <PartkitProvider renderers={renderers} tools={tools} authors={authors}>
      <main style={{ maxWidth: "var(--pk-thread-width)", marginInline: "auto", display: "grid", gap: "1.5rem" }}>
        {transcript.map((message, i) => (
          <MessageView key={i} message={message} continued={sameSpeaker(transcript[i - 1], message)} />
        ))}
      </main>
    </PartkitProvider>
  );
}

// The story canvas paints the page with the theme (.storybook/preview.css); so does this page.
document.documentElement.dataset.theme = theme;
Object.assign(document.body.style, { margin: "0", padding: "1rem", background: "var(--pk-bg)", color: "var(--pk-fg)", fontFamily: "var(--pk-font)" });
createRoot(document.getElementById("root")!).render(<Page />);
