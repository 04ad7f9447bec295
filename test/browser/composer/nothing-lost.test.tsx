// Issue 36, point 3 and rows 3, 6 and 10, in real Chromium: nothing the user typed or chose is
// lost. Text and files added while a send is on its way stay (only what went is cleared), Send
// fires once however fast it is clicked, a failed send keeps everything and says why, and a draft
// kept under a key survives the composer's unmount and remount.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { Composer, createDraftStore, useDraftData, type ComposerProps, type DraftStore, type UploadFile } from "../../../src/composer/index";
import type { MessageBody, MessageBodySchema } from "../../../src/index";
import "../../../src/theme/theme.css";

const input = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
const sendButton = () => screen.getByRole("button", { name: /^Send/ });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const attached = () => [...(screen.queryByRole("list", { name: "Attachments" })?.querySelectorAll("li") ?? [])].map((li) => li.getAttribute("aria-label"));
const pdf = (name: string, bytes: BlobPart = "%PDF-1.4\n%%EOF\n") => new File([bytes], name, { type: "application/pdf" });

/** Attaches files as a picker does, in the page (a 9 MB file through the test driver takes minutes). */
function pick(root: HTMLElement, ...files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const field = fileInput(root);
  field.files = data.files;
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Types at the end of the text field, as a user who clicks back into it and goes on writing. */
async function typeMore(keys: string) {
  const field = input();
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
  await userEvent.keyboard(keys);
}

/** A send the test finishes: `resolve()` or `reject(error)`. */
function deferredSend() {
  const calls: { body: MessageBody; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const onSend = vi.fn(
    (body: MessageBody) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ body, resolve, reject });
      }),
  );
  return { onSend, calls };
}

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["error", "warn"] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(`${level}: ${args.map(String).join(" ")}`));
});
afterEach(() => {
  vi.restoreAllMocks();
  // No React warning (keys, updates after unmount, act) in any case.
  expect(logged).toEqual([]);
});

describe("while a message is on its way (row 3)", () => {
  it("keeps the text typed and the file attached meanwhile, and clears only what was sent", async () => {
    const { onSend, calls } = deferredSend();
    const { container } = render(<Composer onSend={onSend} />);
    await userEvent.fill(input(), "What does clause 4 say?");
    await userEvent.upload(fileInput(container), pdf("contract.pdf"));
    await userEvent.click(sendButton());
    await waitFor(() => expect(calls).toHaveLength(1));

    // The reply is slow: the user goes on writing and attaches another file.
    await typeMore("{Shift>}{Enter}{/Shift}And clause 7?");
    await userEvent.upload(fileInput(container), pdf("annex.pdf"));
    expect(attached()).toEqual(["contract.pdf, application/pdf", "annex.pdf, application/pdf"]);

    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(attached()).toEqual(["annex.pdf, application/pdf"]));
    expect(input().value).toBe("And clause 7?");
    expect(calls[0]!.body.parts.map((p) => p.name ?? p.content)).toEqual(["What does clause 4 say?", "/files/contract.pdf"]);
    expect(screen.getByRole("status")).toHaveTextContent("Message sent. What you added while it was sending is kept.");
  });

  it("keeps what was added while a 9 MB PDF is read and sent inline (the schema-guided composer; 10 MB is the inline cap)", async () => {
    const schema: MessageBodySchema = {
      parts: [
        { contentType: "text/markdown", required: true },
        { name: "/files/*", contentType: "application/pdf", required: true },
      ],
    };
    const { onSend, calls } = deferredSend();
    const { container } = render(<Composer schema={schema} onSend={onSend} />);
    await userEvent.fill(input(), "Check the **termination** clause.");
    act(() => pick(container, pdf("big.pdf", new Uint8Array(9 * 1024 * 1024))));
    await userEvent.click(sendButton());
    // While the file's bytes are read and encoded, and then while the agent takes the message.
    await typeMore("{Shift>}{Enter}{/Shift}Also the notice period.");
    act(() => pick(container, pdf("notes.pdf")));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(attached()).toEqual(["notes.pdf, application/pdf"]));
    expect(input().value).toBe("Also the notice period.");
    const [text, file] = calls[0]!.body.parts;
    expect(text).toEqual({ contentType: "text/markdown", content: "Check the **termination** clause." });
    expect(file).toMatchObject({ name: "/files/big.pdf", contentEncoding: "base64" });
  });

  it("keeps the whole text when it was edited inside what was sent (it cannot tell what was meant)", async () => {
    const { onSend, calls } = deferredSend();
    render(<Composer onSend={onSend} />);
    await userEvent.fill(input(), "Book a table for two");
    await userEvent.click(sendButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.fill(input(), "Book a table for four");
    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Message sent"));
    expect(input().value).toBe("Book a table for four");
  });
});

