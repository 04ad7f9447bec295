import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../src/theme/theme.css";
import { createContentLoader } from "../../../src/fetch";
import type { Part } from "../../../src/model/types";
import { PartkitProvider, PartView } from "../../../src/render";
import { origin, requests, uniq } from "./helpers";
import { timeScale } from "../../setup/time-budgets";

const rowHeight = 40;
const viewport = 610; // not a multiple of the row height: IntersectionObserver counts edge-touching as intersecting
const margin = 400; // PartView's default rootMargin

/** Indices of the rows within `extra` px of the loading window (the viewport plus the margin). */
function nearRows(scroller: HTMLElement, extra = 0): number[] {
  const top = scroller.scrollTop - margin - extra;
  const bottom = scroller.scrollTop + viewport + margin + extra;
  return Array.from(scroller.querySelectorAll<HTMLElement>('[data-slot="part"]')).flatMap((el, i) => (el.offsetTop <= bottom && el.offsetTop + rowHeight >= top ? [i] : []));
}

/** Which parts the server was asked for, by index (`/text/<id>/<index>`). */
async function requestedRows(id: string): Promise<number[]> {
  const stats = (await (await fetch(`${origin}/__stats`)).json()) as Record<string, number>;
  return Object.keys(stats).flatMap((path) => (path.startsWith(`/text/${id}/`) ? [Number(path.slice(`/text/${id}/`.length))] : []));
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
    const settle = () => new Promise((done) => setTimeout(done, 300 * timeScale));
    const expected = nearRows(scroller);
    expect(expected.length).toBe(Math.ceil((viewport + margin) / rowHeight));
    // Where requests go is the property, not how many have arrived by some moment: every part in
    // the loading window is requested, and none beyond it (give or take the row on its edge)
    // ever is, however slow the machine.
    await vi.waitFor(() => expect(scroller.querySelectorAll('[data-slot="text-part"][data-state="ready"]')).toHaveLength(expected.length), { timeout: 5000 });
    await settle();
    const allowedFirst = new Set(nearRows(scroller, rowHeight));
    const first = await requestedRows(id);
    expect(first).toEqual(expect.arrayContaining(expected));
    expect(first.filter((i) => !allowedFirst.has(i))).toEqual([]);
    expect(await requests(`/text/${id}/`)).toBe(first.length); // each requested once
    expect(scroller.querySelector('[data-slot="text-part"][data-state="idle"]')).not.toBeNull();

    scroller.scrollTop = 20_000;
    const after = nearRows(scroller);
    const allowed = new Set([...allowedFirst, ...nearRows(scroller, rowHeight)]);
    await vi.waitFor(async () => expect(await requestedRows(id)).toEqual(expect.arrayContaining(after)), { timeout: 5000 });
    await vi.waitFor(() => expect(scroller.querySelector('[data-slot="part"]:nth-child(501) [data-slot="text-part"]')).toHaveTextContent("part-500"));
    await settle();
    const all = await requestedRows(id);
    expect(all.filter((i) => !allowed.has(i))).toEqual([]);
    expect(await requests(`/text/${id}/`)).toBe(all.length);
    expect(all.length).toBeLessThan(100);
  });
});
