import { useMemo, useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fromAgentChat } from "../../src/adapters/agent-chat";
import { fromCmf, type CmfMessage } from "../../src/adapters/cmf";
import { chatRenderers } from "../renderers";
import { ChannelFilter, countByChannel, filterByChannel, MESSAGE_CHANNELS, MessageMeta, RunGroups, type MessageChannel } from "../../src/meta";
import type { Message } from "../../src/model";
import { PartkitProvider } from "../../src/render";
import { history } from "../../test/fixtures/agent-chat/messages";
import { specExample } from "../../test/fixtures/cmf/messages";
import { GalleryMessage, galleryLoader } from "./gallery";

/*
 * A mixed transcript: the agent chat history fixture (two runs with stage telemetry) around a CMF
 * exchange on all three channels. The CMF spec example is the final answer; the analysis and
 * commentary turns before it exist only here, because no fixture has those channels.
 */
const analysis = {
  schema_version: "2.0",
  role: "assistant",
  channel: "analysis",
  content: [
    { content_type: "thinking", text: "The user asked for the admins. The users table has a role column; one query is enough." },
    { content_type: "text", text: "Plan: query `users` by role, then email the list." },
  ],
  extensions: {
    completion: { model: "gpt-4o", stop_reason: "end", tokens: { input_tokens: 412, output_tokens: 58, total_tokens: 470 }, latency_ms: 1320 },
    agent: { session_id: "sess-1", conversation_id: "conv-9", turn: 2, agent_id: "ops-agent", parent_agent_id: "orchestrator" },
  },
} satisfies CmfMessage;

const commentary = {
  schema_version: "2.0",
  role: "assistant",
  channel: "commentary",
  content: [{ content_type: "text", text: "Note: the result contains personal data; it will be labelled PII." }],
  extensions: { security: { labels: ["PII"], classification: "internal" }, provenance: { source: "agent:policy", message_id: "msg-cmf-0b" } },
} satisfies CmfMessage;

const [userTurn, intent, toolRun] = fromAgentChat(history.messages);

/** The overview transcript, in order. */
const transcript: Message[] = [userTurn!, intent!, ...fromCmf([analysis, commentary, specExample]), toolRun!];

const styles = {
  page: { display: "grid", gap: "1rem", maxWidth: "60rem" },
  toolbar: { display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" },
  caption: { margin: 0, color: "var(--pk-muted)", fontSize: "0.8125rem" },
} as const;

/** A transcript with a channel filter and its runs grouped: what an agent console shows. */
function Transcript({ messages, defaultChannels = MESSAGE_CHANNELS }: { readonly messages: readonly Message[]; readonly defaultChannels?: readonly MessageChannel[] }) {
  const [channels, setChannels] = useState<readonly MessageChannel[]>(defaultChannels);
  const loader = useMemo(() => galleryLoader(messages), [messages]);
  const counts = useMemo(() => countByChannel(messages), [messages]);
  const visible = useMemo(() => filterByChannel(messages, channels), [messages, channels]);
  return (
    <PartkitProvider loader={loader} renderers={chatRenderers}>
      <div style={styles.page}>
        <div style={styles.toolbar}>
          <ChannelFilter value={channels} onValueChange={setChannels} counts={counts} />
          <p style={styles.caption} aria-live="polite">
            Showing {visible.length} of {messages.length} messages
          </p>
        </div>
        <RunGroups messages={visible} renderMessage={(message) => <GalleryMessage message={message} />} />
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Protocols/Overview",
  component: Transcript,
  args: { messages: transcript },
  parameters: {
    docs: {
      description: {
        component:
          "A mixed conversation: agent chat runs (seed 004) grouped by `run_id` with their stage timeline and total latency, and a CMF exchange on the analysis, commentary and final channels. `<ChannelFilter>` toggles channels (`filterByChannel`); `<RunGroups>` groups runs (`groupByRun`); every message carries `<MessageMeta>`.",
      },
    },
  },
} satisfies Meta<typeof Transcript>;
export default meta;
type Story = StoryObj<typeof meta>;

const views = (root: HTMLElement) => root.querySelectorAll('[data-slot="message-view"]');

/** Every channel shown, runs open. Toggle channels with the mouse or the keyboard (arrows, Space). */
export const MixedConversation: Story = {
  name: "Mixed conversation",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(views(canvasElement)).toHaveLength(6);
    const runs = canvas.getAllByRole("group", { name: /^Run / });
    await expect(runs).toHaveLength(2);
    await expect(runs[0]).toHaveAccessibleName("Run run_…460762");
    await expect(within(runs[0]!).getByRole("list", { name: "Stages" })).toHaveTextContent("intent2.6 s");
    await expect(runs[0]).toHaveTextContent("2 messages");
    await expect(runs[1]).toHaveTextContent("Tool: calendar_create_event");
    await expect(canvas.getByText("Showing 6 of 6 messages")).toBeInTheDocument();
  },
};

/** Test only: channels toggle with the mouse and the keyboard (arrows, Space); a run folds from its header. */
export const MixedConversationFiltered: Story = {
  ...MixedConversation,
  name: "Mixed conversation: channels toggled",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const runs = canvas.getAllByRole("group", { name: /^Run / });
    const analysisToggle = canvas.getByRole("button", { name: "Analysis 1" });
    await userEvent.click(analysisToggle);
    await expect(analysisToggle).toHaveAttribute("aria-pressed", "false");
    await expect(views(canvasElement)).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-channel="analysis"][data-slot="message-view"]')).toBeNull();

    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Commentary 1" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(views(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText("Showing 4 of 6 messages")).toBeInTheDocument();

    await userEvent.click(within(runs[0]!).getByRole("button", { name: "Run run_…460762" }));
    await expect(runs[0]).toHaveAttribute("data-state", "closed");
    await expect(views(canvasElement)).toHaveLength(2);
  },
};

/** "Final only": the answers and the user's turns, without analysis and commentary. */
export const FinalOnly: Story = {
  name: "Final only",
  args: { defaultChannels: ["final"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Final 1" })).toHaveAttribute("aria-pressed", "true");
    await expect(views(canvasElement)).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-slot="message-view"][data-channel]')).toHaveLength(1);
  },
};

/** The same transcript in the dark theme (the a11y check covers its contrast). */
export const Dark: Story = {
  name: "Mixed conversation (dark)",
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(views(canvasElement)).toHaveLength(6);
  },
};

/** `<MessageMeta>` on its own for the CMF spec example, details open: every extension, no credential. */
export const MessageInformation: Story = {
  name: "Message information",
  render: () => <MessageMeta message={fromCmf(specExample)} defaultDetailsOpen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Message information" })).toHaveAttribute("data-channel", "final");
    await expect(canvas.getByRole("button", { name: "Details" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvasElement).toHaveTextContent("5 credential fields are hidden.");
    await expect(canvasElement).not.toHaveTextContent("SECRET");
  },
};

/** The same information in the dark theme. */
export const MessageInformationDark: Story = {
  ...MessageInformation,
  name: "Message information (dark)",
  globals: { theme: "dark" },
};
