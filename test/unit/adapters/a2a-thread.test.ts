// @vitest-environment node
import { parseSseStream, Role, StreamResponse, Task, type Message as SdkMessage, type Part as SdkPart } from "@a2a-js/sdk";
import { ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory, type Client } from "@a2a-js/sdk/client";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyA2AThread, fromA2A, reduceA2AThread, type A2AInput, type A2AThread } from "../../../src/adapters/a2a";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import type { Message, Part } from "../../../src/model";
import { PNG_1X1, startWeatherAgent } from "../../setup/a2a-weather-agent";
import { expectWellFormed } from "./helpers";

let agent: Awaited<ReturnType<typeof startWeatherAgent>>;
beforeAll(async () => {
  agent = await startWeatherAgent();
});
afterAll(() => agent.close());

// `PARTKIT_RECORD=1 npx vitest run --project unit test/unit/adapters/a2a-thread.test.ts` re-records
// test/fixtures/a2a/recorded-thread.json: the JSON-RPC envelopes the SDK's server sent over both
// turns, per protocol version, for the Storybook gallery and the browser streaming test.
const recordings: Record<string, unknown[]> = {};
afterAll(() => {
  if (process.env.PARTKIT_RECORD !== "1") return;
  writeFileSync(new URL("../../fixtures/a2a/recorded-thread.json", import.meta.url), `${JSON.stringify(recordings, null, 2)}\n`);
});

/** What the SDK client saw so far, accumulated as plainly as possible. */
interface Seen {
  state?: string;
  statusTexts: string[];
  /** Artifacts by id in first-seen order, `append` honoured: every part's text (or media type). */
  artifacts: Map<string, string[]>;
}

const partText = (p: SdkPart): string => (p.content?.$case === "text" ? p.content.value : `<${p.mediaType}>`);
const messageText = (m: SdkMessage | undefined): string => (m?.parts ?? []).map(partText).join("");

function see(seen: Seen, event: StreamResponse): void {
  const p = event.payload;
  if (p?.$case === "task") {
    seen.state = String(p.value.status?.state);
    for (const a of p.value.artifacts) seen.artifacts.set(a.artifactId, a.parts.map(partText));
  } else if (p?.$case === "statusUpdate") {
    seen.state = String(p.value.status?.state);
    if (p.value.status?.message) seen.statusTexts.push(messageText(p.value.status.message));
  } else if (p?.$case === "artifactUpdate" && p.value.artifact) {
    const { artifactId, parts } = p.value.artifact;
    const before = p.value.append ? (seen.artifacts.get(artifactId) ?? []) : [];
    seen.artifacts.set(artifactId, [...before, ...parts.map(partText)]);
  }
}

// The SDK's TaskState enum values.
const STATES: Record<string, string> = { "1": "submitted", "2": "working", "3": "completed", "6": "input-required" };
const textOf = (p: Part) => (p.contentType === CT.providerItem ? "" : p.contentEncoding === "base64" ? `<${p.contentType}>` : (p.content ?? ""));

/** Checks partkit's thread against what the SDK client saw: state, status texts, artifact contents and names. */
function expectMatches(thread: A2AThread, seen: Seen): void {
  const agentTurns = thread.messages.filter((m) => m.role === "agent");
  const last = agentTurns.at(-1);
  expect(last?.metadata?.taskState).toBe(STATES[seen.state!]);
  expect(thread.tasks.at(-1)?.state).toBe(STATES[seen.state!]);
  const statusParts = agentTurns.flatMap((m) => m.parts.filter((p) => p.name === undefined)).map(textOf);
  expect(statusParts).toEqual(seen.statusTexts);
  for (const [id, parts] of seen.artifacts) {
    const named = agentTurns.flatMap((m) => m.parts).filter((p) => p.name?.startsWith(`/artifacts/${id}/`));
    // The client keeps every chunk's parts; partkit joins adjacent text, so compare the whole text.
    expect(named.map(textOf).join("")).toEqual(parts.join(""));
    expect(named.map((p) => p.name)).toEqual(named.map((_, i) => `/artifacts/${id}/${i + 1}`));
  }
  for (const m of thread.messages) expectWellFormed(m);
}

const userMessage = (text: string, taskId = "", contextId = ""): SdkMessage => ({
  messageId: crypto.randomUUID(),
  role: Role.ROLE_USER,
  parts: [{ content: { $case: "text", value: text }, mediaType: "", filename: "", metadata: undefined }],
  taskId,
  contextId,
  metadata: undefined,
  extensions: [],
  referenceTaskIds: [],
});

