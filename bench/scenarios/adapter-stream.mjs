import { bundleForNode } from "../lib/build.mjs";
import { percentile } from "../lib/stats.mjs";

const runs = 5;

/** One tool call whose ~20 KB of JSON arguments arrive in `deltas` pieces, as Anthropic streams it. */
function toolStream(deltas) {
  const args = JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ id: i, city: `City ${i}`, note: "lorem ipsum dolor" })) });
  const size = Math.ceil(args.length / deltas);
  const events = [
    { type: "message_start", message: { id: "msg_1", type: "message", role: "assistant", model: "claude", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } },
    { type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "toolu_1", name: "save_rows", input: {} } },
  ];
  for (let at = 0; at < args.length; at += size) events.push({ type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: args.slice(at, at + size) } });
  events.push({ type: "content_block_stop", index: 0 }, { type: "message_delta", delta: { stop_reason: "tool_use", stop_sequence: null }, usage: { output_tokens: 900 } }, { type: "message_stop" });
  return { events, bytes: args.length };
}

/** Bundles the reducer and the SDK's accumulator for Node (React-free code only). */
const load = (repoRoot, outDir) => bundleForNode({ repoRoot, outDir, name: "adapter-stream", source: `export { reduceAnthropicStream } from "${repoRoot}/src/adapters/anthropic/index.ts";\nexport { MessageStream } from "@anthropic-ai/sdk/lib/MessageStream";\n` });

function ndjson(events) {
  const bytes = new TextEncoder().encode(events.map((e) => JSON.stringify(e)).join("\n") + "\n");
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Streaming adapters: folding a long tool-call stream, partkit's reducer beside the SDK's own accumulator. */
export default {
  id: "adapter-stream",
  title: "Streaming adapter: a tool call with 20 KB of arguments in 4,000 deltas",
  kind: "node",
  subjects: [
    { id: "partkit", label: "partkit `reduceAnthropicStream` (message after every event)" },
    { id: "sdk", label: "@anthropic-ai/sdk `MessageStream` (its own accumulator)" },
  ],
  async run({ repoRoot, outDir, quick }) {
    const { reduceAnthropicStream, MessageStream } = await load(repoRoot, outDir);
    const { events, bytes } = toolStream(quick ? 1000 : 4000);
    const deltas = events.length - 5;
    const result = { partkit: [], sdk: [] };
    for (let run = 0; run < runs + 1; run++) {
      // partkit: one reducer call per event, each timed.
      const times = [];
      let message;
      const start = performance.now();
      for (const event of events) {
        const before = performance.now();
        message = reduceAnthropicStream(message, event);
        times.push(performance.now() - before);
      }
      const total = performance.now() - start;
      const args = JSON.parse(message.parts.at(-1).content).arguments;
      const deltaTimes = times.slice(2, 2 + deltas);
      const early = percentile(deltaTimes.slice(0, Math.ceil(deltas / 10)), 50);
      const late = percentile(deltaTimes.slice(-Math.ceil(deltas / 10)), 50);
      // The SDK: the same events through its stream accumulator (parses the partial JSON per delta).
      const sdkStart = performance.now();
      const final = await MessageStream.fromReadableStream(ndjson(events)).finalMessage();
      const sdkTotal = performance.now() - sdkStart;
      if (run === 0) continue; // warm-up
      result.partkit.push({ total, perEvent: total / events.length, p95: percentile(times, 95), lateOverEarly: late / early, rows: args?.rows?.length ?? 0, bytes });
      result.sdk.push({ total: sdkTotal, perEvent: sdkTotal / events.length, rows: final.content[0]?.input?.rows?.length ?? 0, bytes });
    }
    return result;
  },
  metrics: [
    { key: "total", label: "Total", unit: "ms" },
    { key: "perEvent", label: "Per event (mean)", unit: "ms" },
    { key: "p95", label: "Per event p95", unit: "ms" },
    { key: "lateOverEarly", label: "Cost of a delta in the last tenth ÷ in the first tenth (median)", unit: "x" },
    { key: "rows", label: "Rows in the parsed arguments (check)", unit: "" },
    { key: "bytes", label: "Argument bytes (check)", unit: "" },
  ],
  goals(s) {
    return [{ goal: "a late delta costs ≤ 2× an early one (no re-parsing or re-escaping of what arrived before)", value: s.partkit?.lateOverEarly?.median, unit: "x", met: s.partkit?.lateOverEarly?.median <= 2 }];
  },
  notes: [
    "Node, both bundled from source with Vite (not minified). One `tool_use` block whose JSON arguments (400 rows, ~20 KB) arrive as `input_json_delta` events, then the block, message delta and stop; 6 runs, the first a warm-up, median (min–max) of the other 5.",
    "The SDK is a reference, not a goal: it builds one final message, while partkit builds a new immutable message, with the tool call's JSON content, after every event (what a UI renders).",
    "*partkit*: `reduceAnthropicStream` once per event, each call timed; its message is complete and renderable after every event (the tool call's `argumentsText` grows; `arguments` appears when the JSON closes). *SDK*: `MessageStream.fromReadableStream` over the same events as NDJSON, until `finalMessage()`.",
  ],
};
