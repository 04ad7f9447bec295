// @vitest-environment node
import type { Message as AgUiMessage } from "@ag-ui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachToolResults, PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { AG_UI_STATE_PART, foldAgUiStream, fromAgUi, reduceAgUiStream, reduceAgUiThread, type AgUiThread } from "../../../src/adapters/ag-ui";
import { partStatus, validateBody, type Message, type Part } from "../../../src/model";
import { runAgentAt, startAgentServer } from "../../fixtures/ag-ui/agent-server.mjs";
import { scenarios } from "../../fixtures/ag-ui/scenarios.mjs";
import recorded from "../../fixtures/ag-ui/recorded.json";
import { expectWellFormed } from "./helpers";
import { content, expectCleanFinish, fuzzReducer, garbage, intermediates, providerItems } from "./stream-helpers";

type Scenario = keyof typeof scenarios;

let server: Awaited<ReturnType<typeof startAgentServer>>;
beforeAll(async () => {
  server = await startAgentServer(scenarios);
});
afterAll(() => server.close());

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Tool arguments compared as values when both sides are JSON, else as the text that arrived. */
function sameArguments(part: Part, sdkText: string): void {
  const c = content(part);
  const sdk = parse(sdkText);
  if (sdk.ok && c.arguments !== undefined) expect(c.arguments).toEqual(sdk.value);
  else expect(c.argumentsText ?? (c.arguments === undefined ? "" : JSON.stringify(c.arguments))).toBe(sdkText);
}

const partsOf = (message: Message, id: string): Part[] => message.parts.filter((p) => p.metadata?.messageId === id);
const texts = (parts: readonly Part[], contentType?: string) =>
  parts.filter((p) => (contentType ? p.contentType === contentType : p.contentType.startsWith("text/") && p.contentType !== CT.reasoning)).map((p) => p.content ?? "").join("");

/**
 * partkit's run message says what the SDK's accumulated messages and state say: the same AG-UI
 * messages, and per message the same text, reasoning, tool calls (ids, names, arguments), tool
 * results and activity content; the `/state` part is the SDK's state.
 */