/** A client of the given protocol version; `wire` receives every JSON payload the server sent (SSE events and plain responses). */
async function connect(version: "1.0" | "0.3", wire: unknown[]): Promise<Client> {
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const [mine, theirs] = response.body.tee();
    const copy = new Response(mine, { headers: response.headers });
    if (response.headers.get("content-type")?.includes("event-stream")) void (async () => { for await (const e of parseSseStream(copy)) wire.push(JSON.parse(e.data)); })();
    else void copy.json().then((body: unknown) => wire.push(body));
    return new Response(theirs, { status: response.status, headers: response.headers });
  };
  const card = { ...agent.card, supportedInterfaces: agent.card.supportedInterfaces.filter((i) => i.protocolVersion === version) };
  const factory = new ClientFactory(ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports: [new JsonRpcTransportFactory({ fetchImpl, legacyCompat: { enabled: true } })] }));
  return factory.createFromAgentCard(card);
}

describe.each(["1.0", "0.3"] as const)("reduceA2AThread against the SDK's own server and client (A2A %s)", (version) => {
  it("matches the client's view after every event, continues the task after input-required, and a reload gives the same parts", async () => {
    const wire: unknown[] = [];
    const client = await connect(version, wire);
    const seen: Seen = { statusTexts: [], artifacts: new Map() };
    // v1.0: the SDK client's own objects; v0.3: the raw v0.3 JSON-RPC envelopes the server sent.
    let sdkThread: A2AThread = emptyA2AThread;
    const first = userMessage("Weather in Paris?");
    sdkThread = reduceA2AThread(sdkThread, first);
    let taskId = "";
    let contextId = "";
    for await (const event of client.sendMessageStream({ tenant: "", message: first, configuration: undefined, metadata: undefined })) {
      see(seen, event);
      if (event.payload?.$case === "task") ({ id: taskId, contextId } = event.payload.value);
      sdkThread = reduceA2AThread(sdkThread, event);
      expectMatches(sdkThread, seen);
    }
    expect(seen.state).toBe("6");
    let turnOne = sdkThread.messages.at(-1)!;
    expect(turnOne.parts.slice(0, 3).map((p) => p.name)).toEqual([undefined, "/artifacts/forecast/1", "/artifacts/forecast/2"]);
    expect(turnOne.metadata).toMatchObject({ taskId, contextId, taskState: "input-required", status: "complete" });
    expect(turnOne.parts[2]).toMatchObject({ content: PNG_1X1, metadata: { filename: "chart.png" } });

    const answer = userMessage("Lyon", taskId, contextId);
    sdkThread = reduceA2AThread(sdkThread, answer);
    for await (const event of client.sendMessageStream({ tenant: "", message: answer, configuration: undefined, metadata: undefined })) {
      see(seen, event);
      sdkThread = reduceA2AThread(sdkThread, event);
      expectMatches(sdkThread, seen);
    }
    expect(sdkThread.messages.map((m) => [m.role, m.metadata?.taskState])).toEqual([
      ["user", undefined],
      ["agent", "input-required"],
      ["user", undefined],
      ["agent", "completed"],
    ]);
    expect(sdkThread.messages[2]?.parts.map(textOf)).toEqual(["Lyon"]);
    expect(sdkThread.messages[3]?.parts.map((p) => [p.name, textOf(p)])).toEqual([
      [undefined, "Checking Lyon…"],
      ["/artifacts/lyon/1", "Lyon: rain, *14°C*"],
      [undefined, "Done."],
    ]);
    // The forecast's third chunk, in turn two, updates the forecast where it is shown.
    turnOne = sdkThread.messages[1]!;
    expect(turnOne.parts.map((p) => [p.name, textOf(p)])).toEqual([
      [undefined, "Looking up the forecast…"],
      // An artifact's parts stay together, where the artifact first appeared.
      ["/artifacts/forecast/1", "Tomorrow: sunny, **21°C**"],
      ["/artifacts/forecast/2", "<image/png>"],
      ["/artifacts/forecast/3", "Updated at noon."],
      [undefined, "Drawing the chart…"],
      [undefined, "Which city next?"],
    ]);
    // A reload: getTask, through fromA2A, gives the same artifact parts and names as the stream.
    const stored = await client.getTask({ tenant: "", id: taskId, historyLength: undefined });
    const reloaded = fromA2A(Task.toJSON(stored) as A2AInput) as Message[];
    const artifactParts = (ms: readonly Message[]) => ms.flatMap((m) => m.parts).filter((p) => p.name?.startsWith("/artifacts/")).map((p) => [p.name, p.contentType, p.content]).sort();
    expect(artifactParts(reloaded)).toEqual(artifactParts(sdkThread.messages));
    expect(reloaded.at(-1)?.metadata?.taskState).toBe("completed");

    // The same through the wire payloads (JSON-RPC envelopes of this protocol version).
    const streamed = wire.filter((w) => (w as { result?: { kind?: string; id?: string } }).result !== undefined);
    const reload = streamed.pop();
    recordings[version] = streamed;
    // The task snapshots' history brings the user's messages here.
    let wireThread = emptyA2AThread;
    for (const envelope of streamed) {
      if (version === "0.3") expect(typeof (envelope as { result: { kind?: unknown } }).result.kind).toBe("string");
      wireThread = reduceA2AThread(wireThread, envelope);
    }
    expect(wireThread.messages.map((m) => m.parts.map((p) => [p.name, textOf(p)]))).toEqual(sdkThread.messages.map((m) => m.parts.map((p) => [p.name, textOf(p)])));
    expect(artifactParts(fromA2A(reload as A2AInput) as Message[]).map(([name]) => name)).toEqual(artifactParts(reloaded).map(([name]) => name));
  });
});

