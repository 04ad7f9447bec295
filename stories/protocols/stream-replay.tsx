import { humanizeToolName } from "../../src/internal/humanize";
import { useEffect, useId, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { reduceAgUiStream, reduceAiSdkStream, reduceAnthropicStream, reduceOpenAIChatStream, reduceOpenAIResponsesStream } from "../../src/adapters";
import { isMessageStreaming } from "../../src/list";
import { chatRenderers } from "../renderers";
import type { Message } from "../../src/model";
import { PartkitProvider } from "../../src/render";
import { MessageView } from "../../src/message";
import { aiSdkToolStream, anthropicToolStream, openAIChatToolStream, openAIResponsesStream } from "../../test/fixtures/adapters/streams";
import agUi from "../../test/fixtures/ag-ui/recorded.json";
import aiSdkRecorded from "../../test/fixtures/ai-sdk/recorded.json";
import { sourceJson } from "./gallery";

/** One wire format: its recorded events and the reducer that folds them into a message. */
export interface StreamFormat {
  readonly title: string;
  /** The exported reducer's name, shown in the caption. */
  readonly reducer: string;
  readonly description: string;
  readonly reduce: (message: Message | undefined, event: unknown) => Message;
  readonly events: readonly unknown[];
}

/** The recorded streams (`test/fixtures/adapters/streams.ts`, and the SDK recordings of AI SDK 7 and AG-UI), by story. */
export const streamFormats = {
  anthropic: {
    title: "Anthropic SSE events",
    reducer: "reduceAnthropicStream",
    description: "Thinking with a signature, text with a web citation, a get_weather tool_use whose input_json_delta pieces split mid-token, and a get_time call without arguments.",
    reduce: reduceAnthropicStream,
    events: anthropicToolStream,
  },
  openAIChat: {
    title: "OpenAI Chat Completions chunks",
    reducer: "reduceOpenAIChatStream",
    description: "Text, then two parallel get_weather calls whose argument deltas interleave by index, then a usage-only chunk.",
    reduce: reduceOpenAIChatStream,
    events: openAIChatToolStream,
  },
  openAIResponses: {
    title: "OpenAI Responses events",
    reducer: "reduceOpenAIResponsesStream",
    description: "Two reasoning summaries, output text with a URL citation, and a function call whose arguments arrive in three deltas; response.completed settles every item.",
    reduce: reduceOpenAIResponsesStream,
    events: openAIResponsesStream,
  },
  aiSdk: {
    title: "AI SDK UI message chunks",
    reducer: "reduceAiSdkStream",
    description: "Step one: reasoning, a weather tool call with streamed input and its output. Step two: text, a source URL and a data part updated in place.",
    reduce: reduceAiSdkStream,
    events: aiSdkToolStream,
  },
  aiSdk7: {
    title: "AI SDK 7 streamText, recorded",
    reducer: "reduceAiSdkStream",
    description: "What AI SDK 7's streamText sent with the mock model: reasoning, a tool that answers and one that fails, then markdown, a source, a file, a reasoning file and custom content.",
    reduce: reduceAiSdkStream,
    events: aiSdkRecorded["AI SDK 7"],
  },
  agUi: {
    title: "AG-UI events, recorded",
    reducer: "reduceAgUiStream",
    description: "What HttpAgent received from an @ag-ui/encoder server: reasoning, state snapshot and JSON Patch deltas, markdown with a table, a get_weather call and its result, an activity, a custom event.",
    reduce: reduceAgUiStream,
    events: agUi.toolRun,
  },
} satisfies Record<string, StreamFormat>;

export type StreamFormatKey = keyof typeof streamFormats;

interface Run {
  /** Events applied so far. */
  readonly step: number;
  readonly message: Message | undefined;
  /** The message before the last event, to show which parts that event replaced. */
  readonly previous: Message | undefined;
  /** Bumped by Replay so the message view starts afresh. */
  readonly round: number;
}

const start = (round: number): Run => ({ step: 0, message: undefined, previous: undefined, round });

function advance(run: Run, format: StreamFormat): Run {
  if (run.step >= format.events.length) return run;
  return { ...run, step: run.step + 1, previous: run.message, message: format.reduce(run.message, format.events[run.step]) };
}

/** What the last event did to the parts: the reducers keep untouched parts as the same objects. */
function identityNote(run: Run): string {
  if (run.step === 0 || !run.message) return "No event applied yet.";
  if (run.message === run.previous) return "The message is the same object: nothing to re-render.";
  const before = new Set(run.previous?.parts ?? []);
  const total = run.message.parts.length;
  const changed = run.message.parts.filter((part) => !before.has(part)).length;
  return `${changed} of ${total} ${total === 1 ? "part" : "parts"} new or replaced; ${total - changed} kept ${total - changed === 1 ? "its" : "their"} identity.`;
}

const eventType = (event: unknown): string => {
  if (typeof event !== "object" || event === null) return typeof event;
  const type = (event as { type?: unknown; object?: unknown }).type ?? (event as { object?: unknown }).object;
  return typeof type === "string" ? type : "event";
};

const styles = {
  page: { display: "grid", gap: "0.75rem", maxWidth: "72rem" },
  heading: { margin: 0, fontSize: "1rem" },
  caption: { margin: 0, color: "var(--pk-muted)", fontSize: "0.8125rem" },
  toolbar: { display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" },
  counter: { fontFamily: "var(--pk-mono)", fontSize: "0.8125rem", fontVariantNumeric: "tabular-nums" },
  columns: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 24rem), 1fr))", gap: "1rem", alignItems: "start" },
  message: { minWidth: 0, padding: "0.75rem", border: "1px solid var(--pk-border)", borderRadius: "var(--pk-radius)" },
  event: { display: "grid", gap: "0.375rem", minWidth: 0, position: "sticky", top: "0.5rem" },
  pre: {
    margin: 0,
    maxHeight: "28rem",
    overflow: "auto",
    padding: "0.75rem",
    border: "1px solid var(--pk-border)",
    borderRadius: "var(--pk-radius)",
    background: "var(--pk-subtle-bg)",
    color: "var(--pk-fg)",
    fontFamily: "var(--pk-mono)",
    fontSize: "0.75rem",
  },
  placeholder: { margin: 0, color: "var(--pk-muted)" },
} as const;

