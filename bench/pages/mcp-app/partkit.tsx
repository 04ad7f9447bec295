// Tool result to an MCP App's first paint: the in-page app server of the stories (server SDK 2.x +
// ext-apps, in-memory transport) answers untimed; the clock starts when the transcript holding the
// result is rendered and stops when the app, having drawn the result and let a frame show it,
// reports its height (the frame's height changes).
import { createRoot, type Root } from "react-dom/client";
import { attachToolResults } from "../../../src/adapters/conversation/index";
import { fromMcpMessages, type McpPromptMessage } from "../../../src/adapters/mcp/index";
import { mcpAppTools, type McpAppTool } from "../../../src/mcp/app/index";
import { MessageView } from "../../../src/message/index";
import type { Message } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render/index";
import "../../../src/theme/theme.css";
import { connectAppServer, type InPageAppConnection } from "../../../stories/playground/in-page-mcp-app";
import { register } from "../shared/harness";

let mcp: InPageAppConnection | undefined;
let tools: McpAppTool[] = [];
let messages: Message[] = [];
let root: Root | undefined;

register({
  async prepare() {
    mcp = await connectAppServer();
    tools = await mcp.listTools();
    const result = await mcp.callTool("show_forecast", { city: "Lyon" });
    const history = [
      { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "show_forecast", input: { city: "Lyon" } }] },
      { role: "user", content: [{ type: "tool_result", toolUseId: "call_1", content: result.content ?? [], structuredContent: result.structuredContent }] },
    ] as McpPromptMessage[];
    messages = attachToolResults(fromMcpMessages(history));
    return { messages: messages.length };
  },
  async mount() {
    const host = document.getElementById("root")!;
    const start = performance.now();
    let loaded = Number.NaN;
    const painted = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const frame = host.querySelector<HTMLIFrameElement>('[data-slot="mcp-app-frame"]');
        if (frame && Number.isNaN(loaded)) frame.addEventListener("load", () => (loaded = performance.now() - start), { once: true });
        if (frame && frame.style.height !== "150px") {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: ["style"] });
    });
    root = createRoot(host);
    root.render(
      <PartkitProvider tools={mcpAppTools(tools, { connection: mcp! })}>
        {messages.map((message, i) => (
          <MessageView key={i} message={message} />
        ))}
      </PartkitProvider>,
    );
    const firstPaint = await painted;
    return { firstPaint, frameLoaded: loaded };
  },
});
