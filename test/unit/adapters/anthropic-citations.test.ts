// @vitest-environment node
import { MessageStream } from "@anthropic-ai/sdk/lib/MessageStream";
import { describe, expect, it } from "vitest";
import { foldAnthropicStream, fromAnthropic, reduceAnthropicStream } from "../../../src/adapters/anthropic";
import { readReferences, validateBody, type Message } from "../../../src/model";
import { expectWellFormed } from "./helpers";
import { intermediates, ndjson, shape } from "./stream-helpers";

// Anthropic answers with citations split their text into blocks at every cited span.
const forecast = { type: "web_search_result_location", url: "https://meteo.example/lyon", title: "Lyon forecast", cited_text: "Showers after 14:00", encrypted_index: "Eo8" };
const museum = { type: "web_search_result_location", url: "https://museum.example", title: "Musée des Confluences", cited_text: "Open Sunday", encrypted_index: "Ep1" };
const blocks = [
  { type: "text", text: "Saturday is sunny. " },
  { type: "text", text: "Sunday turns wet after 14:00", citations: [forecast] },
  { type: "text", text: ", so keep the museum " },
  { type: "text", text: "for the afternoon\n\n", citations: [museum] },
  { type: "text", text: "Enjoy!" },
  { type: "tool_use", id: "toolu_1", name: "save_plan", input: {} },
  { type: "text", text: "Saved." },
  { type: "text", text: "Anything else?" },
];

/** The events the API streams for `blocks`: citations arrive before or after the block's text. */
function eventsFor(citationsFirst: boolean): unknown[] {
  const events: unknown[] = [{ type: "message_start", message: { id: "msg_1", type: "message", role: "assistant", model: "claude-sonnet-4-5", content: [], stop_reason: null, usage: { input_tokens: 9, output_tokens: 1 } } }];
  blocks.forEach((block, index) => {
    if (block.type === "tool_use") {
      events.push({ type: "content_block_start", index, content_block: { type: "tool_use", id: block.id, name: block.name, input: {} } });
      events.push({ type: "content_block_stop", index });
      return;
    }
    const text = (block as { text: string }).text;
    const citations = (block as { citations?: unknown[] }).citations ?? [];
    const cite = citations.map((citation) => ({ type: "content_block_delta", index, delta: { type: "citations_delta", citation } }));
    const half = Math.ceil(text.length / 2);
    const deltas = [text.slice(0, half), text.slice(half)].map((chunk) => ({ type: "content_block_delta", index, delta: { type: "text_delta", text: chunk } }));
    events.push({ type: "content_block_start", index, content_block: { type: "text", text: "", citations: null } });
    events.push(...(citationsFirst ? [...cite, ...deltas] : [...deltas, ...cite]));
    events.push({ type: "content_block_stop", index });
  });
  events.push({ type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 40 } });
  events.push({ type: "message_stop" });
  return events;
}

const texts = (m: Message) => m.parts.filter((p) => p.contentType === "text/markdown");
const withMeta = (m: Message) => m.parts.map((p) => ({ name: p.name, contentType: p.contentType, content: p.content, sources: p.metadata?.sources, references: p.metadata?.references }));

describe("text split at citations", () => {
  it("is one text part again, each cited span followed by a reference to its source", () => {
    const m = fromAnthropic({ id: "msg_1", role: "assistant", content: blocks });
    const [answer, saved, anything] = texts(m);
    expect(answer!.content).toBe("Saturday is sunny. Sunday turns wet after 14:00, so keep the museum for the afternoon\n\nEnjoy!");
    expect(answer!.metadata?.sources).toEqual(["/sources/1", "/sources/2"]);
    const at = (s: string) => answer!.content!.indexOf(s) + s.length;
    // After the cited words, before the blank line that ended the block.
    expect(readReferences(answer)).toEqual([
      { at: at("after 14:00"), name: "/sources/1" },
      { at: at("for the afternoon"), name: "/sources/2" },
    ]);
    // Text blocks with no citation on either side stay apart (a user's separate paragraphs).
    expect([saved!.content, anything!.content]).toEqual(["Saved.", "Anything else?"]);
    expect(m.parts.map((p) => p.name ?? p.contentType)).toEqual(["text/markdown", "/sources/1", "/sources/2", "/tool-calls/toolu_1", "text/markdown", "text/markdown"]);
    expect(validateBody(m).issues).toEqual([]);
    expectWellFormed(m);
  });

  it("keeps two plain text blocks apart and joins a plain block onto a cited one", () => {
    const plain = fromAnthropic({ role: "user", content: [{ type: "text", text: "First question." }, { type: "text", text: "Second question." }] });
    expect(plain.parts.map((p) => p.content)).toEqual(["First question.", "Second question."]);
    const after = fromAnthropic({ role: "assistant", content: [{ type: "text", text: "Rain.", citations: [forecast] }, { type: "text", text: " Bring a coat." }] });
    expect(texts(after).map((p) => p.content)).toEqual(["Rain. Bring a coat."]);
    expect(readReferences(texts(after)[0])).toEqual([{ at: 5, name: "/sources/1" }]);
  });

  it.each([
    ["after", false],
    ["before", true],
  ])("streams to what fromAnthropic gives for the final message, citations arriving %s the text", async (_, citationsFirst) => {
    const events = eventsFor(citationsFirst);
    const final = await MessageStream.fromReadableStream(ndjson(events)).finalMessage();
    const folded = foldAnthropicStream(events);
    expect(withMeta(folded)).toEqual(withMeta(fromAnthropic(final)));
    expect(shape(folded)).toEqual(shape(fromAnthropic({ id: "msg_1", role: "assistant", content: blocks })));
    for (const step of intermediates(reduceAnthropicStream, events)) {
      expect(validateBody(step).issues).toEqual([]);
      // While it streams, a reference never points past the text that has arrived.
      for (const part of texts(step)) for (const ref of (part.metadata?.references ?? []) as { at: number }[]) expect(ref.at).toBeLessThanOrEqual(part.content!.length);
    }
  });

  it("reads references defensively", () => {
    const part = { contentType: "text/markdown", content: "Hello", metadata: { references: [{ at: 9, name: "/sources/1" }, { at: 2 }, null, { at: 1.5, name: "/a" }, { at: 3, name: "b" }, { at: 5, name: "/sources/2" }, { at: 0, name: "/sources/3" }] } };
    expect(readReferences(part)).toEqual([{ at: 0, name: "/sources/3" }, { at: 5, name: "/sources/2" }]);
    expect(readReferences({ contentType: "text/markdown", metadata: { references: [{ at: 0, name: "/s" }] } })).toEqual([]);
    const throwing = [{ at: 0, name: "/s" }];
    Object.defineProperty(throwing, 1, { get: () => { throw new Error("boom"); }, enumerable: true });
    expect(readReferences({ contentType: "text/plain", content: "x", metadata: { references: throwing } })).toEqual([{ at: 0, name: "/s" }]);
  });
});
