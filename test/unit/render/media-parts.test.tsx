import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PartView } from "../../../src/render/index";
import { canRetry, mediaFailure } from "../../../src/render/renderers/media-failure";
import { readPdf } from "../../../src/render/renderers/pdf-support";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("readPdf", () => {
  it("accepts bytes with a %PDF- header in the first kilobyte", () => {
    expect(readPdf(bytes("%PDF-1.7\n"))).toHaveLength(9);
    expect(readPdf(bytes(`${" ".repeat(100)}%PDF-1.4`))).toHaveLength(108);
  });

  it("refuses anything else, such as an HTML error page", () => {
    expect(() => readPdf(bytes("<!doctype html><p>Sign in"))).toThrow("it is not a PDF file");
    expect(() => readPdf(bytes("%PDF"))).toThrow();
    expect(() => readPdf(bytes(`${" ".repeat(2000)}%PDF-1.4`))).toThrow();
  });
});

describe("mediaFailure", () => {
  it("says where the bytes came from, without the query string", () => {
    expect(mediaFailure({ contentType: "image/png", contentUrl: "https://cdn.example/a.png?sig=secret" }, undefined, "an image").message).toBe("cdn.example/a.png is unreachable or not an image");
    expect(mediaFailure({ contentType: "image/png", content: "AAAA", contentEncoding: "base64" }, undefined, "an image").message).toBe("the data is not an image");
  });

  it("offers Retry only where loading again can help", () => {
    expect(canRetry({ contentType: "image/png", contentUrl: "https://cdn.example/a.png" }, undefined)).toBe(true);
    expect(canRetry({ contentType: "image/png", content: "AAAA" }, undefined)).toBe(false);
  });
});

describe("ImagePart before it loads", () => {
  it("frames the alt text and file name, and leaves the alt text to the image", async () => {
    const { container } = render(<PartView part={{ name: "/files/chart.png", contentType: "image/png", contentUrl: "https://cdn.example/chart.png", metadata: { alt: "Weekly runs" } }} />);
    expect(await screen.findByRole("img", { name: "Weekly runs" })).toBeInTheDocument();
    const placeholder = container.querySelector<HTMLElement>('[data-slot="image-part-placeholder"]')!;
    expect(placeholder).toHaveAttribute("data-state", "loading");
    expect(placeholder).toHaveTextContent("Weekly runs");
    expect(placeholder).toHaveTextContent("chart.png");
    expect(within(placeholder).getByRole("status")).toHaveTextContent("Loading chart.png");
    expect(within(placeholder).getByText("Weekly runs")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("PdfPart without a PDF viewer", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "pdfViewerEnabled");
  });

  it("shows the card at once, with no frame", async () => {
    Object.defineProperty(navigator, "pdfViewerEnabled", { configurable: true, value: false });
    const { container } = render(<PartView part={{ name: "/files/r.pdf", contentType: "application/pdf", content: "JVBERi0xLjEK", contentEncoding: "base64" }} />);
    const card = await screen.findByRole("group", { name: "PDF r.pdf" });
    expect(card).toHaveTextContent("PDF document, 9 B");
    expect(await within(card).findByRole("link", { name: "Download" })).toHaveAttribute("download", "r.pdf");
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector('[data-slot="pdf-part"]')).toHaveAttribute("data-view", "card");
  });
});
