import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useMemo } from "react";
import { expect, waitFor, within } from "storybook/test";
import { createMemoryLoader, type Part, PartkitProvider, PartView } from "../../src/index";
import { media } from "./index";

/** The base64 body of a data: URL, as a part's inline content. */
const base64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(",") + 1);
// Never answers: port 9 on this machine refuses at once, so nothing leaves it.
const unreachable = "http://127.0.0.1:9";

const parts = {
  landscape: { name: "/files/landscape.png", contentType: "image/png", contentUrl: media.landscapeUrl, metadata: { alt: "Hills at sunset over a lake" } },
  badge: { name: "/files/badge.png", contentType: "image/png", contentUrl: media.badgeUrl, metadata: { alt: "Team badge" } },
  chart: { name: "/files/chart.png", contentType: "image/png", content: base64(media.chartData), contentEncoding: "base64", metadata: { alt: "Bar chart of weekly runs" } },
  brokenImage: { name: "/files/receipt.png", contentType: "image/png", content: btoa("not an image"), contentEncoding: "base64", metadata: { alt: "Scanned receipt" } },
  unreachableImage: { name: "/files/floor-plan.png", contentType: "image/png", contentUrl: `${unreachable}/floor-plan.png` },
  pdf: { name: "/files/itinerary.pdf", contentType: "application/pdf", content: base64(media.itineraryData), contentEncoding: "base64" },
  missingPdf: { name: "/files/itinerary-v2.pdf", contentType: "application/pdf", contentUrl: `${unreachable}/itinerary-v2.pdf`, metadata: { size: 48_213 } },
  notPdf: { name: "/files/invoice.pdf", contentType: "application/pdf", content: "<!doctype html><title>Sign in</title><p>Your session expired.</p>" },
  audio: { name: "/files/chime.wav", contentType: "audio/wav", contentUrl: media.chimeUrl },
  voiceNote: { name: "/files/voice-note.webm", contentType: "video/webm", content: base64(media.chimeData), contentEncoding: "base64" },
} satisfies Record<string, Part>;

/** Which media the story shows. */
type MediaSet = "images" | "failed-images" | "pdf" | "pdf-failed" | "audio" | "all";

const sets: Record<MediaSet, readonly (readonly [string, Part])[]> = {
  images: [
    ["Wider than the column: shrinks to fit", parts.landscape],
    ["Smaller than the column: natural size, never upscaled", parts.badge],
    ["Inline bytes", parts.chart],
  ],
  "failed-images": [
    ["Bytes that are not an image", parts.brokenImage],
    ["An address that does not answer (Retry)", parts.unreachableImage],
  ],
  pdf: [["A PDF, in the browser's viewer where it has one", parts.pdf]],
  "pdf-failed": [
    ["A PDF that failed to load (Retry)", parts.missingPdf],
    ["Bytes that are not a PDF", parts.notPdf],
  ],
  audio: [
    ["Audio", parts.audio],
    ["A video with no picture: compact, like audio", parts.voiceNote],
  ],
  all: [
    ["Image", parts.landscape],
    ["Small image", parts.badge],
    ["Failed image", parts.brokenImage],
    ["PDF", parts.pdf],
    ["PDF that failed to load", parts.missingPdf],
    ["Audio", parts.audio],
    ["Audio-only video", parts.voiceNote],
  ],
};

function Section({ title, part }: { readonly title: string; readonly part: Part }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-media-entry={part.name} style={{ display: "grid", gap: "0.5rem", paddingBlock: "0.75rem", borderBottom: "1px solid var(--pk-border)" }}>
      <h2 id={id} style={{ margin: 0, fontSize: "0.9375rem" }}>
        {title}
      </h2>
      <PartView part={part} />
    </section>
  );
}

/** Media parts as they show in a message column, each through `<PartView>`. */
function MediaDemo({ set }: { readonly set: MediaSet }) {
  // Remote PDFs load through the loader: an empty in-memory one, so they fail without a request.
  const loader = useMemo(() => createMemoryLoader({}), []);
  return (
    <PartkitProvider loader={loader}>
      <div data-testid="column" style={{ maxWidth: 520 }}>
        {sets[set].map(([title, part]) => (
          <Section key={title} title={title} part={part} />
        ))}
      </div>
    </PartkitProvider>
  );
}

