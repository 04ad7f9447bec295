import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { attachToolResults } from "../../src/adapters/conversation/index";
import { fromMcpMessages, type McpCallToolResult, type McpPromptMessage } from "../../src/adapters/mcp/index";
import { mcpAppTools, type McpAppTool } from "../../src/mcp/app/index";
import { MessageView } from "../../src/message/index";
import type { Message } from "../../src/model/types";
import { PartkitProvider } from "../../src/render/index";
import { connectAppServer, type InPageAppConnection } from "./in-page-mcp-app";

// The conversation as an MCP host keeps it: the model's tool_use, then the server's real result.
function transcript(city: string, result: McpCallToolResult): Message[] {
  const history = [
    { role: "user", content: { type: "text", text: `What will the weather be in ${city}?` } },
    { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "show_forecast", input: { city } }] },
    { role: "user", content: [{ type: "tool_result", toolUseId: "call_1", content: result.content ?? [], structuredContent: result.structuredContent }] },
  ] as McpPromptMessage[];
  return attachToolResults(fromMcpMessages(history)).map((message, i) => ({ ...message, id: `m${i}` }));
}

interface Session {
  readonly mcp: InPageAppConnection;
  readonly tools: McpAppTool[];
  readonly messages: Message[];
}

/** Calls the in-page server's app tool and shows the turn; `live: false` drops the connection first, as a reload from history would. */
function AppTranscript({ live = true }: { readonly live?: boolean }) {
  const [session, setSession] = useState<Session>();
  const [error, setError] = useState<string>();
  const [asked, setAsked] = useState<string[]>([]);
  useEffect(() => {
    let mcp: InPageAppConnection | undefined;
    let gone = false;
    void (async () => {
      mcp = await connectAppServer();
      const tools = await mcp.listTools();
      const messages = transcript("Lyon", await mcp.callTool("show_forecast", { city: "Lyon" }));
      if (!live) await mcp.close();
      if (!gone) setSession({ mcp, tools, messages });
    })().catch((e: unknown) => !gone && setError(String(e)));
    return () => {
      gone = true;
      void mcp?.close();
    };
  }, [live]);
  if (error) return <p role="alert">{error}</p>;
  if (!session) return <p role="status">Connecting to the in-page server…</p>;
  return (
    <PartkitProvider tools={mcpAppTools(session.tools, live ? { connection: session.mcp, approveToolCall: (call) => (setAsked((names) => [...names, call.name]), true) } : {})}>
      <div style={{ display: "grid", gap: 12, maxWidth: 720 }} data-app-calls={asked.join(" ")}>
        {session.messages.map((message) => (
          <MessageView key={message.id} message={message} />
        ))}
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Playground/MCP App",
  component: AppTranscript,
  parameters: {
    docs: {
      description: {
        component:
          "An MCP App in a transcript's tool card. The server runs in this page (the official server SDK 2.x with ext-apps' `registerAppTool`/`registerAppResource`, joined to the client SDK by its in-memory transport; see `stories/playground/in-page-mcp-app.ts`); its `show_forecast` tool declares a `ui://` app. The turn is the server's real result read by `partkit/adapters/mcp`; `mcpAppTools` from `partkit/mcp/app` makes the app one more way the tool renders: in a sandboxed frame under the card, in the page's colours, asking the server for tomorrow's sunrise through the host. Without a connection the card says why the app is not live.",
      },
    },
  },
} satisfies Meta<typeof AppTranscript>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the app has drawn the forecast, given its height and asked for the sunrise through the host. */
async function appSettled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const frame = await canvas.findByTitle("App of Forecast", {}, { timeout: 20_000 });
  await waitFor(() => expect(frame.closest('[data-slot="mcp-app"]')).toHaveAttribute("data-state", "ready"), { timeout: 20_000 });
  await waitFor(() => expect((frame as HTMLIFrameElement).style.height).not.toBe("150px"), { timeout: 20_000 });
  await waitFor(() => expect(canvasElement.querySelector("[data-app-calls]")).toHaveAttribute("data-app-calls", "sunrise"), { timeout: 20_000 });
  return frame as HTMLIFrameElement;
}

/** The app live in the tool card, which folds to its header while the app stays in view. */
export const InTheTranscript: Story = {
  name: "In the transcript",
  play: async ({ canvasElement }) => {
    const frame = await appSettled(canvasElement);
    await expect(frame.closest('[data-slot="tool-call-part"]')).not.toHaveAttribute("data-open");
    await expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
  },
};

/** Reloaded from history: no connection, so the card keeps the result and says why the app is not live. */
export const NotLive: Story = {
  name: "Not live (from history)",
  args: { live: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("note", {}, { timeout: 20_000 })).toHaveTextContent(/Forecast has an app, but it is not live/);
    await expect(canvas.queryByTitle("App of Forecast")).toBeNull();
  },
};
