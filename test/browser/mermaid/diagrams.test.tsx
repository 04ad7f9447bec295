// Mermaid diagrams in real Chromium: a dozen diagram types draw as <img> of SVG (never SVG in the
// page), a streaming fence shows its source until it closes, finished diagrams keep their nodes
// while later text streams, errors stay in their diagram, and the theme switch redraws.
import { act, render, waitFor } from "@testing-library/react";
import { userEvent } from "vitest/browser";
import { describe, expect, it, vi } from "vitest";
import { CodeBlock } from "../../../src/code";
import { Markdown } from "../../../src/markdown";
import { MermaidDiagram, loadMermaid, renderDiagram, withDiagrams } from "../../../src/mermaid";
import "../../../src/theme/theme.css";

const codeBlock = withDiagrams(CodeBlock);
const components = { codeBlock };

/** One small diagram per Mermaid type. */
export const diagramTypes: Record<string, string> = {
  flowchart: "flowchart TD\n  A[Start] --> B{Ok?}\n  B -->|yes| C[Done]\n  B -->|no| A",
  sequence: "sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi",
  class: "classDiagram\n  Animal <|-- Duck\n  Animal : +int age\n  Duck : +swim()",
  state: "stateDiagram-v2\n  [*] --> Still\n  Still --> Moving\n  Moving --> [*]",
  er: "erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER ||--|{ LINE : contains",
  gantt: "gantt\n  title Plan\n  dateFormat YYYY-MM-DD\n  section A\n  Task one :a1, 2026-01-01, 3d\n  Task two :after a1, 2d",
  pie: 'pie title Pets\n  "Dogs" : 40\n  "Cats" : 35\n  "Rats" : 25',
  journey: "journey\n  title My day\n  section Work\n    Code: 5: Me\n    Review: 3: Me, Cat",
  gitGraph: "gitGraph\n  commit\n  branch feature\n  checkout feature\n  commit\n  checkout main\n  merge feature",
  mindmap: "mindmap\n  root((Root))\n    One\n      Leaf\n    Two",
  timeline: "timeline\n  title History\n  2024 : One\n  2025 : Two : Three",
  quadrant: "quadrantChart\n  title Reach\n  x-axis Low --> High\n  y-axis Low --> High\n  quadrant-1 Go\n  quadrant-2 Plan\n  quadrant-3 Drop\n  quadrant-4 Wait\n  A: [0.3, 0.6]\n  B: [0.7, 0.2]",
  xychart: 'xychart-beta\n  title "Sales"\n  x-axis [jan, feb, mar]\n  y-axis "Revenue" 0 --> 100\n  bar [20, 50, 80]',
  sankey: "sankey-beta\n\nA,B,10\nA,C,5\nB,D,7",
};

const fence = (source: string) => "```mermaid\n" + source + "\n```\n";

async function imageLoaded(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
}

