// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * partkit's theme lives inside host apps: it must not style what partkit did not render, nor be
 * styled by what the host wrote for its own UI kit. Reads src/theme/*.css as text (a small
 * tokenizer, no CSS library) and the data-slot values src/ renders.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const themeDir = join(root, "src/theme");

/**
 * data-slot values UI kits render (shadcn/ui's components; their parts are `<name>-…`, such as
 * `card-header`, `tabs-trigger`, `field-label`, `input-group-addon`), and generic words. A
 * partkit slot is qualified by a partkit noun instead (`schema-form-button`, `playground-tab`).
 */
const kitFamilies = [
  "accordion", "alert", "alert-dialog", "array", "aspect-ratio", "avatar", "badge", "breadcrumb", "button", "button-group",
  "calendar", "card", "carousel", "chart", "checkbox", "choice", "collapsible", "combobox", "command", "context-menu",
  "dialog", "drawer", "dropdown-menu", "empty", "field", "form", "hover-card", "input", "input-group", "input-otp",
  "item", "kbd", "label", "menubar", "native-select", "navigation-menu", "object", "pagination", "popover", "progress",
  "radio-group", "resizable", "scroll-area", "select", "separator", "sheet", "sidebar", "skeleton", "slider", "sonner",
  "spinner", "switch", "tab", "table", "tabs", "textarea", "toggle", "toggle-group", "tooltip",
];
const genericWords = [
  "code", "content", "description", "error", "footer", "group", "header", "heading", "icon", "image", "link", "list",
  "menu", "message", "option", "overlay", "panel", "portal", "root", "row", "cell", "text", "title", "trigger",
];

function isGenericSlot(slot: string): boolean {
  return genericWords.includes(slot) || kitFamilies.some((family) => slot === family || slot.startsWith(`${family}-`));
}

/**
 * Slots whose direct children can be markup partkit did not render: a part wraps any renderer's
 * output, a form field holds any RJSF widget, a list item holds whatever renderMessage returns.
 * A rule may not reach a bare element (`button`, `a`, `*`) below these.
 */
const foreignHosts = new Set([
  "part", "message-view", "message-content", "message-attachments", "message-part", "message-preview", "tool-call-body", "tool-call-results", "tool-call-carried",
  "message-list", "message-list-viewport", "message-list-content", "message-list-item", "run-groups", "run-group",
  "run-group-content", "reasoning-content", "data-field-value", "result-view", "tool-result", "playground", "tool-playground",
  "playground-tab-panel", "playground-result", "mcp-explorer", "elicitation", "tool-approval", "schema-form-field",
  "schema-form-object", "schema-form-array-items", "schema-form-array-item-body",
  "schema-form-additional-property-value", "schema-form-choice", "schema-form-choice-selector",
]);

/** Partkit's own content roots: their whole subtree is partkit's output, styled by descent. */
const contentRoots = new Set(["markdown"]);

interface Declaration {
  readonly property: string;
  readonly value: string;
}
interface StyleRule {
  readonly file: string;
  readonly selectors: readonly string[];
  readonly declarations: readonly Declaration[];
  /** Enclosing at-rule preludes, outermost first (`@layer partkit`, `@media …`). */
  readonly context: readonly string[];
}
interface Sheet {
  readonly rules: StyleRule[];
  /** Statements (`@import …`) and blocks that are no style rule (`@keyframes`), with their context. */
  readonly atRules: { readonly file: string; readonly prelude: string; readonly context: readonly string[] }[];
  readonly important: string[];
}

/** Splits at top-level occurrences of `separator` (outside quotes, brackets and parentheses). */
function splitTop(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

function parseSheet(file: string, css: string, sheet: Sheet): void {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, " ");
  const stack: { prelude: string; kind: "at" | "style" | "keyframe" }[] = [];
  let buffer = "";
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      buffer += c;
      if (c === "\\") buffer += text[++i] ?? "";
      else if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      buffer += c;
    } else if (c === "{") {
      const prelude = buffer.trim().replace(/\s+/g, " ");
      const parent = stack[stack.length - 1];
      const context = stack.filter((f) => f.kind === "at").map((f) => f.prelude);
      if (prelude.startsWith("@")) {
        stack.push({ prelude, kind: "at" });
        if (/^@(keyframes|font-face|property)\b/.test(prelude)) sheet.atRules.push({ file, prelude, context });
      } else stack.push({ prelude, kind: parent && /^@keyframes\b/.test(parent.prelude) ? "keyframe" : "style" });
      buffer = "";
    } else if (c === "}") {
      const frame = stack.pop();
      if (frame?.kind === "style") {
        const declarations = splitTop(buffer, ";").map((d) => {
          const colon = d.indexOf(":");
          return { property: d.slice(0, colon).trim(), value: d.slice(colon + 1).trim() };
        });
        for (const d of declarations) if (/!\s*important/i.test(d.value)) sheet.important.push(`${file}: ${frame.prelude} { ${d.property} }`);
        const context = stack.filter((f) => f.kind === "at").map((f) => f.prelude);
        sheet.rules.push({ file, selectors: splitTop(frame.prelude, ","), declarations, context });
      }
      buffer = "";
    } else if (c === ";" && stack[stack.length - 1]?.kind !== "style" && stack[stack.length - 1]?.kind !== "keyframe") {
      sheet.atRules.push({ file, prelude: buffer.trim().replace(/\s+/g, " "), context: stack.map((f) => f.prelude) });
      buffer = "";
    } else buffer += c;
  }
}

