import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FallbackPart, PartView, TextPart } from "../../../src/render";

describe("TextPart", () => {
  it("keeps whitespace and links only http, https and mailto", () => {
    const content = "line 1\n   indented https://example.com/a?b=1. mail mailto:a@example.com\njavascript:alert(1) ftp://x.example data:text/html,<b>";
    const { container } = render(<TextPart part={{ contentType: "text/plain", content }} />);
    expect(container.querySelector('[data-slot="text-part-body"]')!.textContent).toBe(content);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://example.com/a?b=1", "mailto:a@example.com"]);
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(links[0]).toHaveTextContent("https://example.com/a?b=1");
  });

  it("keeps balanced parentheses in URLs and drops unbalanced trailing ones", () => {
    render(<TextPart part={{ contentType: "text/plain", content: "(see https://en.wikipedia.org/wiki/Foo_(bar)) and (https://x.example/y)" }} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["https://en.wikipedia.org/wiki/Foo_(bar)", "https://x.example/y"]);
  });

  it("marks empty and streaming text", () => {
    const { container, rerender } = render(<TextPart part={{ contentType: "text/plain", content: "" }} />);
    expect(container.firstElementChild).toHaveAttribute("data-state", "empty");
    rerender(<TextPart part={{ contentType: "text/plain", content: "Thinking" }} status="streaming" />);
    expect(container.firstElementChild).toHaveAttribute("data-state", "ready");
    expect(container.firstElementChild).toHaveAttribute("data-streaming");
    expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
  });

  it("shows very long text in part until asked for all of it", async () => {
    const content = "x".repeat(250_000);
    const { container } = render(<TextPart part={{ contentType: "text/plain", content }} />);
    expect(container.querySelector('[data-slot="text-part-body"]')!.textContent).toHaveLength(50_000);
    await userEvent.click(screen.getByRole("button", { name: /Show all/ }));
    // The rest mounts a few blocks per frame.
    await waitFor(() => expect(container.querySelector('[data-slot="text-part-body"]')!.textContent).toHaveLength(250_000));
    expect(screen.queryByRole("button", { name: /Show all|Showing/ })).toBeNull();
  });

  it("keeps all of a streaming text shown once asked, as it grows", async () => {
    const part = (content: string) => ({ contentType: "text/plain", content });
    const { container, rerender } = render(<TextPart part={part("x".repeat(120_000))} status="streaming" />);
    await userEvent.click(screen.getByRole("button", { name: /Show all/ }));
    const body = () => container.querySelector('[data-slot="text-part-body"]')!.textContent!;
    await waitFor(() => expect(body()).toHaveLength(120_000));
    rerender(<TextPart part={part(`${"x".repeat(180_000)}end`)} status="streaming" />);
    await waitFor(() => expect(body()).toHaveLength(180_003));
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("decodes base64 text and reports content that does not decode", () => {
    const { container, rerender } = render(<TextPart part={{ contentType: "text/plain", content: "aMOpbGxv", contentEncoding: "base64" }} />);
    expect(container.textContent).toBe("héllo");
    rerender(<TextPart part={{ contentType: "text/plain", content: "!!!", contentEncoding: "base64" }} />);
    expect(container.firstElementChild).toHaveAttribute("data-state", "error");
    expect(screen.getByRole("alert")).toHaveTextContent("does not decode");
  });

  it("renders markdown as text until a markdown renderer is registered", () => {
    const { container } = render(<PartView part={{ contentType: "text/markdown", content: "# Title" }} />);
    expect(container.querySelector('[data-slot="text-part"]')).toHaveTextContent("# Title");
  });
});

describe("FallbackPart", () => {
  it("shows name, type, size and a download for inline content", () => {
    const { container } = render(<FallbackPart part={{ name: "/files/blob.bin", contentType: "application/x-thing", content: "AAECAw==", contentEncoding: "base64" }} />);
    const card = screen.getByRole("group", { name: "Attachment blob.bin" });
    expect(card).toHaveAttribute("data-state", "inline");
    expect(card).toHaveTextContent("/files/blob.bin");
    expect(card).toHaveTextContent("application/x-thing");
    expect(card).toHaveTextContent("4 B");
    const link = screen.getByRole("link", { name: "Download blob.bin" });
    expect(link.getAttribute("href")).toMatch(/^(blob:|data:application\/x-thing;base64,AAECAw==)/);
    expect(link).toHaveAttribute("download", "blob.bin");
    expect(container.querySelector('[data-slot="download-link"]')).toHaveAttribute("data-state", "ready");
  });

  it("never links a download as a page that can run script (HTML, SVG, a data:text/html URL)", () => {
    const { rerender } = render(<FallbackPart part={{ name: "/x.html", contentType: "text/html", content: "<script>alert(1)</script>" }} />);
    const href = () => screen.getByRole("link").getAttribute("href") ?? "";
    expect(href()).toMatch(/^(blob:|data:application\/octet-stream[;,])/);
    rerender(<FallbackPart part={{ name: "/x.svg", contentType: "image/svg+xml", content: "<svg onload='alert(1)'/>" }} />);
    expect(href()).toMatch(/^(blob:|data:application\/octet-stream[;,])/);
    rerender(<FallbackPart part={{ name: "/x.pdf", contentType: "application/pdf", contentUrl: "data:text/html,<script>alert(1)</script>" }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.body.textContent).toContain("Download unavailable.");
  });

  it("never shows a signed URL's token and refuses dangerous schemes", () => {
    const { rerender } = render(
      <FallbackPart part={{ name: "/files/r.zip", contentType: "application/zip", contentUrl: "https://x.supabase.co/storage/v1/object/sign/b/r.zip?token=SECRET", metadata: { size: 2048 } }} />,
    );
    expect(document.body.textContent).not.toContain("SECRET");
    expect(document.body.textContent).toContain("2 KB");
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://x.supabase.co/storage/v1/object/sign/b/r.zip?token=SECRET");
    expect(link).toHaveAttribute("title", "x.supabase.co/storage/v1/object/sign/b/r.zip");
    rerender(<FallbackPart part={{ contentType: "application/zip", contentUrl: "javascript:alert(1)" }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.body.textContent).toContain("Blocked a javascript: URL");
    expect(document.body.textContent).not.toContain("alert(1)");
  });

  it("describes descriptor-only parts", () => {
    render(<FallbackPart part={{ contentType: "application/x-nothing" }} />);
    expect(screen.getByRole("group")).toHaveAttribute("data-state", "empty");
    expect(screen.getByRole("group")).toHaveTextContent("size unknown");
  });
});
