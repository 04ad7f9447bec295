import { normalizeLanguage } from "../../../../src/model";

// Turns HTML into one canonical string the way the CommonMark test runner's normaliser does
// (whitespace collapsed outside <pre> and dropped next to block tags, attributes sorted, character
// references decoded by parsing), after mapping partkit's markup back to the reference HTML it
// stands for: the code block frame becomes <pre><code>, a table's scroll wrapper goes, an
// alignment style becomes `align`, and attributes partkit adds for safety, styling or assistive
// technology (target, rel, loading, referrerpolicy, data-*, aria-label…) are dropped.

const blockTags = "p|ul|ol|li|blockquote|h[1-6]|hr|br|pre|table|thead|tbody|tr|th|td|div|section|dl|dt|dd";
const dropped = new Set(["target", "rel", "loading", "decoding", "referrerpolicy", "readonly", "aria-label", "tabindex", "style", "start", "scope"]);

// The reference renderer percent-encodes destinations (`/föö` as `/f%C3%B6%C3%B6`); a browser
// reads both the same, so URLs compare in one encoding.
function normalizeUrl(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {
    // Malformed escapes stay as written.
  }
  return encodeURI(decoded).replace(/%25([0-9A-F]{2})/gi, "%$1").replace(/\[/g, "%5B").replace(/\]/g, "%5D");
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;");
}

function attrs(el: Element, extra: Record<string, string> = {}): string {
  const out: Record<string, string> = { ...extra };
  for (const { name, value } of Array.from(el.attributes)) {
    if (dropped.has(name) || name.startsWith("data-")) continue;
    out[name] = name === "href" || name === "src" ? normalizeUrl(value) : value;
  }
  // `start` is kept only where it means something (ordered lists not starting at 1).
  const start = el.getAttribute("start");
  if (el.tagName === "OL" && start !== null && start !== "1") out.start = start;
  const align = (el as HTMLElement).style?.textAlign;
  if (align) out.align = align;
  return Object.keys(out)
    .sort()
    .map((name) => ` ${name}="${escapeAttr(out[name]!)}"`)
    .join("");
}

function serialize(node: Node, inPre: boolean): string {
  if (node.nodeType === 3) return escapeText(node.textContent ?? "");
  if (node.nodeType !== 1) return "";
  const el = node as Element;
  const slot = el.getAttribute("data-slot");
  if (slot === "code-block") {
    const code = el.querySelector("pre code")?.textContent ?? "";
    const lang = el.getAttribute("data-language");
    return `<pre><code${lang ? ` class="language-${escapeAttr(lang)}"` : ""}>${escapeText(code.replace(/\n$/, ""))}</code></pre>`;
  }
  if (slot === "markdown" || slot === "markdown-table" || slot === "markdown-table-block") return children(el, inPre);
  if (slot === "markdown-table-actions") return "";
  const tag = el.tagName.toLowerCase();
  if (tag === "pre") {
    const code = el.querySelector("code");
    const lang = code?.getAttribute("class")?.match(/language-(\S+)/)?.[1];
    const normal = lang === undefined ? undefined : (normalizeLanguage(lang) ?? lang);
    return `<pre><code${normal ? ` class="language-${escapeAttr(normal)}"` : ""}>${escapeText((code?.textContent ?? el.textContent ?? "").replace(/\n$/, ""))}</code></pre>`;
  }
  if (tag === "br" || tag === "hr" || tag === "img" || tag === "input") return `<${tag}${attrs(el)}>`;
  return `<${tag}${attrs(el)}>${children(el, inPre || tag === "pre")}</${tag}>`;
}

function children(el: Element, inPre: boolean): string {
  return Array.from(el.childNodes, (child) => serialize(child, inPre)).join("");
}

/**
 * The canonical form of an HTML fragment, for comparing partkit's output with the spec's.
 *
 * @example
 * normalizeHtml("<p>a  <em>b</em></p>\n") === normalizeHtml("<div data-slot=\"markdown\"><p>a <em>b</em></p></div>")
 */
export function normalizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const raw = children(doc.body, false);
  // Outside <pre>: collapse whitespace, and drop it next to block tags.
  const parts = raw.split(/(<pre>[\s\S]*?<\/pre>)/);
  return parts
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\s+/g, " ")
            .replace(new RegExp(`\\s*(</?(?:${blockTags})(?: [^>]*)?>)\\s*`, "g"), "$1"),
    )
    .join("")
    .trim();
}
