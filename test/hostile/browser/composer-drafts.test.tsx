// Issue 36, rows 3, 6 (the composer) and 10, as a clumsy user would meet them in real Chromium:
// typing and attaching while a message is on its way (an A2A agent whose first event is slow, a
// schema-guided composer sending a 50 MB PDF inline), clicking Send many times in one task, and a
// composer that goes away and comes back. Each case counts what was lost: it must be nothing.
// Hard timeouts: every case has its own, scaled to the machine's load.
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import "../../../src/theme/theme.css";
import { AgentPlayground } from "../../../src/a2a";
import { Composer, createDraftStore, type DraftStore } from "../../../src/composer";
import type { MessageBody, MessageBodySchema } from "../../../src/index";
import { inPageA2AFetch, inPageAgentUrl } from "../../../stories/playground/in-page-a2a";
import { timeScale } from "../../setup/time-budgets";

const caseTimeout = 60_000 * timeScale;
const pdf = (name: string, bytes: BlobPart = "%PDF-1.4\n%%EOF\n") => new File([bytes], name, { type: "application/pdf" });
const attached = () => [...(screen.queryByRole("list", { name: "Attachments" })?.querySelectorAll("li") ?? [])].map((li) => li.getAttribute("aria-label"));

/** Puts files in the picker and fires its change, in the page (big files through the driver take minutes). */
function pick(root: ParentNode, ...files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const field = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  field.files = data.files;
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Types at the end of a text field, as a user who goes on writing. */
async function typeMore(field: HTMLTextAreaElement, keys: string) {
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
  await userEvent.keyboard(keys);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.restoreAllMocks());

describe("row 3: typing while a message is on its way", () => {
  it("A2A playground, the agent's first event 1.5 s late: the follow-up typed meanwhile stays in the composer", { timeout: caseTimeout }, async () => {
    // The in-page agent (the SDK's own handler), every JSON-RPC answer held back 1.5 s.
    const slowFetch: typeof fetch = async (input, init) => {
      if ((init?.method ?? (input instanceof Request ? input.method : "GET")) === "POST") await pause(1500);
      return inPageA2AFetch(input, init);
    };
    render(<AgentPlayground url={inPageAgentUrl} connectOptions={{ fetch: slowFetch }} />);
    const field = await screen.findByRole<HTMLTextAreaElement>("textbox", { name: "Message to the agent" });
    await userEvent.fill(field, "A day in Lyon");
    await userEvent.keyboard("{Enter}");
    await typeMore(field, "{Shift>}{Enter}{/Shift}Then one in Annecy, please.");
    // The first event arrives and the guide streams to the end.
    await waitFor(() => expect(document.querySelector('[data-slot="agent-task-state"]')).toHaveTextContent("completed"), { timeout: 20_000 });
    expect(field.value).toBe("Then one in Annecy, please.");
    expect(screen.getByRole("log", { name: "Transcript" })).toHaveTextContent("A day in Lyon");
  });

  it("schema-guided composer sending a 50 MB PDF inline (an app that raised the 10 MB cap): text and a file added meanwhile stay, only the PDF and its text go", { timeout: caseTimeout }, async () => {
    const schema: MessageBodySchema = {
      parts: [
        { contentType: "text/markdown", required: true },
        { name: "/files/*", contentType: "application/pdf", required: true },
      ],
    };
    let finish: () => void = () => undefined;
    const sent: MessageBody[] = [];
    const onSend = (body: MessageBody) => {
      sent.push(body);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const { container } = render(<Composer schema={schema} onSend={onSend} maxInlineBytes={64 * 1024 * 1024} />);
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
    await userEvent.fill(field, "Review the contract.");
    act(() => pick(container, pdf("contract.pdf", new Uint8Array(50 * 1024 * 1024))));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await typeMore(field, "{Shift>}{Enter}{/Shift}And compare it with last year's.");
    act(() => pick(container, pdf("last-year.pdf")));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 40_000 });
    await act(async () => finish());
    await waitFor(() => expect(attached()).toEqual(["last-year.pdf, application/pdf"]));
    expect(field.value).toBe("And compare it with last year's.");
    expect(sent[0]!.parts.map((p) => p.name ?? p.content)).toEqual(["Review the contract.", "/files/contract.pdf"]);
    expect(sent[0]!.parts[1]!.content!.length).toBe(Math.ceil((50 * 1024 * 1024) / 3) * 4);
  });
});

describe("row 6: many clicks on Send in one task", () => {
  it("sends once for ten clicks and ten Enters, each burst in one task", { timeout: caseTimeout }, async () => {
    const sent: string[] = [];
    render(<Composer onSend={(body) => void sent.push(String(body.parts[0]!.content))} />);
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
    await userEvent.fill(field, "Transfer 100 EUR to Alice");
    const send = screen.getByRole("button", { name: "Send" });
    for (let i = 0; i < 10; i++) send.click();
    await waitFor(() => expect(field.value).toBe(""));
    await userEvent.fill(field, "And 50 EUR to Bob");
    for (let i = 0; i < 10; i++) field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    await waitFor(() => expect(field.value).toBe(""));
    await pause(200);
    expect(sent).toEqual(["Transfer 100 EUR to Alice", "And 50 EUR to Bob"]);
  });
});

describe("row 10: the composer goes away and comes back", () => {
  it("keeps the text and files under the thread's key through twenty remounts, and nothing after a send", { timeout: caseTimeout }, async () => {
    const store: DraftStore = createDraftStore();
    const sent: MessageBody[] = [];
    const view = render(<Composer draftKey="thread-1" draftStore={store} onSend={(body) => void sent.push(body)} />);
    await userEvent.fill(screen.getByRole("textbox", { name: "Message" }), "Half-written thought");
    act(() => pick(view.container, pdf("draft.pdf")));
    for (let i = 0; i < 20; i++) {
      view.rerender(<div />);
      view.rerender(<Composer draftKey="thread-1" draftStore={store} onSend={(body) => void sent.push(body)} />);
    }
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" }).value).toBe("Half-written thought");
    expect(attached()).toEqual(["draft.pdf, application/pdf"]);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    view.rerender(<div />);
    view.rerender(<Composer draftKey="thread-1" draftStore={store} onSend={(body) => void sent.push(body)} />);
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" }).value).toBe("");
    expect(attached()).toEqual([]);
  });
});
