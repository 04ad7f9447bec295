// Hostile Mermaid diagrams in real Chromium: a 5,000-node flowchart and labels carrying script,
// `javascript:` links, click callbacks and a directive asking for `securityLevel: "loose"`. Each
// stays in its own diagram, nothing runs, the page DOM never gets Mermaid's SVG, and no
// main-thread task runs over 200 ms (scaled on a loaded machine) once Mermaid itself has loaded.
import { render, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../../src/theme/theme.css";
import { CodeBlock } from "../../../src/code";
import { Markdown } from "../../../src/markdown";
import { MermaidDiagram, loadMermaid, renderDiagram, withDiagrams } from "../../../src/mermaid";
import { timeScale } from "../../setup/time-budgets";
import { flushEvents, installCanary, nowShowing, takeDetections } from "./canary";

// 200 ms on a quiet machine; a long task is wall clock, so on a loaded one (two cores shared with
// other runs) it is scaled like every time budget of the suite (test/setup/time-scale.mjs), as the
// KaTeX bombs' is.
const taskBudget = 200 * timeScale;

const components = { codeBlock: withDiagrams(CodeBlock) };
const fence = (source: string) => "```mermaid\n" + source + "\n```\n";

let restore: () => void;
beforeAll(async () => {
  restore = installCanary();
  // The lazy load itself (Mermaid and its flowchart and sequence code) is outside the budget.
  await loadMermaid();
  await renderDiagram("flowchart TD\n  warm --> up", "light");
  await renderDiagram("sequenceDiagram\n  warm->>up: x", "light");
});
afterAll(() => {
  const late = takeDetections();
  restore();
  expect(late).toEqual([]);
});

/** Runs `work` and returns the long tasks (over 50 ms) seen while it ran, in ms. */
async function longTasksDuring(work: () => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(Math.round(entry.duration))));
  observer.observe({ type: "longtask" });
  try {
    await work();
    await flushEvents();
  } finally {
    observer.takeRecords().forEach((entry) => seen.push(Math.round(entry.duration)));
    observer.disconnect();
  }
  return seen;
}

/** What in an SVG could run script if it were in a page: script and frame elements, on* handlers, javascript: links (parsed inertly). */
function scriptableIn(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const found: string[] = [];
  if (doc.querySelector("parsererror")) found.push("unparsable SVG");
  for (const el of doc.querySelectorAll("*")) {
    if (/^(script|iframe|object|embed)$/i.test(el.localName)) found.push(`<${el.localName}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.localName)) found.push(`${el.localName} ${attr.name}`);
      if (/href$/i.test(attr.localName) && /^\s*javascript:/i.test(attr.value)) found.push(`${el.localName} ${attr.name}=${attr.value}`);
    }
  }
  return found;
}

const hugeFlowchart = "flowchart TD\n" + Array.from({ length: 5_000 }, (_, i) => `  n${i}[Node ${i}] --> n${i + 1}[Node ${i + 1}]`).join("\n");

const scriptLabels = [
  '%%{init: {"securityLevel": "loose", "htmlLabels": true}}%%',
  "flowchart TD",
  '  A["<script>top.__pwned=1</script>"] --> B["<img src=x onerror=top.__pwned=1>"]',
  '  B --> C["<a href=javascript:top.__pwned=1>link</a>"]',
  '  C --> D["<iframe src=javascript:top.__pwned=1></iframe>"]',
  '  click A call alert("pwned")',
  '  click B href "javascript:top.__pwned=1"',
  "  click C callback",
].join("\n");

const sequenceScript = 'sequenceDiagram\n  Alice->>Bob: <img src=x onerror=alert(1)>\n  Note over Bob: <script>alert(2)</script>\n  link Alice: Home @ javascript:alert(3)';

describe("hostile mermaid diagrams", () => {
  it("a 5,000-node flowchart shows as its source with a size message, with no long task", { timeout: 60_000 }, async () => {
    nowShowing("5,000-node flowchart");
    let container!: HTMLElement;
    const tasks = await longTasksDuring(async () => {
      // The diagram alone: lexing a 98 KB message is partkit/markdown's own cost, measured there.
      ({ container } = render(<MermaidDiagram code={hugeFlowchart} language="mermaid" status="complete" sourceBlock={CodeBlock} />));
      await waitFor(() => expect(container.querySelector('[data-slot="mermaid"]')).toHaveAttribute("data-state", "error"));
    });
    await flushEvents();
    const diagram = container.querySelector('[data-slot="mermaid"]')!;
    expect(diagram.querySelector('[data-slot="mermaid-error"]')?.textContent, diagram.outerHTML.slice(-800)).toMatch(/too large to draw: [\d,]+ (characters|edges)/);
    expect(container.querySelector('[data-slot="mermaid"] [data-slot="code-block-pre"]')!.textContent!.startsWith("flowchart TD\n  n0[Node 0]")).toBe(true);
    expect(tasks.filter((ms) => ms > taskBudget), `long tasks: ${tasks.join(", ")} ms (budget ${taskBudget} ms)`).toEqual([]);
  });

  it("labels with script, javascript: links and click callbacks draw inertly as an image, with no long task", { timeout: 60_000 }, async () => {
    nowShowing("script in labels");
    let container!: HTMLElement;
    const tasks = await longTasksDuring(async () => {
      ({ container } = render(<Markdown text={fence(scriptLabels) + "\n" + fence(sequenceScript)} components={components} />));
      await waitFor(() => expect(container.querySelectorAll('[data-slot="mermaid"]:not([data-state="drawing"])')).toHaveLength(2));
    });
    const diagrams = [...container.querySelectorAll('[data-slot="mermaid"]')];
    for (const diagram of diagrams) {
      const state = diagram.getAttribute("data-state");
      expect(["drawn", "error"]).toContain(state);
      if (state !== "drawn") continue;
      const img = diagram.querySelector<HTMLImageElement>('img[data-slot="mermaid-image"]')!;
      expect(img.src.startsWith("data:image/svg+xml")).toBe(true);
      await waitFor(() => expect(img.complete).toBe(true));
      expect(scriptableIn(decodeURIComponent(img.src.slice(img.src.indexOf(",") + 1)))).toEqual([]);
    }
    expect(diagrams[0]!.getAttribute("data-state"), diagrams[0]!.textContent!).toBe("drawn");
    // Nothing Mermaid drew is in the page: no SVG, no element with its ids, no handlers.
    expect(document.querySelectorAll("svg[id^='pk-mermaid'], [id^='dpk-mermaid'], [onerror], iframe")).toHaveLength(0);
    await flushEvents();
    expect(takeDetections()).toEqual([]);
    expect(tasks.filter((ms) => ms > taskBudget), `long tasks: ${tasks.join(", ")} ms (budget ${taskBudget} ms)`).toEqual([]);
  });
});
