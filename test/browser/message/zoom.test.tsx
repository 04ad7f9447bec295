// In a conversation turn, media keeps to the column: images are framed and open full size in a
// modal dialog; a PDF is a compact card whose viewer opens full size (in a browser that has one),
// while the split layout's preview keeps the inline viewer.
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "vitest/browser";
import { describe, expect, it } from "vitest";
import { MessageView } from "../../../src/message";
import type { Message } from "../../../src/model/types";
import { media } from "../../../stories/media";
import "../../../src/theme/theme.css";

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(",") + 1);

const message: Message = {
  role: "assistant",
  parts: [
    { contentType: "text/plain", content: "Here is the chart and the plan." },
    { name: "/files/chart.png", contentType: "image/png", content: base64Of(media.chartData), contentEncoding: "base64", metadata: { alt: "Rain by hour" } },
    { name: "/files/itinerary.pdf", contentType: "application/pdf", content: base64Of(media.itineraryData), contentEncoding: "base64" },
  ],
};

const viewer = navigator.pdfViewerEnabled;

describe("media in a conversation turn", () => {
  it("frames an image and opens it full size in a modal dialog that Escape closes, focus back on the opener", async () => {
    render(<MessageView message={message} meta={false} />);
    const img = await screen.findByRole("img", { name: "Rain by hour" });
    await waitFor(() => expect(img.closest('[data-slot="image-part"]')).toHaveAttribute("data-state", "ready"));
    expect(getComputedStyle(img).outlineWidth).toBe("1px");
    const enlarge = screen.getByRole("button", { name: "Enlarge Rain by hour" });
    await userEvent.click(enlarge);
    const dialog = await screen.findByRole("dialog", { name: "Rain by hour, full size" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog.matches(":modal")).toBe(true);
    const full = within(dialog).getByRole("img", { name: "Rain by hour" }) as HTMLImageElement;
    await waitFor(() => expect(full.naturalWidth).toBe(480));
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(enlarge).toHaveFocus();
    // A click on the picture itself opens it too.
    await userEvent.click(img);
    expect(await screen.findByRole("dialog", { name: "Rain by hour, full size" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a PDF as a compact card with no viewer in the turn", async () => {
    const { container } = render(<MessageView message={message} meta={false} />);
    const card = await screen.findByRole("group", { name: "PDF itinerary.pdf" });
    expect(card).toHaveTextContent(/itinerary\.pdf\s*PDF document, [\d.]+ (KB|B)/);
    expect(card).not.toHaveTextContent("This browser can't show PDFs");
    expect(container.querySelector("iframe")).toBeNull();
    expect(within(card).getByRole("link", { name: "Download" })).toBeVisible();
    if (!viewer) {
      // Without a viewer, Open is a new tab of the PDF's blob URL.
      expect(within(card).getByRole("link", { name: "Open" }).getAttribute("href")).toMatch(/^blob:/);
      return;
    }
    await userEvent.click(within(card).getByRole("button", { name: "Open itinerary.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "itinerary.pdf" });
    const frame = await waitFor(() => dialog.querySelector<HTMLIFrameElement>('iframe[data-slot="pdf-part-frame"]')!);
    await waitFor(() => expect(frame.src).toMatch(/^blob:/));
    expect(frame.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight / 2);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the inline viewer in the split layout's preview", async () => {
    const { container } = render(<MessageView message={message} meta={false} layout="split" defaultSelected="/files/itinerary.pdf" />);
    const pdf = await waitFor(() => container.querySelector<HTMLElement>('[data-slot="message-preview"] [data-slot="pdf-part"]')!);
    if (viewer) await waitFor(() => expect(pdf).toHaveAttribute("data-view", "frame"));
    else expect(pdf).toHaveTextContent("This browser can't show PDFs in the page.");
  });
});
