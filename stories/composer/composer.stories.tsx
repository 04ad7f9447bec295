import { useState, type ComponentProps } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Composer, createDraftStore, useDraftData, type Attachment, type UploadFile } from "../../src/composer/index";
import { SchemaForm } from "../../src/form/index";
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

/** A booking agent that takes a note in text and the booking itself as JSON data named /booking (required). */
const bookingTarget: MessageBodySchema = {
  parts: [
    { contentType: "text/plain" },
    { name: "/booking", contentType: "application/json", required: true },
  ],
};

/** The booking the form gathers, as a JSON Schema. */
const bookingForm = {
  type: "object",
  title: "Booking",
  required: ["people", "sitting"],
  properties: {
    people: { type: "integer", title: "People", minimum: 1, maximum: 12 },
    sitting: { type: "string", title: "Sitting", enum: ["19:00", "21:00"] },
  },
} as const;

interface Booking {
  people?: number;
  sitting?: string;
}

/** The composer with a form slot: the form's value is the body's data part; what was sent shows below, part by part. */
function StructuredComposer() {
  const [booking, setBooking] = useState<Booking>({});
  const [sent, setSent] = useState<MessageBody>();
  const complete = booking.people !== undefined && booking.sitting !== undefined;
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <Composer
        schema={bookingTarget}
        label="Note for the restaurant"
        sendLabel="Book"
        placeholder="Anything the restaurant should know?"
        form={<SchemaForm<Booking> schema={bookingForm} formData={booking} onChange={(value) => setBooking(value)} submitLabel={false} idPrefix="booking" />}
        data={{ value: complete ? booking : undefined, name: "/booking" }}
        onSend={(body) => {
          setSent(body);
          setBooking({});
        }}
      />
      {sent && (
        <section aria-label="Sent body">
          <MessageView message={{ role: "user", ...sent }} />
          <pre data-slot="sent-body" style={{ fontSize: 12, margin: 0 }}>
            {JSON.stringify(sent, null, 2)}
          </pre>
        </section>
      )}
    </div>
  );
}

/** Structured input: the target asks for JSON data, so a form sits in the composer and its value goes as a data part. */
export const StructuredInput: Story = {
  name: "Structured input (form slot)",
  render: () => <StructuredComposer />,
};

/** Test only: Send waits for the form; filled in and sent, the body holds the note and the booking as a JSON part named /booking. */
export const StructuredInputSend: Story = {
  ...StructuredInput,
  name: "Structured input: fill and send",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole("button", { name: "Book" });
    await expect(canvas.getByRole("list", { name: "This agent needs" })).toHaveTextContent("JSON data named /booking");
    await expect(book).toHaveAccessibleDescription("Needs JSON data named /booking.");
    await expect(book).toHaveAttribute("aria-disabled", "true");
    await userEvent.type(canvas.getByLabelText(/People/), "4");
    await userEvent.selectOptions(canvas.getByLabelText(/Sitting/), "21:00");
    await waitFor(() => expect(book).toHaveAttribute("aria-disabled", "false"));
    await userEvent.type(canvas.getByRole("textbox", { name: "Note for the restaurant" }), "A table by the window, please.");
    await userEvent.click(book);
    const sent = await canvas.findByRole("region", { name: "Sent body" });
    const body = JSON.parse(sent.querySelector('[data-slot="sent-body"]')!.textContent!) as MessageBody;
    await expect(body.parts).toEqual([
      { contentType: "text/plain", content: "A table by the window, please." },
      { name: "/booking", contentType: "application/json", content: JSON.stringify({ people: 4, sitting: "21:00" }) },
    ]);
    // Sent: the note and the form are empty again.
    await expect(canvas.getByRole("textbox", { name: "Note for the restaurant" })).toHaveValue("");
    await expect(canvas.getByLabelText(/People/)).toHaveValue(null);
  },
};

/** A PNG of a few coloured squares, drawn on a canvas (the same picture every run). */
function photo(): File {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 64;
  const g = canvas.getContext("2d")!;
  ["#2563eb", "#16a34a", "#f59e0b", "#db2777"].forEach((colour, i) => {
    g.fillStyle = colour;
    g.fillRect((i % 2) * 32, Math.floor(i / 2) * 32, 32, 32);
  });
  const bytes = Uint8Array.from(atob(canvas.toDataURL("image/png").split(",")[1]!), (c) => c.charCodeAt(0));
  return new File([bytes], "harbour.png", { type: "image/png" });
}

