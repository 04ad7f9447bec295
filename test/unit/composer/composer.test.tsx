import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Composer, type UploadFile, type UploadOptions } from "../../../src/composer/index";
import type { MessageBody, MessageBodySchema } from "../../../src/index";

const pdfAgent: MessageBodySchema = {
  parts: [
    { contentType: "text/markdown", required: true },
    { name: "/files/*", contentType: "application/pdf", required: true },
  ],
};
const pdf = (name = "q3.pdf") => new File(["%PDF-1.4 tiny"], name, { type: "application/pdf" });
const exe = () => new File(["MZ"], "run.exe", { type: "application/x-msdownload" });
const input = () => screen.getByRole("textbox", { name: "Message" });
const sendButton = () => screen.getByRole("button", { name: /^Send/ });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const status = () => screen.getByRole("status");

/** An upload whose outcome the test decides, one call at a time. */
function controlledUpload() {
  const calls: { file: File; options: UploadOptions; resolve: (url: string) => void; reject: (error: unknown) => void }[] = [];
  const upload: UploadFile = (file, options) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, options, resolve, reject });
    });
  return { upload: vi.fn(upload), calls };
}

describe("Composer, guided by the target's input schema", () => {
  it("lists required parts first, explains what Send is waiting for, refuses files the agent does not take, then sends", async () => {
    // applyAccept off: a file the picker's filter would hide can still arrive (drop, paste, "All files").
    const user = userEvent.setup({ applyAccept: false });
    const onSend = vi.fn<(body: MessageBody) => void>();
    const { container } = render(<Composer schema={pdfAgent} onSend={onSend} />);
    // The schema reader arrives after the first paint.
    const needs = await screen.findByRole("list", { name: "This agent needs" });
    expect(within(needs).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Markdown text (missing)", "a PDF under /files/ (missing)"]);
    expect(container.querySelector('[data-slot="composer-required"]')!.compareDocumentPosition(input()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sendButton()).toHaveAttribute("aria-disabled", "true");
    expect(sendButton()).toHaveAccessibleDescription("Needs Markdown text and a PDF under /files/.");

    await user.click(sendButton());
    expect(onSend).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent("Not sent. Needs Markdown text and a PDF under /files/.");

    await user.type(input(), "Summarise the quarter");
    expect(sendButton()).toHaveAccessibleDescription("Needs a PDF under /files/.");

    // The picker only offers what the agent takes; a file that slips through is refused with the reason.
    expect(fileInput(container)).toHaveAttribute("accept", "application/pdf");
    await user.upload(fileInput(container), exe());
    expect(screen.getByRole("list", { name: "Files not attached" })).toHaveTextContent(
      "run.exe was not attached: it is application/x-msdownload, and this agent takes a PDF under /files/",
    );
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();

    await user.upload(fileInput(container), pdf("Q3 report.pdf"));
    expect(within(screen.getByRole("list", { name: "Attachments" })).getByText("Q3-report.pdf")).toBeInTheDocument();
    expect(within(needs).getAllByRole("listitem").map((li) => li.dataset.state)).toEqual(["met", "met"]);
    expect(sendButton()).toHaveAttribute("aria-disabled", "false");

    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      parts: [
        { contentType: "text/markdown", content: "Summarise the quarter" },
        { name: "/files/Q3-report.pdf", contentType: "application/pdf", content: btoa("%PDF-1.4 tiny"), contentEncoding: "base64" },
      ],
    });
    await waitFor(() => expect(input()).toHaveValue(""));
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("says when the agent takes no text", async () => {
    const user = userEvent.setup();
    render(<Composer schema={{ parts: [{ name: "/files/*", contentType: "application/pdf", required: true }] }} onSend={() => undefined} />);
    await user.type(input(), "hello");
    expect(sendButton()).toHaveAccessibleDescription("Needs a PDF under /files/. This agent does not take text/plain text.");
  });
});

describe("Composer keyboard", () => {
  it("sends on Enter, adds a line on Shift+Enter, and ignores Enter that ends an IME composition", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    await user.type(input(), "line one{Shift>}{Enter}{/Shift}line two");
    expect(input()).toHaveValue("line one\nline two");
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.compositionStart(input());
    fireEvent.keyDown(input(), { key: "Enter", isComposing: true });
    fireEvent.compositionEnd(input());
    // Safari ends the composition first and sends the confirming Enter as keyCode 229.
    fireEvent.keyDown(input(), { key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.keyDown(input(), { key: "Enter", keyCode: 13 });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ parts: [{ contentType: "text/plain", content: "line one\nline two" }] });
  });

  it("shows Stop while a reply streams, and Enter does not send then", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onStop = vi.fn();
    const { rerender } = render(<Composer onSend={onSend} status="streaming" onStop={onStop} />);
    expect(screen.queryByRole("button", { name: /^Send/ })).toBeNull();
    await user.type(input(), "next{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledTimes(1);
    rerender(<Composer onSend={onSend} status="ready" onStop={onStop} />);
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});

describe("Composer attachments", () => {
  it("attaches pasted files and keeps pasted text as text", async () => {
    render(<Composer onSend={() => undefined} />);
    const pasted = new File(["png"], "image.png", { type: "image/png" });
    fireEvent.paste(input(), { clipboardData: { files: [pasted], types: ["Files"], getData: () => "" } });
    const list = await screen.findByRole("list", { name: "Attachments" });
    expect(within(list).getByRole("listitem", { name: "image.png, image/png" })).toBeInTheDocument();
    expect(status()).toHaveTextContent("Attached image.png");
  });

  it("attaches dropped files, marks the drop target while dragging, and removes with a named button", async () => {
    const user = userEvent.setup();
    const { container } = render(<Composer schema={{ parts: [{ name: "/files/*", contentType: "application/pdf" }] }} onSend={() => undefined} />);
    const root = container.querySelector<HTMLElement>('[data-slot="composer"]')!;
    const dataTransfer = { files: [pdf("a.pdf"), pdf("a.pdf"), exe()], types: ["Files"], dropEffect: "none" };
    fireEvent.dragEnter(root, { dataTransfer });
    expect(root).toHaveAttribute("data-state", "dragging");
    fireEvent.dragOver(root, { dataTransfer });
    fireEvent.drop(root, { dataTransfer });
    expect(root).toHaveAttribute("data-state", "ready");
    const list = screen.getByRole("list", { name: "Attachments" });
    expect(within(list).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["a.pdf, application/pdf", "a-2.pdf, application/pdf"]);
    expect(screen.getByRole("list", { name: "Files not attached" })).toHaveTextContent("run.exe was not attached");
    await user.click(screen.getByRole("button", { name: "Remove a-2.pdf" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(status()).toHaveTextContent("Removed a-2.pdf");
  });

  it("uploads with progress; Cancel aborts and keeps the file, Retry uploads again, and the body carries the URL", async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onSend = vi.fn();
    const { container } = render(<Composer upload={upload} onSend={onSend} />);
    await user.type(input(), "see file");
    await user.upload(fileInput(container), pdf());
    expect(calls).toHaveLength(1);
    expect(sendButton()).toHaveAccessibleDescription("q3.pdf is still uploading.");
    act(() => calls[0]!.options.onProgress({ loaded: 6, total: 13 }));
    // Progress is drawn at most once a frame.
    expect(await screen.findByText("Uploading 46%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Uploading q3.pdf" })).toHaveAttribute("value", "6");

    await user.click(screen.getByRole("button", { name: "Cancel upload of q3.pdf" }));
    expect(calls[0]!.options.signal.aborted).toBe(true);
    expect(screen.getByRole("listitem", { name: "q3.pdf, application/pdf" })).toHaveAttribute("data-state", "cancelled");
    expect(sendButton()).toHaveAccessibleDescription("q3.pdf was not uploaded: retry or remove it.");
    // A late answer from the cancelled upload changes nothing.
    act(() => calls[0]!.resolve("http://127.0.0.1/late"));

    await user.click(screen.getByRole("button", { name: "Retry upload of q3.pdf" }));
    expect(calls).toHaveLength(2);
    act(() => calls[1]!.reject(new Error("PUT http://127.0.0.1:9/bucket/q3.pdf?X-Amz-Signature=abc123 failed: 503")));
    const item = await screen.findByRole("listitem", { name: "q3.pdf, application/pdf" });
    await waitFor(() => expect(item).toHaveAttribute("data-state", "failed"));
    expect(item).toHaveTextContent("Upload failed: PUT http://127.0.0.1:9/bucket/q3.pdf?… failed: 503");
    expect(container.textContent).not.toContain("abc123");

    await user.click(screen.getByRole("button", { name: "Retry upload of q3.pdf" }));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.file.name).toBe("q3.pdf");
    act(() => calls[2]!.resolve("http://127.0.0.1/bucket/q3.pdf"));
    await waitFor(() => expect(item).toHaveAttribute("data-state", "uploaded"));
    expect(status()).toHaveTextContent("q3.pdf uploaded");
    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      parts: [
        { contentType: "text/plain", content: "see file" },
        { name: "/files/q3.pdf", contentType: "application/pdf", contentUrl: "http://127.0.0.1/bucket/q3.pdf" },
      ],
    });
  });

  it("keeps the text and files after a failed send, says why, and sends them on the next try", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn<(body: MessageBody) => Promise<void>>().mockRejectedValueOnce(new Error("agent unreachable")).mockResolvedValueOnce(undefined);
    const { container } = render(<Composer onSend={onSend} />);
    const error = () => container.querySelector('[data-slot="composer-error"]');
    await user.type(input(), "report attached");
    await user.upload(fileInput(container), pdf());
    await user.click(sendButton());
    await waitFor(() => expect(error()).toHaveTextContent("Not sent: agent unreachable. Your message and files are kept."));
    expect(input()).toHaveValue("report attached");
    expect(screen.getByRole("listitem", { name: "q3.pdf, application/pdf" })).toBeInTheDocument();
    expect(status()).toHaveTextContent("Not sent: agent unreachable. Your message and files are kept.");

    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]![0]).toEqual(onSend.mock.calls[0]![0]);
    await waitFor(() => expect(input()).toHaveValue(""));
    expect(error()).toBeNull();
  });

  it("aborts uploads still running when it unmounts", async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { container, unmount } = render(<Composer upload={upload} onSend={() => undefined} />);
    await user.upload(fileInput(container), pdf());
    unmount();
    expect(calls[0]!.options.signal.aborted).toBe(true);
  });

  it("sends the form's data as a JSON part", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <Composer
        schema={{ parts: [{ name: "/input", contentType: "application/json", required: true }] }}
        form={<p>a form goes here</p>}
        data={{ value: { city: "Oslo" }, name: "/input" }}
        onSend={onSend}
      />,
    );
    expect(screen.getByText("a form goes here")).toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ parts: [{ name: "/input", contentType: "application/json", content: '{"city":"Oslo"}' }] });
  });
});

