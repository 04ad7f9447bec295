import type { Meta, StoryObj } from "@storybook/react-vite";
import "katex/dist/katex.min.css";
import { expect, waitFor, within } from "storybook/test";
import { fromAnthropic } from "../../src/adapters/anthropic/index";
import { attachToolResults } from "../../src/adapters/conversation/index";
import { sameSpeaker } from "../../src/list";
import { MessageView } from "../../src/message";
import { PartkitProvider } from "../../src/render";
import { CodeBlock, codeRenderers } from "../../src/code";
import { createMarkdownRenderer } from "../../src/markdown";
import { math } from "../../src/math";
import { withDiagrams } from "../../src/mermaid";
import { agentTurn } from "./agent-turn";
import { forecastTool } from "./forecast-card";

// The app gives get_forecast a card of its own; plan_itinerary keeps partkit's.
const tools = { get_forecast: forecastTool };
// The assistant's name in its turn headers (its avatar: a monogram of the name).
const authors = { assistant: { name: "Trip planner" } };
const transcript = attachToolResults(fromAnthropic(agentTurn));
// Markdown with formulas (partkit/math) and mermaid fences drawn as diagrams (partkit/mermaid).
const renderers = [createMarkdownRenderer({ components: { codeBlock: withDiagrams(CodeBlock) }, plugins: [math()] }), ...codeRenderers];

/** The agent turn, converted from the Anthropic Messages format and shown as a transcript. */
function Chat() {
  return (
    <PartkitProvider renderers={renderers} tools={tools} authors={authors}>
      <div style={{ maxWidth: "var(--pk-thread-width)", marginInline: "auto", display: "grid", gap: "1.5rem" }}>
        {transcript.map((message, i) => (
          <MessageView key={i} message={message} continued={sameSpeaker(transcript[i - 1], message)} />
        ))}
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Chat",
  component: Chat,
  parameters: {
    docs: {
      description: {
        component:
          "One full agent turn as users see it: a question, the assistant's thinking, two tool calls with their results (a forecast, shown by the app's own card for `get_forecast` through `PartkitProvider`'s `tools`, with its chart; an itinerary PDF in partkit's default card), and a markdown answer whose cited sentence ends in a numbered reference to its source (follow it to scroll to the source). The source is plain Anthropic Messages API data (`stories/chat/agent-turn.ts`) through `fromAnthropic` from `partkit/adapters/anthropic`; `attachToolResults` moves each tool result (sent in the next user turn) under its call, and one `MessageView` per message shows the turn in reading order.",
      },
    },
  },
} satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

async function checkTurn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(/Vieux Lyon/)).toBeVisible());
  await expect(canvas.getByText(/We're in Lyon this weekend/)).toBeVisible();
  // get_forecast has the app's own card, fed the result as a value (the tool sent JSON text).
  const forecast = canvas.getByRole("region", { name: "Forecast for Lyon" });
  await expect(forecast).toHaveTextContent(/Saturday\s*21°/);
  await expect(forecast).toHaveTextContent(/showers after 14:00, 6 mm/);
  // Named in words, never by its identifier.
  await expect(canvas.getByRole("group", { name: "Tool call Plan itinerary" })).toBeVisible();
  // Tool results sit folded under their calls, in the assistant's turn, not in a user bubble.
  const calls = canvasElement.querySelectorAll('[data-slot="tool-call-part"], [data-slot="tool-call-custom"]');
  await expect(calls).toHaveLength(2);
  for (const call of calls) await expect(call.closest('[data-role="assistant"]')).not.toBeNull();
  await expect(canvasElement.querySelector('[data-role="user"] [data-slot="tool-result-part"]')).toBeNull();
  await expect(canvas.getAllByRole("article", { name: "user message" })[0]).toHaveTextContent(/We're in Lyon/);
  // What the results carry (the chart, the itinerary) stays in view under the folded calls.
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="tool-call-carried"] img')).not.toBeNull());
  // The cited sentence is one paragraph again, its reference right after the cited words.
  const reference = canvas.getByRole("link", { name: /^Source 1: Météo-France/ });
  await expect(reference.closest("p")).toHaveTextContent(/rain expected\s*1, so keep the Parc/);
  // The answer's formulas (one inline, one display) and its diagram are drawn, not shown as source.
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="math"][data-state="ready"]')).toHaveLength(2), { timeout: 15_000 });
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "drawn"), { timeout: 30_000 });
}

/** The turn in the light theme. */
export const Light: Story = {
  globals: { theme: "light" },
  play: async ({ canvasElement }) => checkTurn(canvasElement),
};

/** The same turn in the dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => checkTurn(canvasElement),
};

/** Test only: following the reference scrolls to the source, focuses it and highlights it. */
export const FollowReference: Story = {
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, userEvent }) => {
    await checkTurn(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("link", { name: /^Source 1/ }));
    const source = canvasElement.querySelector('[data-slot="message-source"]');
    await waitFor(() => expect(document.activeElement).toBe(source));
    await expect(source).toHaveAttribute("data-highlighted");
  },
};