/** An upload that has reached 40% and stays there (the chip in its uploading state). */
const stuckAt40: UploadFile = (file, { onProgress, signal }) =>
  new Promise<string>((_, reject) => {
    onProgress({ loaded: Math.round(file.size * 0.4), total: file.size });
    signal.addEventListener("abort", () => reject(signal.reason));
  });

/** A kept draft with a file in each state, so the chips show at rest. */
function chipsStore() {
  const store = createDraftStore();
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  const attachments: Attachment[] = [
    { id: "chip-1", file: photo(), name: "/files/harbour.png", contentType: "image/png", status: "local" },
    { id: "chip-2", file: file("q3-report.pdf", "application/pdf", 48_200), name: "/files/q3-report.pdf", contentType: "application/pdf", status: "uploaded", contentUrl: "https://files.example/q3-report.pdf" },
    { id: "chip-3", file: file("sales-2024-full-year-with-regions.csv", "text/csv", 1_250_000), name: "/files/sales-2024-full-year-with-regions.csv", contentType: "text/csv", status: "uploading" },
    { id: "chip-4", file: file("notes.json", "application/json", 800), name: "/files/notes.json", contentType: "application/json", status: "failed", error: "the store answered 503" },
  ];
  store.update("chips", { text: "Compare these with last quarter.", attachments });
  return store;
}

/** Attachments as chips: an image's thumbnail, an uploaded PDF, a CSV uploading, a failed upload with Retry. */
function Chips() {
  const [store] = useState(chipsStore);
  return <Composer draftKey="chips" draftStore={store} upload={stuckAt40} onSend={() => undefined} />;
}

export const Attachments: Story = {
  render: () => <Chips />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole("list", { name: "Attachments" });
    await expect(within(chips).getAllByRole("listitem")).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole("progressbar", { name: "Uploading sales-2024-full-year-with-regions.csv" })).toHaveAttribute("value"));
    await expect(canvas.getByRole("button", { name: "Retry upload of notes.json" })).toBeVisible();
    await waitFor(() => expect(chips.querySelector("img")?.complete).toBe(true));
  },
};

/** Disabled: nothing can be typed, attached or sent, and it still reads in both themes. */
export const Disabled: Story = {
  args: { disabled: true, placeholder: "Sign in to write to the agent" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "true");
  },
};

const keptDrafts = createDraftStore();

/** A composer that can be closed and opened again; its draft (text, files, the form) is kept under its key. */
function ClosableComposer() {
  const [open, setOpen] = useState(true);
  const [booking, setBooking] = useDraftData<Booking>("closable", {}, keptDrafts);
  const complete = booking.people !== undefined && booking.sitting !== undefined;
  return (
    <div style={{ display: "grid", gap: 12, justifyItems: "start" }}>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? "Close the composer" : "Open the composer"}
      </button>
      {open ? (
        <div style={{ justifySelf: "stretch" }}>
          <Composer
            draftKey="closable"
            draftStore={keptDrafts}
            schema={bookingTarget}
            label="Note for the restaurant"
            sendLabel="Book"
            form={<SchemaForm<Booking> schema={bookingForm} formData={booking} onChange={(value) => setBooking(value)} submitLabel={false} idPrefix="closable" />}
            data={{ value: complete ? booking : undefined, name: "/booking" }}
            onSend={() => undefined}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Kept under a key: close the composer and open it again, and the note, the files and the form are still there. */
export const DraftKept: Story = {
  name: "Draft kept under a key",
  render: () => <ClosableComposer />,
};

/** Test only: a note and a booking survive closing and opening; sent, they are gone. */
export const DraftKeptReopen: Story = {
  ...DraftKept,
  name: "Draft kept: close and reopen",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Note for the restaurant" }), "By the window");
    await userEvent.type(canvas.getByLabelText(/People/), "2");
    await userEvent.click(canvas.getByRole("button", { name: "Close the composer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Open the composer" }));
    await expect(canvas.getByRole("textbox", { name: "Note for the restaurant" })).toHaveValue("By the window");
    await expect(canvas.getByLabelText(/People/)).toHaveValue(2);
    await userEvent.selectOptions(canvas.getByLabelText(/Sitting/), "19:00");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Book" })).toHaveAttribute("aria-disabled", "false"));
    await userEvent.click(canvas.getByRole("button", { name: "Book" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Note for the restaurant" })).toHaveValue(""));
    await expect(canvas.getByLabelText(/People/)).toHaveValue(null);
  },
};