describe("mermaid diagrams", () => {
  it("draws a dozen diagram types as images of SVG, none in the page DOM", { timeout: 120_000 }, async () => {
    await loadMermaid();
    const text = Object.values(diagramTypes).map(fence).join("\nBetween diagrams.\n\n");
    const { container } = render(<Markdown text={text} components={components} />);
    const count = Object.keys(diagramTypes).length;
    await waitFor(() => expect(container.querySelectorAll('[data-slot="mermaid"][data-state="drawn"]')).toHaveLength(count), { timeout: 90_000 });
    const images = [...container.querySelectorAll<HTMLImageElement>('img[data-slot="mermaid-image"]')];
    expect(images).toHaveLength(count);
    for (const img of images) {
      expect(img.src.startsWith("data:image/svg+xml")).toBe(true);
      await imageLoaded(img);
    }
    expect(images.map((img) => img.alt)).toEqual(expect.arrayContaining(["Flowchart diagram", "Sequence diagram", "Pie diagram", "Gantt diagram"]));
    expect(document.querySelectorAll("svg[id^='pk-mermaid'], [id^='dpk-mermaid']")).toHaveLength(0);
    expect(container.querySelector("svg:not(.pk-icon)")).toBeNull();
  });

  it("shows the source while the fence streams, character by character, and draws only once it closes", { timeout: 60_000 }, async () => {
    await loadMermaid();
    const full = "Before.\n\n" + fence(diagramTypes.flowchart!) + "\nAfter the diagram, more text streams.";
    const fenceEnd = full.indexOf("```\n", full.indexOf("```mermaid") + 3) + 3;
    const { container, rerender } = render(<Markdown text="" status="streaming" components={components} />);
    for (let i = 1; i <= full.length; i++) {
      const text = full.slice(0, i);
      rerender(<Markdown text={text} status="streaming" components={components} />);
      const diagram = container.querySelector('[data-slot="mermaid"]');
      if (i < fenceEnd) {
        // Until the fence closes: the source as code, never an image or an error.
        if (diagram) {
          expect(diagram.querySelector("img")).toBeNull();
          expect(diagram.querySelector('[data-slot="mermaid-error"]')).toBeNull();
          expect(diagram.querySelector('[data-slot="code-block"]')).not.toBeNull();
        }
      }
      if (diagram && diagram.getAttribute("data-state") === "error") throw new Error(`error shown at ${i}: ${diagram.textContent}`);
    }
    await waitFor(() => expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "drawn"));
    const img = container.querySelector('img[data-slot="mermaid-image"]')!;
    // Finished diagram keeps its node while the rest of the message streams and completes.
    rerender(<Markdown text={full + " And more."} status="streaming" components={components} />);
    rerender(<Markdown text={full + " And more. Done."} status="complete" components={components} />);
    expect(container.querySelector('img[data-slot="mermaid-image"]')).toBe(img);
  });

  it("keeps several finished diagrams' nodes while later text streams", { timeout: 60_000 }, async () => {
    const head = fence(diagramTypes.sequence!) + "\nText.\n\n" + fence(diagramTypes.pie!) + "\n";
    const { container, rerender } = render(<Markdown text={head} status="streaming" components={components} />);
    await waitFor(() => expect(container.querySelectorAll('[data-slot="mermaid"][data-state="drawn"]')).toHaveLength(2));
    const before = [...container.querySelectorAll('[data-slot="mermaid"], img[data-slot="mermaid-image"]')];
    let text = head;
    for (const word of "and then a long answer keeps streaming after both diagrams".split(" ")) {
      text += word + " ";
      rerender(<Markdown text={text} status="streaming" components={components} />);
    }
    rerender(<Markdown text={text} status="complete" components={components} />);
    expect([...container.querySelectorAll('[data-slot="mermaid"], img[data-slot="mermaid-image"]')]).toEqual(before);
    before.forEach((node, i) => expect(node).toBe(container.querySelectorAll('[data-slot="mermaid"], img[data-slot="mermaid-image"]')[i]));
  });

  it("shows a syntax error with the source in that diagram only", { timeout: 60_000 }, async () => {
    const text = fence(diagramTypes.pie!) + "\n" + fence("flowchart TD\n  A --> [oops") + "\n" + fence(diagramTypes.state!);
    const { container } = render(<Markdown text={text} components={components} />);
    await waitFor(() => expect(container.querySelectorAll('[data-slot="mermaid"]:not([data-state="drawing"])')).toHaveLength(3));
    const states = [...container.querySelectorAll('[data-slot="mermaid"]')].map((d) => d.getAttribute("data-state"));
    expect(states).toEqual(["drawn", "error", "drawn"]);
    const broken = container.querySelectorAll('[data-slot="mermaid"]')[1]!;
    expect(broken.querySelector('[data-slot="code-block-pre"]')!.textContent).toBe("flowchart TD\n  A --> [oops");
    expect(broken.querySelector('[data-slot="mermaid-error"]')!.textContent).toMatch(/^Diagram error: .*(Parse error|Expecting|Lexical)/s);
  });

  it("redraws when the theme switches, keeping the old drawing until the new one is ready", { timeout: 60_000 }, async () => {
    const { container } = render(
      <div data-theme="light">
        <MermaidDiagram code={diagramTypes.flowchart!} language="mermaid" status="complete" />
      </div>,
    );
    await waitFor(() => expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "drawn"));
    const light = container.querySelector<HTMLImageElement>('img[data-slot="mermaid-image"]')!.src;
    expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-scheme", "light");
    act(() => container.firstElementChild!.setAttribute("data-theme", "dark"));
    // Never an empty frame in between: an image is always there.
    await waitFor(() => {
      expect(container.querySelector('img[data-slot="mermaid-image"]')).not.toBeNull();
      expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-scheme", "dark");
      expect(container.querySelector<HTMLImageElement>('img[data-slot="mermaid-image"]')!.src).not.toBe(light);
    });
    const dark = decodeURIComponent(container.querySelector<HTMLImageElement>('img[data-slot="mermaid-image"]')!.src);
    const result = await renderDiagram(diagramTypes.flowchart!, "dark");
    expect(result.ok && decodeURIComponent(result.image.url)).toBe(dark);
  });

  it("draws in partkit's colours; a complete diagram shows a frame, never its source, until it is drawn", { timeout: 60_000 }, async () => {
    const pie = '%%{init: {"theme": "forest"}}%%\n' + diagramTypes.pie!;
    const { container } = render(
      <div data-theme="dark">
        <MermaidDiagram code={pie} status="complete" />
      </div>,
    );
    // Before the drawing: a frame of about its size, not the source as code.
    expect(container.querySelector('[data-slot="mermaid-placeholder"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="code-block"]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "drawn"), { timeout: 30_000 });
    const svg = decodeURIComponent(container.querySelector<HTMLImageElement>('img[data-slot="mermaid-image"]')!.src).toLowerCase();
    // Slices in the dark theme's --pk-chart-1..3, their labels in --pk-chart-fg; the diagram's
    // own directive ("forest") cannot change the look.
    const style = getComputedStyle(container.firstElementChild!);
    for (const token of ["--pk-chart-1", "--pk-chart-2", "--pk-chart-3", "--pk-chart-fg"]) expect(svg).toContain(style.getPropertyValue(token).trim().toLowerCase());
    expect(svg).not.toContain("#cde498");
  });

  it("copies the source, downloads the SVG and opens it full size in a modal dialog that Escape, Close or the backdrop closes", { timeout: 60_000 }, async () => {
    const { container } = render(<MermaidDiagram code={diagramTypes.sequence!} status="complete" />);
    await waitFor(() => expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "drawn"));
    const open = container.querySelector<HTMLButtonElement>('[data-slot="mermaid-open"]')!;
    const dialogOf = () => container.querySelector<HTMLDialogElement>('[data-slot="mermaid-dialog"]');
    // The shared zoom dialog mounts when opened and is gone once closed.
    expect(dialogOf()).toBeNull();
    const close = {
      escape: () => userEvent.keyboard("{Escape}"),
      button: () => userEvent.click(dialogOf()!.querySelector<HTMLButtonElement>('[data-slot="zoom-dialog-close"]')!),
      // A click on the dialog element itself, outside its content: the backdrop.
      backdrop: () => userEvent.click(dialogOf()!, { position: { x: 2, y: 2 } }),
    };
    for (const [how, closeIt] of Object.entries(close)) {
      open.focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(dialogOf()?.open).toBe(true));
      const dialog = dialogOf()!;
      // Modal: the page behind is inert; focus is on Close.
      expect(dialog.matches(":modal"), how).toBe(true);
      expect(dialog).toHaveAttribute("aria-label", "Sequence diagram");
      expect(document.activeElement).toBe(dialog.querySelector('[data-slot="zoom-dialog-close"]'));
      await imageLoaded(dialog.querySelector<HTMLImageElement>('[data-slot="mermaid-dialog-image"]')!);
      await closeIt();
      await waitFor(() => expect(dialogOf(), how).toBeNull());
      await waitFor(() => expect(document.activeElement, how).toBe(open));
    }

    const downloads: { name: string; type: string; text: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const href = this.href;
      const name = this.download;
      void fetch(href)
        .then((r) => r.blob())
        .then(async (blob) => downloads.push({ name, type: blob.type, text: await blob.text() }));
    };
    try {
      container.querySelector<HTMLButtonElement>('[data-slot="mermaid-download"]')!.click();
      await waitFor(() => expect(downloads).toHaveLength(1));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(downloads[0]!.name).toBe("diagram.svg");
    expect(downloads[0]!.type).toBe("image/svg+xml");
    expect(downloads[0]!.text).toMatch(/^<svg[^>]*aria-roledescription="sequence"/);

    // What reaches the clipboard (reading it back needs a permission some Chromium builds refuse).
    const writes = vi.spyOn(navigator.clipboard, "writeText");
    try {
      const copy = container.querySelector<HTMLButtonElement>('[data-slot="mermaid-copy"]')!;
      copy.click();
      await waitFor(() => expect(copy.getAttribute("data-state")).not.toBe("idle"));
      expect(writes).toHaveBeenCalledWith(diagramTypes.sequence);
    } finally {
      writes.mockRestore();
    }
  });
});
