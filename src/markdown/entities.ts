// marked escapes `&`, `<`, `>`, `"` and `'` in text tokens for its HTML renderer and leaves
// character references as written. React renders text, so both are decoded here. Only the
// named references LLMs and people actually write are known; unknown ones stay literal.
const named: Record<string, string> = {
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

const reference = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function codePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return "\ufffd";
  return String.fromCodePoint(value);
}

/**
 * Decodes HTML character references (`&amp;`, `&#35;`, `&#x1F600;`, common named ones) into text.
 *
 * @example
 * decodeEntities("a &amp;amp; b &copy;") // "a &amp; b ©"
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(reference, (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return codePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return (name !== undefined && Object.hasOwn(named, name) ? named[name] : undefined) ?? match;
  });
}
