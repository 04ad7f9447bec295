import { describe, expect, it } from "vitest";
import type { Message } from "../../../src/model/types";
import { countByChannel, filterByChannel, groupByRun, runIdOf, summarizeRun } from "../../../src/meta";

const msg = (id: string, extra: Partial<Message> = {}): Message => ({ id, parts: [], ...extra });

describe("filterByChannel", () => {
  const transcript = [
    msg("u1", { role: "user" }),
    msg("a1", { channel: "analysis" }),
    msg("c1", { channel: "commentary" }),
    msg("f1", { channel: "final" }),
    msg("x1", { channel: "weird" as Message["channel"] }),
  ];
  const ids = (list: Message[]) => list.map((m) => m.id);

  it("keeps the chosen channels and unclassified messages, in order", () => {
    expect(ids(filterByChannel(transcript, ["final"]))).toEqual(["u1", "f1", "x1"]);
    expect(ids(filterByChannel(transcript, ["commentary", "final"]))).toEqual(["u1", "c1", "f1", "x1"]);
  });

  it("drops unclassified messages with keepUnset: false", () => {
    expect(ids(filterByChannel(transcript, ["final", "analysis"], { keepUnset: false }))).toEqual(["a1", "f1"]);
  });

  it("returns a new array and does not copy messages", () => {
    const out = filterByChannel(transcript, ["analysis", "commentary", "final"]);
    expect(out).not.toBe(transcript);
    expect(out[1]).toBe(transcript[1]);
  });

  it("counts per channel", () => {
    expect(countByChannel(transcript)).toEqual({ analysis: 1, commentary: 1, final: 1, unset: 2 });
  });
});

describe("groupByRun", () => {
  const run = (id: string, runId: string | undefined, meta: Record<string, unknown> = {}) =>
    msg(id, { metadata: { ...(runId ? { run_id: runId } : {}), ...meta } });
  const shape = (entries: ReturnType<typeof groupByRun<Message>>) =>
    entries.map((e) => (e.type === "run" ? `${e.runId}[${e.messages.map((m) => m.id).join(",")}]@${e.index}` : `${e.message.id}@${e.index}`));

  const messages = [run("u", undefined), run("a", "r1"), run("b", "r1"), run("c", "r2"), run("d", undefined), run("e", "r1")];

  it("groups consecutive messages of a run and keeps the others in order", () => {
    expect(shape(groupByRun(messages))).toEqual(["u@0", "r1[a,b]@1", "r2[c]@3", "d@4", "r1[e]@5"]);
  });

  it("mode all gathers every message of a run at its first position", () => {
    expect(shape(groupByRun(messages, { mode: "all" }))).toEqual(["u@0", "r1[a,b,e]@1", "r2[c]@3", "d@4"]);
  });

  it("gives unique keys even when a run comes back", () => {
    const keys = groupByRun(messages).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads run_id or runId and ignores empty or non-string ids", () => {
    expect(runIdOf(msg("x", { metadata: { runId: "run-7c1f" } }))).toBe("run-7c1f");
    expect(runIdOf(msg("x", { metadata: { run_id: "" } }))).toBeUndefined();
    expect(runIdOf(msg("x", { metadata: { run_id: 42 } }))).toBeUndefined();
    expect(groupByRun([])).toEqual([]);
  });
});

describe("summarizeRun", () => {
  it("lists stages in order with summed latency, tools and totals", () => {
    const summary = summarizeRun([
      { metadata: { run_id: "r", stage: "intent", latency_ms: 2610 } },
      { metadata: { run_id: "r", stage: "tool_execution", latency_ms: 1500, tool_name: "calendar_create_event" } },
      { metadata: { run_id: "r", stage: "tool_execution", latency_ms: 500, tool_name: "calendar_create_event" } },
      { metadata: { run_id: "r", stage: "answer" } },
      { metadata: { run_id: "r" } },
    ]);
    expect(summary).toEqual({
      messageCount: 5,
      stages: [
        { stage: "intent", messageCount: 1, latencyMs: 2610 },
        { stage: "tool_execution", messageCount: 2, latencyMs: 2000 },
        { stage: "answer", messageCount: 1 },
      ],
      toolNames: ["calendar_create_event"],
      totalLatencyMs: 4610,
    });
  });

  it("has no total latency when no message reports one", () => {
    expect(summarizeRun([{ metadata: { stage: "intent" } }, {}])).toEqual({ messageCount: 2, stages: [{ stage: "intent", messageCount: 1 }], toolNames: [] });
  });
});
