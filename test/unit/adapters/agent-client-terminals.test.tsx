// ACP v2 agent-owned terminals, through the SDK's own v2 agent and client joined by a stream pair:
// terminal_update and terminal_output_chunk fill the card of the call that shows the terminal.
import { agent, client, methods, ndJsonStream, type UpdateSessionNotification as SessionNotification } from "@agentclientprotocol/sdk/experimental/v2";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reduceAgentClientUpdate } from "../../../src/adapters/agent-client";
import { MessageView } from "../../../src/message";
import { toolResultOf, type Message } from "../../../src/model";
import { providerItems } from "./stream-helpers";

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64");
const euro = Buffer.from("€"); // three bytes, split across two chunks below

/** One v2 turn: a call runs `npm test` in a terminal the agent owns and reports. */
async function runTerminalTurn(onUpdate: (params: SessionNotification) => void): Promise<void> {
  const toClient = new TransformStream();
  const toAgent = new TransformStream();
  agent({ name: "terminal-agent" })
    .onRequest(methods.agent.initialize, ({ params }) => ({ protocolVersion: params.protocolVersion, info: { name: "terminal-agent", version: "1.0.0" }, capabilities: {} }))
    .onRequest(methods.agent.session.new, () => ({ sessionId: "sess-t" }))
    .onRequest(methods.agent.session.prompt, async ({ params, client: peer }) => {
      // Plain objects, as an agent's code writes them; the SDK validates each against its v2 schema.
      const update = (u: object) => peer.notify(methods.client.session.update, { sessionId: params.sessionId, update: u as SessionNotification["update"] });
      await update({ sessionUpdate: "tool_call", toolCallId: "call_test", title: "Run npm test", kind: "execute", status: "in_progress", content: [{ type: "terminal", terminalId: "term-1" }] });
      await update({ sessionUpdate: "terminal_update", terminalId: "term-1", command: "npm test", cwd: "/work/demo" });
      await update({ sessionUpdate: "terminal_output_chunk", terminalId: "term-1", data: b64("\u001b[32m✓\u001b[0m config retries\n") });
      await update({ sessionUpdate: "terminal_output_chunk", terminalId: "term-1", data: b64(Uint8Array.from([...Buffer.from("cost 3"), ...euro.subarray(0, 1)])) });
      await update({ sessionUpdate: "terminal_output_chunk", terminalId: "term-1", data: b64(Uint8Array.from([...euro.subarray(1), ...Buffer.from("\nprogress 10%\rprogress 100%\n")])) });
      await update({ sessionUpdate: "terminal_output_chunk", terminalId: "term-1", data: b64("12 passed\n") });
      await update({ sessionUpdate: "terminal_update", terminalId: "term-1", exitStatus: { exitCode: 0 } });
      await update({ sessionUpdate: "tool_call_update", toolCallId: "call_test", status: "completed" });
      return { messageId: "msg-user-1" };
    })
    .connect(ndJsonStream(toClient.writable, toAgent.readable));
  const app = client({ name: "partkit-test-client" }).onNotification(methods.client.session.update, ({ params }) => onUpdate(params));
  await app.connectWith(ndJsonStream(toAgent.writable, toClient.readable), async (peer) => {
    await peer.request(methods.agent.initialize, { protocolVersion: 2, info: { name: "partkit-test-client", version: "1.0.0" }, capabilities: {} });
    const { sessionId } = await peer.request(methods.agent.session.new, { cwd: "/work/demo", mcpServers: [] });
    return peer.request(methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text: "run the tests" }] });
  });
}

/** What the notifications' bytes say so far, decoded whole, as a terminal would show it. */
function expectedText(chunks: readonly Buffer[]): string {
  return new TextDecoder()
    .decode(Buffer.concat(chunks))
    .replace(/\u001b\[[0-9;]*m/g, "")
    .replace(/[^\n]*\r(?!\n)/g, "")
    .replace(/\uFFFD$/, "");
}

describe("ACP v2 agent-owned terminals", () => {
  it("fill the card of the call showing the terminal as the SDK delivers each update", async () => {
    let message: Message | undefined;
    const chunks: Buffer[] = [];
    let exitCode: number | undefined;
    await runTerminalTurn((params) => {
      message = reduceAgentClientUpdate(message, params);
      const update = params.update as { sessionUpdate: string; data?: string; exitStatus?: { exitCode?: number | null } };
      if (update.sessionUpdate === "terminal_output_chunk") chunks.push(Buffer.from(update.data!, "base64"));
      if (update.sessionUpdate === "terminal_update" && update.exitStatus) exitCode = update.exitStatus.exitCode ?? undefined;
      expect(providerItems(message)).toEqual([]);
      const result = message.parts.find((p) => p.name === "/tool-calls/call_test/result");
      if (chunks.length === 0) return;
      const value = toolResultOf(result!)?.value;
      // After every chunk the card holds exactly the text so far; a character split between
      // chunks appears once whole, never as a replacement character.
      expect(value?.output).toBe(expectedText(chunks));
      expect(value?.exitCode).toBe(exitCode);
    });
    const output = toolResultOf(message!.parts.find((p) => p.name === "/tool-calls/call_test/result")!)!.value!;
    expect(output.output).toBe("✓ config retries\ncost 3€\nprogress 100%\n12 passed\n");
    expect(output.exitCode).toBe(0);
    expect(message!.metadata?.terminals).toMatchObject({ "term-1": { command: "npm test", cwd: "/work/demo", exitStatus: { exitCode: 0 } } });

    // The answered card is folded (findable); its body shows the output as a command's.
    const { container } = render(<MessageView message={message!} meta={false} />);
    const shown = container.querySelector('[data-slot="tool-call-part"] [data-slot="tool-result-output"]');
    expect(shown).toHaveTextContent(/✓ config retries\s*cost 3€\s*progress 100%\s*12 passed/);
    expect(shown?.querySelector('[data-slot="tool-result-exit"]')).toHaveTextContent("Exit code 0");
    expect(screen.getByRole("button", { name: /Run npm test/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps bad terminal updates visible and the rest of the message intact", () => {
    let message = reduceAgentClientUpdate(undefined, { sessionId: "s", update: { sessionUpdate: "tool_call", toolCallId: "c", title: "t", content: [{ type: "terminal", terminalId: "x" }] } });
    message = reduceAgentClientUpdate(message, { sessionId: "s", update: { sessionUpdate: "terminal_output_chunk", terminalId: "x", data: "%%%" } });
    message = reduceAgentClientUpdate(message, { sessionId: "s", update: { sessionUpdate: "terminal_update", exitStatus: { exitCode: 1 } } });
    message = reduceAgentClientUpdate(message, { sessionId: "s", update: { sessionUpdate: "terminal_update", terminalId: "x", command: 42 } });
    expect(providerItems(message).map((p) => p.metadata?.error)).toEqual([
      "terminal_output_chunk's data is not base64",
      "terminal_update has no terminalId",
      "terminal_update's command is not a string",
    ]);
    expect(message.parts.some((p) => p.name === "/tool-calls/c")).toBe(true);
  });
});
