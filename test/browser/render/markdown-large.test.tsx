// A markdown document of a megabyte in real Chromium: shown a slice at a time (no task of
// hundreds of milliseconds), ending exactly as the document rendered in one go; on the server and
// when hydrating, all of it at once.
import { render, waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Markdown } from "../../../src/markdown";
import "../../../src/theme/theme.css";
import { longAnswer } from "../../fixtures/markdown/documents";

// A reference used at the top and defined at the very end: the last slice re-resolves the first.
const doc = `See [the guide][guide].\n\n${Array.from({ length: 50 }, () => longAnswer).join("\n\n")}\n\n[guide]: https://example.com/guide\n`;

/** Every element as tag and link, in document order: the structure, without React's ids. */
const outline = (root: Element) => [...root.querySelectorAll("*")].map((el) => `${el.tagName}${el.getAttribute("href") ?? ""}`);

function fromServer(html: string): Element {
  const host = document.createElement("div");
  // eslint-disable-next-line no-restricted-syntax -- our own server HTML, parsed to compare with
  host.innerHTML = html;
  return host;
}

describe("a large markdown document", () => {
  it("shows a slice at once, the rest over frames, and ends as the document rendered in one go", async () => {
    expect(doc.length).toBeGreaterThan(900_000);
    const { container } = render(<Markdown text={doc} />);
    const root = container.querySelector('[data-slot="markdown"]')!;
    const first = root.querySelectorAll("*").length;
    expect(root).toHaveAttribute("aria-busy", "true");
    expect(root.textContent!.length).toBeLessThan(doc.length / 10);
    const counts = new Set<number>();
    const observer = new MutationObserver(() => counts.add(root.querySelectorAll("*").length));
    observer.observe(root, { childList: true, subtree: true });
    await waitFor(() => expect(root).not.toHaveAttribute("aria-busy"), { timeout: 30_000 });
    observer.disconnect();
    const all = outline(fromServer(renderToStaticMarkup(<Markdown text={doc} />)));
    expect(outline(root)).toEqual(all.slice(1));
    expect(root.querySelector("a")).toHaveAttribute("href", "https://example.com/guide");
    // Commits in between, more than the first slice and less than all.
    expect([...counts].some((n) => n > first && n < all.length - 1)).toBe(true);
  });

  it("is whole in server HTML, and hydrates it whole with no mismatch", async () => {
    const html = renderToString(<Markdown text={doc} />);
    const host = document.body.appendChild(fromServer(html));
    const server = outline(host);
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const app = flushSync(() => hydrateRoot(host, <Markdown text={doc} />, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(outline(host)).toEqual(server);
    // A frame later (when a client render would have fed the next slice), still whole.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
    expect(outline(host)).toEqual(server);
    expect(host.querySelector('[data-slot="markdown"]')).not.toHaveAttribute("aria-busy");
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    app.unmount();
    host.remove();
  });
});
