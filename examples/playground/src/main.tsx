import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Playground, type RunFunction } from "partkit/form";
import "partkit/theme.css";

/** The request: what the form asks for. */
const requestSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  title: "Word statistics",
  required: ["text"],
  properties: {
    text: { type: "string", title: "Text", minLength: 1, default: "the quick brown fox jumps over the lazy dog the end" },
    top: { type: "integer", title: "How many top words", minimum: 1, maximum: 10, default: 3 },
    ignoreCase: { type: "boolean", title: "Ignore case", default: true },
  },
};

/** The response: how the result view shows it (labelled fields, a table for the array). */
const responseSchema = {
  type: "object",
  required: ["words", "characters", "top"],
  properties: {
    words: { type: "integer", title: "Words" },
    characters: { type: "integer", title: "Characters", description: "Including spaces" },
    top: { type: "array", title: "Most frequent", items: { type: "object", properties: { word: { type: "string", title: "Word" }, count: { type: "integer", title: "Count" } } } },
  },
};

/**
 * The "agent": counts words in the page, streaming a partial result every few words so the view
 * shows it growing; Cancel aborts `signal`.
 *
 * @example
 * for await (const partial of countWords({ text: "a b a" }, { signal: new AbortController().signal })) console.log(partial);
 */
const countWords: RunFunction = async function* (input, { signal }) {
  const { text = "", top = 3, ignoreCase = true } = input as { text?: string; top?: number; ignoreCase?: boolean };
  const words = (ignoreCase ? text.toLowerCase() : text).split(/\s+/).filter(Boolean);
  const counts = new Map<string, number>();
  for (const [i, word] of words.entries()) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
    if (i % 4 === 3) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      signal.throwIfAborted();
      yield { words: i + 1, characters: text.length, top: [] };
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top);
  yield { words: words.length, characters: text.length, top: ranked.map(([word, count]) => ({ word, count })) };
};

function App() {
  return (
    <main style={{ maxWidth: "48rem", margin: "2rem auto", padding: "0 1rem" }}>
      <Playground
        title="Word statistics"
        description="A request schema becomes this form; Run shows the result by the response schema, and every run stays in the history."
        inputSchema={requestSchema}
        outputSchema={responseSchema}
        run={countWords}
        runLabel="Count words"
        shareable={false}
      />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
