import { bundleForNode } from "../lib/build.mjs";

// Each subject is timed on input of size n and 10n; linear code takes about 10× as long.
const GOAL_RATIO = 15;

const text = (i) => `word${i} `;
const repeat = (n, make) => Array.from({ length: n }, (_, i) => make(i));

/** Valid streams of `n` events: half text deltas, half tool-call argument deltas, as the providers send them. */
const streams = {
  anthropic(n) {
    const half = Math.max(1, Math.floor((n - 7) / 2));
    return [
      { type: "message_start", message: { id: "msg_1", type: "message", role: "assistant", model: "claude", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      ...repeat(half, (i) => ({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: text(i) } })),
      { type: "content_block_stop", index: 0 },
      { type: "content_block_start", index: 1, content_block: { type: "tool_use", id: "toolu_1", name: "save", input: {} } },
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '{"words":[' } },
      ...repeat(half, (i) => ({ type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: `${i ? "," : ""}"${text(i)}"` } })),
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: "]}" } },
      { type: "content_block_stop", index: 1 },
      { type: "message_stop" },
    ];
  },
  "openai-chat"(n) {
    const half = Math.max(1, Math.floor((n - 4) / 2));
    const chunk = (delta, finish = null) => ({ id: "c1", object: "chat.completion.chunk", created: 1, model: "gpt", choices: [{ index: 0, delta, finish_reason: finish }] });
    return [
      chunk({ role: "assistant", content: "" }),
      ...repeat(half, (i) => chunk({ content: text(i) })),
      chunk({ tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: "save", arguments: '{"words":[' } }] }),
      ...repeat(half, (i) => chunk({ tool_calls: [{ index: 0, function: { arguments: `${i ? "," : ""}"${text(i)}"` } }] })),
      chunk({ tool_calls: [{ index: 0, function: { arguments: "]}" } }] }),
      chunk({}, "tool_calls"),
    ];
  },
  "openai-responses"(n) {
    const half = Math.max(1, Math.floor((n - 7) / 2));
    const words = repeat(half, text);
    const args = `{"words":${JSON.stringify(words)}}`;
    const message = { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: words.join(""), annotations: [] }] };
    const call = { type: "function_call", id: "fc_1", call_id: "call_1", name: "save", arguments: args, status: "completed" };
    const response = (status, output) => ({ id: "resp_1", object: "response", created_at: 1, model: "gpt", status, output });
    return [
      { type: "response.created", response: response("in_progress", []) },
      { type: "response.output_item.added", output_index: 0, item: { ...message, status: "in_progress", content: [] } },
      ...words.map((delta) => ({ type: "response.output_text.delta", output_index: 0, content_index: 0, delta })),
      { type: "response.output_item.done", output_index: 0, item: message },
      { type: "response.output_item.added", output_index: 1, item: { ...call, arguments: "", status: "in_progress" } },
      ...repeat(half, (i) => ({ type: "response.function_call_arguments.delta", output_index: 1, delta: args.slice((i * args.length) / half, ((i + 1) * args.length) / half) })),
      { type: "response.output_item.done", output_index: 1, item: call },
      { type: "response.completed", response: response("completed", [message, call]) },
    ];
  },
  "ai-sdk"(n) {
    const half = Math.max(1, Math.floor((n - 7) / 2));
    return [
      { type: "start", messageId: "m1" },
      { type: "text-start", id: "t1" },
      ...repeat(half, (i) => ({ type: "text-delta", id: "t1", delta: text(i) })),
      { type: "text-end", id: "t1" },
      { type: "tool-input-start", toolCallId: "call_1", toolName: "save" },
      ...repeat(half, (i) => ({ type: "tool-input-delta", toolCallId: "call_1", inputTextDelta: i === 0 ? `{"words":["${text(i)}"` : `,"${text(i)}"` })),
      { type: "tool-input-available", toolCallId: "call_1", toolName: "save", input: { words: repeat(half, text) } },
      { type: "finish" },
    ];
  },
  a2a(n) {
    // Text chunks appended to two artifacts, alternating.
    return repeat(n, (i) => ({ artifactUpdate: { taskId: "task-1", artifact: { artifactId: `a${i % 2}`, parts: [{ text: text(i), mediaType: "text/markdown" }] }, append: i > 1, lastChunk: i >= n - 2 } }));
  },
};

