import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { ContentLoadError, type ContentLoader, type LoadedContent } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartContent, PartkitProvider, usePartContent } from "../../../src/render";

/** A loader whose answers the test gives one by one, counting requests. */
function scriptedLoader() {
  const waiting: { resolve: (c: LoadedContent) => void; reject: (e: Error) => void }[] = [];
  const loader: ContentLoader & { calls: number } = {
    calls: 0,
    load() {
      loader.calls++;
      return new Promise<LoadedContent>((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
  const next = () => {
    const first = waiting.shift();
    if (!first) throw new Error("no load is waiting");
    return first;
  };
  return { loader, answer: (content: LoadedContent) => act(async () => next().resolve(content)), fail: (error: Error) => act(async () => next().reject(error)) };
}

const remote: Part = { name: "/notes/today.txt", contentType: "text/plain", contentUrl: "https://files.example/today.txt" };

describe("PartContent", () => {
  it("is busy with a status while loading, then shows the body; root props are the caller's", async () => {
    const { loader, answer } = scriptedLoader();
    const ref = createRef<HTMLDivElement>();
    render(
      <PartkitProvider loader={loader}>
        <PartContent part={remote} data-slot="note-part" className="note" ref={ref} title="Note">
          {(text) => <p>{text.toUpperCase()}</p>}
        </PartContent>
      </PartkitProvider>,
    );
    const root = ref.current!;
    expect(root).toHaveAttribute("data-slot", "note-part");
    expect(root).toHaveClass("note");
    expect(root).toHaveAttribute("title", "Note");
    expect(root).toHaveAttribute("data-state", "loading");
    expect(root).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading today.txt");
    await answer({ text: "hello" });
    expect(root).toHaveAttribute("data-state", "ready");
    expect(root).not.toHaveAttribute("aria-busy");
    expect(screen.getByText("HELLO")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("names the specific error in an alert and retries remote content, keeping focus in the part", async () => {
    const { loader, answer, fail } = scriptedLoader();
    const { container } = render(
      <PartkitProvider loader={loader}>
        <PartContent part={remote}>{(text) => <p>{text}</p>}</PartContent>
      </PartkitProvider>,
    );
    await fail(new ContentLoadError("http", "HTTP 503 Service Unavailable", 503));
    const root = container.querySelector('[data-slot="part-content"]')!;
    expect(root).toHaveAttribute("data-state", "error");
    expect(screen.getByRole("alert")).toHaveTextContent("Couldn't load today.txt: HTTP 503 Service Unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(loader.calls).toBe(2);
    expect(root).toHaveAttribute("data-state", "loading");
    expect(root).toHaveFocus();
    await answer({ text: "second time" });
    expect(screen.getByText("second time")).toBeInTheDocument();
    expect(root).toHaveFocus();
  });

  it("offers no Retry for inline content that cannot change", () => {
    render(<PartContent part={{ contentType: "text/plain", content: "%%%", contentEncoding: "base64" }}>{(text) => text}</PartContent>);
    expect(screen.getByRole("alert")).toHaveTextContent("does not decode");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("decodes JSON, and shows content that does not parse or read as invalid with its raw text", () => {
    const readCount = (value: unknown) => {
      if (typeof value !== "object" || value === null || typeof (value as { count?: unknown }).count !== "number") throw new TypeError("count must be a number");
      return (value as { count: number }).count;
    };
    render(
      <>
        <PartContent part={{ contentType: "application/json", content: '{"count":3}' }} as="json" read={readCount} data-testid="good">
          {(count) => <span>{count + 1} items</span>}
        </PartContent>
        <PartContent part={{ name: "/a.json", contentType: "application/json", content: '{"count":"x"}' }} as="json" read={readCount} data-testid="wrong">
          {(count) => count}
        </PartContent>
        <PartContent part={{ name: "/b.json", contentType: "application/json", content: "{oops" }} as="json" data-testid="broken">
          {() => "never"}
        </PartContent>
      </>,
    );
    expect(screen.getByText("4 items")).toBeInTheDocument();
    expect(screen.getByTestId("wrong")).toHaveAttribute("data-state", "invalid");
    expect(screen.getByTestId("wrong")).toHaveTextContent("Couldn't read a.json: count must be a number");
    expect(screen.getByTestId("broken")).toHaveAttribute("data-state", "invalid");
    expect(screen.getByRole("group", { name: "Raw content of b.json" })).toHaveTextContent("{oops");
    expect(screen.getAllByRole("alert")).toHaveLength(2);
  });

  it("decodes bytes and a typed URL of them", async () => {
    const part: Part = { contentType: "application/pdf", content: "JVBERg==", contentEncoding: "base64" };
    render(
      <>
        <PartContent part={part} as="bytes">{(bytes) => <span>{bytes.length} bytes</span>}</PartContent>
        <PartContent part={part} as="url" type="application/pdf">{(url) => <a href={url}>open</a>}</PartContent>
      </>,
    );
    expect(screen.getByText("4 bytes")).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "open" });
    expect(link.getAttribute("href")).toMatch(/^(blob:|data:application\/pdf)/);
  });

  it("keeps a data-state the renderer gives, and shows before and after in every state", () => {
    const { loader } = scriptedLoader();
    function Empty({ part }: { part: Part }) {
      const content = usePartContent(part);
      return (
        <PartContent part={part} content={content} data-state={content.state === "ready" && content.value === "" ? "empty" : undefined} before={<h3>Title</h3>} after={<small>Footer</small>}>
          {(text) => text || "nothing"}
        </PartContent>
      );
    }
    const { container } = render(
      <PartkitProvider loader={loader}>
        <Empty part={{ contentType: "text/plain", content: "" }} />
        <Empty part={remote} />
      </PartkitProvider>,
    );
    const [empty, loading] = container.querySelectorAll('[data-slot="part-content"]');
    expect(empty).toHaveAttribute("data-state", "empty");
    expect(loading).toHaveAttribute("data-state", "loading");
    expect(screen.getAllByRole("heading", { name: "Title" })).toHaveLength(2);
    expect(screen.getAllByText("Footer")).toHaveLength(2);
  });
});
