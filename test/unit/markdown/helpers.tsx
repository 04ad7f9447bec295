import { render } from "@testing-library/react";
import { Markdown, type MarkdownProps } from "../../../src/markdown";

/** Renders `text` as it would arrive in `chunks` pieces, then complete; returns the container. */
export function streamMarkdown(text: string, cuts: readonly number[], props: Omit<MarkdownProps, "text" | "status"> = {}) {
  const view = render(<Markdown {...props} text="" status="streaming" pace="update" />);
  for (const cut of cuts) view.rerender(<Markdown {...props} text={text.slice(0, cut)} status="streaming" pace="update" />);
  view.rerender(<Markdown {...props} text={text} status="complete" />);
  return view;
}

/** Evenly spaced cut points: `count` updates over `length` characters. */
export function evenCuts(length: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(((i + 1) * length) / count));
}

export function staticHtml(text: string, props: Omit<MarkdownProps, "text" | "status"> = {}): string {
  const view = render(<Markdown {...props} text={text} />);
  const html = normalizedHtml(view.container);
  view.unmount();
  return html;
}

/** The DOM below `root` as HTML with attributes sorted (their order depends on update history, not on meaning). */
export function normalizedHtml(root: Element): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node.textContent ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;"));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    const attrs = Array.from(el.attributes)
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(" ");
    out.push(`<${el.localName}${attrs ? ` ${attrs}` : ""}>`);
    el.childNodes.forEach(walk);
    out.push(`</${el.localName}>`);
  };
  root.childNodes.forEach(walk);
  return out.join("");
}

/** Maximum element nesting depth below `root`. */
export function domDepth(root: Element): number {
  let max = 0;
  const walk = (el: Element, depth: number) => {
    if (depth > max) max = depth;
    for (const child of Array.from(el.children)) walk(child, depth + 1);
  };
  walk(root, 0);
  return max;
}