const meta = {
  title: "Render/Media",
  component: MediaDemo,
  args: { set: "all" },
  argTypes: { set: { control: "inline-radio", options: Object.keys(sets) } },
  parameters: {
    docs: {
      description: {
        component:
          "Images, PDFs, audio and video at the size of their content. Images show at their natural size, never upscaled and never wider than the column; until they load, and when they cannot, a framed placeholder names them and says why. PDFs show in the browser's viewer, or as a card with Open and Download where it has none (`navigator.pdfViewerEnabled`), when loading fails or when the bytes are not a PDF. A video with no picture shows as a compact audio player. All media is generated in `stories/media` (nothing is fetched from the network).",
      },
    },
  },
} satisfies Meta<typeof MediaDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvas: HTMLElement, part: Part) => canvas.querySelector<HTMLElement>(`[data-media-entry="${part.name}"]`)!;
const ready = (el: Element | null) => waitFor(() => expect(el).toHaveAttribute("data-state", "ready"), { timeout: 10_000 });

/** Images at their natural size, at most the width of the column. */
export const Images: Story = {
  args: { set: "images" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = canvas.getByTestId("column").getBoundingClientRect().width;
    const landscape = await canvas.findByRole("img", { name: "Hills at sunset over a lake" });
    await ready(landscape.closest('[data-slot="image-part"]'));
    await expect(landscape.getBoundingClientRect().width).toBeLessThanOrEqual(Math.min(640, column));
    const badge = canvas.getByRole("img", { name: "Team badge" });
    await ready(badge.closest('[data-slot="image-part"]'));
    await expect(badge.getBoundingClientRect().width).toBe(96);
    await ready(canvas.getByRole("img", { name: "Bar chart of weekly runs" }).closest('[data-slot="image-part"]'));
  },
};

