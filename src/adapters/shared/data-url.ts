import { normalizeBase64 } from "./base64";

/**
 * A parsed `data:` URL.
 *
 * @example
 * const d: DataUrl = { contentType: "image/png", content: "iVBO…", contentEncoding: "base64" };
 */
export interface DataUrl {
  readonly contentType?: string;
  readonly content: string;
  readonly contentEncoding: "plain" | "base64";
}

/**
 * Parses a `data:` URL; undefined when `url` is not one or its base64 does not decode.
 *
 * @example
 * parseDataUrl("data:text/plain,hi%21"); // { contentType: "text/plain", content: "hi!", contentEncoding: "plain" }
 */
export function parseDataUrl(url: string): DataUrl | undefined {
  const match = /^data:([^,]*),(.*)$/s.exec(url);
  if (!match) return undefined;
  const params = match[1]!.split(";").map((s) => s.trim());
  const isBase64 = params.at(-1)?.toLowerCase() === "base64";
  const mediaParams = isBase64 ? params.slice(0, -1) : params;
  const contentType = mediaParams[0] ? mediaParams.join(";") : undefined;
  const body = match[2]!;
  if (isBase64) {
    const content = normalizeBase64(body);
    return content === undefined ? undefined : { contentType, content, contentEncoding: "base64" };
  }
  try {
    return { contentType, content: decodeURIComponent(body), contentEncoding: "plain" };
  } catch {
    return { contentType, content: body, contentEncoding: "plain" };
  }
}
