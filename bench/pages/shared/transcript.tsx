import { useLayoutEffect, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { isMessageStreaming } from "../../../src/list";
import { CodeBlock, codeRenderers } from "../../../src/code";
import { createMarkdownRenderer } from "../../../src/markdown";
import { appendToPart, markBodyComplete } from "../../../src/model";
import type { Message } from "../../../src/model/types";
import { PartkitProvider, preloadRenderers } from "../../../src/render";
import { MessageView } from "../../../src/message";
import "../../../src/theme/theme.css";
import { makeTranscript } from "../../../test/fixtures/list/transcript";
import { longAnswer } from "../../../test/fixtures/markdown/documents";
import { afterPaint, container, cuts, frames, idle, register, timeUpdates } from "./harness";

/** A transcript subject: renders `messages` in a 800 px tall viewport. */
export type TranscriptSubject = ComponentType<{ readonly messages: readonly Message[] }>;

/** The row every subject renders (what `<MessageList>` renders by default), so only the list engine differs. */
export function MessageRow({ message }: { readonly message: Message }) {
  return <MessageView message={message} layout="inline" {...(isMessageStreaming(message) ? { status: "streaming" as const } : {})} />;
}

// Markdown with highlighted fences, as the transcript measured before highlighting became opt-in.
const renderers = [createMarkdownRenderer({ components: { codeBlock: CodeBlock } }), ...codeRenderers];

const handle = { set: (_update: (messages: Message[]) => Message[]) => {} };

function App({ Subject, initial }: { readonly Subject: TranscriptSubject; readonly initial: Message[] }) {
  const [messages, setMessages] = useState(initial);
  useLayoutEffect(() => {
    handle.set = setMessages;
  }, []);
  return (
    <PartkitProvider renderers={renderers}>
      <Subject messages={messages} />
    </PartkitProvider>
  );
}

/**
 * Registers the transcript phases: `prepare` (build the messages, warm up), `mount` (time to the
 * first frame), `stream` (stream the 20 KB answer into a new last message). The driver measures
 * the JS heap between phases.
 */
export function registerTranscript(Subject: TranscriptSubject) {
  let messages: Message[] = [];
  let root: Root | undefined;
  let el: HTMLElement | undefined;
  register({
    async prepare(params) {
      const count = Number(params.count ?? 10_000);
      // As an app would at start-up: fetch the lazily loaded renderers before the first message.
      await preloadRenderers();
      // Warm-up on a small transcript: JIT, the highlighter chunk, styles.
      const scratch = container("width: 760px; height: 800px; display: flex; flex-direction: column;");
      const warm = createRoot(scratch);
      flushSync(() => warm.render(<App Subject={Subject} initial={makeTranscript(200)} />));
      await frames(5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      warm.unmount();
      scratch.remove();
      messages = makeTranscript(count);
      await idle();
      return { count: messages.length };
    },
    async mount() {
      el = container("width: 760px; height: 800px; display: flex; flex-direction: column;");
      const start = performance.now();
      root = createRoot(el);
      flushSync(() => root!.render(<App Subject={Subject} initial={messages} />));
      const commit = performance.now() - start;
      // The first frame that shows messages (a list may paint an empty frame first).
      let framesUntilContent = 0;
      do {
        await afterPaint();
        framesUntilContent++;
      } while (!el.querySelector("[data-slot='message-view']") && framesUntilContent < 120);
      const firstFrame = performance.now() - start;
      const rowsAtFirstFrame = el.querySelectorAll("[data-slot='message-view']").length;
      await frames(10);
      await idle();
      return { commit, firstFrame, framesUntilContent, rowsAtFirstFrame, domNodes: el.querySelectorAll("*").length };
    },
    async stream(params) {
      const updates = Number(params.updates ?? 4000);
      const text = longAnswer;
      flushSync(() => handle.set((list) => [...list, { id: "live", role: "assistant", parts: [] }]));
      await frames(2);
      const points = cuts(text.length, updates);
      let previous = 0;
      const { times, start, streamed } = await timeUpdates(updates, (i) => {
        const piece = text.slice(previous, points[i]);
        previous = points[i]!;
        return () =>
          handle.set((list) => {
            const next = list.slice();
            next[next.length - 1] = appendToPart(next[next.length - 1]!, 0, piece);
            return next;
          });
      });
      flushSync(() =>
        handle.set((list) => {
          const next = list.slice();
          next[next.length - 1] = markBodyComplete(next[next.length - 1]!);
          return next;
        }),
      );
      await afterPaint();
      const total = performance.now() - start;
      await frames(5);
      const scroller = el!.querySelector("[data-slot='message-list-viewport'], [data-virtuoso-scroller], [data-naive-scroller]") as HTMLElement | null;
      const distanceFromBottom = scroller ? scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight : -1;
      return { times, cuts: points, streamed, total, distanceFromBottom, crossOriginIsolated };
    },
  });
}
