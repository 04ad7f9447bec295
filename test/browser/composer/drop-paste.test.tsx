// Drop and paste with the browser's own DataTransfer, DragEvent and ClipboardEvent in Chromium
// (jsdom has none of them, so the unit tests can only fake the events' shape).
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { Composer } from "../../../src/composer/index";
import type { MessageBody, MessageBodySchema } from "../../../src/index";
import "../../../src/theme/theme.css";

const pdfAgent: MessageBodySchema = {
  parts: [
    { contentType: "text/markdown", required: true },
    { name: "/files/*", contentType: "application/pdf", required: true },
    { name: "/files/*", contentType: "image/png" },
  ],
};

/** A real DataTransfer holding these files (and text, when given). */
function transfer(files: readonly File[], text?: string): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  if (text !== undefined) data.setData("text/plain", text);
  return data;
}

const drag = (target: Element, type: "dragenter" | "dragover" | "dragleave" | "drop", data: DataTransfer) => {
  const event = new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

const paste = (target: Element, data: DataTransfer) => {
  const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "contract.pdf", { type: "application/pdf" });
const attachments = async () => within(await screen.findByRole("list", { name: "Attachments" }));

describe("Composer: drop and paste with real DataTransfer events in Chromium", () => {
  it("marks the drop target while files are dragged over it, takes the dropped files, and refuses the ones the agent does not take", async () => {
    const onSend = vi.fn<(body: MessageBody) => void>();
    const { container } = render(<Composer schema={pdfAgent} onSend={onSend} />);
    const composer = container.querySelector<HTMLElement>('[data-slot="composer"]')!;
    const input = screen.getByRole("textbox", { name: "Message" });
    const data = transfer([pdf(), new File(["MZ"], "setup.exe", { type: "application/x-msdownload" })]);
    expect(data.types).toContain("Files");

    drag(composer, "dragenter", data);
    // Entering a child fires enter there before leave on the parent: still dragging.
    drag(input, "dragenter", data);
    drag(composer, "dragleave", data);
    await waitFor(() => expect(composer).toHaveAttribute("data-state", "dragging"));
    // dragover must be cancelled, or the browser would not fire drop at all.
    expect(drag(input, "dragover", data).defaultPrevented).toBe(true);
    const dropped = drag(input, "drop", data);
    expect(dropped.defaultPrevented).toBe(true);
    await waitFor(() => expect(composer).toHaveAttribute("data-state", "ready"));

    expect((await attachments()).getByText("contract.pdf")).toBeVisible();
    expect(screen.getByRole("list", { name: "Files not attached" })).toHaveTextContent("setup.exe was not attached: it is application/x-msdownload");
    expect(screen.getByRole("status")).toHaveTextContent("Attached contract.pdf");

    // The dropped file's bytes are what is sent.
    const typed = "Check the **termination** clause.";
    await userEvent.fill(input, typed);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const [text, file] = onSend.mock.calls[0]![0].parts;
    expect(text).toEqual({ contentType: "text/markdown", content: typed });
    expect(file).toMatchObject({ name: "/files/contract.pdf", contentType: "application/pdf", contentEncoding: "base64" });
    expect(atob(file!.content!)).toBe("%PDF-1.4\n%%EOF\n");
  });

  it("ignores a drag of text (no files): no drop target, and the browser's own drop goes on", () => {
    const { container } = render(<Composer onSend={vi.fn()} />);
    const composer = container.querySelector<HTMLElement>('[data-slot="composer"]')!;
    const data = transfer([], "just words");
    drag(composer, "dragenter", data);
    expect(composer).toHaveAttribute("data-state", "ready");
    expect(drag(composer, "dragover", data).defaultPrevented).toBe(false);
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("attaches pasted files (a screenshot from the clipboard) and lets pasted text be text", async () => {
    render(<Composer schema={pdfAgent} onSend={vi.fn()} />);
    const input = screen.getByRole("textbox", { name: "Message" });
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
    const pasted = paste(input, transfer([new File([png], "image.png", { type: "image/png" })]));
    expect(pasted.defaultPrevented).toBe(true);
    expect(await (await attachments()).findByText("image.png")).toBeVisible();
    // The preview shows the pasted image itself, decoded by the browser.
    await waitFor(() => {
      const img = screen.getByRole("list", { name: "Attachments" }).querySelector("img");
      expect(img?.complete && img.naturalWidth).toBe(2);
    });

    const words = paste(input, transfer([], "plain words"));
    expect(words.defaultPrevented).toBe(false);
    expect(screen.getByRole("list", { name: "Attachments" }).querySelectorAll("li")).toHaveLength(1);

    // A second paste of a file with the same name gets its own part name.
    paste(input, transfer([new File([png], "image.png", { type: "image/png" })]));
    expect(await (await attachments()).findByText("image-2.png")).toBeVisible();
  });
});