describe("reduceA2AThread on hostile input", () => {
  const task = { id: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } };

  it("keeps non-objects, unknown kinds, JSON-RPC errors and unreadable updates visible, and never throws", () => {
    const bad: unknown[] = [
      null,
      42,
      "text",
      [],
      { kind: "mystery" },
      { jsonrpc: "2.0", id: 1, error: { code: -32001, message: "Task not found" } },
      { statusUpdate: { status: { state: "TASK_STATE_WORKING" } } },
      { artifactUpdate: { taskId: "t", artifact: { parts: [] } } },
      { task: task, message: { messageId: "m", role: "ROLE_USER", parts: [] } },
      { payload: undefined },
    ];
    let thread = reduceA2AThread(emptyA2AThread, { task });
    for (const event of bad) thread = reduceA2AThread(thread, event);
    const items = thread.messages.flatMap((m) => m.parts).filter((p) => p.contentType === CT.providerItem);
    expect(items).toHaveLength(bad.length);
    expect(items.map((p) => p.metadata?.error)).toContain("JSON-RPC error: Task not found");
    for (const m of thread.messages) expectWellFormed(m);
    expect(reduceA2AThread("not a thread" as unknown as A2AThread, null).messages).toHaveLength(1);
  });

  it("shows an artifact update for a task it never saw as that task's turn", () => {
    const thread = reduceA2AThread(emptyA2AThread, { kind: "artifact-update", taskId: "ghost", contextId: "c", artifact: { artifactId: "a", parts: [{ kind: "text", text: "boo" }] } });
    expect(thread.tasks).toEqual([{ taskId: "ghost", contextId: "c", turn: 0 }]);
    expect(thread.messages[0]?.parts).toMatchObject([{ name: "/artifacts/a/1", content: "boo", metadata: { status: "streaming" } }]);
  });

  it("keeps 16 rejected events per message and counts the rest in one item", () => {
    let thread = emptyA2AThread;
    for (let i = 0; i < 5_000; i++) thread = reduceA2AThread(thread, { artifactUpdate: { taskId: "t", artifact: { parts: [], n: i } } });
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]?.parts).toHaveLength(1);
    expect(thread.messages[0]?.parts[0]?.metadata).toMatchObject({ eventCount: 5_000 });
  });

  it("joins huge chunks and leaves untouched messages the same objects", () => {
    const huge = "x".repeat(2_000_000);
    let thread = reduceA2AThread(emptyA2AThread, { kind: "message", messageId: "u", role: "user", parts: [{ kind: "text", text: "hi" }] });
    const user = thread.messages[0];
    for (let i = 0; i < 4; i++) thread = reduceA2AThread(thread, { artifactUpdate: { taskId: "t", artifact: { artifactId: "big", parts: [{ text: huge }] }, append: i > 0 } });
    expect(thread.messages[0]).toBe(user);
    expect(thread.messages[1]?.parts[0]?.content).toHaveLength(8_000_000);
  });
});

describe("fromA2A joins an artifact's text chunks, never a message's parts", () => {
  it("joins adjacent text of one media type in an artifact and keeps message parts apart", () => {
    const [artifacts] = fromA2A({ id: "t", artifacts: [{ artifactId: "f", parts: [{ text: "a **2", mediaType: "text/markdown" }, { text: "1**", mediaType: "text/markdown" }, { text: "plain", mediaType: "text/plain" }] }] }) as Message[];
    expect(artifacts?.parts.map((p) => [p.name, p.content])).toEqual([["/artifacts/f/1", "a **21**"], ["/artifacts/f/2", "plain"]]);
    const message = fromA2A({ messageId: "m", role: "ROLE_AGENT", parts: [{ text: "one" }, { text: "two" }] });
    expect(message.parts.map((p) => p.content)).toEqual(["one", "two"]);
  });
});
