// The hostile inputs each bench page can mount, by case id (the ids bench/scenarios/hostile.mjs
// lists). The inputs themselves come from the hostile suite's builders.
import type { Part } from "../../../src/model/types";
import { longAnswer } from "../../../test/fixtures/markdown/documents";
import {
  deepJson,
  emailLikePattern,
  evilValue,
  hostileMarkdown,
  hugeDataUrlParts,
  hugeEnum,
  invalidBase64Parts,
  MB,
  namedTextParts,
  nestedSchema,
  urlParens,
  wideCsv,
} from "../../../test/hostile/harness/inputs";

type Schema = Record<string, unknown>;

/** Whether some text node under `el` matches: text nodes are read one by one (a 10 MB `textContent` per frame would cost more than the render). */
export function hasText(el: Element, needle: string | RegExp): boolean {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = (node as Text).data;
    if (typeof needle === "string" ? data.includes(needle) : needle.test(data.slice(0, 100_000))) return true;
  }
  return false;
}

const has = (selector: string) => (el: Element) => el.querySelector(selector) !== null;

/** A markdown source, rendered by every markdown subject. */
export interface MarkdownCase {
  readonly kind: "markdown";
  readonly text: () => string;
  /** Whether the content (rendered, or as plain text) is on screen. */
  readonly shows: (el: Element) => boolean;
}

/** A JSON Schema, rendered by every form subject; `type` is typed into the first text input and submitted. */
export interface FormCase {
  readonly kind: "form";
  readonly schema: () => Schema;
  readonly type?: string;
  /** Whether the form (or, after typing, the error it must show) is on screen. */
  readonly shows: (el: Element) => boolean;
}

/** Parts of one message, rendered by partkit alone; `click` (a selector) is clicked once they show, and the span timed is from that click. */
export interface PartsCase {
  readonly kind: "parts";
  readonly parts: () => Part[];
  readonly click?: string;
  readonly shows: (el: Element) => boolean;
}

/**
 * "Show all" has finished and its end is on screen: no button, the text part's last text node ends
 * with `marker`, and that last block, scrolled to once it is there, is in the viewport (a block
 * out of view is not laid out, so the scroll lays out the end, as a reader going there would).
 */
const showsAllOf = (marker: string) => (el: Element) => {
  if (el.querySelector('[data-slot="text-part-more"]') !== null) return false;
  const blocks = el.querySelectorAll<HTMLElement>('[data-slot="long-text-block"]');
  const last = blocks[blocks.length - 1];
  let node: Node | null | undefined = last;
  while (node?.lastChild) node = node.lastChild;
  if (!last || !node?.textContent?.endsWith(marker)) return false;
  const box = last.getBoundingClientRect();
  if (box.bottom > 0 && box.top < innerHeight) return true;
  last.scrollIntoView({ block: "end" });
  return false;
};

/** TypeScript of `functions` three-line functions (73 characters each), then `// END`. */
const codeFile = (functions: number) => `${"export function f(a: number): string {\n  return `v${a}` + \"x\"; // note\n}\n".repeat(functions)}// END`;

export type HostileCase = MarkdownCase | FormCase | PartsCase;

const patterned = (pattern: string): Schema => ({ type: "object", properties: { code: { type: "string", title: "Code", pattern } } });
// RJSF and JSON Forms print Ajv's "must match pattern"; partkit refuses to run the pattern.
const patternError = (el: Element) => hasText(el, /must match|too complex/);

/** Every case a hostile page can mount, by the id the scenario passes to `prepare`. */
export const hostileCases: Readonly<Record<string, HostileCase>> = {
  "md-emphasis": { kind: "markdown", text: hostileMarkdown.emphasisRun, shows: (el) => has("em")(el) || hasText(el, "*a*a") },
  "md-quotes": { kind: "markdown", text: hostileMarkdown.nestedQuotes, shows: (el) => hasText(el, "deep") },
  "md-lists": { kind: "markdown", text: hostileMarkdown.nestedLists, shows: (el) => hasText(el, "leaf") },
  "md-paragraph": { kind: "markdown", text: hostileMarkdown.paragraph10MB, shows: (el) => hasText(el, "lorem ipsum") },
  "md-url-parens": { kind: "markdown", text: hostileMarkdown.urlParens, shows: (el) => hasText(el, "https://example.com/") },
  "md-document": { kind: "markdown", text: () => `${Array.from({ length: 50 }, () => longAnswer).join("\n\n")}\n\nEnd of the document.\n`, shows: (el) => hasText(el, "End of the document.") },
  "md-table": { kind: "markdown", text: hostileMarkdown.wideTable, shows: (el) => has("td, th")(el) || hasText(el, "|h|h") },
  // 30 `a`s: exponential, but short enough that the peers usually finish within the 20 s watchdog.
  "form-redos": { kind: "form", schema: () => patterned("^(a+)+$"), type: evilValue(30), shows: patternError },
  "form-email": { kind: "form", schema: () => patterned(emailLikePattern), type: evilValue(60), shows: patternError },
  "form-enum": { kind: "form", schema: () => ({ type: "object", properties: { choice: hugeEnum(200_000) } }), shows: has("select, input") },
  "form-depth": { kind: "form", schema: () => nestedSchema(1_000, { type: "string", title: "Leaf" }), shows: has("input, textarea, [role='alert']") },
  "json-deep": { kind: "parts", parts: () => [{ contentType: "application/json", content: deepJson(10_000, "[", "]") }], shows: (el) => hasText(el, /\[|1/) },
  "csv-wide": { kind: "parts", parts: () => [{ contentType: "text/csv", content: wideCsv(100_000) }], shows: (el) => hasText(el, "c0") },
  "parts-100k": { kind: "parts", parts: () => namedTextParts(100_000), shows: (el) => hasText(el, "file 0") },
  "base64-invalid": { kind: "parts", parts: invalidBase64Parts, shows: (el) => hasText(el, "bad7") },
  "text-url-parens": { kind: "parts", parts: () => [{ contentType: "text/plain", content: urlParens(49_000) }], shows: (el) => hasText(el, "https://example.com/") },
  "show-all-log": {
    kind: "parts",
    parts: () => [{ contentType: "text/plain", content: `${"2026-11-26T05:00:00 INFO request handled in 12 ms id=abcdef\n".repeat(Math.floor((10 * MB) / 61))}END OF LOG` }],
    click: '[data-slot="text-part-more"]',
    shows: showsAllOf("END OF LOG"),
  },
  "show-all-word": { kind: "parts", parts: () => [{ contentType: "text/plain", content: `${"x".repeat(10 * MB)}END` }], click: '[data-slot="text-part-more"]', shows: showsAllOf("END") },
  "code-highlight": { kind: "parts", parts: () => [{ contentType: "text/x-typescript", content: codeFile(650) }], shows: (el) => el.querySelector('[data-slot="code-block"][data-state="highlighted"]') !== null },
  "show-all-code": {
    kind: "parts",
    parts: () => [{ contentType: "text/x-typescript", content: codeFile(Math.floor((10 * MB) / 73)) }],
    click: '[data-slot="code-block-more"]',
    shows: (el) => el.querySelector('[data-slot="code-block-more"]') === null && hasText(el, "// END"),
  },
  "data-url": { kind: "parts", parts: hugeDataUrlParts, shows: (el) => hasText(el, "Show all") },
};
