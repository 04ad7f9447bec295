import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { createContentLoader } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartkitProvider, PartView } from "../../../src/render";
import { origin, requests, uniq } from "./helpers";

const rowHeight = 40;
const viewport = 610; // not a multiple of the row height: IntersectionObserver counts edge-touching as intersecting
const margin = 400; // PartView's default rootMargin

function nearCount(scroller: HTMLElement): number {
  const top = scroller.scrollTop - margin;
  const bottom = scroller.scrollTop + viewport + margin;
  return Array.from(scroller.querySelectorAll<HTMLElement>('[data-slot="part"]')).filter((el) => el.offsetTop <= bottom && el.offsetTop + rowHeight >= top).length;
}

describe("a message with 1,000 remote parts", () => {
  it("requests only the parts near the viewport, and more as it scrolls", async () => {
    const id = uniq("thousand");
    const parts: Part[] = Array.from({ length: 1000 }, (_, i) => ({ contentType: "text/plain", contentUrl: `${origin}/text/${id}/${i}?body=part-${i}` }));
    const { container } = render(
      <PartkitProvider loader={createContentLoader()}>
        <style>{`[data-testid="scroller"] [data-slot="part"] { height: ${rowHeight}px; overflow: hidden; }`}</style>
        <div data-testid="scroller" style={{ height: viewport, overflowY: "auto", position: "relative" }}>
          {parts.map((part, i) => (
            <PartView key={i} part={part} />
          ))}
        </div>
      </PartkitProvider>,
    );
    const scroller = container.querySelector<HTMLElement>('[data-testid="scroller"]')!;
    const expected = nearCount(scroller);
    expect(expected).toBe(Math.ceil((viewport + margin) / rowHeight));
    await vi.waitFor(() => expect(scroller.querySelectorAll('[data-slot="text-part"][data-state="ready"]')).toHaveLength(expected), { timeout: 5000 });
    await new Promise((done) => setTimeout(done, 200));
    const first = await requests(`/text/${id}/`);
    expect(first).toBe(expected);
    expect(scroller.querySelector('[data-slot="text-part"][data-state="idle"]')).not.toBeNull();

    scroller.scrollTop = 20_000;
    const after = nearCount(scroller);
    await vi.waitFor(async () => expect(await requests(`/text/${id}/`)).toBe(first + after), { timeout: 5000 });
    await vi.waitFor(() => expect(scroller.querySelector('[data-slot="part"]:nth-child(501) [data-slot="text-part"]')).toHaveTextContent("part-500"));
    await new Promise((done) => setTimeout(done, 200));
    expect(await requests(`/text/${id}/`)).toBe(first + after);
    expect(first + after).toBeLessThan(100);
  });
});
