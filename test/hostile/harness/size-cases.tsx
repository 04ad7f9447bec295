// Size and depth: input that is huge or deeply nested must render, or degrade to plain text,
// within the worker's hard timeout, with no part error. Server-rendered (react-dom/static): the
// browser long-task budget is the virtualisation work's, not this tier's.
import type { Part } from "../../../src/model/types";
import { decodeContent } from "../../../src/model";
import { SchemaForm } from "../../../src/form";
import { expectIn, expectNoPartError, renderHtml, renderMessage } from "./render";
import { deepJson, hostileMarkdown, hugeDataUrlParts, invalidBase64Parts, MB, md, namedTextParts, urlParens, wideCsv } from "./inputs";
import type { CaseTable } from "./types";

/** Renders the parts as one message and checks each shows `marker` (its content or its plain-text fallback). */
async function shows(parts: Part[], marker: string | RegExp, what: string, containedError?: RegExp) {
  const html = await renderMessage(parts);
  if (containedError) expectIn(html, containedError, `${what} (the contained error)`);
  else expectNoPartError(html, what);
  expectIn(html, marker, what);
  return { htmlChars: html.length };
}

// Plain text past 50,000 characters shows its start and a "Show all" button: the end is one click
// away, not lost.
const showsAll = (needle: string) => new RegExp(`${needle}|data-slot="markdown-plain-more"`);

