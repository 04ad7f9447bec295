// @vitest-environment node
import { describe, expect, it } from "vitest";
import { protocolSamples } from "../../fixtures/protocols";
import { asList, expectNoAliasing, expectWellFormed } from "./helpers";

describe("protocol samples (shared with the Storybook protocol gallery)", () => {
  it("cover every adapter format", () => {
    expect(Object.keys(protocolSamples).sort()).toEqual(["a2a", "acp", "ag-ui", "agent-chat", "agent-client", "ai-sdk", "anthropic", "cmf", "data", "mcp", "openai"]);
  });

  for (const [format, samples] of Object.entries(protocolSamples)) {
    it(`${format}: titled, described, plain JSON sources, converting to fresh well-formed messages`, () => {
      expect(samples.length).toBeGreaterThan(0);
      expect(new Set(samples.map((s) => s.title)).size).toBe(samples.length);
      for (const sample of samples) {
        expect(sample.description.length).toBeGreaterThan(0);
        expect(JSON.parse(JSON.stringify(sample.source))).toEqual(sample.source);
        const converted = sample.convert();
        expectWellFormed(converted);
        expectNoAliasing(sample.source, converted);
        expect(asList(converted).length).toBeGreaterThan(0);
      }
    });
  }
});