/** Images that cannot load: a framed placeholder with the alt text, the file name and why. */
export const FailedImages: Story = {
  name: "Images that fail to load",
  args: { set: "failed-images" },
  play: async ({ canvasElement }) => {
    const broken = entry(canvasElement, parts.brokenImage);
    await waitFor(() => expect(within(broken).getByRole("alert")).toHaveTextContent("Couldn't load receipt.png: the data is not a readable image"), { timeout: 10_000 });
    await expect(within(broken).getByText("Scanned receipt")).toBeVisible();
    await expect(within(broken).queryByRole("button", { name: "Retry" })).toBeNull();
    const unreachableEntry = entry(canvasElement, parts.unreachableImage);
    await waitFor(() => expect(within(unreachableEntry).getByRole("alert")).toHaveTextContent("127.0.0.1:9/floor-plan.png is unreachable"), { timeout: 10_000 });
    await expect(within(unreachableEntry).getByText("floor-plan.png")).toBeVisible();
    await expect(within(unreachableEntry).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

/**
 * A PDF in the browser's viewer; in a browser without one (`navigator.pdfViewerEnabled` false:
 * headless ones, Chrome on Android), the card with Open and Download instead of the frame.
 */
export const Pdf: Story = {
  name: "PDF",
  args: { set: "pdf" },
  play: async ({ canvasElement }) => {
    const pdf = within(entry(canvasElement, parts.pdf));
    if (navigator.pdfViewerEnabled === false) {
      const card = await pdf.findByRole("group", { name: "PDF itinerary.pdf" }, { timeout: 10_000 });
      await expect(card).toHaveTextContent("This browser can't show PDFs in the page.");
      await expect(await within(card).findByRole("link", { name: "Open" }, { timeout: 10_000 })).toHaveAttribute("target", "_blank");
      await expect(pdf.queryByTitle("PDF itinerary.pdf")).toBeNull();
    } else {
      await waitFor(() => expect(pdf.getByTitle("PDF itinerary.pdf")).toBeVisible(), { timeout: 10_000 });
    }
    // The link's blob: URL is made after the first render ("Preparing download…" until then).
    await expect(await pdf.findByRole("link", { name: /Download/ }, { timeout: 10_000 })).toHaveAttribute("download", "itinerary.pdf");
  },
};

/** Makes `navigator.pdfViewerEnabled` say `value` while the story shows, whatever the browser. */
function stubPdfViewer(value: boolean) {
  return () => {
    const own = Object.getOwnPropertyDescriptor(navigator, "pdfViewerEnabled");
    Object.defineProperty(navigator, "pdfViewerEnabled", { configurable: true, get: () => value });
    return () => {
      if (own) Object.defineProperty(navigator, "pdfViewerEnabled", own);
      else Reflect.deleteProperty(navigator, "pdfViewerEnabled");
    };
  };
}

/** In a browser without a PDF viewer (stubbed here, as in Chrome on Android): a card with name, size, Open and Download. */
export const PdfWithoutViewer: Story = {
  name: "PDF without a viewer",
  args: { set: "pdf" },
  beforeEach: stubPdfViewer(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("group", { name: "PDF itinerary.pdf" });
    await expect(card).toHaveTextContent("PDF document, 794 B");
    await expect(card).toHaveTextContent("This browser can't show PDFs in the page.");
    // Both links' blob: URLs are made after the first render ("Preparing download…" until then).
    await expect(await canvas.findByRole("link", { name: "Download" }, { timeout: 10_000 })).toHaveAttribute("download", "itinerary.pdf");
    await expect(await canvas.findByRole("link", { name: "Open" }, { timeout: 10_000 })).toHaveAttribute("target", "_blank");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** A PDF that failed to load (with Retry) and bytes that are not a PDF: the card says why (viewer stubbed as present). */
export const PdfFailed: Story = {
  name: "PDFs that fail",
  args: { set: "pdf-failed" },
  beforeEach: stubPdfViewer(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const missing = await canvas.findByRole("group", { name: "PDF itinerary-v2.pdf" }, { timeout: 10_000 });
    await expect(within(missing).getByRole("alert")).toHaveTextContent("Couldn't load itinerary-v2.pdf: 404 Not Found");
    await expect(missing).toHaveTextContent("PDF document, 47 KB");
    await expect(within(missing).getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(within(missing).getByRole("link", { name: "Download" })).toBeVisible();
    const notPdf = await canvas.findByRole("group", { name: "PDF invoice.pdf" }, { timeout: 10_000 });
    await expect(within(notPdf).getByRole("alert")).toHaveTextContent("Couldn't show invoice.pdf: it is not a PDF file");
    await expect(within(notPdf).queryByRole("link", { name: "Open" })).toBeNull();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** Audio, and a video whose file holds only sound: both a compact player. */
export const Audio: Story = {
  args: { set: "audio" },
  play: async ({ canvasElement }) => {
    for (const part of [parts.audio, parts.voiceNote]) {
      const figure = entry(canvasElement, part).querySelector('[data-slot="media-part"]');
      await ready(figure);
      await waitFor(() => expect(figure).toHaveAttribute("data-layout", "audio"));
      await expect(figure!.getBoundingClientRect().height).toBeLessThan(80);
    }
  },
};

/** Every medium in one column, light theme. */
export const AllMedia: Story = {
  name: "All media",
  globals: { theme: "light" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-media-entry]")).toHaveLength(sets.all.length);
    await ready(canvasElement.querySelector('[data-media-entry="/files/landscape.png"] [data-slot="image-part"]'));
    await expect(await within(canvasElement).findByText("Scanned receipt", {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The same in the dark theme: frames, cards and placeholders take their colours from `--pk-*`. */
export const AllMediaDark: Story = {
  name: "All media (dark)",
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const alt = await within(canvasElement).findByText("Scanned receipt", {}, { timeout: 10_000 });
    await expect(getComputedStyle(alt.closest('[data-slot="image-part-placeholder"]')!).backgroundColor).toBe("rgb(22, 27, 34)"); // --pk-subtle-bg, dark
  },
};
