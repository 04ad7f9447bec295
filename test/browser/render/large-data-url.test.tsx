import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PartView } from "../../../src/render";
import "../../../src/theme/theme.css";

/** A real PNG of random pixels, as a data: URL (about 600 KB for 400×400). */
function noisyPng(size: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const context = canvas.getContext("2d")!;
  const pixels = context.createImageData(size, size);
  for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i * 2654435761) >>> 24;
  context.putImageData(pixels, 0, 0);
  return canvas.toDataURL("image/png");
}

describe("data: URLs as media sources and downloads in real Chromium", () => {
  it("gives an image a blob: URL of a large data: URL's bytes, and the image shows", async () => {
    const url = noisyPng(400);
    expect(url.length).toBeGreaterThan(256 * 1024);
    const { container } = render(<PartView part={{ name: "/files/noise.png", contentType: "image/png", contentUrl: url }} />);
    await waitFor(() => expect(container.querySelector('[data-slot="image-part"]')).toHaveAttribute("data-state", "ready"), { timeout: 20_000 });
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toMatch(/^blob:/);
    expect(img.naturalWidth).toBe(400);
  });

  it("links a download of a large data: URL as a blob: URL of the same bytes", async () => {
    const url = noisyPng(400);
    const { container } = render(<PartView part={{ name: "/files/noise.bin", contentType: "application/octet-stream", contentUrl: url }} />);
    await waitFor(() => expect(container.querySelector('a[data-slot="download-link"]')?.getAttribute("href")).toMatch(/^blob:/));
    const href = container.querySelector('a[data-slot="download-link"]')!.getAttribute("href")!;
    const bytes = new Uint8Array(await (await fetch(href)).arrayBuffer());
    expect(bytes.slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
  });

  it("decodes a large percent-encoded data: URL too, byte for byte", async () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 31) & 255);
    const url = `data:application/octet-stream,${Array.from(bytes, (b) => `%${b.toString(16).padStart(2, "0")}`).join("")}`;
    const { container } = render(<PartView part={{ name: "/files/bytes.bin", contentType: "application/octet-stream", contentUrl: url }} />);
    await waitFor(() => expect(container.querySelector('a[data-slot="download-link"]')?.getAttribute("href")).toMatch(/^blob:/), { timeout: 20_000 });
    const got = new Uint8Array(await (await fetch(container.querySelector('a[data-slot="download-link"]')!.getAttribute("href")!)).arrayBuffer());
    expect(got.length).toBe(bytes.length);
    expect(got.findIndex((b, i) => b !== bytes[i])).toBe(-1);
  });

  it("keeps a large SVG as a data: URL, whose document has an opaque origin, never a same-origin blob:", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>top.__pwned=1</script><rect width="40" height="30"/><!--${"x".repeat(300_000)}--></svg>`;
    const url = `data:image/svg+xml;base64,${btoa(svg)}`;
    const { container } = render(<PartView part={{ contentType: "image/svg+xml", contentUrl: url }} />);
    await waitFor(() => expect(container.querySelector('[data-slot="image-part"]')).toHaveAttribute("data-state", "ready"), { timeout: 20_000 });
    expect(container.querySelector("img")!.getAttribute("src")).toBe(url);
    expect(container.querySelector("img")!.naturalWidth).toBe(40);
  });

  it("shows an inline SVG through a data: URL of its own type", async () => {
    const { container } = render(<PartView part={{ contentType: "image/svg+xml", content: `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><rect width="24" height="12"/></svg>` }} />);
    await waitFor(() => expect(container.querySelector('[data-slot="image-part"]')).toHaveAttribute("data-state", "ready"), { timeout: 20_000 });
    expect(container.querySelector("img")!.getAttribute("src")).toMatch(/^data:image\/svg\+xml[;,]/);
    expect(container.querySelector("img")!.naturalWidth).toBe(24);
  });

  it("keeps a small data: URL as it is", async () => {
    const url = noisyPng(8);
    const { container } = render(<PartView part={{ contentType: "image/png", contentUrl: url }} />);
    await waitFor(() => expect(container.querySelector('[data-slot="image-part"]')).toHaveAttribute("data-state", "ready"));
    expect(container.querySelector("img")!.getAttribute("src")).toBe(url);
  });

  it("still refuses a large data: URL of a type an image must not be", () => {
    const { container } = render(<PartView part={{ contentType: "image/png", contentUrl: `data:text/html,${"<b>x</b>".repeat(100_000)}` }} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
  });
});
