import { describe, expect, it } from "vitest";
import { PARTKIT_CONTENT_TYPES as CT } from "../../../src/model/vocabulary/content-types";
import { toolCallState } from "../../../src/model/vocabulary/tool-call-state";
import { protocolSamples } from "../../fixtures/protocols";

const closed = new Set(["streaming", "pending", "awaiting-approval", "complete", "error", "denied", "unknown"]);

describe("adapters normalise tool-call state when they build a part", () => {
  it("every tool call in every sample carries a state from the closed set, the provider's spelling kept beside it", () => {
    let withState = 0;
    for (const [format, samples] of Object.entries(protocolSamples)) {
      for (const sample of samples) {
        const converted = sample.convert();
        for (const message of Array.isArray(converted) ? converted : [converted]) {
          for (const part of message.parts) {
            if (part.contentType !== CT.toolCall || part.content === undefined) continue;
            const content = JSON.parse(part.content) as { state?: string; providerState?: string };
            if (content.state === undefined) continue;
            withState++;
            expect(closed.has(content.state), `${format} / ${sample.title}: ${content.state}`).toBe(true);
            if (content.providerState !== undefined) {
              expect(content.providerState).not.toBe(content.state);
              expect(toolCallState(content.providerState)).toBe(content.state);
            }
          }
        }
      }
    }
    expect(withState).toBeGreaterThan(3);
  });

  it("formats with a call waiting for the user's approval have a sample that shows it as awaiting-approval", () => {
    const statesOf = (format: string): Set<string | undefined> =>
      new Set(
        (protocolSamples[format] ?? []).flatMap((sample) => {
          const converted = sample.convert();
          return (Array.isArray(converted) ? converted : [converted]).flatMap((message) =>
            message.parts.filter((part) => part.contentType === CT.toolCall && part.content !== undefined).map((part) => (JSON.parse(part.content!) as { state?: string }).state),
          );
        }),
      );
    for (const format of ["ai-sdk", "openai"]) expect(statesOf(format).has("awaiting-approval"), format).toBe(true);
  });
});
