/** In-browser sample agents for the Playground stories: no network, a little delay, streaming. */

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(t), reject(new DOMException("Cancelled", "AbortError"))), { once: true });
  });

export const wordStats = {
  inputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    title: "Word statistics",
    properties: {
      text: { type: "string", title: "Text", description: "Anything you like", default: "the quick brown fox jumps over the lazy dog the end" },
      top: { type: "integer", title: "How many top words", minimum: 1, maximum: 20, default: 3 },
      ignoreCase: { type: "boolean", title: "Ignore case", default: true },
    },
    required: ["text"],
  },
  outputSchema: {
    type: "object",
    properties: {
      words: { type: "integer", title: "Words" },
      characters: { type: "integer", title: "Characters", description: "Including spaces" },
      top: {
        type: "array",
        title: "Most frequent",
        items: { type: "object", properties: { word: { type: "string", title: "Word" }, count: { type: "integer", title: "Count" } } },
      },
      computedAt: { type: "string", format: "date-time", title: "Computed at" },
    },
    required: ["words", "characters", "top"],
  },
  /** Streams partial results as it "reads" the text. */
  run: async function* (input: unknown, { signal }: { signal: AbortSignal }) {
    const { text = "", top = 3, ignoreCase = true } = (input ?? {}) as { text?: string; top?: number; ignoreCase?: boolean };
    const words = (ignoreCase ? text.toLowerCase() : text).split(/\s+/).filter(Boolean);
    const counts = new Map<string, number>();
    for (let i = 0; i < words.length; i++) {
      counts.set(words[i]!, (counts.get(words[i]!) ?? 0) + 1);
      if (i % 3 === 2 || i === words.length - 1) {
        await sleep(120, signal);
        yield {
          words: i + 1,
          characters: text.length,
          top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, top).map(([word, count]) => ({ word, count })),
        };
      }
    }
    yield { words: words.length, characters: text.length, top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, top).map(([word, count]) => ({ word, count })), computedAt: new Date().toISOString() };
  },
};

export const haiku = {
  inputSchema: {
    type: "object",
    properties: {
      topic: { type: "string", title: "Topic", default: "autumn rain" },
      mood: { type: "string", title: "Mood", enum: ["calm", "wistful", "playful"], default: "calm" },
    },
    required: ["topic"],
  },
  outputSchema: { type: "string", title: "Poem" },
  /** Streams a poem a word at a time (strings append). */
  run: async function* (input: unknown, { signal }: { signal: AbortSignal }) {
    const { topic = "rain", mood = "calm" } = (input ?? {}) as { topic?: string; mood?: string };
    const lines = [`${topic} on the roof`, mood === "playful" ? "puddles giggle at my boots" : mood === "wistful" ? "an old letter, unopened" : "the kettle hums along", `${mood} evening light`];
    for (const line of lines) {
      for (const word of line.split(" ")) {
        await sleep(60, signal);
        yield `${word} `;
      }
      yield "\n";
    }
  },
};

export const tripPlanner = {
  inputSchema: {
    type: "object",
    properties: {
      city: { type: "string", title: "City", default: "Lisbon" },
      days: { type: "integer", title: "Days", minimum: 1, maximum: 5, default: 2 },
      start: { type: "string", format: "date", title: "Start date" },
    },
    required: ["city", "days"],
  },
  /** Returns a message body: prose plus a named itinerary part. */
  run: async (input: unknown, { signal }: { signal: AbortSignal }) => {
    const { city = "Lisbon", days = 2 } = (input ?? {}) as { city?: string; days?: number };
    await sleep(400, signal);
    return {
      parts: [
        { contentType: "text/plain", content: `A ${days}-day plan for ${city}.` },
        { name: "/itinerary.json", contentType: "application/json", content: JSON.stringify(Array.from({ length: days }, (_, i) => ({ day: i + 1, plan: i === 0 ? "Old town walk" : "Museums and the river" }))) },
      ],
    };
  },
};
