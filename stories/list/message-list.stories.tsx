import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MessageList } from "../../src/list";
import { chatRenderers } from "../renderers";
import type { Message } from "../../src/model/types";
import { PartkitProvider } from "../../src/render";
import { makeTranscript } from "../../test/fixtures/list/transcript";
import { longAnswer } from "../../test/fixtures/markdown/documents";
import { streamScript } from "../markdown/stream-script";

interface TranscriptProps {
  /** How many messages. */
  readonly count: number;
  /** Stream one more assistant answer into the end of the transcript. */
  readonly stream: boolean;
}

function Transcript({ count, stream }: TranscriptProps) {
  const initial = useMemo(() => makeTranscript(count), [count]);
  const steps = useMemo(() => (stream ? streamScript(longAnswer.slice(0, 6000), 60) : []), [stream]);
  const [state, setState] = useState({ step: 0, messages: initial });
  useEffect(() => {
    if (state.step >= steps.length) return;
    const timer = setTimeout(
      () =>
        setState((s) => {
          const messages = s.step === 0 ? [...s.messages, { id: "live", role: "assistant", parts: [] } as Message] : s.messages.slice();
          messages[messages.length - 1] = steps[s.step]!(messages[messages.length - 1]!);
          return { step: s.step + 1, messages };
        }),
      16,
    );
    return () => clearTimeout(timer);
  }, [state, steps]);
  return (
    <PartkitProvider renderers={chatRenderers}>
      <MessageList messages={state.messages} style={{ height: "min(70vh, 640px)", border: "1px solid var(--pk-border)", borderRadius: "var(--pk-radius)" }} />
    </PartkitProvider>
  );
}

const history = makeTranscript(400).map((message) => ({ ...message, id: `old-${message.id}` }));
const page = 40;

/** A chat that loads its history a page at a time, as the reader asks for it. */
function History() {
  const [loaded, setLoaded] = useState(page);
  const messages = useMemo(() => history.slice(history.length - loaded), [loaded]);
  return (
    <PartkitProvider renderers={chatRenderers}>
      <button type="button" disabled={loaded >= history.length} onClick={() => setLoaded((n) => Math.min(history.length, n + page))}>
        {loaded >= history.length ? "All history loaded" : `Load ${page} older messages`}
      </button>
      <p>
        {loaded} of {history.length} messages loaded
      </p>
      <MessageList messages={messages} style={{ height: "min(60vh, 560px)", border: "1px solid var(--pk-border)", borderRadius: "var(--pk-radius)" }} />
    </PartkitProvider>
  );
}

const meta = {
  title: "List/MessageList",
  component: Transcript,
  args: { count: 10_000, stream: false },
  parameters: {
    docs: {
      description: {
        component:
          "`<MessageList>`: a virtualised transcript. Only visible messages mount; heights are measured; it follows the latest message while you are at the bottom and stays put when you scroll up (with a Jump to latest button). The scroller is focusable: PageUp/PageDown, Home/End, arrows.",
      },
    },
  },
} satisfies Meta<typeof Transcript>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole("log", { name: "Messages" });

/** 10,000 messages of varied length, starting at the latest. */
export const TenThousandMessages: Story = {
  name: "10,000 messages",
  play: async ({ canvasElement }) => {
    const viewport = log(canvasElement);
    await waitFor(() => expect(viewport.querySelector('[data-index="9999"]')).not.toBeNull());
    await expect(viewport.querySelectorAll('[data-slot="message-list-item"]').length).toBeLessThan(60);
    await waitFor(() => expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThanOrEqual(8));
  },
};

/** Test only: PageUp leaves the bottom (Jump to latest appears), Home reaches the first message, Jump to latest returns. */
export const TenThousandMessagesKeyboard: Story = {
  ...TenThousandMessages,
  name: "10,000 messages: keyboard",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const viewport = log(canvasElement);
    await waitFor(() => expect(viewport.querySelector('[data-index="9999"]')).not.toBeNull());
    await waitFor(() => expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThanOrEqual(8));
    viewport.focus();
    await userEvent.keyboard("{PageUp}");
    const jump = await within(canvasElement).findByRole("button", { name: "Jump to latest" });
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(viewport.querySelector('[data-index="0"]')).not.toBeNull());
    await userEvent.click(jump);
    await waitFor(() => expect(viewport.querySelector('[data-index="9999"]')).not.toBeNull());
    await waitFor(() => expect(within(canvasElement).queryByRole("button", { name: "Jump to latest" })).toBeNull());
  },
};

/** The same transcript while a new answer (reasoning, a tool call, markdown) streams in at the end. */
export const StreamingIntoTheEnd: Story = {
  name: "An answer streaming in at the end",
  args: { stream: true },
  play: async ({ canvasElement }) => {
    const viewport = log(canvasElement);
    await waitFor(() => expect(viewport.querySelector('[data-slot="message-list-item"][data-streaming]')).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(viewport.querySelector('[data-slot="message-list-item"][data-streaming]')).toBeNull(), { timeout: 30_000 });
    await waitFor(() => expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThanOrEqual(8));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="message-list-announcer"]')).toHaveTextContent(/^assistant: /));
  },
};

/**
 * Older messages arriving above (history loaded a page at a time): the message you are reading
 * keeps its place on screen instead of being pushed down.
 */
export const LoadingOlderHistory: Story = {
  name: "Loading older history",
  render: () => <History />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(log(canvasElement).querySelector('[data-index="39"]')).not.toBeNull());
    await expect(within(canvasElement).getByText("40 of 400 messages loaded")).toBeInTheDocument();
  },
};

/** Test only: scroll up a little, load 40 older messages: the first row in view stays where it was. */
export const LoadingOlderHistoryKeepsPlace: Story = {
  ...LoadingOlderHistory,
  name: "Loading older history: keeps your place",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = log(canvasElement);
    await waitFor(() => expect(viewport.querySelector('[data-index="39"]')).not.toBeNull());
    viewport.dispatchEvent(new WheelEvent("wheel", { deltaY: -400, bubbles: true }));
    viewport.scrollTop -= 400;
    await canvas.findByRole("button", { name: "Jump to latest" });
    // Let rows revealed by the scroll be measured first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = () => Array.from(viewport.querySelectorAll<HTMLElement>('[data-slot="message-list-item"]'));
    // Positions inside the scroller (the page itself may scroll when the button is clicked).
    const offset = (row: HTMLElement) => row.getBoundingClientRect().top - viewport.getBoundingClientRect().top;
    const anchor = rows().find((row) => offset(row) >= 0)!;
    const index = Number(anchor.dataset.index);
    const before = offset(anchor);
    await userEvent.click(canvas.getByRole("button", { name: "Load 40 older messages" }));
    await expect(canvas.getByText("80 of 400 messages loaded")).toBeInTheDocument();
    await waitFor(() => {
      const same = viewport.querySelector<HTMLElement>(`[data-index="${index + page}"]`);
      expect(same).not.toBeNull();
      expect(Math.abs(offset(same!) - before)).toBeLessThanOrEqual(2);
    });
  },
};