/** Unreadable events: `null` for the provider streams; A2A ignores what is not an artifact update, so it gets artifact updates without an artifact id. */
const unreadable = (id, n) => (id === "a2a" ? repeat(n, (i) => ({ artifactUpdate: { taskId: "task-1", artifact: { parts: [{ text: `${i}` }] } } })) : repeat(n, () => null));

/** Valid input for a `from*` adapter: one conversation of `n` messages, each a user text or an assistant answer with a tool call. */
const conversations = {
  fromOpenAIChat: (n) =>
    repeat(n, (i) =>
      i % 2 === 0
        ? { role: "user", content: text(i) }
        : { role: "assistant", content: text(i), tool_calls: [{ id: `call_${i}`, type: "function", function: { name: "save", arguments: `{"n":${i}}` } }] },
    ),
  fromAnthropic: (n) =>
    repeat(n, (i) =>
      i % 2 === 0
        ? { role: "user", content: text(i) }
        : { role: "assistant", content: [{ type: "text", text: text(i) }, { type: "tool_use", id: `toolu_${i}`, name: "save", input: { n: i } }] },
    ),
  fromAiSdk: (n) =>
    repeat(n, (i) => ({
      id: `m${i}`,
      role: i % 2 === 0 ? "user" : "assistant",
      parts: i % 2 === 0 ? [{ type: "text", text: text(i) }] : [{ type: "step-start" }, { type: "text", text: text(i) }, { type: "tool-save", toolCallId: `call_${i}`, state: "input-available", input: { n: i } }],
    })),
};

/** One message with `n` parts: what a long agent turn is. */
const bigMessages = {
  fromOpenAIChat: (n) => ({ role: "assistant", content: repeat(n, (i) => ({ type: "text", text: text(i) })), tool_calls: repeat(n, (i) => ({ id: "call", type: "function", function: { name: "save", arguments: `{"n":${i}}` } })) }),
  fromAnthropic: (n) => ({ role: "assistant", content: repeat(n, (i) => (i % 2 ? { type: "tool_use", id: "toolu", name: "save", input: { n: i } } : { type: "text", text: text(i) })) }),
  fromAiSdk: (n) => ({ id: "m1", role: "assistant", parts: repeat(n, (i) => (i % 3 === 0 ? { type: "step-start" } : { type: "text", text: text(i) })) }),
};

const reducers = [
  { id: "ai-sdk", label: "`reduceAiSdkStream`", fn: "reduceAiSdkStream" },
  { id: "anthropic", label: "`reduceAnthropicStream`", fn: "reduceAnthropicStream" },
  { id: "openai-chat", label: "`reduceOpenAIChatStream`", fn: "reduceOpenAIChatStream" },
  { id: "openai-responses", label: "`reduceOpenAIResponsesStream`", fn: "reduceOpenAIResponsesStream" },
  { id: "a2a", label: "`reduceA2AArtifactUpdate`", fn: "reduceA2AArtifactUpdate" },
];
const adapters = [
  { id: "fromOpenAIChat", label: "`fromOpenAIChat`" },
  { id: "fromAnthropic", label: "`fromAnthropic`" },
  { id: "fromAiSdk", label: "`fromAiSdk`" },
];

const load = (repoRoot, outDir) =>
  bundleForNode({
    repoRoot,
    outDir,
    name: "scaling",
    source: `export * from "${repoRoot}/src/adapters/index.ts";\n`,
  });

/** Milliseconds `work` takes, the fastest of three tries: other work on the machine only ever adds time. */
function time(work) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function fold(lib, fn, events) {
  let state;
  for (const event of events) state = lib[fn](state, event);
  return state;
}