/** Props of {@link StreamReplay}. */
export interface StreamReplayProps {
  /** Which recorded stream to replay. */
  readonly format: StreamFormatKey;
  /** Milliseconds between events. */
  readonly intervalMs?: number;
}

/**
 * Replays a recorded stream through its reducer, one event every `intervalMs`, into
 * `<MessageView>`; beside it the event just applied as JSON. Replay starts over (and keeps playing
 * unless paused), Pause holds the replay, Next event applies one event and pauses.
 */
export function StreamReplay({ format, intervalMs = 40 }: StreamReplayProps) {
  const spec: StreamFormat = streamFormats[format];
  const total = spec.events.length;
  const [run, setRun] = useState<Run>(() => start(0));
  const [paused, setPaused] = useState(false);
  const done = run.step >= total;
  const headingId = useId();

  useEffect(() => {
    if (paused || done) return;
    const timer = setTimeout(() => setRun((r) => advance(r, spec)), intervalMs);
    return () => clearTimeout(timer);
  }, [run, paused, done, spec, intervalMs]);

  const streaming = run.message !== undefined && isMessageStreaming(run.message);
  const event = run.step > 0 ? spec.events[run.step - 1] : undefined;
  const state = done ? "Finished" : paused ? "Paused" : "Playing";

  return (
    <PartkitProvider renderers={chatRenderers}>
      <section style={styles.page} aria-labelledby={headingId} data-replay={done ? "done" : "running"}>
        <h2 id={headingId} style={styles.heading}>
          {spec.title}
        </h2>
        <p style={styles.caption}>
          <code>{spec.reducer}</code>: {spec.description}
        </p>
        <div role="group" aria-label={`Replay controls: ${spec.title}`} style={styles.toolbar}>
          <button type="button" data-slot="schema-form-button" data-variant="primary" onClick={() => setRun((r) => start(r.round + 1))}>
            Replay
          </button>
          <button type="button" data-slot="schema-form-button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            Pause
          </button>
          <button
            type="button"
            data-slot="schema-form-button"
            disabled={done}
            onClick={() => {
              setPaused(true);
              setRun((r) => advance(r, spec));
            }}
          >
            Next event
          </button>
          <span data-testid="event-counter" style={styles.counter}>
            Event {run.step} / {total}
          </span>
          <span role="status" aria-label="Player" style={styles.caption}>
            {state}
          </span>
        </div>
        <div style={styles.columns}>
          <div role="region" aria-label={`Rendered: ${spec.title}`} style={styles.message}>
            {run.message ? (
              <MessageView key={run.round} message={run.message} layout="inline" {...(streaming ? { status: "streaming" as const } : {})} />
            ) : (
              <p style={styles.placeholder}>Waiting for the first event…</p>
            )}
          </div>
          <section aria-label={`Current event: ${spec.title}`} style={styles.event}>
            <p style={styles.caption}>
              {event === undefined ? "No event yet" : <code data-testid="event-type">{eventType(event)}</code>}
              {" · "}
              <span data-testid="identity-note">{identityNote(run)}</span>
            </p>
            <pre tabIndex={0} style={styles.pre} data-testid="event-json">
              {event === undefined ? "—" : sourceJson(event)}
            </pre>
          </section>
        </div>
      </section>
    </PartkitProvider>
  );
}

