// @vitest-environment node
import type { RequestPermissionRequest, RequestPermissionResponse, SessionNotification, ToolCall, ToolCallUpdate } from "@agentclientprotocol/sdk";
import { describe, expect, it } from "vitest";
import {
  applyAgentClientPermission,
  applyAgentClientThreadPermission,
  foldAgentClientUpdates,
  reduceAgentClientThread,
  reduceAgentClientUpdate,
  unifiedDiff,
} from "../../../src/adapters/agent-client";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { toolCallOf, validateBody, type Message } from "../../../src/model";
import { runSession } from "../../fixtures/agent-client/session.mjs";
import { expectWellFormed } from "./helpers";
import { content, fuzzReducer, garbage, providerItems } from "./stream-helpers";

/** What the SDK's typed notifications say so far: texts joined per role, tool calls upserted by id. */
interface SdkState {
  user: string;
  agent: string;
  thought: string;
  calls: Map<string, Partial<ToolCall>>;
}

function accumulate(state: SdkState, { update }: SessionNotification): void {
  if (update.sessionUpdate === "user_message_chunk" && update.content.type === "text") state.user += update.content.text;
  if (update.sessionUpdate === "agent_message_chunk" && update.content.type === "text") state.agent += update.content.text;
  if (update.sessionUpdate === "agent_thought_chunk" && update.content.type === "text") state.thought += update.content.text;
  if (update.sessionUpdate === "tool_call") state.calls.set(update.toolCallId, update);
  if (update.sessionUpdate === "tool_call_update") {
    const call: Partial<ToolCall> = { ...state.calls.get(update.toolCallId) };
    for (const [key, value] of Object.entries(update as ToolCallUpdate)) if (value !== undefined && value !== null) Object.assign(call, { [key]: value });
    state.calls.set(update.toolCallId, call);
  }
}

const textOf = (messages: readonly Message[], role: string, contentType: string): string =>
  messages.filter((m) => (m.role === "user") === (role === "user")).flatMap((m) => m.parts.filter((p) => p.contentType === contentType && p.name === undefined).map((p) => p.content ?? "")).join("");

/** Partkit's tool calls: the call part's state and arguments, the result's output. */
function callsOf(messages: readonly Message[]) {
  const parts = messages.flatMap((m) => m.parts);
  return new Map(
    parts.flatMap((part) => {
      const call = toolCallOf(part)?.value;
      if (!call) return [];
      const result = parts.find((p) => p.name === `${part.name}/result`);
      return [[call.id, { call, title: part.metadata?.title, result: result ? content(result) : undefined }] as const];
    }),
  );
}

const expectedState: Record<string, string> = { pending: "pending", in_progress: "pending", completed: "complete", failed: "error" };

