// @vitest-environment node
import { Message as SdkMessage, Task as SdkTask, StreamResponse as SdkStreamResponse } from "@a2a-js/sdk";
import { describe, expect, it } from "vitest";
import {
  a2aArtifactStreamToMessage,
  emptyA2AArtifactStream,
  fromA2A,
  normalizeTaskState,
  PARTKIT_CONTENT_TYPES as CT,
  reduceA2AArtifactUpdate,
  type A2AInput,
} from "../../../src/adapters";
import type { Message } from "../../../src/model";
import { samples } from "../../fixtures/a2a";
import { citedAnswer, completedTask, inputRequiredTask, jsonRpcResponse, malformedMessage, stream, userMessage } from "../../fixtures/a2a/v1";
import { v03ArtifactUpdate, v03Task, v03UserMessage } from "../../fixtures/a2a/v03";
import { readMessageMeta } from "../../../src/meta/read-meta";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json } from "./helpers";

const convert = (input: unknown) => fromA2A(input as A2AInput);

describe("fromA2A", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("fixtures are real v1.0 wire JSON: the SDK codec reads them and its objects convert the same", () => {
    const sdkMessage = SdkMessage.fromJSON(userMessage);
    expect(sdkMessage.parts[1]?.content).toEqual({ $case: "url", value: "https://files.example.com/contract.pdf" });
    expect(convert(sdkMessage)).toEqual(convert(userMessage));
    expect(convert(SdkTask.fromJSON(completedTask))).toEqual(convert(completedTask));
    for (const event of stream) expect(convert(SdkStreamResponse.fromJSON(event))).toEqual(convert(event));
  });

  it("maps a v1.0 user message: text, a remote PDF as /files/1, data as application/json", () => {
    const m = convert(userMessage) as Message;
    expect(m).toMatchObject({ id: userMessage.messageId, role: "user", metadata: { contextId: "ctx-42" } });
    expect(m.parts).toEqual([
      { contentType: "text/plain", content: "Summarise this contract and flag risky clauses." },
      { name: "/files/1", contentType: "application/pdf", contentUrl: "https://files.example.com/contract.pdf", metadata: { filename: "contract.pdf" } },
      { contentType: "application/json", content: JSON.stringify({ priority: "high", deadline: "2025-06-01" }) },
    ]);
  });

  it("turns citation extension metadata into /sources/<n>", () => {
    const m = convert(citedAnswer) as Message;
    expect(m.role).toBe("agent");
    // The text shows the source's number after the cited span (end_index 33 is inside "termination": after the word).
    expect(m.parts[0]).toEqual({ contentType: "text/markdown", content: citedAnswer.parts[0]!.text, metadata: { references: [{ at: 40, name: "/sources/1" }] } });
    expect(json(byName(m, "/sources/1"))).toEqual({
      url: "https://files.example.com/contract.pdf#page=4",
      title: "Contract, p. 4",
      startIndex: 9,
      endIndex: 33,
    });
  });

  it("turns a task into history, status message and an artifacts message", () => {
    const out = convert(completedTask) as Message[];
    expect(out.map((m) => m.id)).toEqual([userMessage.messageId, "status-1", undefined]);
    expect(out[1]?.metadata).toMatchObject({ taskId: "task-7", taskState: "completed", model: "reviewer-2", taskMetadata: { model: "reviewer-2" } });
    const artifacts = out[2]!;
    expect(artifacts.parts.map((p) => [p.name, p.contentType])).toEqual([
      ["/artifacts/review-report/1", "text/markdown"],
      ["/artifacts/review-report/2", "application/json"],
      ["/artifacts/heatmap/1", "image/png"],
    ]);
    expect(artifacts.metadata?.artifacts).toEqual([
      { artifactId: "review-report", name: "Contract review", description: "Findings per clause" },
      { artifactId: "heatmap", name: "Risk heatmap" },
    ]);
    expect(byName(artifacts, "/artifacts/heatmap/1")).toMatchObject({ contentEncoding: "base64", metadata: { filename: "heatmap.png" } });
  });

  it("lifts the task's and messages' model and usage to where the message meta shows them", () => {
    const out = convert(completedTask) as Message[];
    expect(out[0]?.metadata).not.toHaveProperty("model");
    for (const m of out.slice(1)) {
      expect(m.metadata).toMatchObject({ model: "reviewer-2", taskMetadata: { model: "reviewer-2" } });
      expect(readMessageMeta(m).completion.model).toBe("reviewer-2");
    }
    const usage = { input_tokens: 10, output_tokens: 4 };
    const task = { id: "t", status: { state: "TASK_STATE_COMPLETED" }, metadata: { model: "m-task", usage, other: 1 } };
    const [done] = convert(task as A2AInput) as Message[];
    expect(done?.metadata).toMatchObject({ model: "m-task", usage, taskMetadata: { model: "m-task", usage, other: 1 } });
    expect(readMessageMeta(done).completion).toMatchObject({ model: "m-task", inputTokens: 10, outputTokens: 4 });
    const message = { messageId: "m", role: "ROLE_AGENT", parts: [{ text: "hi" }], metadata: { model: "m-msg" } };
    const withStatus = { ...task, status: { state: "TASK_STATE_COMPLETED", message } };
    expect((convert(withStatus as A2AInput) as Message[])[0]?.metadata).toMatchObject({ model: "m-msg", usage, providerMetadata: { model: "m-msg" } });
    const odd = (convert({ ...task, metadata: { model: 7, usage: "lots" } } as A2AInput) as Message[])[0]?.metadata;
    expect(odd).toEqual({ taskId: "t", taskState: "completed", taskMetadata: { model: 7, usage: "lots" } });
  });

  it("normalises task states of every version", () => {
    expect((convert(inputRequiredTask) as Message[])[0]?.metadata?.taskState).toBe("input-required");
    expect(normalizeTaskState("TASK_STATE_AUTH_REQUIRED")).toBe("auth-required");
    expect(normalizeTaskState("input-required")).toBe("input-required");
    expect(normalizeTaskState(5)).toBe("canceled");
  });

  it("unwraps stream responses, trajectory metadata and status updates without messages", () => {
    const out = convert(stream) as Message[];
    expect(out).toHaveLength(5);
    expect(out[0]?.parts).toEqual([
      { contentType: CT.reasoning, content: "Extracting clauses 1–14.", metadata: { trajectory: true, title: "Reading the contract" } },
    ]);
    expect(out[4]).toEqual({
      role: "agent",
      createdAt: "2025-05-01T10:02:00Z",
      metadata: { taskId: "task-9", contextId: "ctx-42", taskState: "completed", timestamp: "2025-05-01T10:02:00Z" },
      parts: [],
    });
  });

  it("unwraps JSON-RPC results and reports JSON-RPC errors as provider items", () => {
    expect(convert(jsonRpcResponse)).toEqual(convert(citedAnswer));
    const error = { jsonrpc: "2.0", id: 1, error: { code: -32001, message: "Task not found" } };
    const m = convert(error) as Message;
    expectKeepsRaw(m, error);
    expect(m.parts[0]?.metadata?.error).toBe("JSON-RPC error: Task not found");
  });

  it("keeps a v0.3 file part's name as the part's filename, for labels and downloads", () => {
    const m = convert({
      kind: "message",
      messageId: "m-files",
      role: "agent",
      parts: [
        { kind: "file", file: { uri: "https://files.example.com/itinerary.pdf", mimeType: "application/pdf", name: "itinerary.pdf" } },
        { kind: "file", file: { bytes: "SGVsbG8=", mimeType: "text/plain", name: "notes.txt" } },
        { kind: "file", file: { uri: "https://files.example.com/unnamed", mimeType: "application/pdf" } },
      ],
    }) as Message;
    expect(m.parts.map((p) => p.metadata?.filename)).toEqual(["itinerary.pdf", "notes.txt", undefined]);
  });

  it("reads v0.3 messages and tasks", () => {
    const m = convert(v03UserMessage) as Message;
    expect(m.role).toBe("user");
    expect(m.parts.map((p) => [p.name, p.contentType, p.contentEncoding, p.contentUrl])).toEqual([
      [undefined, "text/plain", undefined, undefined],
      ["/files/1", "text/plain", "base64", undefined],
      [undefined, "image/jpeg", undefined, "https://files.example.com/photo.jpg"],
      [undefined, "application/json", undefined, undefined],
    ]);
    const task = convert(v03Task) as Message[];
    expect(task.at(-1)?.parts).toEqual([
      { name: "/artifacts/translation/1", contentType: "text/markdown", content: "Bonjour le monde", metadata: { artifactId: "translation", artifactName: "hello.fr.txt" } },
    ]);
    expect(task.at(-1)?.metadata?.taskState).toBe("completed");
  });

  it("keeps malformed parts as provider items", () => {
    const m = convert(malformedMessage) as Message;
    expectKeepsRaw(m, malformedMessage.parts[0]);
    expectKeepsRaw(m, malformedMessage.parts[1]);
    expect(m.parts[2]).toEqual({ contentType: "text/markdown", content: "still fine" });
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter(convert, samples);
  });
});

