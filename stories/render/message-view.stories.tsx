import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type ContentLoader, createContentLoader, createMemoryLoader, MessageView, PartkitProvider } from "../../src/index";
import { chatRenderers } from "../renderers";
import { researchMessage, researchSchema } from "../../test/fixtures/render/gallery";
import { fakeSignedStorage, signedMessage, thousandRemoteParts } from "../../test/fixtures/render/remote";

const meta = {
  title: "Render/MessageView",
  component: MessageView,
  args: { message: researchMessage },
  argTypes: { layout: { control: "inline-radio", options: ["split", "inline"] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "`<MessageView>` shows one turn as a conversation (`layout=\"inline\"`, the default): every part in the order it happened, tool calls as collapsible cards with their results under them, named parts captioned with a human label, and a navigator that scrolls to named parts when there are several. `layout=\"split\"` is the inspector: unnamed parts first, named parts in a `<PartTree>` beside a preview. A `schema` adds a compact notice of what does not conform. Role and channel show in a small header.",
      },
    },
  },
} satisfies Meta<typeof MessageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: parts in the order they happened, the answered tool call folded with its result inside, files captioned, and the cited sources as one numbered list the text's references go to. */
export const Conversation: Story = {
  // What a chat app registers: markdown (the answer's references are links to its sources) and code.
  decorators: [
    (Story) => (
      <PartkitProvider renderers={chatRenderers}>
        <Story />
      </PartkitProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("article", { name: "assistant message" })).toHaveAttribute("data-layout", "inline");
    const content = canvasElement.querySelector('[data-slot="message-content"]')!;
    const answer = canvas.getByText(/Austin is sunny/);
    const call = canvasElement.querySelector('[data-slot="tool-call-part"]')!;
    // The answer, then the call, as they happened.
    await expect(answer.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(content.contains(call)).toBe(true);
    await expect(canvas.getByRole("button", { name: "Get weather" })).toHaveAttribute("aria-expanded", "false");
    const captions = Array.from(canvasElement.querySelectorAll('[data-slot="message-part-caption"]'), (c) => c.textContent);
    await expect(captions).toEqual(["chart.svg", "people.csv"]);
    // Two files in the flow need no navigator (the sources have their own list).
    await expect(canvasElement.querySelector('[data-slot="message-navigator"]')).toBeNull();
    // The sources are one numbered list after the content; a reference in the text goes to its row.
    const sources = canvas.getByRole("group", { name: "2 sources" });
    await expect(content.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(sources).getByRole("link", { name: "Ada Lovelace - Wikipedia" })).toHaveAttribute("href", "https://en.wikipedia.org/wiki/Ada_Lovelace");
  },
};

/** Test only: a reference in the answer goes to its row in the sources list. */
export const ConversationFollowReference: Story = {
  ...Conversation,
  name: "Conversation: follow a reference",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = await canvas.findByRole("group", { name: "2 sources" });
    await userEvent.click(await canvas.findByRole("link", { name: /^Source 1:/ }));
    await waitFor(() => expect(within(sources).getAllByRole("listitem")[0]).toHaveFocus());
    await expect(within(sources).getAllByRole("listitem")[0]).toHaveAttribute("data-highlighted");
  },
};

/** The inspector: named parts in a tree with a preview; tool result links select their call. */
export const Split: Story = {
  name: "Split view (inspector)",
  args: { layout: "split" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("article", { name: "assistant message" })).toHaveAttribute("data-channel", "final");
    const tree = canvas.getByRole("tree", { name: "Named parts" });
    await expect(canvas.getByRole("group", { name: "Preview of /tool-calls/call_1" })).toBeVisible();
    await expect(tree).toBeVisible();
  },
};

/** Test only: choosing the tool result in the tree previews it; its link back selects and focuses the call. */
export const SplitNavigation: Story = {
  ...Split,
  name: "Split view: tool result and its call",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole("tree", { name: "Named parts" });
    within(tree).getByRole("treeitem", { name: /^Get weather$/ }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    const preview = canvas.getByRole("group", { name: "Preview of /tool-calls/call_1/result" });
    await userEvent.click(within(preview).getByRole("link", { name: "Get weather" }));
    await waitFor(() => expect(canvas.getByRole("group", { name: "Preview of /tool-calls/call_1" })).toHaveFocus());
  },
};

/** A schema the message does not meet: a compact notice; the parts still render. */
export const WithSchemaIssues: Story = {
  name: "With schema issues",
  args: { schema: researchSchema },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot="schema-notice"]')!;
    await expect(notice).toHaveAttribute("data-state", "invalid");
    await expect(canvas.getByText(/Austin is sunny/)).toBeVisible();
  },
};