describe("Agent Client Protocol session through the SDK", () => {
  it("matches the SDK's own notifications after every one, and maps permission answers", async () => {
    const state: SdkState = { user: "", agent: "", thought: "", calls: new Map() };
    const answers: Record<string, string> = { call_edit: "allow", call_test: "allow", call_push: "reject" };
    let thread: Message[] = [];
    let message: Message | undefined;
    let checked = 0;
    // The SDK turns a handler's exception into a JSON-RPC error; keep the first to fail the test with it.
    let failure: unknown;
    const guard =
      <A extends unknown[], R>(f: (...args: A) => R) =>
      (...args: A): R => {
        try {
          return f(...args);
        } catch (error) {
          failure ??= error;
          throw error;
        }
      };
    const response = await runSession({
      onUpdate: guard((params: SessionNotification) => {
        accumulate(state, params);
        thread = reduceAgentClientThread(thread, params);
        if (params.update.sessionUpdate !== "user_message_chunk") message = reduceAgentClientUpdate(message, params);
        expect(textOf(thread, "user", "text/plain")).toBe(state.user);
        expect(textOf(thread, "assistant", "text/markdown")).toBe(state.agent);
        expect(textOf(thread, "assistant", CT.reasoning)).toBe(state.thought);
        const calls = callsOf(thread);
        expect([...calls.keys()]).toEqual([...state.calls.keys()]);
        for (const [id, sdk] of state.calls) {
          const ours = calls.get(id)!;
          expect(ours.title).toBe(sdk.title);
          expect(ours.call.name).toBe(sdk.kind);
          expect(ours.call.input).toEqual(sdk.rawInput);
          if (!ours.call.approval || ours.call.approval.approved === true) expect(ours.call.state).toBe(expectedState[sdk.status ?? "pending"]);
          if (sdk.rawOutput !== undefined) expect(ours.result?.output).toEqual(sdk.rawOutput);
        }
        expect(providerItems({ parts: thread.flatMap((m) => m.parts) })).toEqual([]);
        for (const m of thread) expect(validateBody(m).issues).toEqual([]);
        checked++;
      }),
      onPermission: guard((request: RequestPermissionRequest): RequestPermissionResponse => {
        const id = request.toolCall.toolCallId;
        thread = applyAgentClientThreadPermission(thread, request);
        message = applyAgentClientPermission(message!, request);
        expect(callsOf(thread).get(id)?.call).toMatchObject({ state: "awaiting-approval", approval: { id } });
        const answer = { outcome: { outcome: "selected" as const, optionId: answers[id]! } };
        thread = applyAgentClientThreadPermission(thread, request, answer);
        message = applyAgentClientPermission(message, request, answer);
        const approved = answers[id] === "allow";
        expect(callsOf(thread).get(id)?.call).toMatchObject({ approval: { approved, reason: approved ? "Allow" : "Reject" }, state: approved ? "pending" : "denied" });
        return answer;
      }),
    });
    if (failure) throw failure;
    thread = reduceAgentClientThread(thread, response);
    message = reduceAgentClientUpdate(message, response);
    expect(checked).toBe(24);
    expect(thread.map((m) => [m.role, m.metadata?.status])).toEqual([["user", "complete"], ["assistant", "complete"]]);
    expect(thread[1]).toEqual(message);
    expect(thread[1]!.metadata).toMatchObject({ stopReason: "end_turn", currentModeId: "code" });
    const names = thread[1]!.parts.map((p) => p.name ?? p.contentType);
    expect(names).toEqual([
      "/data/available_commands_update",
      "/data/current_mode_update",
      CT.reasoning,
      "/plan",
      "/tool-calls/call_read",
      "/tool-calls/call_read/result",
      "text/markdown",
      "/tool-calls/call_edit",
      "/tool-calls/call_edit/result",
      "/tool-calls/call_edit/result/1",
      "/tool-calls/call_test",
      "/tool-calls/call_test/result",
      "/tool-calls/call_test/result/1",
      "/tool-calls/call_push",
      "text/markdown",
    ]);
    const part = (name: string) => thread[1]!.parts.find((p) => p.name === name)!;
    expect(part("/tool-calls/call_edit/result/1")).toMatchObject({ contentType: "text/x-diff", content: expect.stringContaining("-  retries: 1,\n-  timeoutMs: 500,\n+  retries: 3,\n+  timeoutMs: 2000,") });
    expect(content(part("/tool-calls/call_test/result/1"))).toMatchObject({ uri: "terminal:term-1", resourceType: "terminal" });
    expect(part("/plan").content).toBe("- [x] Read the failing test and its config _(high)_\n- [x] Raise the retries and the timeout _(high)_\n- [x] Run the tests again _(medium)_");
    expect(callsOf(thread).get("call_push")?.call).toMatchObject({ state: "denied", approval: { approved: false } });
    for (const m of thread) expectWellFormed(m);
  });

  it("keeps hostile input visible and never throws", () => {
    const unknownCall = { sessionUpdate: "tool_call_update", toolCallId: "nope", status: "completed" };
    const message = foldAgentClientUpdates([
      ...garbage,
      { sessionId: "s", update: { sessionUpdate: "session_future_thing", x: 1 } },
      unknownCall,
      { sessionUpdate: "tool_call_content_chunk", toolCallId: "nope", content: { type: "content", content: { type: "text", text: "x" } } },
      { sessionUpdate: "plan", entries: "not a list" },
      { sessionUpdate: "agent_message_chunk", content: { type: "image", data: "%%%", mimeType: "image/png" } },
      { sessionUpdate: "user_message_chunk", content: { type: "text", text: "wrong role" } },
    ]);
    const items = providerItems(message);
    expect(items.map((p) => p.metadata?.itemType)).toContain("session_future_thing");
    expect(items.map((p) => p.metadata?.error)).toContain("tool_call_update for tool call nope, which has not started");
    expect(items.some((p) => String(p.metadata?.error).includes("reduceAgentClientThread keeps both"))).toBe(true);
    expect(items.length).toBeGreaterThanOrEqual(garbage.length + 5);
    expectWellFormed(message);
    const huge = "x".repeat(2_000_000);
    const big = foldAgentClientUpdates([{ sessionUpdate: "agent_message_chunk", content: { type: "text", text: huge } }, { sessionUpdate: "agent_message_chunk", content: { type: "text", text: huge } }]);
    expect(big.parts).toHaveLength(1);
    expect(big.parts[0]!.content).toHaveLength(4_000_000);
    expect(applyAgentClientPermission(big, { toolCall: { toolCallId: "nope" }, options: [] }).parts.at(-1)?.metadata?.error).toMatch(/does not hold/);
    expect(applyAgentClientPermission(big, null).parts.at(-1)?.contentType).toBe(CT.providerItem);
    expect(reduceAgentClientThread(undefined, 42)).toHaveLength(1);
    // Not a message at all: a new one holds the request, as the reducers start one.
    for (const notMessage of [undefined, null, 42, {}, { parts: "x" }] as unknown as Message[])
      expect(applyAgentClientPermission(notMessage, { toolCall: { toolCallId: "c" }, options: [] }).parts.at(-1)?.contentType).toBe(CT.providerItem);
  });

  it("survives fuzzed recorded notifications", async () => {
    const { default: recorded } = await import("../../fixtures/agent-client/recorded.json");
    const notifications = (recorded as { kind: string; params?: unknown }[]).filter((e) => e.kind === "notification").map((e) => e.params);
    fuzzReducer(reduceAgentClientUpdate, notifications);
  });

  it("accepts v2 shapes: a creating tool_call_update, content chunks, plan_update, whole messages, state_update", () => {
    const message = foldAgentClientUpdates([
      { sessionUpdate: "agent_message_chunk", messageId: "m1", content: { type: "text", text: "Draft" } },
      { sessionUpdate: "agent_message", messageId: "m1", content: [{ type: "text", text: "Final answer" }] },
      { sessionUpdate: "tool_call_update", toolCallId: "c1", title: "Search", kind: "search", status: "in_progress" },
      { sessionUpdate: "tool_call_content_chunk", toolCallId: "c1", content: { type: "content", content: { type: "text", text: "3 hits" } } },
      { sessionUpdate: "plan_update", plan: { type: "items", planId: "p1", entries: [{ content: "Look", priority: "low", status: "cancelled" }] } },
      { sessionUpdate: "state_update", state: "idle", stopReason: "end_turn" },
    ]);
    expect(message.id).toBe("m1");
    expect(message.parts.map((p) => p.name ?? p.content)).toEqual(["Final answer", "/tool-calls/c1", "/tool-calls/c1/result", "/plans/p1"]);
    expect(content(message.parts[2])).toMatchObject({ output: "3 hits" });
    expect(message.parts[3]!.content).toBe("- [ ] ~~Look~~ _(low, cancelled)_");
    expect(message.metadata).toMatchObject({ status: "complete", stopReason: "end_turn" });
  });

  it("writes unified diffs for new and changed files", () => {
    expect(unifiedDiff("/a.txt", null, "x\ny\n")).toBe("--- /dev/null\n+++ b/a.txt\n@@ -0,0 +1,2 @@\n+x\n+y\n");
    expect(unifiedDiff("a.txt", "1\n2\n3\n4\n5\n", "1\n2\n3\nfour\n5\n")).toBe("--- a/a.txt\n+++ b/a.txt\n@@ -1,5 +1,5 @@\n 1\n 2\n 3\n-4\n+four\n 5\n");
  });

  it("gives distant edits their own hunks, and shows a rewrite too large to diff as removed then added", () => {
    const file = Array.from({ length: 100 }, (_, i) => `line ${i + 1}`);
    const edited = file.map((line, i) => (i === 4 || i === 89 ? `${line} (edited)` : line));
    const diff = unifiedDiff("big.txt", `${file.join("\n")}\n`, `${edited.join("\n")}\n`);
    expect(diff.match(/^@@ .* @@$/gm)).toEqual(["@@ -2,7 +2,7 @@", "@@ -87,7 +87,7 @@"]);
    const old = Array.from({ length: 20_000 }, (_, i) => `old ${i}`).join("\n");
    const rewritten = Array.from({ length: 20_000 }, (_, i) => `new ${i}`).join("\n");
    const rows = unifiedDiff("huge.txt", `${old}\n`, `${rewritten}\n`).split("\n");
    expect(rows.slice(0, 3)).toEqual(["--- a/huge.txt", "+++ b/huge.txt", "@@ -1,20000 +1,20000 @@"]);
    expect(rows.filter((r) => r.startsWith("-old")).length).toBe(20_000);
    expect(rows.filter((r) => r.startsWith("+new")).length).toBe(20_000);
  });
});
