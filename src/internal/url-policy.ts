/**
 * Where a URL will be used; each use has its own allowlist of schemes.
 *
 * @example
 * const use: UrlUse = "image"; // https, http, blob and data:image/* only
 */
export type UrlUse = "link" | "image" | "media" | "download" | "frame" | "fetch";

const allowedSchemes: Record<UrlUse, readonly string[]> = {
  link: ["http:", "https:", "mailto:"],
  image: ["http:", "https:", "blob:", "data:"],
  media: ["http:", "https:", "blob:", "data:"],
  download: ["http:", "https:", "blob:", "data:"],
  frame: ["http:", "https:", "blob:"],
  fetch: ["http:", "https:", "blob:", "data:"],
};

// What a browser shows as inert bytes when a download link is opened instead of saved: no HTML,
// XML or SVG, which run script in the page's origin when navigated to (`download` is only a hint).
const inertDownloadType = /^(image\/(png|jpe?g|gif|webp|avif|bmp)|(audio|video)\/[a-z0-9.+-]+|text\/(plain|csv|markdown)|application\/(pdf|json|octet-stream|zip|gzip))$/;

// data: URLs are only ever allowed with a type that cannot run script in its context.
const safeDataTypes: Record<UrlUse, RegExp | undefined> = {
  link: undefined,
  image: /^image\/(png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)$/,
  media: /^(audio|video)\/[a-z0-9.+-]+$/,
  download: inertDownloadType,
  frame: undefined,
  fetch: /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/,
};

// Browsers drop tabs and newlines anywhere in a URL and trim C0 controls and spaces at the ends,
// so `java\tscript:` runs as `javascript:`. Normalise the same way before judging the scheme.
const stripped = /[\u0000-\u001F\u007F]/g;

/**
 * Returns a URL that is safe to put in `href`/`src` for the given use, or `undefined`.
 *
 * Whitespace and control characters are removed as a browser would, backslashes count as
 * slashes, protocol-relative URLs (`//host`) become `https:`, and only allowlisted schemes pass
 * (`javascript:`, `vbscript:`, `file:` never do; `data:` only for image, audio/video and
 * downloads, never `data:text/html` in a link or frame). Relative URLs pass unchanged.
 *
 * @example
 * safeUrl("https://example.com/a")         // "https://example.com/a"
 * safeUrl(" java\tscript:alert(1)")        // undefined
 * safeUrl("data:image/png;base64,AAAA", "image") // "data:image/png;base64,AAAA"
 * safeUrl("//cdn.example/x.png", "image")  // "https://cdn.example/x.png"
 */
export function safeUrl(raw: unknown, use: UrlUse = "link"): string | undefined {
  if (typeof raw !== "string") return undefined;
  // A data: URL is judged by its header (scheme and type) alone; its payload is kept as written,
  // and a 10 MB one is not copied three times over to find that out.
  const dataHeader = /^[\u0000-\u0020\u007F]*data:[^,]{0,256},/i.exec(raw.slice(0, 512))?.[0];
  if (dataHeader !== undefined) {
    const header = checkedUrl(dataHeader, use);
    if (header === undefined) return undefined;
    // The same string when nothing was stripped: comparing two 10 MB copies costs a pass each time.
    return header === dataHeader ? raw : header + raw.slice(dataHeader.length);
  }
  return checkedUrl(raw, use);
}

function checkedUrl(raw: string, use: UrlUse): string | undefined {
  let url = raw.replace(stripped, "").trim().replace(/\\/g, "/");
  if (url === "") return undefined;
  if (url.startsWith("//")) url = `https:${url}`;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) {
    // A colon before any slash, query or hash would be read as a scheme by some parser: refuse.
    return /^[^/?#]*:/.test(url) ? undefined : url;
  }
  const protocol = `${scheme.toLowerCase()}:`;
  if (!allowedSchemes[use].includes(protocol)) return undefined;
  if (protocol === "data:") {
    const type = /^data:([^;,]*)/i.exec(url)?.[1]?.trim().toLowerCase() ?? "";
    if (!safeDataTypes[use]?.test(type)) return undefined;
    return url;
  }
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
}

/**
 * A URL for display: signed-URL query strings and credentials are hidden so tokens never reach
 * UI text. Returns the input unchanged when it does not parse.
 *
 * @example
 * displayUrl("https://x.supabase.co/storage/v1/object/sign/b/a.jpg?token=eyJ") // "x.supabase.co/storage/v1/object/sign/b/a.jpg"
 */
export function displayUrl(raw: string): string {
  const data = /^\s*data:([^;,]{0,100})/i.exec(raw.slice(0, 200));
  if (data) return `data:${data[1]}…`;
  try {
    const url = new URL(raw);
    if (url.protocol === "data:") return `data:${raw.slice(5, 40).split(/[;,]/)[0] ?? ""}…`;
    return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
  } catch {
    return raw.split(/[?#]/)[0] ?? "";
  }
}

/**
 * The type to give the bytes of a download link: the part's own type when a browser that opens
 * it (rather than saving it) shows it inert, `application/octet-stream` otherwise, so an HTML or
 * SVG part never becomes a same-origin page that runs its script.
 *
 * @example
 * downloadType("application/pdf"); // "application/pdf"
 * downloadType("text/html"); // "application/octet-stream"
 */
export function downloadType(essence: string | undefined): string {
  return isInertType(essence) ? essence : "application/octet-stream";
}

/**
 * Whether a browser shows bytes of this type (a MIME essence, lower case) inert when it opens
 * them as a page: a picture, audio, video, a PDF, plain text, CSV, JSON or an archive. Only such
 * types may become `blob:` URLs, whose pages have the app's origin.
 *
 * @example
 * isInertType("image/png"); // true
 * isInertType("image/svg+xml"); // false
 */
export function isInertType(essence: string | undefined): essence is string {
  return essence !== undefined && inertDownloadType.test(essence);
}
