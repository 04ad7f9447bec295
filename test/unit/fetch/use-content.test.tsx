import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentLoadError, contentBytes, contentText, createMemoryLoader, formatBytes, inlineContent, useContent } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartkitProvider } from "../../../src/render";

function Probe({ part, enabled }: { part: Part; enabled?: boolean }) {
  const content = useContent(part, enabled === undefined ? {} : { enabled });
  return (
    <output data-state={content.state}>
      {content.state === "ready" ? content.text : content.state === "error" ? content.error?.message : content.state}
    </output>
  );
}

describe("inline content", () => {
  it("decodes base64 leniently and derives text and bytes from each other", () => {
    const bytes = inlineContent({ contentType: "x/y", content: "aGV s bG8", contentEncoding: "base64" })!;
    expect(contentText(bytes)).toBe("hello");
    expect(Array.from(contentBytes({ text: "hé" }))).toEqual([104, 195, 169]);
    expect(inlineContent({ contentType: "x/y", contentUrl: "https://x" })).toBeUndefined();
  });

  it("formats sizes", () => {
    expect([formatBytes(0), formatBytes(1536), formatBytes(10 * 1024 * 1024), formatBytes(-1)]).toEqual(["0 B", "1.5 KB", "10 MB", "unknown size"]);
  });
});

describe("useContent", () => {
  it("is ready at once for inline content and for descriptor-only parts", () => {
    render(<Probe part={{ contentType: "text/plain", content: "inline" }} />);
    expect(screen.getByRole("status")).toHaveAttribute("data-state", "ready");
    expect(screen.getByRole("status")).toHaveTextContent("inline");
  });

  it("loads remote content through the loader in context, only while enabled", async () => {
    const loader = createMemoryLoader({ "https://files.example/a.txt": "remote text" }, { delayMs: 10 });
    const part = { contentType: "text/plain", contentUrl: "https://files.example/a.txt" };
    const { rerender } = render(
      <PartkitProvider loader={loader}>
        <Probe part={part} enabled={false} />
      </PartkitProvider>,
    );
    expect(screen.getByRole("status")).toHaveAttribute("data-state", "idle");
    rerender(
      <PartkitProvider loader={loader}>
        <Probe part={part} enabled />
      </PartkitProvider>,
    );
    expect(screen.getByRole("status")).toHaveAttribute("data-state", "loading");
    expect(await screen.findByText("remote text")).toHaveAttribute("data-state", "ready");
  });

  it("reports loader errors", async () => {
    const loader = createMemoryLoader({ "https://x/e": new ContentLoadError("http", "410 Gone", 410) });
    render(
      <PartkitProvider loader={loader}>
        <Probe part={{ contentType: "text/plain", contentUrl: "https://x/e" }} />
        <Probe part={{ contentType: "text/plain", contentUrl: "https://x/unknown" }} />
      </PartkitProvider>,
    );
    expect(await screen.findByText("410 Gone")).toHaveAttribute("data-state", "error");
    expect(await screen.findByText("404 Not Found")).toHaveAttribute("data-state", "error");
  });

  it("returns to idle when disabled mid-load, and keeps content it already has", async () => {
    const loader = createMemoryLoader({ "https://x/slow": "slow" }, { delayMs: 30 });
    const part = { contentType: "text/plain", contentUrl: "https://x/slow" };
    const view = (enabled: boolean) => (
      <PartkitProvider loader={loader}>
        <Probe part={part} enabled={enabled} />
      </PartkitProvider>
    );
    const { rerender } = render(view(true));
    rerender(view(false));
    expect(screen.getByRole("status")).toHaveAttribute("data-state", "idle");
    rerender(view(true));
    await screen.findByText("slow");
    rerender(view(false));
    expect(screen.getByRole("status")).toHaveTextContent("slow");
    await act(() => new Promise((done) => setTimeout(done, 40)));
  });
});