describe("Composer with its text kept by the parent", () => {
  /** A parent that fills the text from a suggestion, as the agent playground does with a skill's example. */
  function WithSuggestion({ onSend, onValue }: { onSend: (body: MessageBody) => void; onValue: (value: string) => void }) {
    const [draft, setDraft] = useState("");
    return (
      <>
        <button type="button" onClick={() => setDraft("Write a report on Lyon")}>
          Suggest
        </button>
        <Composer
          value={draft}
          onValueChange={(value) => {
            onValue(value);
            setDraft(value);
          }}
          onSend={onSend}
          sendLabel="Ask"
        />
      </>
    );
  }

  it("shows the parent's text, reports edits, sends it, and clears it through onValueChange", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onValue = vi.fn();
    render(<WithSuggestion onSend={onSend} onValue={onValue} />);
    expect(screen.getByRole("button", { name: "Ask" })).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("button", { name: "Suggest" }));
    expect(input()).toHaveValue("Write a report on Lyon");
    expect(screen.getByRole("button", { name: "Ask" })).toHaveAttribute("aria-disabled", "false");
    await user.type(input(), " today");
    expect(onValue).toHaveBeenLastCalledWith("Write a report on Lyon today");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ parts: [{ contentType: "text/plain", content: "Write a report on Lyon today" }] });
    await waitFor(() => expect(input()).toHaveValue(""));
    expect(onValue).toHaveBeenLastCalledWith("");
  });

  it("does not change text the parent does not change", async () => {
    const user = userEvent.setup();
    render(<Composer value="fixed" onSend={vi.fn()} />);
    await user.type(input(), "x");
    expect(input()).toHaveValue("fixed");
  });
});