describe("reduceA2AArtifactUpdate", () => {
  it("joins appended text chunks and marks the artifact complete on lastChunk", () => {
    const state = stream.reduce(reduceA2AArtifactUpdate, emptyA2AArtifactStream);
    expect(state.artifacts).toHaveLength(1);
    expect(state.artifacts[0]).toMatchObject({ taskId: "task-9", complete: true });
    expect(state.artifacts[0]?.artifact.parts).toEqual([
      { text: "The contract is balanced overall.", mediaType: "text/markdown" },
      { data: { score: 0.82 } },
    ]);
    const m = a2aArtifactStreamToMessage(state);
    expect(m.parts.map((p) => p.name)).toEqual(["/artifacts/summary/1", "/artifacts/summary/2"]);
  });

  it("handles v0.3 events, replacement without append, and never mutates the previous state", () => {
    const first = reduceA2AArtifactUpdate(undefined, { ...v03ArtifactUpdate, append: false, lastChunk: false, artifact: { artifactId: "translation", parts: [{ kind: "text", text: "Bonjour" }] } });
    const frozen = JSON.stringify(first);
    const second = reduceA2AArtifactUpdate(first, v03ArtifactUpdate);
    expect(JSON.stringify(first)).toBe(frozen);
    expect(second.artifacts[0]?.artifact.parts).toEqual([{ kind: "text", text: "Bonjour !" }]);
    const replaced = reduceA2AArtifactUpdate(second, { ...v03ArtifactUpdate, append: false, artifact: { artifactId: "translation", parts: [{ kind: "text", text: "Salut" }] } });
    expect(replaced.artifacts[0]?.artifact.parts).toEqual([{ kind: "text", text: "Salut" }]);
  });

  it("ignores non-artifact events and keeps malformed artifact events as rejected", () => {
    expect(reduceA2AArtifactUpdate(emptyA2AArtifactStream, stream[0])).toBe(emptyA2AArtifactStream);
    const bad = { artifactUpdate: { taskId: "t", artifact: { parts: [] } } };
    const state = reduceA2AArtifactUpdate(emptyA2AArtifactStream, bad);
    expect(state.rejected).toEqual([{ event: bad, error: "artifact has no artifactId" }]);
    expectKeepsRaw(a2aArtifactStreamToMessage(state), bad);
  });
});