describe("two clicks in one task (row 6)", () => {
  it("sends once for two clicks on Send, or two Enters, before the page renders again", async () => {
    const onSend = vi.fn<(body: MessageBody) => Promise<void>>(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    render(<Composer onSend={onSend} />);
    await userEvent.fill(input(), "Delete the staging bucket");
    const button = sendButton();
    // Both in the same task: no render, no effect runs in between.
    button.click();
    button.click();
    await waitFor(() => expect(input().value).toBe(""));
    expect(onSend).toHaveBeenCalledTimes(1);

    await userEvent.fill(input(), "And the logs");
    const enter = () => input().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    enter();
    enter();
    await waitFor(() => expect(input().value).toBe(""));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(onSend.mock.calls.map(([body]) => body.parts[0]!.content)).toEqual(["Delete the staging bucket", "And the logs"]);
  });
});

describe("a failed send", () => {
  it("keeps the text and files, says why next to them, and sends them on the next try", async () => {
    const onSend = vi.fn<(body: MessageBody) => Promise<void>>().mockRejectedValueOnce(new Error("the agent answered 503 Service Unavailable")).mockResolvedValueOnce(undefined);
    const { container } = render(<Composer onSend={onSend} />);
    await userEvent.fill(input(), "Summarise the report");
    await userEvent.upload(fileInput(container), pdf("report.pdf"));
    await userEvent.click(sendButton());
    const error = await screen.findByText(/^Not sent:/, { selector: '[data-slot="composer-error"]' });
    expect(error).toBeVisible();
    expect(error).toHaveTextContent("Not sent: the agent answered 503 Service Unavailable. Your message and files are kept.");
    expect(input().value).toBe("Summarise the report");
    expect(attached()).toEqual(["report.pdf, application/pdf"]);

    await userEvent.click(sendButton());
    await waitFor(() => expect(input().value).toBe(""));
    expect(onSend.mock.calls[1]![0]).toEqual(onSend.mock.calls[0]![0]);
    expect(screen.queryByText(/^Not sent:/, { selector: '[data-slot="composer-error"]' })).toBeNull();
    expect(attached()).toEqual([]);
  });
});

/** A composer with a form slot whose value is kept with the draft, as an app writes it. */
function WithForm({ draftKey, store, ...props }: Partial<ComposerProps> & { readonly draftKey: string; readonly store: DraftStore }) {
  const [city, setCity] = useDraftData<string>(draftKey, "", store);
  return (
    <Composer
      draftKey={draftKey}
      draftStore={store}
      onSend={() => undefined}
      form={
        <label>
          City <input value={city} onChange={(event) => setCity(event.currentTarget.value)} />
        </label>
      }
      data={{ value: city === "" ? undefined : { city }, name: "/trip" }}
      {...props}
    />
  );
}

/** An upload to memory that the test can hold: `release()` lets the held ones finish. */
function heldUpload() {
  const held: (() => void)[] = [];
  let hold = false;
  const upload: UploadFile = (file, { signal }) =>
    new Promise<string>((resolve, reject) => {
      const done = () => resolve(`https://files.example/${encodeURIComponent(file.name)}`);
      signal.addEventListener("abort", () => reject(signal.reason));
      if (hold) held.push(done);
      else setTimeout(done, 10);
    });
  return { upload: vi.fn(upload), hold: (on: boolean) => (hold = on), release: () => held.splice(0).forEach((f) => f()) };
}

describe("a draft kept under a key (row 10)", () => {
  it("brings back the text, the uploaded files and the form's data after an unmount, and forgets them once sent", async () => {
    const store = createDraftStore();
    const files = heldUpload();
    const onSend = vi.fn();
    const view = render(<WithForm draftKey="thread-1" store={store} upload={files.upload} onSend={onSend} />);
    await userEvent.fill(input(), "Plan the trip");
    await userEvent.upload(fileInput(view.container), pdf("tickets.pdf"));
    await waitFor(() => expect(screen.getByRole("listitem", { name: "tickets.pdf, application/pdf" })).toHaveAttribute("data-state", "uploaded"));
    await userEvent.fill(screen.getByLabelText("City"), "Lyon");
    view.unmount();

    const again = render(<WithForm draftKey="thread-1" store={store} upload={files.upload} onSend={onSend} />);
    expect(input().value).toBe("Plan the trip");
    expect(screen.getByRole("listitem", { name: "tickets.pdf, application/pdf" })).toHaveAttribute("data-state", "uploaded");
    expect(screen.getByLabelText("City")).toHaveValue("Lyon");
    // Uploaded once: the kept file is not uploaded again.
    expect(files.upload).toHaveBeenCalledTimes(1);

    await userEvent.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      parts: [
        { contentType: "text/plain", content: "Plan the trip" },
        { name: "/trip", contentType: "application/json", content: '{"city":"Lyon"}' },
        { name: "/files/tickets.pdf", contentType: "application/pdf", contentUrl: "https://files.example/tickets.pdf" },
      ],
    });
    await waitFor(() => expect(input().value).toBe(""));
    expect(screen.getByLabelText("City")).toHaveValue("");
    again.unmount();

    render(<WithForm draftKey="thread-1" store={store} upload={files.upload} onSend={onSend} />);
    expect(input().value).toBe("");
    expect(attached()).toEqual([]);
    expect(screen.getByLabelText("City")).toHaveValue("");
  });

  it("starts an upload that an unmount cut off again, and keeps each thread's draft to itself", async () => {
    const store = createDraftStore();
    const files = heldUpload();
    files.hold(true);
    const view = render(<Composer draftKey="thread-a" draftStore={store} upload={files.upload} onSend={() => undefined} />);
    await userEvent.fill(input(), "For thread A");
    await userEvent.upload(fileInput(view.container), pdf("a.pdf"));
    expect(screen.getByRole("listitem", { name: "a.pdf, application/pdf" })).toHaveAttribute("data-state", "uploading");

    // Another thread: its own, empty draft.
    view.rerender(<Composer draftKey="thread-b" draftStore={store} upload={files.upload} onSend={() => undefined} />);
    expect(input().value).toBe("");
    expect(attached()).toEqual([]);
    await userEvent.fill(input(), "For thread B");

    files.hold(false);
    view.rerender(<Composer draftKey="thread-a" draftStore={store} upload={files.upload} onSend={() => undefined} />);
    expect(input().value).toBe("For thread A");
    // The cut-off upload starts over (a second call) and finishes.
    await waitFor(() => expect(screen.getByRole("listitem", { name: "a.pdf, application/pdf" })).toHaveAttribute("data-state", "uploaded"));
    expect(files.upload).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(store.get("thread-b")?.text).toBe("For thread B");
  });

  it("keeps text added while the message was away even when the composer was gone in between", async () => {
    const store = createDraftStore();
    const { onSend, calls } = deferredSend();
    const view = render(<Composer draftKey="t" draftStore={store} onSend={onSend} />);
    await userEvent.fill(input(), "First");
    await userEvent.click(sendButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    view.unmount();
    render(<Composer draftKey="t" draftStore={store} onSend={onSend} />);
    await typeMore(" then second");
    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(input().value).toBe("then second"));
  });

  it("keeps the text in sessionStorage across a reload when the app asks for it", async () => {
    sessionStorage.clear();
    const first = createDraftStore({ storage: sessionStorage });
    const view = render(<Composer draftKey="thread-9" draftStore={first} onSend={() => undefined} />);
    await userEvent.fill(input(), "Survives a reload");
    view.unmount();
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    // A new store on the same storage is what the reloaded page has.
    render(<Composer draftKey="thread-9" draftStore={createDraftStore({ storage: sessionStorage })} onSend={() => undefined} />);
    expect(input().value).toBe("Survives a reload");
    sessionStorage.clear();
  });
});

describe("a parent that keeps the text (value and onValueChange)", () => {
  function Parent({ onSend }: { readonly onSend: ComposerProps["onSend"] }) {
    const [text, setText] = useState("");
    return <Composer value={text} onValueChange={setText} onSend={onSend} />;
  }

  it("is given back only what was typed after the sent text", async () => {
    const { onSend, calls } = deferredSend();
    render(<Parent onSend={onSend} />);
    await userEvent.fill(input(), "A day in Lyon");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(calls).toHaveLength(1));
    await typeMore(" and one in Annecy");
    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(input().value).toBe("and one in Annecy"));
    expect(within(document.body).getByRole("status")).toHaveTextContent("What you added while it was sending is kept");
  });
});
