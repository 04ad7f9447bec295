"use client";
import { useSyncExternalStore } from "react";
import { registerPreload } from "../internal/preload-registry";

// The named references people and models write most, decoded at once. The full HTML5 table
// (2,231 names, ~20 KB gzip) is fetched the first time a text uses a name outside this one, or by
// preloadRenderers(); a block showing such a name renders again when it arrives.
const common: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", copy: "©", reg: "®", trade: "™",
  hellip: "…", mdash: "—", ndash: "–", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«",
  raquo: "»", bull: "•", middot: "·", times: "×", divide: "÷", deg: "°", plusmn: "±", micro: "µ",
  para: "¶", sect: "§", cent: "¢", pound: "£", euro: "€", yen: "¥", larr: "←", rarr: "→", uarr: "↑",
  darr: "↓", harr: "↔", lArr: "⇐", rArr: "⇒", hArr: "⇔", le: "≤", ge: "≥", ne: "≠", asymp: "≈",
  infin: "∞", minus: "−", check: "✓", cross: "✗", star: "☆", hearts: "♥", frac12: "½", frac14: "¼",
  frac34: "¾", sup2: "²", sup3: "³", shy: "\u00ad", zwj: "\u200d", zwnj: "\u200c", thinsp: "\u2009",
  ensp: "\u2002", emsp: "\u2003", iexcl: "¡", iquest: "¿", Auml: "Ä", auml: "ä", Ouml: "Ö", ouml: "ö",
  Uuml: "Ü", uuml: "ü", szlig: "ß", eacute: "é", Eacute: "É", egrave: "è", agrave: "à", ccedil: "ç",
  ntilde: "ñ", alpha: "α", beta: "β", gamma: "γ", delta: "δ", lambda: "λ", mu: "μ", pi: "π", sigma: "σ",
  Omega: "Ω", omega: "ω", sum: "∑", prod: "∏", radic: "√", part: "∂", nabla: "∇", isin: "∈", forall: "∀",
  exist: "∃", empty: "∅", and: "∧", or: "∨", cap: "∩", cup: "∪", sub: "⊂", sup: "⊃", equiv: "≡",
};

// CommonMark: a decimal reference has 1 to 7 digits, a hexadecimal one 1 to 6; anything longer is
// text. Named references end with `;`.
const reference = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

let full: ((text: string) => string) | undefined;
let loading: Promise<void> | undefined;
let version = 0;
const listeners = new Set<() => void>();

/**
 * Fetches the full HTML5 named-reference table (once; again after a failure). Markdown that has
 * already rendered a name outside the common ones renders again with it decoded.
 *
 * @example
 * await loadEntityTable();
 * decodeEntities("&HilbertSpace;") // "ℋ"
 */
export function loadEntityTable(): Promise<void> {
  loading ??= import("entities/decode").then(
    (module) => {
      full = module.decodeHTMLStrict;
      version++;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

registerPreload({ preload: loadEntityTable });

function codePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return "\ufffd";
  return String.fromCodePoint(value);
}

/**
 * Decodes HTML character references into text: decimal and hexadecimal ones (invalid code points
 * as U+FFFD) and named ones, every HTML5 name once the full table has loaded (see
 * {@link loadEntityTable}; until then, names outside the common ones stay as written and the
 * table starts loading). What is not a reference stays as written. marked leaves references as
 * written in text tokens; React renders text, so they are decoded here.
 *
 * @example
 * decodeEntities("a &amp;amp; b &copy; &#87654321;") // "a &amp; b © &#87654321;"
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(reference, (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return codePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    if (full) return full(match);
    if (name !== undefined && Object.hasOwn(common, name)) return common[name]!;
    void loadEntityTable();
    return match;
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => version;

/**
 * Changes when the full named-reference table arrives, so markdown rendered before it renders
 * again with every name decoded.
 *
 * @example
 * const entities = useEntityTable(); // part of the render context's identity
 */
export function useEntityTable(): number {
  return useSyncExternalStore(subscribe, current, current);
}