/** What a finished replay must show. */
export interface ReplayExpectations {
  /** Text of the final answer, as it reads in the rendered message. */
  readonly text: string;
  /**
   * Per tool name, strings its arguments tree must show once complete. Only calls that are open
   * when the replay ends show their arguments: for answered ones, {@link unfoldToolCalls} first.
   */
  readonly arguments?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Waits for the replay to reach its last event, then checks the final text, the parsed arguments
 * of the tool calls named, and that no part is still marked as streaming. It changes nothing on
 * the page.
 */
export async function expectReplayed(canvasElement: HTMLElement, format: StreamFormatKey, expected: ReplayExpectations) {
  const spec = streamFormats[format];
  const canvas = within(canvasElement);
  const counter = canvas.getByTestId("event-counter");
  await waitFor(() => expect(counter).toHaveTextContent(`Event ${spec.events.length} / ${spec.events.length}`), { timeout: 15_000 });
  const rendered = canvas.getByRole("region", { name: `Rendered: ${spec.title}` });
  const message = rendered.querySelector<HTMLElement>('[data-slot="message-view"]');
  await expect(message).not.toBeNull();
  await waitFor(() => expect(message).toHaveAttribute("data-state", "complete"));
  await waitFor(() => expect(message!.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
  await expect(message).toHaveTextContent(expected.text);
  if (expected.arguments) await expectArguments(message!, expected.arguments);
  await expect(message!.querySelector("[data-streaming]")).toBeNull();
  await expect(message!.querySelector('[data-state="streaming"]')).toBeNull();
  await expect(message!.querySelector('[data-slot="part-error"]')).toBeNull();
  await expect(canvas.getByRole("status", { name: "Player" })).toHaveTextContent("Finished");
  return { canvas, rendered, message: message! };
}

/** Checks that each named tool's arguments (in every open call of that tool, read as values in a chat) show the given strings. */
export async function expectArguments(message: HTMLElement, expected: Readonly<Record<string, readonly string[]>>) {
  for (const [tool, values] of Object.entries(expected)) {
    // Cards name a tool in words ("get_weather" reads "Get weather").
    const trees = within(message).getAllByRole("group", { name: `Arguments of ${humanizeToolName(tool)}` });
    const text = trees.map((tree) => tree.textContent ?? "").join("\n");
    for (const value of values) await expect(text).toContain(value);
  }
}

/** Answered calls fold to their header: unfolds them, to read their arguments (a test-only step: it changes what is shown). */
export async function unfoldToolCalls(message: HTMLElement) {
  for (const trigger of message.querySelectorAll<HTMLElement>('[data-slot="tool-call-trigger"][aria-expanded="false"]')) await userEvent.click(trigger);
}
