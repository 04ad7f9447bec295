import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { createContentLoader } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartkitProvider, PartView } from "../../../src/render";
import { PDF_ONE_PAGE, WAV_TONE } from "../../fixtures/render/assets";
import { origin, requests, sleep, uniq } from "../fetch/helpers";
import { renderInScroller } from "../fetch/scroller";
import { timeScale } from "../../setup/time-budgets";

const slow = { timeout: 15_000 * timeScale };

/** A PNG of the given size drawn here, as base64 inline content. */
function pngOfSize(width: number, height: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#4493f8";
  context.fillRect(0, 0, width, height);
  return canvas.toDataURL("image/png").split(",")[1]!;
}

const bytesOf = async (href: string) => new Uint8Array(await (await fetch(href)).arrayBuffer());
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

afterEach(() => vi.restoreAllMocks());

describe("images at their natural size", () => {
  it("never upscales a small image and never lets a wide one overflow its column", async () => {
    renderInScroller(
      <div style={{ width: 300 }}>
        <PartView part={{ name: "/files/small.png", contentType: "image/png", content: pngOfSize(40, 20), contentEncoding: "base64" }} />
        <PartView part={{ name: "/files/wide.png", contentType: "image/png", content: pngOfSize(1200, 100), contentEncoding: "base64" }} />
      </div>,
    );
    const small = await screen.findByRole("img", { name: "small.png" });
    const wide = await screen.findByRole("img", { name: "wide.png" });
    await expect.poll(() => small.closest('[data-slot="image-part"]')?.getAttribute("data-state"), slow).toBe("ready");
    await expect.poll(() => wide.closest('[data-slot="image-part"]')?.getAttribute("data-state"), slow).toBe("ready");
    expect([small.getBoundingClientRect().width, small.getBoundingClientRect().height]).toEqual([40, 20]);
    expect(wide.getBoundingClientRect().width).toBe(300);
    expect(wide.getBoundingClientRect().height).toBe(25);
  });
});