function expectSameAsSdk(message: Message | undefined, sdkMessages: readonly AgUiMessage[], sdkState: unknown): void {
  const parts = message?.parts ?? [];
  const ids = [...new Set(parts.map((p) => p.metadata?.messageId).filter((id): id is string => typeof id === "string"))];
  expect(ids.sort()).toEqual(sdkMessages.map((m) => m.id).sort());
  for (const m of sdkMessages) {
    const mine = partsOf(message!, m.id);
    switch (m.role) {
      case "assistant": {
        expect(texts(mine)).toBe(m.content ?? "");
        const calls = mine.filter((p) => p.contentType === CT.toolCall);
        expect(calls.map((p) => [content(p).id, content(p).name])).toEqual((m.toolCalls ?? []).map((c) => [c.id, c.function.name]));
        calls.forEach((p, i) => sameArguments(p, m.toolCalls![i]!.function.arguments));
        break;
      }
      case "reasoning":
        expect(texts(mine, CT.reasoning)).toBe(m.content);
        break;
      case "tool": {
        const [result] = mine;
        expect(result?.contentType).toBe(CT.toolResult);
        expect(content(result)).toMatchObject({ callId: m.toolCallId, output: m.content });
        break;
      }
      case "activity":
        expect(mine).toHaveLength(1);
        expect(JSON.parse(mine[0]!.content!)).toEqual(m.content);
        expect(mine[0]!.metadata?.activityType).toBe(m.activityType);
        break;
      default:
        expect(texts(mine)).toBe(typeof m.content === "string" ? m.content : "");
    }
  }
  const state = parts.find((p) => p.name === AG_UI_STATE_PART);
  expect(state ? JSON.parse(state.content!) : {}).toEqual(sdkState);
  // A subagent's messages are in its lane, and only they are.
  for (const m of sdkMessages) {
    const lane = m.subagentRunId ? `/subagents/${m.subagentRunId}/` : undefined;
    for (const p of partsOf(message!, m.id)) {
      if (lane) expect(p.name).toContain(lane);
      else expect(p.name ?? "").not.toMatch(/^\/subagents\//);
    }
  }
}

/** The run through HttpAgent, then every prefix of it again: after each event, partkit's message against the SDK's state. */
async function checkEveryEvent(name: Scenario): Promise<{ message: Message; agentMessages: AgUiMessage[]; events: unknown[] }> {
  const { agent, events, error } = await runAgentAt(server.url(name));
  expect(error).toBeUndefined();
  expect(events).toHaveLength(scenarios[name].length);
  const steps = intermediates(reduceAgUiStream, events);
  for (let n = 1; n <= events.length; n++) {
    const prefix = await runAgentAt(server.url(name, n));
    expect(prefix.error).toBeUndefined();
    expectSameAsSdk(steps[n - 1], prefix.agent.messages, prefix.agent.state);
    expect(validateBody(steps[n - 1]!).issues).toEqual([]);
  }
  const message = steps.at(-1)!;
  expectSameAsSdk(message, agent.messages, agent.state);
  expectWellFormed(message);
  return { message, agentMessages: agent.messages, events };
}

/** What a transcript shows of text and tools: per part, its kind and its content, in order. */
function shown(messages: readonly Message[]) {
  return messages.flatMap((m) =>
    m.parts
      .filter((p) => p.contentType !== CT.providerItem && p.name !== AG_UI_STATE_PART)
      .map((p) => {
        if (p.contentType === CT.toolCall) {
          const { id, name, arguments: args } = content(p);
          return { call: { id, name, args } };
        }
        if (p.contentType === CT.toolResult) return { result: content(p) };
        return { [p.contentType]: p.content };
      }),
  );
}

describe("reduceAgUiStream against @ag-ui/client over HTTP", () => {
  it("a run with reasoning, markdown, a tool call and its result, state, a step, an activity and a custom event", async () => {
    const { message, agentMessages } = await checkEveryEvent("toolRun");
    expect(message.parts.map((p) => p.name ?? p.contentType)).toEqual([
      CT.reasoning,
      AG_UI_STATE_PART,
      "text/markdown",
      "/tool-calls/call-weather",
      "/tool-calls/call-weather/result",
      "/data/PLAN/activity-plan",
      CT.providerItem,
      "text/markdown",
    ]);
    expect(message).toMatchObject({ id: "run-1", metadata: { status: "complete", runStatus: "finished", threadId: "thread-weather", result: { answered: true } } });
    expect(message.metadata?.steps).toEqual([{ name: "plan", status: "finished" }]);
    expect(message.parts[0]!.metadata).toMatchObject({ step: "plan", messageRole: "reasoning" });
    expect(content(message.parts[3])).toEqual({ id: "call-weather", name: "get_weather", arguments: { city: "Paris", unit: "celsius" }, state: "complete" });
    expect(providerItems(message)[0]!.metadata).toMatchObject({ itemType: "CUSTOM", customName: "analytics" });
    expectCleanFinish(message);
    // The SDK's messages converted whole show what the stream showed.
    expect(shown(attachToolResults(fromAgUi(agentMessages)))).toEqual(shown([message]));
  });

  it("streams the tool call: streaming while its arguments arrive, pending once they ended, complete with its result", () => {
    const steps = intermediates(reduceAgUiStream, recorded.toolRun);
    const at = (type: string, n = 0) => recorded.toolRun.map((e, i) => [e.type, i] as const).filter(([t]) => t === type)[n]![1];
    const call = (i: number) => content(steps[i]!.parts.find((p) => p.contentType === CT.toolCall));
    expect(call(at("TOOL_CALL_ARGS"))).toEqual({ id: "call-weather", name: "get_weather", argumentsText: '{"city":"Pa', state: "streaming" });
    expect(call(at("TOOL_CALL_END"))).toMatchObject({ state: "pending" });
    expect(call(at("TOOL_CALL_RESULT"))).toMatchObject({ state: "complete" });
    expect(partStatus(steps[at("TEXT_MESSAGE_CONTENT")]!.parts[2])).toBe("streaming");
    expect(partStatus(steps[at("TEXT_MESSAGE_END")]!.parts[2])).toBe("complete");
    expect(steps[at("REASONING_END")]).toBe(steps[at("REASONING_END") - 1]);
  });

  it("chunk events only: text, reasoning and a tool call open without START and close when another event arrives", async () => {
    const { message, agentMessages } = await checkEveryEvent("chunks");
    expect(content(message.parts.find((p) => p.contentType === CT.toolCall))).toEqual({
      id: "call-search",
      name: "search_docs",
      arguments: { query: "agent user interaction protocol", limit: 3 },
      state: "complete",
    });
    expectCleanFinish(message);
    expect(shown(attachToolResults(fromAgUi(agentMessages)))).toEqual(shown([message]));
    const steps = intermediates(reduceAgUiStream, recorded.chunks);
    expect(partStatus(steps[4]!.parts[1])).toBe("streaming");
    expect(partStatus(steps[5]!.parts[1])).toBe("complete");
  });

  it("RUN_ERROR: the error is a visible part and the run is marked failed", async () => {
    const { message } = await checkEveryEvent("error");
    expect(message.metadata).toMatchObject({ status: "error", runStatus: "error", error: "The model provider timed out after 30 s", errorCode: "UPSTREAM_TIMEOUT" });
    const [item] = providerItems(message);
    expect(item!.metadata).toMatchObject({ itemType: "RUN_ERROR", error: "The model provider timed out after 30 s" });
    expect(message.parts[0]).toMatchObject({ content: "Let me look that up", metadata: { status: "complete" } });
  });

  it("an interrupt outcome: the call it names awaits approval, the other interrupt is a visible part", async () => {
    const { message } = await checkEveryEvent("interrupt");
    expect(message.metadata).toMatchObject({ status: "complete", runStatus: "interrupted" });
    const call = message.parts.find((p) => p.contentType === CT.toolCall)!;
    expect(content(call)).toMatchObject({ id: "call-delete", state: "awaiting-approval" });
    expect(call.metadata?.interrupt).toMatchObject({ id: "interrupt-approve", message: "Delete /reports/2023-q4.pdf?" });
    const other = message.parts.find((p) => p.name === "/interrupts/interrupt-budget")!;
    expect(other).toMatchObject({ contentType: CT.providerItem, metadata: { itemType: "interrupt", reason: "confirm_budget" } });
    expect(content(other)).toMatchObject({ responseSchema: { type: "object" } });
  });

  it("subagents: each one's text and tool calls are in its own lane card, nested under its parent, apart from the parent's prose", async () => {
    const { message, agentMessages } = await checkEveryEvent("subagents");
    expect(agentMessages.filter((m) => m.subagentRunId).map((m) => m.id).sort()).toEqual(["msg-c1", "msg-r1", "msg-r2", "tool-r1"]);
    expect(message.parts.map((p) => p.name ?? p.contentType)).toEqual([
      "text/markdown",
      "/tool-calls/call-delegate",
      "/tool-calls/call-delegate/result",
      "/subagents/sub-research",
      "/subagents/sub-research/messages/msg-r1",
      "/subagents/sub-research/tool-calls/call-index",
      "/subagents/sub-research/tool-calls/call-index/result",
      "/subagents/sub-research/subagents/sub-check",
      "/subagents/sub-research/subagents/sub-check/messages/msg-c1",
      "/subagents/sub-research/subagents/sub-check/result",
      "/subagents/sub-research/messages/msg-r2",
      "/subagents/sub-research/result",
      "text/markdown",
    ]);
    const card = (name: string) => message.parts.find((p) => p.name === name)!;
    expect(content(card("/subagents/sub-research"))).toEqual({ id: "subagent:sub-research", name: "researcher", arguments: { description: "Finds sources" }, state: "complete" });
    expect(card("/subagents/sub-research").metadata).toMatchObject({ title: "Subagent researcher", parentToolCallId: "call-delegate", subagentOutcome: "success" });
    expect(content(card("/subagents/sub-research/result"))).toMatchObject({ callId: "subagent:sub-research", output: { sources: ["spec", "changelog"] } });
    expect(content(card("/subagents/sub-research/subagents/sub-check"))).toMatchObject({ name: "fact-checker", state: "error" });
    expect(content(card("/subagents/sub-research/subagents/sub-check/result"))).toMatchObject({ output: "The date service is down", isError: true });
    expect(card("/subagents/sub-research/tool-calls/call-index/result").metadata?.subagentRunId).toBe("sub-research");
    expect(providerItems(message)).toEqual([]);
    expectCleanFinish(message);
    // While the researcher streams, its lane card is open and its text is already in the lane.
    const steps = intermediates(reduceAgUiStream, recorded.subagents);
    const during = steps[recorded.subagents.findIndex((e) => e.type === "TEXT_MESSAGE_CONTENT" && e.messageId === "msg-r1")]!;
    expect(content(during.parts.find((p) => p.name === "/subagents/sub-research"))).toMatchObject({ state: "pending" });
    expect(during.parts.find((p) => p.name === "/subagents/sub-research/messages/msg-r1")).toMatchObject({ content: "Searching *two* ", metadata: { status: "streaming" } });
  });

  it("a messages snapshot alone (a reload) still puts each subagent's messages in a lane", () => {
    const message = foldAgUiStream([{ type: "MESSAGES_SNAPSHOT", messages: recorded.subagentMessages }]);
    const names = message.parts.map((p) => p.name ?? p.contentType);
    expect(names).toContain("/subagents/sub-research");
    expect(names).toContain("/subagents/sub-research/messages/msg-r1");
    expect(names).toContain("/subagents/sub-research/tool-calls/call-index/result");
    expect(names.indexOf("/subagents/sub-research")).toBeLessThan(names.indexOf("/subagents/sub-research/messages/msg-r1"));
    expect(names).toContain("/subagents/sub-check/messages/msg-c1");
    expect(validateBody(message).issues).toEqual([]);
  });

  it("the recordings are what the SDK receives now (re-record with node test/fixtures/ag-ui/record.mjs)", async () => {
    for (const name of Object.keys(scenarios) as Scenario[]) {
      const { agent, events } = await runAgentAt(server.url(name));
      expect(events).toEqual(recorded[name]);
      if (name === "toolRun") expect(agent.messages).toEqual(recorded.toolRunMessages);
      if (name === "subagents") expect(agent.messages).toEqual(recorded.subagentMessages);
    }
  });
});

describe("reduceAgUiThread", () => {
  it("splits the run into the SDK's messages, keyed by AG-UI id, reusing untouched ones", async () => {
    const { agent, events } = await runAgentAt(server.url("toolRun"));
    let thread: AgUiThread | undefined;
    const seen: AgUiThread[] = [];
    for (const event of events) seen.push((thread = reduceAgUiThread(thread, event)));
    const ids = agent.messages.map((m) => m.id);
    expect(thread!.messages.slice(0, -1).map((m) => m.id).sort()).toEqual([...ids].sort());
    for (const m of agent.messages) expect(thread!.byId.get(m.id)?.role).toBe(m.role);
    expect(thread!.byId.get("msg-2")!.parts.map((p) => p.content)).toEqual([(agent.messages.find((m) => m.id === "msg-2") as { content: string }).content]);
    // The last message holds what belongs to no AG-UI message: the state and the custom event.
    expect(thread!.messages.at(-1)!.parts.map((p) => p.name ?? p.contentType)).toEqual([AG_UI_STATE_PART, CT.providerItem]);
    const last = seen.at(-1)!;
    const before = seen.at(-2)!;
    expect(last.byId.get("msg-1")).toBe(before.byId.get("msg-1"));
  });
});

describe("reduceAgUiThread with subagents", () => {
  it("keeps each subagent's lane whole in the message that started it, after every event, matching the SDK", async () => {
    const { agent, events } = await runAgentAt(server.url("subagents"));
    const subagentIds = agent.messages.filter((m) => m.subagentRunId).map((m) => m.id);
    let thread: AgUiThread | undefined;
    for (let n = 1; n <= events.length; n++) {
      thread = reduceAgUiThread(thread, events[n - 1]);
      const prefix = await runAgentAt(server.url("subagents", n));
      const flat = thread.messages.flatMap((m) => m.parts);
      expect(flat).toHaveLength(thread.run.parts.length);
      expectSameAsSdk({ ...thread.run, parts: flat }, prefix.agent.messages, prefix.agent.state);
      // No subagent message is a bubble of its own: each lane is in one message, with its card.
      for (const m of thread.messages) expect(subagentIds).not.toContain(m.id);
      for (const lane of flat.filter((p) => p.metadata?.subagentLane !== undefined && p.name!.split("/").length === 3)) {
        const holders = thread.messages.filter((m) => m.parts.some((p) => p.name === lane.name || p.name?.startsWith(`${lane.name}/`)));
        expect(holders).toHaveLength(1);
        expect(holders[0]!.parts).toContain(lane);
      }
    }
    const s1 = thread!.byId.get("msg-s1")!;
    expect(s1.metadata?.subagentRunId).toBeUndefined();
    expect(s1.parts.map((p) => p.name ?? p.contentType)).toEqual([
      "text/markdown",
      "/tool-calls/call-delegate",
      "/subagents/sub-research",
      "/subagents/sub-research/messages/msg-r1",
      "/subagents/sub-research/tool-calls/call-index",
      "/subagents/sub-research/tool-calls/call-index/result",
      "/subagents/sub-research/subagents/sub-check",
      "/subagents/sub-research/subagents/sub-check/messages/msg-c1",
      "/subagents/sub-research/subagents/sub-check/result",
      "/subagents/sub-research/messages/msg-r2",
      "/subagents/sub-research/result",
    ]);
    expect(thread!.messages.map((m) => m.id).slice(0, 3)).toEqual(["msg-s1", "tool-s1", "msg-s2"]);
  });

  it("a lane with no parent message is a message of its own, keyed subagent:<id>", () => {
    const thread = [
      { type: "SUBAGENT_STARTED", subagentRunId: "solo", name: "helper" },
      { type: "TEXT_MESSAGE_START", messageId: "h1", role: "assistant", subagentRunId: "solo" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: "h1", delta: "Hi", subagentRunId: "solo" },
    ].reduce<AgUiThread | undefined>((t, e) => reduceAgUiThread(t, e), undefined)!;
    expect(thread.messages.map((m) => m.id)).toEqual(["subagent:solo"]);
    expect(thread.byId.get("subagent:solo")).toMatchObject({ role: "assistant", metadata: { subagentRunId: "solo" } });
    expect(thread.byId.get("subagent:solo")!.parts.map((p) => p.name)).toEqual(["/subagents/solo", "/subagents/solo/messages/h1"]);
  });
});

describe("fromAgUi", () => {
  it("converts every role, linking tool results to their calls", () => {
    const messages = fromAgUi([
      { id: "s", role: "system", content: "Be brief." },
      { id: "u", role: "user", content: [{ type: "text", text: "What is this?" }, { type: "image", source: { type: "url", value: "https://example.org/cat.png", mimeType: "image/png" } }] },
      { id: "r", role: "reasoning", content: "Look at the image.", encryptedValue: "opaque==" },
      { id: "a", role: "assistant", content: "A **cat**.", toolCalls: [{ id: "c1", type: "function", function: { name: "classify", arguments: '{"label":"cat"}' } }] },
      { id: "t", role: "tool", toolCallId: "c1", content: "ok", error: "partial" },
      { id: "act", role: "activity", activityType: "PROGRESS", content: { pct: 50 } },
      { id: "x", role: "narrator", content: "?" },
    ]);
    expect(messages.map((m) => [m.id, m.role])).toEqual([["s", "system"], ["u", "user"], ["r", "reasoning"], ["a", "assistant"], ["t", "tool"], ["act", "activity"], ["x", "narrator"]]);
    expect(messages[1]!.parts.map((p) => p.contentType)).toEqual(["text/plain", "image/png"]);
    expect(messages[2]!.parts[0]).toMatchObject({ contentType: CT.reasoning, content: "Look at the image.", metadata: { encryptedValue: "opaque==" } });
    expect(content(messages[3]!.parts[1])).toEqual({ id: "c1", name: "classify", arguments: { label: "cat" } });
    expect(messages[4]!.parts[0]).toMatchObject({ name: "/tool-calls/c1/result", metadata: { errorText: "partial" } });
    expect(content(messages[4]!.parts[0])).toEqual({ callId: "c1", name: "classify", output: "ok", isError: true });
    expect(messages[5]!.parts[0]).toMatchObject({ name: "/data/PROGRESS/act", contentType: "application/json" });
    expect(messages[6]!.parts[0]!.contentType).toBe(CT.providerItem);
    expect(attachToolResults(messages).find((m) => m.id === "a")!.parts.map((p) => p.name ?? p.contentType)).toEqual(["text/markdown", "/tool-calls/c1", "/tool-calls/c1/result"]);
    expectWellFormed(messages);
  });

  it("reads a RunAgentInput or MESSAGES_SNAPSHOT and never throws", () => {
    expect(fromAgUi({ messages: [{ id: "u", role: "user", content: "Hi" }] })).toHaveLength(1);
    for (const bad of [null, 42, "x", [null], { role: "assistant", toolCalls: "nope" }]) expectWellFormed(fromAgUi(bad as never));
  });
});

describe("reduceAgUiStream on hostile input", () => {
  it("turns garbage, unknown events and events pointing nowhere into visible provider items", () => {
    const message = foldAgUiStream([
      { type: "TEXT_MESSAGE_CONTENT", messageId: "nope", delta: "lost" },
      { type: "TOOL_CALL_ARGS", toolCallId: "nope", delta: "{" },
      { type: "TOOL_CALL_END", toolCallId: "nope" },
      { type: "STATE_DELTA", delta: [{ op: "remove", path: "/missing" }] },
      { type: "STATE_DELTA", delta: [{ op: "add", path: "/__proto__/polluted", value: true }] },
      { type: "STATE_DELTA", delta: "not a patch" },
      { type: "ACTIVITY_DELTA", messageId: "nope", activityType: "PLAN", patch: [] },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "nope", encryptedValue: "x" },
      { type: "SOME_FUTURE_EVENT", payload: 1 },
      ...garbage.slice(0, 5),
    ]);
    const errors = providerItems(message).map((p) => p.metadata?.error);
    expect(errors).toContain('TEXT_MESSAGE_CONTENT for message "nope", which has not started');
    expect(errors).toContain("TOOL_CALL_ARGS for tool call nope, which has not started");
    expect(errors.filter((e) => typeof e === "string" && e.startsWith("state patch could not be applied"))).toHaveLength(3);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(providerItems(message).map((p) => p.metadata?.itemType)).toContain("SOME_FUTURE_EVENT");
    expect(message.parts.some((p) => p.name === AG_UI_STATE_PART)).toBe(false);
    expectWellFormed(message);
  });

  it("a bad patch leaves the state as it was, as the SDK does", () => {
    const message = foldAgUiStream([
      { type: "STATE_SNAPSHOT", snapshot: { n: 1 } },
      { type: "STATE_DELTA", delta: [{ op: "replace", path: "/n", value: 2 }, { op: "test", path: "/n", value: 99 }] },
    ]);
    expect(JSON.parse(message.parts.find((p) => p.name === AG_UI_STATE_PART)!.content!)).toEqual({ n: 1 });
    expect(providerItems(message)).toHaveLength(1);
  });

  it("keeps the deprecated THINKING_* events as reasoning", () => {
    const message = foldAgUiStream([
      { type: "THINKING_START", title: "Plan" },
      { type: "THINKING_TEXT_MESSAGE_START" },
      { type: "THINKING_TEXT_MESSAGE_CONTENT", delta: "Step one." },
      { type: "THINKING_TEXT_MESSAGE_END" },
      { type: "THINKING_END" },
    ]);
    expect(message.parts).toEqual([expect.objectContaining({ contentType: CT.reasoning, content: "Step one.", metadata: expect.objectContaining({ status: "complete" }) })]);
  });

  it("never throws, and every intermediate message is valid", () => {
    fuzzReducer(reduceAgUiStream, (Object.keys(scenarios) as Scenario[]).flatMap((name): unknown[] => recorded[name]));
  });
});
