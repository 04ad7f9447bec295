// Hostile inputs shared by the hostile suite (size-cases.tsx, schema-cases.tsx) and the `hostile`
// bench (bench/pages/hostile/): plain builders with no test or render dependency, so a bench page
// can import them.
import type { Part } from "../../../src/model/types";

/** Bytes in a megabyte, for the 10 MB inputs. */
export const MB = 1024 * 1024;

/** A `text/markdown` part. */
export const md = (content: string): Part => ({ contentType: "text/markdown", content });

/** `depth` openers, a leaf, `depth` closers: `[[[1]]]`, `{"a":{"a":1}}`. */
export const deepJson = (depth: number, open: string, close: string, leaf = "1") => open.repeat(depth) + leaf + close.repeat(depth);

/** Markdown that sends naive parsers into quadratic work or deep recursion. */
export const hostileMarkdown = {
  /** `*a` × 50,000: an emphasis run with no closer. */
  emphasisRun: () => "*a".repeat(50_000),
  /** 10,000 `>` on one line: block quotes nested 10,000 deep. */
  nestedQuotes: () => `${">".repeat(10_000)} deep`,
  /** 10,000 `- ` on one line: bullet lists nested 10,000 deep. */
  nestedLists: () => `${"- ".repeat(10_000)}leaf`,
  /** One 10 MB paragraph. */
  paragraph10MB: () => "lorem ipsum ".repeat(Math.ceil((10 * MB) / 12)),
  /** A table of 2,000 columns: header, delimiter row and 5 rows. */
  wideTable: () => `${"|h".repeat(2_000)}|\n${"|-".repeat(2_000)}|\n${Array.from({ length: 5 }, () => "|c".repeat(2_000) + "|").join("\n")}`,
  /** A bare URL ending in 60,000 `)`, just under the block size budget: GFM trims them one at a time. */
  urlParens: () => urlParens(60_000),
};

/** `https://example.com/` and `count` closing parentheses: a URL whose trailing punctuation linkifiers trim. */
export const urlParens = (count: number) => `https://example.com/${")".repeat(count)}`;

/** A CSV of one header row of `columns` names (`c0`…) and one row of `1`s. */
export const wideCsv = (columns: number) => `${Array.from({ length: columns }, (_, i) => `c${i}`).join(",")}\n${"1,".repeat(columns - 1)}1\n`;

/** One named part per decoding part type, each with content that is not base64. */
export const invalidBase64Parts = (): Part[] =>
  ["image/png", "application/json", "text/plain", "text/markdown", "text/csv", "application/pdf", "application/octet-stream", "audio/mpeg"].map((contentType, i) => ({
    name: `/files/bad${i}`,
    contentType,
    content: "!!not*base64$$ ===\u0000\uD800",
    contentEncoding: "base64",
  }));

/** A 10 MB `data:` URL as an image, a download, a URL in text and a markdown image, link and autolink. */
export const hugeDataUrlParts = (): Part[] => {
  const url = `data:image/png;base64,${"A".repeat(10 * MB)}`;
  return [
    { contentType: "image/png", contentUrl: url },
    { name: "/files/huge.png", contentType: "application/octet-stream", contentUrl: url },
    { contentType: "text/plain", content: `see ${url} here` },
    md(`![huge](${url}) [link](${url}) <${url}>`),
  ];
};

/** `count` named text parts, `/files/f0.txt` ("file 0") onwards. */
export const namedTextParts = (count: number): Part[] => Array.from({ length: count }, (_, i) => ({ name: `/files/f${i}.txt`, contentType: "text/plain", content: `file ${i}` }));

type Schema = Record<string, unknown>;

/** Patterns with catastrophic backtracking on a run of `a`s that ends in `!`. */
export const redosPatterns = [
  "^(a+)+$",
  "^(a|aa)+$",
  "^(a|a?)+$",
  "(.*a){20}",
  "^(([a-z])+.)+[A-Z]([a-z])+$",
  "^(\\w+\\s?)*$",
  "(x+x+)+y",
  "^(a+?)+$",
  "^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
  "(\\1)+",
  "^(?=(a+)+)b",
  `${"(a?)".repeat(40)}${"a".repeat(40)}`,
];

/** The email-like pattern among {@link redosPatterns}. */
export const emailLikePattern = redosPatterns[8]!;

/** `length` `a`s and a `!`: a value that makes {@link redosPatterns} backtrack. */
export const evilValue = (length = 60) => `${"a".repeat(length)}!`;

/** A string schema whose enum holds `count` values `v0`… */
export const hugeEnum = (count: number): Schema => ({ type: "string", enum: Array.from({ length: count }, (_, i) => `v${i}`) });

/** `leaf` under `depth` nested objects of one property `a`. */
export const nestedSchema = (depth: number, leaf: Schema): Schema => {
  let schema = leaf;
  for (let i = 0; i < depth; i++) schema = { type: "object", properties: { a: schema } };
  return schema;
};
