import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Message } from "../../../src/model/types";
import { defineRenderer, PartkitProvider, type PartRendererProps } from "../../../src/render";
import { MessageView } from "../../../src/message";

const message: Message = {
  role: "assistant",
  channel: "final",
  parts: [
    { contentType: "text/plain", content: "Here is the summary." },
    { name: "/sources/1", contentType: "text/plain", content: "source one" },
    { contentType: "text/plain", content: "And a second paragraph." },
    { name: "/sources/2", contentType: "text/plain", content: "source two" },
    { name: "/files/notes.txt", contentType: "text/plain", content: "notes" },
  ],
};

const figureOf = (container: HTMLElement, text: string) => Array.from(container.querySelectorAll('[data-slot="message-part"]')).find((figure) => figure.textContent?.includes(text));

describe("MessageView", () => {
  it("shows every part in order, inline by default, and who spoke (the role's name) and the channel in a header", () => {
    const { container } = render(<MessageView message={message} />);
    const view = screen.getByRole("article", { name: "assistant message" });
    expect(view).toHaveAttribute("data-role", "assistant");
    expect(view).toHaveAttribute("data-channel", "final");
    expect(view).toHaveAttribute("data-layout", "inline");
    const header = container.querySelector('[data-slot="message-header"]')!;
    expect(header.querySelector('[data-slot="message-author-name"]')).toHaveTextContent(/^Assistant$/);
    expect(header.querySelector('[data-slot="message-avatar"]')).toHaveTextContent(/^A$/);
    expect(within(header as HTMLElement).getByRole("group", { name: "Message information" })).toHaveTextContent(/final/i);
    // The name says it: the role badge is not repeated.
    expect(within(header as HTMLElement).queryByText("Role")).toBeNull();
    const main = container.querySelector('[data-slot="message-content"]')!;
    expect(Array.from(main.querySelectorAll('[data-slot="text-part-body"]')).map((p) => p.textContent)).toEqual([
      "Here is the summary.",
      "source one",
      "And a second paragraph.",
      "source two",
      "notes",
    ]);
  });

  it("split: unnamed parts first as the main content", () => {
    const { container } = render(<MessageView message={message} layout="split" />);
    const main = container.querySelector('[data-slot="message-content"]')!;
    expect(Array.from(main.querySelectorAll('[data-slot="text-part-body"]')).map((p) => p.textContent)).toEqual(["Here is the summary.", "And a second paragraph."]);
  });

  it("can leave the metadata header out", () => {
    const { container } = render(<MessageView message={message} meta={false} />);
    expect(container.querySelector('[data-slot="message-header"]')).toBeNull();
  });

  it("split: named parts in a tree with a preview of the selected one", async () => {
    const { container } = render(<MessageView message={message} layout="split" />);
    const tree = screen.getByRole("tree", { name: "Named parts" });
    expect(within(tree).getAllByRole("treeitem").length).toBeGreaterThanOrEqual(3);
    const preview = screen.getByRole("group", { name: "Preview of /sources/1" });
    expect(preview).toHaveTextContent("source one");
    expect(container.querySelector('[data-slot="message-content"]')).not.toHaveTextContent("source one");
    await userEvent.click(within(tree).getByRole("treeitem", { name: /^files/ }));
    await userEvent.click(within(tree).getByRole("treeitem", { name: /notes\.txt/ }));
    expect(screen.getByRole("group", { name: "Preview of /files/notes.txt" })).toHaveTextContent("notes");
  });

  it("split: a folder selection asks for a part", async () => {
    render(<MessageView body={message} layout="split" defaultSelected="/sources" />);
    expect(screen.getByRole("group", { name: "Preview" })).toHaveTextContent("/sources is a folder");
  });

  it("inline: named parts in order, captioned by their human label with the full name as tooltip", () => {
    const { container } = render(<MessageView message={message} layout="inline" navigator={false} />);
    const figures = Array.from(container.querySelectorAll('[data-slot="message-part"]'));
    expect(figures.map((f) => f.querySelector("figcaption")!.textContent)).toEqual(["Source 1", "Source 2", "notes.txt"]);
    expect(figures.map((f) => f.querySelector("figcaption")!.getAttribute("title"))).toEqual(["/sources/1", "/sources/2", "/files/notes.txt"]);
    expect(figures[1]).toHaveTextContent("source two");
    expect(screen.queryByRole("tree")).toBeNull();
  });

  it("inline: a navigator over three or more named parts scrolls to and highlights the chosen one", async () => {
    const user = userEvent.setup();
    const { container } = render(<MessageView message={message} />);
    const navigator = container.querySelector('[data-slot="message-navigator"]') as HTMLDetailsElement;
    expect(navigator).toHaveTextContent("3 named parts");
    expect(screen.queryByRole("tree")).toBeNull();
    await user.click(within(navigator).getByText("3 named parts"));
    const tree = await screen.findByRole("tree", { name: "Named parts" });
    await user.click(within(tree).getByRole("treeitem", { name: /^sources/ }));
    await user.click(within(tree).getByRole("treeitem", { name: /Source 2/ }));
    const target = figureOf(container, "source two");
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target).toHaveAttribute("data-highlighted");
  });

  it("inline: no navigator for fewer than three named parts unless asked", () => {
    const two: Message = { parts: message.parts.slice(0, 4) };
    const { container, rerender } = render(<MessageView message={two} />);
    expect(container.querySelector('[data-slot="message-navigator"]')).toBeNull();
    rerender(<MessageView message={two} navigator />);
    expect(container.querySelector('[data-slot="message-navigator"]')).toHaveTextContent("2 named parts");
  });

  it("inline: a tool result goes under its call, which folds once answered and unfolds on demand", async () => {
    const user = userEvent.setup();
    const turn: Message = {
      role: "assistant",
      parts: [
        { name: "/tool-calls/toolu_01", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"toolu_01","name":"get_weather","arguments":{"city":"Oslo"}}' },
        { contentType: "text/plain", content: "It is sunny." },
        { name: "/tool-calls/toolu_01/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"toolu_01","output":"{\\"temp\\":21}"}' },
      ],
    };
    const { container } = render(<MessageView message={turn} />);
    const content = container.querySelector('[data-slot="message-content"]')!;
    expect(Array.from(content.children, (child) => child.textContent?.includes("Get weather") ? "call" : child.textContent)).toEqual(["call", "It is sunny."]);
    const trigger = screen.getByRole("button", { name: "Get weather" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    // Folded: in the page (for find-in-page) but hidden.
    expect(container.querySelector('[data-slot="tool-result-part"]')!.closest("[hidden]")).not.toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const result = screen.getByRole("group", { name: "Result" });
    expect(result.closest('[data-slot="tool-call-results"]')).not.toBeNull();
    // A JSON string output reads as a value (labelled fields in a turn), not as a quoted string.
    expect(within(result).getByRole("group", { name: "Output of Get weather" })).toHaveTextContent("Temp21");
    expect(screen.queryByText(/toolu_01A|Result of toolu/)).toBeNull();
  });

  it("inline: what a result carries (a file named under it) stays in view under the folded call", () => {
    const turn: Message = {
      parts: [
        { name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"plan","arguments":{}}' },
        { name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":"written"}' },
        { name: "/tool-calls/c1/result/1", contentType: "text/plain", content: "the plan", metadata: { filename: "plan.txt" } },
      ],
    };
    const { container } = render(<MessageView message={turn} />);
    expect(screen.getByRole("button", { name: "Plan" })).toHaveAttribute("aria-expanded", "false");
    const carried = container.querySelector('[data-slot="tool-call-carried"]')!;
    expect(carried).toHaveTextContent("plan.txt");
    expect(carried).toHaveTextContent("the plan");
    expect(screen.getByText("written").closest("[hidden]")).not.toBeNull();
    expect(container.querySelector('[data-slot="message-content"]')!.children).toHaveLength(1);
  });

  it("inline: an image a tool returned without alt text is named after the tool, not by its position", () => {
    const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR4nGNgYAAAAAMAASsJTYQAAAAASUVORK5CYII=";
    const turn: Message = {
      parts: [
        { name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"render_chart","arguments":{}}' },
        { name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":"drawn"}' },
        { name: "/tool-calls/c1/result/1", contentType: "image/png", content: pixel, contentEncoding: "base64" },
        { name: "/tool-calls/c1/result/2", contentType: "image/png", content: pixel, contentEncoding: "base64", metadata: { alt: "Rain by hour" } },
      ],
    };
    const { container } = render(<MessageView message={turn} />);
    const carried = container.querySelector('[data-slot="tool-call-carried"]')!;
    expect(within(carried as HTMLElement).getByText("Render chart result 1")).toBeInTheDocument();
    expect(within(carried as HTMLElement).getByText("Rain by hour")).toBeInTheDocument();
    expect(carried).not.toHaveTextContent(/^Result 1|\bResult 1\b/);
  });

  it("inline: a failed call stays open and reads as an error", () => {
    const turn: Message = {
      parts: [
        { name: "/tool-calls/c1", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"c1","name":"search","arguments":{}}' },
        { name: "/tool-calls/c1/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"c1","output":"rate limited","isError":true}' },
      ],
    };
    const { container } = render(<MessageView message={turn} />);
    expect(container.querySelector('[data-slot="tool-call-part"]')).toHaveAttribute("data-state", "error");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("group", { name: "Error" })).toHaveTextContent("rate limited");
  });

  it("split: a result outside its call is titled by the tool, never by the call id", () => {
    const turn: Message = {
      parts: [
        { name: "/tool-calls/toolu_9", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"toolu_9","name":"lookup","arguments":{}}' },
        { name: "/tool-calls/toolu_9/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"toolu_9","output":"ok"}' },
      ],
    };
    render(<MessageView message={turn} layout="split" defaultSelected="/tool-calls/toolu_9/result" />);
    expect(screen.getByRole("group", { name: "Result of Lookup" })).toBeInTheDocument();
    expect(screen.queryByText("toolu_9", { exact: false, selector: "[data-slot='tool-result-header'] *" })).toBeNull();
  });

  it("shows schema problems compactly and still renders the parts", async () => {
    const schema = { parts: [{ contentType: "text/markdown", required: true }, { name: "/sources/*", contentType: "text/plain" }] };
    const { container } = render(<MessageView message={message} schema={schema} layout="inline" />);
    const notice = container.querySelector('[data-slot="schema-notice"]')!;
    expect(notice).toHaveAttribute("data-state", "invalid");
    expect(notice).toHaveTextContent(/does not match its schema: \d+ problems?/);
    await userEvent.click(within(notice as HTMLElement).getByRole("button", { name: "Show details" }));
    expect(within(notice as HTMLElement).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(screen.getByText("Here is the summary.")).toBeInTheDocument();
  });

  it("treats missing required parts as pending while streaming", () => {
    const schema = { parts: [{ contentType: "text/plain" }, { name: "/**", contentType: "text/plain" }, { name: "/final", contentType: "text/plain", required: true }] };
    const { container } = render(<MessageView message={message} schema={schema} status="streaming" />);
    expect(container.querySelector('[data-slot="schema-notice"]')).toHaveAttribute("data-state", "pending");
    expect(screen.getByRole("article")).toHaveAttribute("data-state", "streaming");
    // Inline, the last part (a named file here) is the one still growing.
    const parts = container.querySelectorAll('[data-slot="text-part"][data-streaming]');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toHaveTextContent("notes");
  });

  it("marks the last part as streaming", () => {
    const { container } = render(<MessageView body={{ parts: [{ contentType: "text/plain", content: "a" }, { contentType: "text/plain", content: "b" }] }} status="streaming" />);
    const streaming = container.querySelectorAll('[data-slot="text-part"][data-streaming]');
    expect(streaming).toHaveLength(1);
    expect(streaming[0]).toHaveTextContent("b");
  });

  it("follows each part's own metadata.status, and status=complete overrides it", () => {
    const streaming = { status: "streaming" };
    const body = {
      parts: [
        { contentType: "text/plain", content: "first", metadata: streaming },
        { contentType: "text/plain", content: "second", metadata: streaming },
        { contentType: "text/plain", content: "done", metadata: { status: "complete" } },
      ],
    };
    const live = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-slot="text-part"][data-streaming]'), (el) => el.textContent);
    const { container, rerender } = render(<MessageView body={body} status="streaming" />);
    expect(live(container)).toEqual(["first", "second"]);
    rerender(<MessageView body={body} />);
    expect(live(container)).toEqual(["first", "second"]);
    rerender(<MessageView body={body} status="complete" />);
    expect(live(container)).toEqual([]);
  });

  it("does not render unchanged parts again while another part streams", () => {
    const renders = new Map<string, number>();
    const Counting = ({ part }: PartRendererProps) => {
      renders.set(part.content!, (renders.get(part.content!) ?? 0) + 1);
      return <p>{part.content}</p>;
    };
    const counting = defineRenderer({ match: "text/x-count", component: Counting, priority: 5 });
    const first = { contentType: "text/x-count", content: "first" };
    const view = (last: string) => (
      <PartkitProvider renderers={[counting]}>
        <MessageView body={{ parts: [first, { contentType: "text/x-count", content: last }] }} status="streaming" />
      </PartkitProvider>
    );
    const { rerender } = render(view("a"));
    rerender(view("ab"));
    rerender(view("abc"));
    expect(renders.get("first")).toBe(1);
    expect(screen.getByText("abc")).toBeInTheDocument();
  });

  it("renders an empty or malformed body without crashing", () => {
    const { container, rerender } = render(<MessageView body={{ parts: [] }} />);
    expect(screen.getByRole("article")).toBeInTheDocument();
    rerender(<MessageView body={{ parts: "nope" } as never} />);
    expect(container.querySelector('[data-slot="message-content"]')).toBeNull();
  });
});
