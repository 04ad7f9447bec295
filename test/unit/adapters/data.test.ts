// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeNameSegment, fromDataMessages, PARTKIT_CONTENT_TYPES as CT } from "../../../src/adapters";
import { dataToLlmText, type DataMessage } from "../../../src/model";
import { samples } from "../../fixtures/data";
import { malformed, seed001, seed002, stateAndInstances } from "../../fixtures/data/messages";
import { byName, expectKeepsRaw, expectWellFormed, fuzzAdapter, json } from "./helpers";

describe("fromDataMessages", () => {
  it("converts every sample into well-formed messages", () => {
    for (const sample of samples) expectWellFormed(sample.convert());
  });

  it("merges seed 001's user messages into /data/user and passes text through", () => {
    const m = fromDataMessages(seed001);
    expect(m.role).toBe("user");
    expect(m.parts.map((p) => [p.name, p.contentType])).toEqual([
      [undefined, "text/plain"],
      ["/data/user", CT.data],
    ]);
    expect(json(byName(m, "/data/user"))).toEqual({
      kind: "user",
      data: { name: "John Doe", age: 30 },
      schema: seed001[1]!.schema,
      description: "Represents the current user.",
    });
    expect(m.metadata?.llmText).toBe(dataToLlmText(seed001));
    expect(m.metadata?.llmText).toContain("## Data: ¶user");
  });

  it("maps seed 002's input message to /data/input", () => {
    const m = fromDataMessages(seed002);
    expect(m.parts).toHaveLength(1);
    expect(m.parts[0]).toMatchObject({ name: "/data/input", contentType: CT.input });
    expect(json(m.parts[0])).toEqual({ input: seed002[0]!.input, schema: seed002[0]!.schema });
  });

  it("keeps instances apart and encodes them reversibly", () => {
    const m = fromDataMessages(stateAndInstances);
    expect(m.parts.map((p) => p.name)).toEqual(["/data/state", "/data/row/a.2F1", "/data/row/b", "/data/._"]);
    expect(json(byName(m, "/data/state"))).toEqual({ kind: "state", data: { step: 2, done: ["fetch"] } });
    expect(json(byName(m, "/data/row/a.2F1"))).toEqual({ kind: "row", _instance: "a/1", data: { value: 1, note: "patched" } });
    expect(decodeNameSegment("a.2F1")).toBe("a/1");
    expect(decodeNameSegment("._")).toBe("");
  });

  it("accepts a single message and a role option", () => {
    expect(fromDataMessages({ type: "data", kind: "k", data: 1 }, { role: "system" })).toMatchObject({ role: "system", parts: [{ name: "/data/k" }] });
  });

  it("keeps malformed and unknown messages as provider items", () => {
    const m = fromDataMessages(malformed);
    expectKeepsRaw(m, malformed[0]);
    expectKeepsRaw(m, 42);
    expect(m.parts[1]).toMatchObject({ contentType: CT.providerItem, metadata: { provider: "data", itemType: "plan" } });
  });

  it("never throws", { timeout: 60_000 }, () => {
    fuzzAdapter((input) => fromDataMessages(input as DataMessage[]), samples);
  });
});