function readTheme(): Sheet {
  const sheet: Sheet = { rules: [], atRules: [], important: [] };
  for (const name of readdirSync(themeDir).filter((n) => n.endsWith(".css")).sort()) {
    parseSheet(name, readFileSync(join(themeDir, name), "utf8"), sheet);
  }
  return sheet;
}

/** A complex selector as compounds and the combinators between them (`" "`, `">"`, `"+"`, `"~"`). */
function compounds(selector: string): { compounds: string[]; combinators: string[] } {
  const parts: string[] = [];
  const combinators: string[] = [];
  let depth = 0;
  let quote = "";
  let current = "";
  let pending = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (quote) {
      current += c;
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (depth === 0 && (c === " " || c === ">" || c === "+" || c === "~")) {
      if (c !== " ") pending = c;
      else if (!pending) pending = " ";
    } else {
      if (c === "(" || c === "[") depth++;
      if (c === ")" || c === "]") depth--;
      if (pending && current) {
        parts.push(current);
        combinators.push(pending);
        current = "";
      }
      pending = "";
      current += c;
    }
  }
  parts.push(current);
  return { compounds: parts, combinators };
}

const slotPattern = /\[data-slot\s*([~|^$*]?=)\s*(["']?)([^"'\]\s]+)\2\s*\]/g;

/** The data-slot values a compound requires: its own, or those of an `:is()`/`:where()` whose alternatives all name one. */
function slotsOf(compound: string): string[] {
  const withoutNegations = compound.replace(/:(not|has)\((?:[^()]|\([^()]*\))*\)/g, "");
  const own = [...withoutNegations.replace(/:(is|where)\((?:[^()]|\([^()]*\))*\)/g, "").matchAll(slotPattern)].map((m) => m[3]!);
  const grouped = [...withoutNegations.matchAll(/:(?:is|where)\(((?:[^()]|\([^()]*\))*)\)/g)].flatMap((m) => {
    const alternatives = splitTop(m[1]!, ",").map((a) => compounds(a).compounds.at(-1)!);
    return alternatives.every((a) => slotsOf(a).length > 0) ? alternatives.flatMap(slotsOf) : [];
  });
  return [...own, ...grouped];
}

/** Matches only elements partkit renders by itself: a partkit slot, a partkit/highlighter class, or the token hooks. */
function isOwned(compound: string): boolean {
  return slotsOf(compound).length > 0 || /\.(pk|hljs)-/.test(compound) || /^:root\b/.test(compound) || /^\[data-theme\b/.test(compound);
}

/** Why `selector` may match an element partkit did not render, or undefined when it cannot. */
function reachProblem(selector: string): string | undefined {
  const { compounds: parts, combinators } = compounds(selector);
  let i = parts.length - 1;
  if (isOwned(parts[i]!)) return undefined;
  // A bare subject is fine as a (grand)child, through `>` (and siblings of such children), of one
  // of partkit's own leaf elements…
  while (i > 0 && [">", "+", "~"].includes(combinators[i - 1]!) && !isOwned(parts[i - 1]!)) i--;
  if (i > 0 && combinators[i - 1] === ">") {
    const foreign = slotsOf(parts[i - 1]!).filter((slot) => foreignHosts.has(slot));
    if (foreign.length === 0) return undefined;
    return `selects a bare element among the children of [data-slot="${foreign[0]}"], which may be another library's markup`;
  }
  // …or anywhere inside a content root (markdown output).
  if (parts.slice(0, -1).some((part) => slotsOf(part).some((slot) => contentRoots.has(slot)))) return undefined;
  return "selects an element without a partkit data-slot by descent";
}

const sheet = readTheme();
const selectors = sheet.rules.flatMap((rule) => rule.selectors.map((selector) => ({ rule, selector })));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe("theme scope", () => {
  it("parses the theme (the tokenizer sees its rules)", () => {
    expect(sheet.rules.length).toBeGreaterThan(300);
    expect(selectors.some(({ selector }) => selector === '[data-slot="part-tree-item"]')).toBe(true);
  });

  it("puts every rule inside @layer partkit and nothing !important", () => {
    const outside = sheet.rules.filter((rule) => rule.context[0] !== "@layer partkit").map((rule) => `${rule.file}: ${rule.selectors.join(", ")}`);
    const atOutside = sheet.atRules
      .filter((at) => !at.prelude.startsWith("@import ") && at.context[0] !== "@layer partkit")
      .map((at) => `${at.file}: ${at.prelude}`);
    const otherLayers = [...sheet.rules.flatMap((rule) => rule.context), ...sheet.atRules.map((at) => at.prelude)].filter(
      (prelude) => prelude.startsWith("@layer") && prelude !== "@layer partkit",
    );
    expect(outside).toEqual([]);
    expect(atOutside).toEqual([]);
    expect(otherLayers).toEqual([]);
    // An important declaration in an early layer would beat the host's own important ones.
    expect(sheet.important).toEqual([]);
  });

  it("selects no data-slot that UI kits also use, and matches slots exactly", () => {
    const found = selectors.flatMap(({ rule, selector }) => [...selector.matchAll(slotPattern)].map((m) => ({ file: rule.file, selector, operator: m[1]!, slot: m[3]! })));
    expect(found.length).toBeGreaterThan(300);
    expect(found.filter((f) => isGenericSlot(f.slot)).map((f) => `${f.file}: ${f.selector}`)).toEqual([]);
    expect(found.filter((f) => f.operator !== "=").map((f) => `${f.file}: ${f.selector}`)).toEqual([]);
  });

  it("renders no data-slot that UI kits also use (src/)", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, "src"))) {
      const source = readFileSync(file, "utf8");
      for (const m of source.matchAll(/(?:data-slot=|"data-slot":\s*)(["'])([^"'{}]+)\1/g)) {
        if (isGenericSlot(m[2]!)) offenders.push(`${relative(root, file)}: data-slot="${m[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("styles only elements partkit renders (no reach into parts, renderers or form widgets)", () => {
    const problems = selectors.flatMap(({ rule, selector }) => {
      const problem = reachProblem(selector);
      return problem ? [`${rule.file}: ${selector} ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    for (const bad of ['[data-slot="part"] button', '[data-slot="part"] :focus-visible', '[data-slot="part"] > a', '[data-slot="schema-form"] input', "[aria-invalid=\"true\"]"]) {
      expect(reachProblem(bad), bad).toBeDefined();
    }
    for (const good of ['[data-slot="json-toolbar"] > button', '[data-slot="markdown"] li > :is(ul, ol)', ':is([data-slot="a"], [data-slot="b"])[data-tone="x"]']) {
      expect(reachProblem(good), good).toBeUndefined();
    }
  });

  it("sets only tokens and color-scheme on the host's elements (:root, [data-theme])", () => {
    const hostRules = selectors.filter(({ selector }) => /^(:root|\[data-theme\b)/.test(selector));
    const styled = hostRules.flatMap(({ rule, selector }) =>
      rule.declarations.filter((d) => !d.property.startsWith("--pk-") && !(d.property === "color-scheme" && selector.startsWith("[data-theme"))).map((d) => `${rule.file}: ${selector} { ${d.property} }`),
    );
    expect(hostRules.length).toBeGreaterThan(0);
    expect(styled).toEqual([]);
  });

  it("gives each colour token a plain light and dark value, picked by data-theme (no light-dark())", () => {
    // light-dark() does not survive minifiers that target older browsers (a default Vite
    // production build rewrites it as var(--lightningcss-light, …) fallbacks, which break in a
    // custom property declared on :root): each theme is a palette of plain colours instead.
    const lightSelectors = [":root", '[data-theme="light"]', '[data-theme="system"]'];
    const systemDark = "@media (prefers-color-scheme: dark)";
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    const isLight = (rule: StyleRule) => same(rule.selectors, lightSelectors) && same(rule.context, ["@layer partkit"]);
    const isDark = (rule: StyleRule) => same(rule.selectors, ['[data-theme="dark"]']) && same(rule.context, ["@layer partkit"]);
    const isSystemDark = (rule: StyleRule) => same(rule.selectors, ['[data-theme="system"]']) && same(rule.context, ["@layer partkit", systemDark]);
    const tokensOf = (rule: StyleRule) => new Map(rule.declarations.filter((d) => d.property.startsWith("--pk-")).map((d) => [d.property, d.value]));

    const usesLightDark = sheet.rules.flatMap((rule) => rule.declarations.filter((d) => /light-dark\(/i.test(d.value)).map((d) => `${rule.file}: ${rule.selectors.join(", ")} { ${d.property} }`));
    expect(usesLightDark).toEqual([]);
    // The system's dark preference applies only where data-theme="system" asks for it.
    expect(sheet.rules.filter((rule) => rule.context.some((c) => /prefers-color-scheme/.test(c)) && !isSystemDark(rule)).map((rule) => `${rule.file}: ${rule.selectors.join(", ")}`)).toEqual([]);

    const files = [...new Set(sheet.rules.filter(isLight).map((rule) => rule.file))].sort();
    expect(files).toEqual(["code.css", "tokens.css"]);
    let colours = 0;
    for (const file of files) {
      const inFile = sheet.rules.filter((rule) => rule.file === file);
      const only = (is: (rule: StyleRule) => boolean): StyleRule => {
        const found = inFile.filter(is);
        expect(found, `${file}: one rule of each palette`).toHaveLength(1);
        return found[0]!;
      };
      const [light, dark, system] = [only(isLight), only(isDark), only(isSystemDark)];
      const [lightTokens, darkTokens, systemTokens] = [tokensOf(light), tokensOf(dark), tokensOf(system)];
      expect(lightTokens.size, file).toBeGreaterThan(10);
      // Plain colours, the same tokens in both palettes, and the system's dark is the dark palette.
      expect([...lightTokens, ...darkTokens].filter(([, value]) => !/^#[0-9a-f]{6}$/.test(value)).map(([property, value]) => `${file}: ${property}: ${value}`)).toEqual([]);
      expect([...darkTokens.keys()].sort(), file).toEqual([...lightTokens.keys()].sort());
      expect(Object.fromEntries(systemTokens), file).toEqual(Object.fromEntries(darkTokens));
      // <html data-theme="dark"> matches :root too: the dark rule wins by coming later.
      expect(sheet.rules.indexOf(dark), file).toBeGreaterThan(sheet.rules.indexOf(light));
      colours += lightTokens.size;
    }
    expect(colours).toBeGreaterThan(20);

    // Every other token (radius, fonts, gap) is declared once, on :root; no colour token anywhere else.
    const palette = new Set(sheet.rules.filter((rule) => isLight(rule) || isDark(rule) || isSystemDark(rule)));
    const declared = new Map<string, string[]>();
    for (const rule of sheet.rules) {
      if (palette.has(rule) || !rule.selectors.some((selector) => /^(:root|\[data-theme\b)/.test(selector))) continue;
      for (const d of rule.declarations) {
        if (d.property.startsWith("--pk-")) declared.set(d.property, [...(declared.get(d.property) ?? []), `${rule.file}: ${rule.selectors.join(", ")}`]);
      }
    }
    const paletteTokens = new Set([...palette].flatMap((rule) => [...tokensOf(rule).keys()]));
    expect([...declared].filter(([property, where]) => where.length > 1 || paletteTokens.has(property))).toEqual([]);
    // The scales (type, spacing, radii, elevation, control heights) beside the fonts and the column.
    expect([...declared.keys()].sort()).toEqual(
      [
        "--pk-control", "--pk-control-sm", "--pk-font", "--pk-gap", "--pk-leading", "--pk-mono",
        "--pk-radius", "--pk-radius-full", "--pk-radius-lg", "--pk-radius-sm", "--pk-shadow-1", "--pk-shadow-2",
        "--pk-space-1", "--pk-space-2", "--pk-space-3", "--pk-space-4", "--pk-space-5", "--pk-space-6",
        "--pk-text-base", "--pk-text-lg", "--pk-text-md", "--pk-text-sm", "--pk-text-xl", "--pk-text-xs", "--pk-thread-width",
      ].sort(),
    );
    expect(sheet.rules.filter((rule) => rule.declarations.some((d) => d.property === "color-scheme")).map((rule) => `${rule.selectors.join(", ")} { color-scheme: ${rule.declarations.find((d) => d.property === "color-scheme")!.value} }`)).toEqual([
      '[data-theme="light"] { color-scheme: light }',
      '[data-theme="system"] { color-scheme: light dark }',
      '[data-theme="dark"] { color-scheme: dark }',
    ]);
  });
});