describe("an image that cannot load", () => {
  it("shows a framed placeholder with its alt text, file name and why, not an empty gap", async () => {
    const id = uniq("img-gone");
    const { container } = renderInScroller(
      <PartView part={{ name: "/files/gone.png", contentType: "image/png", contentUrl: `${origin}/status/404?k=${id}`, metadata: { alt: "Quarterly revenue chart" } }} />,
    );
    const alert = await screen.findByRole("alert", {}, slow);
    const placeholder = container.querySelector<HTMLElement>('[data-slot="image-part-placeholder"]')!;
    expect(placeholder).toHaveAttribute("data-state", "error");
    expect(placeholder).toContainElement(alert);
    expect(within(placeholder).getByText("Quarterly revenue chart")).toBeVisible();
    expect(within(placeholder).getByText("gone.png")).toBeVisible();
    expect(alert).toHaveTextContent(/Couldn't load gone\.png: 127\.0\.0\.1:\d+\/status\/404 is unreachable or not a readable image/);
    expect(alert).not.toHaveTextContent("?k=");
    expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(100);
    expect(placeholder.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    expect(container.querySelector("img")).toBeNull();
  });

  it("keeps focus in the part when Retry is pressed from the keyboard", async () => {
    const id = uniq("img-retry");
    const { container } = renderInScroller(<PartView part={{ name: "/files/gone.png", contentType: "image/png", contentUrl: `${origin}/flaky/${id}?fail=100` }} />);
    const retry = await screen.findByRole("button", { name: "Retry" }, slow);
    retry.focus();
    await userEvent.keyboard("{Enter}");
    await expect.poll(async () => requests(`/flaky/${id}`), slow).toBeGreaterThanOrEqual(2);
    await screen.findByRole("button", { name: "Retry" }, slow);
    const figure = container.querySelector('[data-slot="image-part"]')!;
    await expect.poll(() => figure.contains(document.activeElement), slow).toBe(true);
  });

  it("names inline bytes that are not an image, with no Retry (they would fail again)", async () => {
    const { container } = renderInScroller(<PartView part={{ name: "/files/scan.png", contentType: "image/png", content: btoa("not a png"), contentEncoding: "base64" }} />);
    const alert = await screen.findByRole("alert", {}, slow);
    expect(alert).toHaveTextContent("Couldn't load scan.png: the data is not a readable image");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(container.querySelector('[data-slot="image-part-placeholder"]')).toBeVisible();
  });
});

describe("audio and video sized to their content", () => {
  it("shows a video with no picture as a compact audio player", async () => {
    const { container } = renderInScroller(<PartView part={{ name: "/files/voice-note.webm", contentType: "video/webm", content: WAV_TONE, contentEncoding: "base64" }} />);
    const figure = () => container.querySelector<HTMLElement>('[data-slot="media-part"]')!;
    await expect.poll(() => figure().getAttribute("data-layout"), slow).toBe("audio");
    expect(figure()).toHaveAttribute("data-kind", "video");
    expect(figure()).toHaveAttribute("data-state", "ready");
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByLabelText("Video voice-note.webm").tagName).toBe("AUDIO");
    await expect.poll(() => figure().getBoundingClientRect().height, slow).toBeLessThan(80);
    expect(figure().getBoundingClientRect().height).toBeGreaterThan(20);
  });

  it("keeps audio compact", async () => {
    const { container } = renderInScroller(<PartView part={{ name: "/files/tone.wav", contentType: "audio/wav", content: WAV_TONE, contentEncoding: "base64" }} />);
    const figure = () => container.querySelector<HTMLElement>('[data-slot="media-part"]')!;
    await expect.poll(() => figure().getAttribute("data-state"), slow).toBe("ready");
    expect(figure().getBoundingClientRect().height).toBeLessThan(80);
  });
});

describe("PDFs", () => {
  const pdf: Part = { name: "/files/itinerary.pdf", contentType: "application/pdf", content: PDF_ONE_PAGE, contentEncoding: "base64" };
  const size = Math.floor((PDF_ONE_PAGE.replace(/=+$/, "").length * 3) / 4);
  const viewer = (enabled: boolean) => vi.spyOn(Navigator.prototype, "pdfViewerEnabled", "get").mockReturnValue(enabled);

  it("without a PDF viewer: a card with name, size and a Download link that saves the PDF", async () => {
    viewer(false);
    const { container } = renderInScroller(<PartView part={pdf} />);
    const card = await screen.findByRole("group", { name: "PDF itinerary.pdf" });
    expect(card).toHaveTextContent("itinerary.pdf");
    expect(card).toHaveTextContent(`PDF document, ${size} B`);
    expect(card).toHaveTextContent("This browser can't show PDFs in the page.");
    expect(container.querySelector("iframe")).toBeNull();
    const download = await within(card).findByRole("link", { name: "Download" });
    expect(download).toHaveAttribute("download", "itinerary.pdf");
    await expect.poll(() => download.getAttribute("href"), slow).toMatch(/^blob:/);
    const saved = await bytesOf(download.getAttribute("href")!);
    expect(saved.length).toBe(size);
    expect(text(saved.slice(0, 5))).toBe("%PDF-");
    const open = within(card).getByRole("link", { name: "Open" });
    expect(open).toHaveAttribute("target", "_blank");
    expect((await fetch(open.getAttribute("href")!)).headers.get("content-type")).toBe("application/pdf");
  });

  it("without a PDF viewer, a remote PDF is not loaded; its links go to the file", async () => {
    viewer(false);
    const id = uniq("pdf-no-viewer");
    const url = `${origin}/text/${id}?type=application/pdf&body=%25PDF-1.4`;
    renderInScroller(<PartView part={{ name: "/files/report.pdf", contentType: "application/pdf", contentUrl: url, metadata: { size: 2048 } }} />);
    const card = await screen.findByRole("group", { name: "PDF report.pdf" });
    expect(card).toHaveTextContent("PDF document, 2 KB");
    expect(within(card).getByRole("link", { name: "Download" })).toHaveAttribute("href", url);
    expect(within(card).getByRole("link", { name: "Open" })).toHaveAttribute("href", url);
    await sleep(300);
    expect(await requests(`/text/${id}`)).toBe(0);
  });

  it("when loading fails: the card with the reason, Retry, and a Download link to the file", async () => {
    viewer(true);
    const id = uniq("pdf-gone");
    const url = `${origin}/status/404?k=${id}`;
    renderInScroller(
      <PartkitProvider loader={createContentLoader({ retries: 0 })}>
        <PartView part={{ name: "/files/gone.pdf", contentType: "application/pdf", contentUrl: url, metadata: { size: 5000 } }} />
      </PartkitProvider>,
    );
    const card = await screen.findByRole("group", { name: "PDF gone.pdf" }, slow);
    expect(within(card).getByRole("alert")).toHaveTextContent(/Couldn't load gone\.pdf: .*404/);
    expect(card).toHaveTextContent("PDF document, 4.9 KB");
    expect(within(card).getByRole("link", { name: "Download" })).toHaveAttribute("href", url);
    expect(within(card).getByRole("button", { name: "Retry" })).toBeVisible();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("when the bytes are not a PDF (an HTML page, say): the card, never a broken viewer", async () => {
    viewer(true);
    const id = uniq("pdf-html");
    const url = `${origin}/text/${id}?type=application/pdf&body=${encodeURIComponent("<!doctype html><p>Sign in")}`;
    renderInScroller(
      <PartkitProvider loader={createContentLoader({ retries: 0 })}>
        <PartView part={{ name: "/files/invoice.pdf", contentType: "application/pdf", contentUrl: url }} />
      </PartkitProvider>,
    );
    const card = await screen.findByRole("group", { name: "PDF invoice.pdf" }, slow);
    expect(within(card).getByRole("alert")).toHaveTextContent("Couldn't show invoice.pdf: it is not a PDF file");
    expect(within(card).queryByRole("link", { name: "Open" })).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("with a viewer: the PDF in a frame from a blob typed application/pdf", async () => {
    viewer(true);
    const { container } = renderInScroller(<PartView part={pdf} />);
    const frame = await screen.findByTitle("PDF itinerary.pdf", {}, slow);
    await expect.poll(() => frame.getAttribute("src"), slow).toMatch(/^blob:/);
    expect(container.querySelector('[data-slot="pdf-part"]')).toHaveAttribute("data-view", "frame");
    expect(screen.getByRole("link", { name: "Download itinerary.pdf" })).toBeVisible();
  });
});