/** Test only: Show details lists what does not conform. */
export const WithSchemaIssuesDetails: Story = {
  ...WithSchemaIssues,
  name: "With schema issues: details shown",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot="schema-notice"]')!;
    await userEvent.click(within(notice).getByRole("button", { name: "Show details" }));
    await expect(within(notice).getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
  },
};

/** While streaming, the last part is marked and the reasoning stays open. */
export const Streaming: Story = {
  args: { message: { role: "assistant", parts: [researchMessage.parts[0]!] }, status: "streaming" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Thinking…" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("article")).toHaveAttribute("aria-busy", "true");
  },
};

/** Host and path only: the story's log must not print the token either. */
const hostAndPath = (url: string) => {
  const { host, pathname } = new URL(url);
  return host + pathname;
};

function SignedRefresh() {
  const [log, setLog] = useState<string[]>([]);
  const loader = useMemo(() => {
    const storage = fakeSignedStorage();
    return createContentLoader({
      fetch: async (input, init) => {
        const response = await storage.fetch(input, init);
        setLog((l) => [...l, `GET ${hostAndPath(String(input))} → ${response.status}`]);
        return response;
      },
      resolveUrl: async (part) => {
        setLog((l) => [...l, "resolveUrl: re-signed"]);
        return storage.resolveUrl(part);
      },
    });
  }, []);
  return (
    <PartkitProvider loader={loader}>
      <MessageView message={signedMessage} layout="inline" />
      <ol aria-label="Storage log" style={{ fontSize: "0.8125rem", color: "var(--pk-muted)" }}>
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </PartkitProvider>
  );
}

/** An expired signed URL (seed 004): the 403 triggers `resolveUrl` once, the fresh URL loads, no token is shown. */
export const SignedUrlRefresh: Story = {
  name: "Signed URL refresh",
  render: () => <SignedRefresh />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Let's review the signed-URL flow/)).toBeVisible();
    const log = within(canvas.getByRole("list", { name: "Storage log" }));
    await expect(log.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "GET proj.supabase.co/storage/v1/object/sign/agent-files/u/t/transcript.txt → 403",
      "resolveUrl: re-signed",
      "GET proj.supabase.co/storage/v1/object/sign/agent-files/u/t/transcript.txt → 200",
    ]);
    await expect(canvasElement.textContent).not.toMatch(/token=/);
    await expect(canvasElement.querySelector('[data-slot="text-part"][data-state="error"]')).toBeNull();
  },
};

function ThousandParts() {
  const { message, entries } = useMemo(() => thousandRemoteParts(), []);
  const loader = useMemo<ContentLoader>(() => {
    const memory = createMemoryLoader(entries, { delayMs: 20 });
    let loads = 0;
    return {
      load: (part, options) => {
        loads++;
        document.querySelector("[data-testid=load-count]")?.setAttribute("data-loads", String(loads));
        return memory.load(part, options);
      },
    };
  }, [entries]);
  return (
    <PartkitProvider loader={loader}>
      <span data-testid="load-count" data-loads="0" hidden />
      <div data-testid="scroller" tabIndex={0} role="group" aria-label="1,000 remote parts" style={{ height: 420, overflowY: "auto", border: "1px solid var(--pk-border)", padding: "0.5rem" }}>
        <MessageView message={message} layout="inline" />
      </div>
    </PartkitProvider>
  );
}

/** 1,000 remote parts: only those near the visible area are loaded; scrolling loads more. */
export const ThousandRemoteParts: Story = {
  name: "1,000 remote parts",
  render: () => <ThousandParts />,
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector<HTMLElement>("[data-testid=load-count]")!;
    const loads = () => Number(counter.dataset.loads);
    await within(canvasElement).findByText("Chunk 0: loaded on demand.");
    await new Promise((done) => setTimeout(done, 300));
    const first = loads();
    await expect(first).toBeGreaterThan(5);
    await expect(first).toBeLessThan(60);
  },
};

/** Test only: scrolling down loads the parts that come into view, and not all of them. */
export const ThousandRemotePartsScrolled: Story = {
  ...ThousandRemoteParts,
  name: "1,000 remote parts: scrolled",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector<HTMLElement>("[data-testid=load-count]")!;
    const loads = () => Number(counter.dataset.loads);
    await within(canvasElement).findByText("Chunk 0: loaded on demand.");
    await new Promise((done) => setTimeout(done, 300));
    const first = loads();
    canvasElement.querySelector<HTMLElement>("[data-testid=scroller]")!.scrollTop = 20_000;
    await waitFor(() => expect(loads()).toBeGreaterThan(first));
    await expect(loads()).toBeLessThan(150);
  },
};
