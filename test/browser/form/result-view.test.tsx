import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResultView } from "../../../src/form";
import "../../../src/theme/theme.css";

// Short lines, so that only the newlines (never wrapping) can put them on three lines.
const haiku = "Old pond\nfrog leaps\nsplash";

describe("ResultView layout in real Chromium", () => {
  it("prints a multi-line string on its own lines", () => {
    const { container } = render(<ResultView value={{ poem: haiku }} schema={{ type: "object", properties: { poem: { type: "string", title: "Poem" } } }} />);
    const text = container.querySelector<HTMLElement>('[data-slot="result-text"]');
    expect(text?.textContent).toBe(haiku);
    const range = document.createRange();
    range.selectNodeContents(text!);
    const lineTops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    expect(lineTops.size).toBe(3);
  });

  it("puts each label on the same baseline as its value", () => {
    const { container } = render(
      <ResultView
        value={{ city: "Paris", temperature: 21, sunny: true }}
        schema={{ type: "object", properties: { city: { type: "string", title: "City" }, temperature: { type: "number", title: "Temperature" }, sunny: { type: "boolean", title: "Sunny" } } }}
      />,
    );
    const rows = [...container.querySelectorAll('[data-slot="result-fields"] > div')];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const dt = row.querySelector("dt")!;
      const dd = row.querySelector("dd")!;
      // The first text line's bottom edge, less its font's descent, is the baseline: compare the
      // bottoms of the first glyph boxes, which differ by the descent difference only when the
      // sizes differ, so allow at most one pixel per point of font-size difference.
      const baseline = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el.firstChild!);
        const box = range.getClientRects()[0]!;
        const size = parseFloat(getComputedStyle(el).fontSize);
        return box.bottom - size * 0.22;
      };
      expect(Math.abs(baseline(dt) - baseline(dd))).toBeLessThan(2);
    }
  });
});
