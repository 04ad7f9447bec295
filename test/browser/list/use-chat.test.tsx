// A useChat page as a user builds it: AI SDK 6's and 7's useChat with the default HTTP transport, talking
// to a real streamText backend on 127.0.0.1 (test/setup/chat-server.ts), rendered through
// createFromAiSdk into <MessageList>. Vitest serves the page in development mode, so React's own
// warnings and errors reach the console, and any of them fails the test.
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useChat as useChat7 } from "ai-react7";
import { DefaultChatTransport as DefaultChatTransport7 } from "ai7";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { createFromAiSdk } from "../../../src/adapters/ai-sdk";
import { MessageList } from "../../../src/list";
import { markdownRenderer } from "../../../src/markdown";
import { PartkitProvider } from "../../../src/render";

/** The SDK's own hook and transport, per major; the page is the same. */
const sdks = {
  "AI SDK 6": { useChat, transport: (api: string) => new DefaultChatTransport({ api }), query: "" },
  "AI SDK 7": { useChat: useChat7, transport: (api: string) => new DefaultChatTransport7({ api }), query: "&sdk=7" },
} as const;

function ChatPage({ api, sdk }: { readonly api: string; readonly sdk: keyof typeof sdks }) {
  const [transport] = useState(() => sdks[sdk].transport(api));
  const { messages, status, sendMessage } = (sdks[sdk].useChat as typeof useChat)({ transport: transport as DefaultChatTransport<never> });
  const [convert] = useState(createFromAiSdk);
  const thread = useMemo(() => convert(messages), [convert, messages]);
  return (
    <PartkitProvider renderers={[markdownRenderer]}>
      <MessageList messages={thread} status={status} style={{ height: 480 }} />
      <button type="button" onClick={() => void sendMessage({ text: "Weather in Lyon?" })}>
        Send
      </button>
    </PartkitProvider>
  );
}

/** What the reader sees of the latest message at one moment. */
interface Snapshot {
  readonly rowStreaming: boolean;
  readonly viewState: string | null;
  readonly reasoningLabel: string | undefined;
  readonly answer: string | undefined;
  readonly bold: string | undefined;
}

function snapshot(): Snapshot | undefined {
  const rows = document.querySelectorAll<HTMLElement>('[data-slot="message-list-item"]');
  const row = rows[rows.length - 1];
  const view = row?.querySelector('[data-slot="message-view"]');
  if (!row || !view || view.getAttribute("data-role") !== "assistant") return undefined;
  const markdown = row.querySelector('[data-slot="part"][data-content-type="text/markdown"]');
  return {
    rowStreaming: row.hasAttribute("data-streaming"),
    viewState: view.getAttribute("data-state"),
    reasoningLabel: row.querySelector('[data-slot="reasoning-trigger"]')?.textContent ?? undefined,
    answer: markdown?.textContent ?? undefined,
    bold: markdown?.querySelector("strong")?.textContent ?? undefined,
  };
}

afterEach(() => vi.restoreAllMocks());

describe.each(Object.keys(sdks) as (keyof typeof sdks)[])("a useChat page with <MessageList> (%s)", (sdk) => {
  it("shows the answer streaming as it arrives: Thinking… while it reasons, no raw markdown, then complete, with no React warning", async () => {
    const logged: string[] = [];
    for (const level of ["error", "warn"] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(`${level}: ${args.map(String).join(" ")}`));
    render(<ChatPage sdk={sdk} api={`${inject("chatUrl")}?delay=100${sdks[sdk].query}`} />);
    const seen: Snapshot[] = [];
    const observer = new MutationObserver(() => {
      const now = snapshot();
      if (now) seen.push(now);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    try {
      await userEvent.click(screen.getByRole("button", { name: "Send" }));
      await vi.waitFor(() => expect(snapshot()).toMatchObject({ rowStreaming: false, viewState: "complete", bold: "21°C" }), { timeout: 20_000 });
    } finally {
      observer.disconnect();
    }
    const answerStreaming = seen.filter((s) => s.answer !== undefined && s.rowStreaming);
    // The row, the message and its reasoning read as streaming while tokens arrive...
    expect(seen.some((s) => s.rowStreaming && s.viewState === "streaming" && s.reasoningLabel === "Thinking…")).toBe(true);
    expect(answerStreaming.some((s) => s.answer!.includes("sunny") && !s.answer!.includes("none"))).toBe(true);
    // ...no markdown syntax shows while it streams (a bold word split across deltas included)...
    expect(seen.filter((s) => s.answer !== undefined && /\*/.test(s.answer))).toEqual([]);
    // ...and once it is done, nothing streams and the reasoning is folded away.
    const last = snapshot()!;
    expect(last).toMatchObject({ rowStreaming: false, viewState: "complete", reasoningLabel: "Reasoning" });
    expect(last.answer).toContain("It is sunny, 21°C in Lyon.");
    expect(last.answer).toContain("rain: none");
    expect(logged).toEqual([]);
  });
});