/** Hostile and heavy input, measured: every reducer and `from*` adapter on input of size n and 10n. */
export default {
  id: "scaling",
  title: "Scaling: every stream reducer and three `from*` adapters on input of size n and 10n, valid and unreadable",
  kind: "node",
  subjects: [...reducers, ...adapters].map(({ id, label }) => ({ id, label })),
  async run({ repoRoot, outDir, quick }) {
    const lib = await load(repoRoot, outDir);
    const runs = quick ? 1 : 5;
    // Stream sizes in events, adapter sizes in messages (and in parts of one message).
    const n = quick ? 1_000 : 5_000;
    const m = quick ? 2_000 : 10_000;
    const inputs = {};
    for (const { id } of reducers) inputs[id] = [streams[id](n), streams[id](10 * n), unreadable(id, n), unreadable(id, 10 * n)];
    for (const { id } of adapters) {
      const nulls = (size) => repeat(size, () => null);
      inputs[id] = [conversations[id](m), conversations[id](10 * m), nulls(m), nulls(10 * m), bigMessages[id](m), bigMessages[id](10 * m)];
    }
    const result = {};
    // Run 0 is a warm-up.
    for (let run = 0; run <= runs; run++) {
      for (const { id, fn } of reducers) {
        const [validN, valid10N, badN, bad10N] = inputs[id].map((events) => time(() => fold(lib, fn, events)));
        const final = fold(lib, fn, inputs[id][3]);
        const badParts = id === "a2a" ? lib.a2aArtifactStreamToMessage(final).parts.length : final.parts.length;
        if (run > 0) (result[id] ??= []).push({ n, validN, valid10N, validRatio: valid10N / validN, badN, bad10N, badRatio: bad10N / badN, badParts });
      }
      for (const { id } of adapters) {
        const [validN, valid10N, badN, bad10N, bigN, big10N] = inputs[id].map((input) => time(() => lib[id](input)));
        if (run > 0) (result[id] ??= []).push({ n: m, validN, valid10N, validRatio: valid10N / validN, badN, bad10N, badRatio: bad10N / badN, bigN, big10N, bigRatio: big10N / bigN });
      }
    }
    return result;
  },
  metrics: [
    { key: "n", label: "n (events for reducers, messages or parts for adapters)", unit: "" },
    { key: "validN", label: "Valid input, n", unit: "ms" },
    { key: "valid10N", label: "Valid input, 10n", unit: "ms" },
    { key: "validRatio", label: "Valid: 10n ÷ n", unit: "x" },
    { key: "badN", label: "Unreadable input, n", unit: "ms" },
    { key: "bad10N", label: "Unreadable input, 10n", unit: "ms" },
    { key: "badRatio", label: "Unreadable: 10n ÷ n", unit: "x" },
    { key: "badParts", label: "Parts after 10n unreadable events (check)", unit: "" },
    { key: "bigN", label: "One message with n parts", unit: "ms" },
    { key: "big10N", label: "One message with 10n parts", unit: "ms" },
    { key: "bigRatio", label: "One message: 10n ÷ n", unit: "x" },
  ],
  goals(s) {
    return [...reducers, ...adapters].map(({ id }) => {
      const ratios = ["validRatio", "badRatio", "bigRatio"].map((key) => s[id]?.[key]?.median).filter(Number.isFinite);
      const value = Math.max(...ratios);
      return { goal: `${id}: 10× the input takes ≤ ${GOAL_RATIO}× the time (the largest of its ratios)`, value, unit: "x", met: value <= GOAL_RATIO };
    });
  },
  notes: [
    "Node, bundled from source with Vite (not minified). 6 runs, the first a warm-up; each run times every input as the fastest of three folds or conversions; cells are the median (min–max) of the other 5 runs, and each ratio is taken within a run.",
    "*Reducers*: the message (or A2A state) after every event, as a UI renders it, folded from n = 5,000 and 10n = 50,000 events. Valid: one text block and one tool call, half the events each (A2A: text chunks appended to two artifacts). Unreadable: `null` events (A2A ignores what is not an artifact update, so it gets artifact updates without an `artifactId`).",
    "*Adapters*: a conversation of n = 10,000 and 10n = 100,000 messages (user text, assistant text with a tool call), the same number of `null` messages (each becomes a failure message in its place), and one assistant message with n and 10n parts (OpenAI chat: n texts and n tool calls; Anthropic: texts and tool calls alternating; AI SDK: a `step-start` before every two texts); the tool calls share one id, as hostile input may, so their names run `/tool-calls/call`, `-2`, `-3`….",
    "More than 16 unusable events in a row become one provider item that counts them (`metadata.eventCount`) and keeps the first 16; before, every such event added a part and every later event copied the longer list.",
  ],
};