export const sizeCases: CaseTable = {
  "markdown: `*a` × 50,000": () => shows([md(hostileMarkdown.emphasisRun())], "*a*a*a", "emphasis run"),
  "markdown: `_a` and `[a` × 50,000": () => shows([md("_a ".repeat(50_000)), md("[a".repeat(50_000))], "[a[a[a", "delimiter runs"),
  "markdown: `>` nested 10,000 deep": () => shows([md(hostileMarkdown.nestedQuotes())], "deep", "block quotes"),
  "markdown: `> ` nested 10,000 deep over lines": () => shows([md(Array.from({ length: 200 }, () => `${"> ".repeat(10_000)}x`).join("\n"))], "x", "block quotes per line"),
  "markdown: bullet lists nested 10,000 deep": () => shows([md(hostileMarkdown.nestedLists())], "leaf", "bullet lists"),
  "markdown: ordered lists nested 10,000 deep": () => shows([md(`${"1. ".repeat(10_000)}leaf`)], "leaf", "ordered lists"),
  "markdown: indented list 2,000 levels": () => shows([md(Array.from({ length: 2_000 }, (_, i) => `${"  ".repeat(i)}- item${i}`).join("\n"))], showsAll("item1999"), "indented lists"),
  "markdown: 10 MB paragraph": () => shows([md(hostileMarkdown.paragraph10MB())], "lorem ipsum", "10 MB paragraph"),
  "markdown: 2,000-column table": () => shows([md(hostileMarkdown.wideTable())], "h", "wide table"),
  // Trimming the `)` after a bare URL one at a time, rescanning the URL each time, is quadratic:
  // these took 1.5 s a paragraph (markdown) and 40 s a part (linkified text) before.
  "markdown: 60 paragraphs of a bare URL and 60,000 `)`": () => shows([md(Array.from({ length: 60 }, hostileMarkdown.urlParens).join("\n\n"))], "https://example.com/", "URLs ending in parentheses"),
  // Where marked ends a text run (before `!`, `_`…) it scans the rest of a run of e-mail address
  // characters for an `@`: 2 s for 48,000 `!`, 4 s for `a_` × 32,000.
  "markdown: 20 paragraphs of 60,000 `!` or `a_`": () =>
    shows([md(Array.from({ length: 20 }, (_, i) => (i % 2 ? "!".repeat(60_000) : "a_".repeat(30_000))).join("\n\n"))], /!!!!|a_a_a_/, "runs of stops without spaces"),
  // Many short blocks: the rest of the document was searched again at every paragraph (footnote
  // definitions: 53 s for 1 MB) and at every setext heading (tables: 16 s for 200 KB).
  "markdown: 100,000 setext headings": () => shows([md("a\n-\n".repeat(100_000))], "<h2", "setext headings"),
  "markdown: 400,000 short paragraphs": () => shows([md("a\n\n".repeat(400_000))], "<p>a</p>", "short paragraphs"),
  "text: 3 parts of a URL and 49,000 `)`": () => shows([1, 2, 3].map(() => ({ contentType: "text/plain", content: urlParens(49_000) })), "https://example.com/", "linkified URLs ending in parentheses"),
  "markdown: 10 MB of `[`, `(` and `` ` ``": () => shows([md("[](`".repeat((10 * MB) / 4))], "[](`", "10 MB of delimiters"),
  "markdown: 10,000 footnotes and 10,000 link definitions": () =>
    shows([md(Array.from({ length: 10_000 }, (_, i) => `a[^${i}] [l${i}]\n\n[^${i}]: note ${i}\n[l${i}]: https://example.com/${i}`).join("\n"))], showsAll("note 9999"), "footnotes"),
  "JSON: array nested 10,000 deep": () => shows([{ contentType: "application/json", content: deepJson(10_000, "[", "]") }], /\[|1/, "deep array"),
  "JSON: object nested 10,000 deep": () => shows([{ contentType: "application/json", content: deepJson(10_000, '{"a":', "}") }], /a/, "deep object"),
  "JSON: 100,000 keys": () => shows([{ contentType: "application/json", content: JSON.stringify(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))) }], "k0", "wide object"),
  "JSON: 10 MB string value": () => shows([{ contentType: "application/json", content: JSON.stringify({ big: "x".repeat(10 * MB) }) }], "big", "huge string"),
  "JSON: 10,000-deep tool-call arguments": () =>
    shows([{ name: "/tool-calls/deep", contentType: "application/vnd.partkit.tool-call+json", content: `{"id":"deep","name":"lookup","arguments":${deepJson(10_000, '{"a":', "}")}}` }], "lookup", "deep tool arguments"),
  "text: 10 MB plain text": () => shows([{ contentType: "text/plain", content: "word ".repeat((10 * MB) / 5) }], "word word", "10 MB text"),
  "text: 10 MB without a space or newline": () => shows([{ contentType: "text/plain", content: "x".repeat(10 * MB) }], "xxxx", "10 MB single line"),
  "text: 10 MB of URLs": () => shows([{ contentType: "text/plain", content: "https://example.com/a ".repeat((10 * MB) / 22) }], "example.com", "10 MB of links"),
  // Its start, highlighted or not, and "Show all" (one <pre> of 10 MB was a 2 s layout).
  "code: 10 MB of source": () => shows([{ contentType: "text/x-typescript", content: "const a = 1;\n".repeat((10 * MB) / 13) }], /const[^]*data-slot="code-block-more"/, "10 MB code"),
  "CSV: 100,000 columns": () => shows([{ contentType: "text/csv", content: wideCsv(100_000) }], "c0", "wide CSV"),
  "CSV: 10 MB, 200,000 rows": () => shows([{ contentType: "text/csv", content: `a,b,c\n${"1,2,3\n".repeat(200_000)}` }], /a/, "long CSV"),
  "CSV: an unterminated quote over 5 MB": () => shows([{ contentType: "text/csv", content: `a,b\n"${"x,".repeat((5 * MB) / 2)}` }], /a/, "unterminated quote"),
  "base64: invalid content in every decoding part type": () => shows(invalidBase64Parts(), /bad7/, "invalid base64", /does not decode/),
  "base64: 10 MB invalid, and decodeContent on it": async () => {
    const content = `${"A".repeat(10 * MB)}!`;
    const decoded = (() => {
      try {
        return decodeContent({ contentType: "text/plain", content, contentEncoding: "base64" });
      } catch (error) {
        return error;
      }
    })();
    const out = await shows([{ contentType: "text/plain", content, contentEncoding: "base64" }], /data-slot/, "10 MB invalid base64", /does not decode/);
    return { ...out, decoded: decoded instanceof Error ? `threw ${decoded.message.slice(0, 80)}` : typeof decoded };
  },
  // The text part shows its first 50,000 characters and a "Show all" button.
  "data: URL: 10 MB image, link, download and markdown image": () => shows(hugeDataUrlParts(), "Show all", "huge data: URLs"),
  "data: URL: 10 MB text/html": () => {
    const url = `data:text/html,${"<script>top.__pwned=1</script>".repeat((10 * MB) / 30)}`;
    return shows([{ contentType: "text/html", contentUrl: url }, { name: "/files/page.html", contentType: "text/html", contentUrl: url }, md(`[x](${url})`)], /data-slot/, "huge data:text/html");
  },
  "message: 20,000 parts": () => shows(namedTextParts(20_000), "file 0", "many parts"),
  "message: part names 10,000 segments deep": () => shows([{ name: `/${"a/".repeat(10_000)}leaf.txt`, contentType: "text/plain", content: "deep name" }], "deep name", "deep part name"),
  "form: 5,000 properties": async () => {
    const schema = { type: "object", properties: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`field${i}`, { type: "string", title: `Field ${i}` }])) };
    const html = await renderHtml(<SchemaForm schema={schema} />);
    // Past 300 properties the form mounts the fields in view, in a region that says how many there are.
    expectIn(html, /Field 0/, "5,000-property form (its first field)");
    expectIn(html, /fields 1 to \d+ of 5000/, "5,000-property form (its virtual region)");
    return { htmlChars: html.length };
  },
};
