import { describe, expect, it } from "vitest";
import { defaultDiagramLimits, diagramTooLarge, svgImage } from "../../../src/mermaid";
import { schemeOf } from "../../../src/mermaid/use-scheme";

describe("diagramTooLarge", () => {
  it("passes a small diagram and names the limit a large one breaks", () => {
    expect(diagramTooLarge("flowchart TD\n  A --> B", defaultDiagramLimits)).toBeUndefined();
    expect(diagramTooLarge("x".repeat(20_001), defaultDiagramLimits)).toBe("Diagram too large to draw: 20,001 characters (the limit is 20,000).");
    const edges = "flowchart TD\n" + Array.from({ length: 501 }, (_, i) => `a${i}-->b`).join("\n");
    expect(diagramTooLarge(edges, defaultDiagramLimits)).toBe("Diagram too large to draw: 501 edges (the limit is 500).");
    expect(diagramTooLarge(edges, { maxChars: 20_000, maxEdges: 600 })).toBeUndefined();
  });
});

describe("svgImage", () => {
  it("reads the size from the root's viewBox and encodes the SVG as a data: URL", () => {
    const svg = '<svg id="d1" width="100%" xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 120.5 64"><text>a#b%c</text></svg>';
    const image = svgImage(svg);
    expect([image.width, image.height]).toEqual([121, 64]);
    expect(image.url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    expect(decodeURIComponent(image.url.slice(image.url.indexOf(",") + 1))).toBe(svg);
  });

  it("leaves the size unset when the viewBox is missing or nonsense, never throwing", () => {
    expect(svgImage("<svg></svg>").width).toBeUndefined();
    expect(svgImage('<svg viewBox="0 0 -5 10"></svg>').width).toBeUndefined();
    expect(svgImage("not svg at all").height).toBeUndefined();
  });
});

describe("schemeOf", () => {
  it("takes the nearest data-theme, light when there is none", () => {
    const el = (tag: string, theme?: string, ...children: Element[]) => {
      const node = document.createElement(tag);
      if (theme) node.setAttribute("data-theme", theme);
      node.append(...children);
      return node;
    };
    const [light, dark, none] = [el("p"), el("p"), el("p")];
    document.body.append(el("div", "dark", el("div", "light", light), dark), none);
    expect(schemeOf(light)).toBe("light");
    expect(schemeOf(dark)).toBe("dark");
    expect(schemeOf(none)).toBe("light");
    expect(schemeOf(null)).toBe("light");
  });
});
