import { StrictMode, useEffect, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { MessageView, PartkitProvider, type Message } from "partkit";
import { attachToolResults } from "partkit/adapters";
import { fromMcpMessages, type McpCallToolResult, type McpPromptMessage } from "partkit/adapters/mcp";
import { McpExplorer, ToolPlayground } from "partkit/form";
import { connectMcp, type McpConnection, type McpTool } from "partkit/mcp";
import { McpApp, mcpAppTools } from "partkit/mcp/app";
import "partkit/theme.css";

/** The example's MCP server (server.js), served by Vite on this page's origin. */
const serverUrl = `${location.origin}/mcp`;

/**
 * A conversation in which the model called `show_forecast`: the call and its real result, as MCP
 * prompt messages, read by partkit/adapters/mcp and joined by attachToolResults.
 *
 * @example
 * transcript("Lyon", await mcp.callTool("show_forecast", { city: "Lyon" }));
 */
function transcript(city: string, result: McpCallToolResult): Message[] {
  const history = [
    { role: "user", content: { type: "text", text: `What will the weather be in ${city}?` } },
    { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "show_forecast", input: { city } }] },
    { role: "user", content: [{ type: "tool_result", toolUseId: "call_1", content: result.content ?? [], structuredContent: result.structuredContent }] },
  ] as McpPromptMessage[];
  return attachToolResults(fromMcpMessages(history)).map((message, i) => ({ ...message, id: `m${i}` }));
}

interface Session {
  readonly mcp: McpConnection;
  readonly tools: McpTool[];
  readonly messages: Message[];
}

function App() {
  const [session, setSession] = useState<Session>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let mcp: McpConnection | undefined;
    let gone = false;
    void (async () => {
      mcp = await connectMcp(serverUrl);
      const tools = await mcp.listTools();
      const messages = transcript("Lyon", await mcp.callTool("show_forecast", { city: "Lyon" }));
      if (!gone) setSession({ mcp, tools, messages });
    })().catch((e: unknown) => !gone && setError(String(e)));
    return () => {
      gone = true;
      void mcp?.close();
    };
  }, []);
  const appTools = useMemo(() => (session ? mcpAppTools(session.tools, { connection: session.mcp }) : {}), [session]);
  const add = session?.tools.find((tool) => tool.name === "add");

  return (
    <main style={{ maxWidth: "52rem", margin: "2rem auto", padding: "0 1rem", display: "grid", gap: "2rem" }}>
      <h1>partkit and a local MCP server</h1>
      <section aria-labelledby="explorer">
        <h2 id="explorer">McpExplorer: every tool of the server</h2>
        <McpExplorer connect={connectMcp} defaultUrl={serverUrl} autoConnect renderApp={(props) => <McpApp {...props} />} />
      </section>
      {error && <p role="alert">{error}</p>}
      {session && add && (
        <section aria-labelledby="playground">
          <h2 id="playground">ToolPlayground: one tool</h2>
          <ToolPlayground tool={add} callTool={(name, args, options) => session.mcp.callTool(name, args, options)} initialInput={{ a: 40, b: 2 }} />
        </section>
      )}
      {session && (
        <section aria-labelledby="transcript">
          <h2 id="transcript">An MCP App in a transcript</h2>
          <PartkitProvider tools={appTools}>
            {session.messages.map((message) => (
              <MessageView key={message.id} message={message} />
            ))}
          </PartkitProvider>
        </section>
      )}
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
