import { useState, type ComponentProps } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Composer } from "../../src/composer/index";
import { MessageView, type Message, type MessageBody, type MessageBodySchema } from "../../src/index";
import { inPageStore } from "./in-page-store";

const meta = {
  title: "Composer/Composer",
  component: Composer,
  args: { onSend: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Builds a message body: text, files as `/files/<name>` parts and a form's data part. Attach by picking, dropping or pasting. Given the target's input `MessageBodySchema`, it lists the required parts, says what Send is waiting for and refuses files the target does not take. Enter sends, Shift+Enter adds a line.",
      },
    },
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An agent that takes a Markdown prompt and PDFs (one required) and images under /files/. */
const reviewAgent: MessageBodySchema = {
  parts: [
    { contentType: "text/markdown", required: true },
    { name: "/files/*", contentType: "application/pdf", required: true },
    { name: "/files/*", contentType: "image/*" },
  ],
};

const pdfFile = () => new File(["%PDF-1.4\n%%EOF\n"], "contract.pdf", { type: "application/pdf" });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Sent messages shown under the composer, so a story shows what the body became. */
function WithTranscript(props: Omit<ComponentProps<typeof Composer>, "onSend">) {
  const [sent, setSent] = useState<Message[]>([]);
  return (
    <div style={{ display: "grid", gap: 12 }}>
      {sent.map((m, i) => (
        <MessageView key={i} message={m} />
      ))}
      <Composer {...props} onSend={(body: MessageBody) => setSent((list) => [...list, { role: "user", ...body }])} />
    </div>
  );
}

/** Guided by the agent's input schema: what is required is listed first, Send says what is missing. */
export const SchemaGuided: Story = {
  name: "Schema-guided",
  args: { schema: reviewAgent, placeholder: "What should the agent check?" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "This agent needs" })).toHaveTextContent("Markdown text");
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAccessibleDescription("Needs Markdown text and a PDF under /files/.");
  },
};

/** Test only: typing narrows what Send waits for; a refused file says why; a PDF completes the draft. */
export const SchemaGuidedAttach: Story = {
  ...SchemaGuided,
  name: "Schema-guided: attach",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Check the **termination** clause.");
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAccessibleDescription("Needs a PDF under /files/.");
    await userEvent.clear(canvas.getByRole("textbox", { name: "Message" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Check the **termination** clause.");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [pdfFile(), new File(["x"], "notes.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" })]);
    await expect(canvas.getByRole("list", { name: "Files not attached" })).toHaveTextContent("notes.docx was not attached");
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "false");
  },
};

/** Uploads to an in-page store (no network) with progress; the sent message shows the files by URL. */
export const UploadToStore: Story = {
  name: "Upload to an in-page store",
  render: () => <WithTranscript upload={inPageStore({ stepMs: 60 }).upload} placeholder="Ask about the attached files" />,
};

/** Test only: attach, wait for the upload, send with Enter; the transcript shows the message. */
export const UploadToStoreSend: Story = {
  ...UploadToStore,
  name: "Upload to an in-page store: send",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Summarise the contract.");
    await userEvent.upload(fileInput(canvasElement), pdfFile());
    await waitFor(() => expect(canvas.getByRole("listitem", { name: "contract.pdf, application/pdf" })).toHaveAttribute("data-state", "uploaded"));
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "{Enter}");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue(""));
    await expect(canvasElement.querySelector('[data-slot="message-view"]')).toHaveTextContent("Summarise the contract.");
  },
};

/** Test only: the store fails the first attempt; Retry uploads again and the file stays throughout. */
export const UploadRetry: Story = {
  name: "Upload: failure and retry",
  tags: ["!dev", "!autodocs"],
  render: () => <WithTranscript upload={inPageStore({ stepMs: 30, failFirst: true }).upload} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdfFile());
    const item = canvas.getByRole("listitem", { name: "contract.pdf, application/pdf" });
    await waitFor(() => expect(item).toHaveAttribute("data-state", "failed"));
    await expect(item).toHaveTextContent("Upload failed: the store answered 503 Slow Down");
    await userEvent.click(canvas.getByRole("button", { name: "Retry upload of contract.pdf" }));
    await waitFor(() => expect(item).toHaveAttribute("data-state", "uploaded"));
  },
};

/** While a reply streams, Stop replaces Send. */
export const Streaming: Story = {
  args: { status: "streaming", onStop: () => undefined, placeholder: "The agent is replying…" },
};
