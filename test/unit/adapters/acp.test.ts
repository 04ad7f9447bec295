// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fromAcp, PARTKIT_CONTENT_TYPES as CT, type AcpMessage } from "../../../src/adapters";
import { samples } from "../../fixtures/acp";
import { artifacts, citedAnswer, malformed, run, trajectory, userQuestion } from "../../fixtures/acp/messages";
import { readMessageMeta } from "../../../src/meta/read-meta";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json } from "./helpers";

describe("fromAcp", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("keeps declared content types and inline vs remote content", () => {
    const m = fromAcp(userQuestion);
    expect(m).toMatchObject({ role: "user", createdAt: "2025-05-01T10:00:00Z" });
    expect(m.parts).toEqual([
      { contentType: "text/plain", content: "What does this chart show?" },
      { contentType: "image/png", contentUrl: "https://files.example.com/charts/q3.png" },
    ]);
  });

  it("gives the message meta header the agent's name (agent/<name>)", () => {
    expect(readMessageMeta(fromAcp(citedAnswer)).role).toBe("agent/researcher");
    expect(readMessageMeta(fromAcp(trajectory)).role).toBe("agent/researcher");
    expect(fromAcp(run).map((m) => readMessageMeta(m).role)).toEqual(["agent/summarizer"]);
    expect(readMessageMeta(fromAcp({ role: "agent", parts: [] })).role).toBe("agent");
  });

  it("maps agent/<name> roles and citation metadata to /sources/<n>", () => {
    const m = fromAcp(citedAnswer);
    expect(m.role).toBe("agent");
    expect(m.metadata).toEqual({ agentName: "researcher", completedAt: "2025-05-01T10:00:05Z" });
    expect(m.parts).toHaveLength(2);
    expect(byName(m, "/sources/1")?.contentType).toBe(CT.citation);
    expect(json(byName(m, "/sources/1"))).toEqual({
      url: "https://en.wikipedia.org/wiki/Cow_tipping",
      title: "Cow tipping",
      description: "Wikipedia article",
      startIndex: 30,
      endIndex: 43,
    });
  });

  it("turns trajectory metadata into reasoning and tool call/result parts", () => {
    const m = fromAcp(trajectory);
    expect(m.parts.map((p) => [p.contentType, p.name])).toEqual([
      [CT.reasoning, undefined],
      [CT.reasoning, undefined],
      [CT.toolCall, "/tool-calls/trajectory-2"],
      [CT.toolResult, "/tool-calls/trajectory-2/result"],
      ["text/markdown", undefined],
    ]);
    expect(json(byName(m, "/tool-calls/trajectory-2"))).toEqual({
      id: "trajectory-2",
      name: "web_search",
      arguments: { query: "Q3 revenue 2025" },
      state: "complete", providerState: "output-available",
    });
    expect(json(byName(m, "/tool-calls/trajectory-2/result"))).toMatchObject({ callId: "trajectory-2", name: "web_search" });
  });

  it("keeps valid artifact names and encodes unsafe ones, remembering the original", () => {
    const m = fromAcp(artifacts);
    expect(m.parts.map((p) => p.name)).toEqual([
      undefined,
      "/report.md",
      "/chart.png",
      "/exports/data.pdf",
      "/.2E.2E/secrets/.2E.2E/.2E.2E/etc/passwd",
    ]);
    expect(byName(m, "/chart.png")).toMatchObject({ contentEncoding: "base64", metadata: { originalName: "chart.png" } });
    expect(byName(m, "/.2E.2E/secrets/.2E.2E/.2E.2E/etc/passwd")?.metadata).toEqual({ originalName: "../secrets/../../etc/passwd" });
  });

  it("turns malformed parts into provider items that keep the raw part", () => {
    const m = fromAcp(malformed);
    expectKeepsRaw(m, malformed.parts[0]);
    expectKeepsRaw(m, malformed.parts[1]);
    expectKeepsRaw(m, "just a string");
    expect(m.parts[3]).toEqual({ contentType: "text/markdown", content: "no content type: gets the role default" });
    expect(fromAcp(malformed, { assistantTextType: "text/plain" }).parts[3]?.contentType).toBe("text/plain");
  });

  it("yields the output messages of a run with run metadata", () => {
    const [m] = fromAcp(run);
    expect(m).toMatchObject({ role: "agent", metadata: { runId: "run-7c1f", agentName: "summarizer", status: "completed" } });
  });

  it("converts arrays element by element and never throws", { timeout: 60_000 }, () => {
    const out = fromAcp([userQuestion, 42 as never]);
    expect(out).toHaveLength(2);
    expectKeepsRaw(out, 42);
    fuzzAdapter((input) => fromAcp(input as AcpMessage), samples);
  });
});
