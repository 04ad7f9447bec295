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

describe("data: URLs as media sources in real Chromium", () => {
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
