/**
 * A parsed MIME type (RFC 9110 section 8.3.1).
 *
 * @example
 * const parsed: ParsedContentType = { type: "text", subtype: "plain", essence: "text/plain", params: { charset: "utf-8" } };
 */
export interface ParsedContentType {
  /** Lowercased top-level type: `text`. */
  readonly type: string;
  /** Lowercased subtype: `plain`. */
  readonly subtype: string;
  /** Lowercased `type/subtype`, the part schemas match on. */
  readonly essence: string;
  /** Parameters with lowercased names; quoted values are unquoted. Later duplicates are ignored. */
  readonly params: Readonly<Record<string, string>>;
}

// RFC 9110: token = 1*tchar; quoted-string = DQUOTE *( qdtext / quoted-pair ) DQUOTE; OWS = *( SP / HTAB ).
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const TOKEN_PREFIX = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/;
const OWS = /^[ \t]*/;
// qdtext excludes DQUOTE and backslash; obs-text (0x80-0xFF) is allowed.
const QUOTED = /^"((?:[\t \x21\x23-\x5B\x5D-\x7E\x80-\xFF]|\\[\t \x21-\x7E\x80-\xFF])*)"/;

/**
 * Parses a `Content-Type` value such as `text/plain; charset="utf-8"` following the RFC 9110
 * grammar (tokens, optional whitespace around `;` and quoted-string parameter values).
 * Returns `undefined` when the value does not follow the grammar. The result is frozen and shared
 * by every call with the same value.
 *
 * @example
 * parseContentType("Text/HTML; Charset=\"UTF-8\"");
 * // { type: "text", subtype: "html", essence: "text/html", params: { charset: "UTF-8" } }
 * parseContentType("text"); // undefined
 */
export function parseContentType(input: unknown): ParsedContentType | undefined {
  if (typeof input !== "string") return undefined;
  // Views ask for the type of every part on every pass, and a message repeats a few types over
  // and over: a 100,000-part message would otherwise parse "text/plain" 100,000 times at mount.
  const cacheable = input.length <= MAX_CACHED_LENGTH;
  if (cacheable && parsedTypes.has(input)) return parsedTypes.get(input);
  const parsed = parse(input);
  if (cacheable) {
    // Hostile input can bring any number of distinct types; past the bound, start over.
    if (parsedTypes.size >= MAX_CACHED) parsedTypes.clear();
    parsedTypes.set(input, parsed);
  }
  return parsed;
}

const MAX_CACHED = 512;
const MAX_CACHED_LENGTH = 256;
// Results are frozen: every caller of the same type shares one.
const parsedTypes = new Map<string, ParsedContentType | undefined>();

function parse(input: string): ParsedContentType | undefined {
  const value = input.replace(OWS, "");
  const slash = value.indexOf("/");
  if (slash < 0) return undefined;
  const type = value.slice(0, slash);
  let rest = value.slice(slash + 1);
  const subtypeMatch = TOKEN_PREFIX.exec(rest);
  if (!TOKEN.test(type) || !subtypeMatch) return undefined;
  const subtype = subtypeMatch[0];
  rest = rest.slice(subtype.length);
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (;;) {
    rest = rest.replace(OWS, "");
    if (rest === "") break;
    if (!rest.startsWith(";")) return undefined;
    rest = rest.slice(1).replace(OWS, "");
    // RFC 9110 allows empty parameters between semicolons ("text/plain;;charset=x").
    if (rest === "" || rest.startsWith(";")) continue;
    const nameMatch = TOKEN_PREFIX.exec(rest);
    if (!nameMatch || rest[nameMatch[0].length] !== "=") return undefined;
    const paramName = nameMatch[0].toLowerCase();
    rest = rest.slice(nameMatch[0].length + 1);
    let paramValue: string;
    const quoted = QUOTED.exec(rest);
    if (quoted) {
      paramValue = (quoted[1] ?? "").replace(/\\(.)/g, "$1");
      rest = rest.slice(quoted[0].length);
    } else {
      const tokenMatch = TOKEN_PREFIX.exec(rest);
      if (!tokenMatch) return undefined;
      paramValue = tokenMatch[0];
      rest = rest.slice(paramValue.length);
    }
    if (!(paramName in params)) params[paramName] = paramValue;
  }
  const lowerType = type.toLowerCase();
  const lowerSubtype = subtype.toLowerCase();
  return Object.freeze({
    type: lowerType,
    subtype: lowerSubtype,
    essence: `${lowerType}/${lowerSubtype}`,
    params: Object.freeze({ ...params }),
  });
}
