const MAX_HASH_CHARS = 200_000;

function encodeHashValue(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value ?? null));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Reads a value that {@link Playground} stored in a URL hash; `undefined` for anything that is
 * not exactly that (missing key, bad base64, bad UTF-8, bad JSON, too long).
 *
 * @example
 * readHashValue("#input=eyJhIjoxfQ", "input") // { a: 1 }
 * readHashValue("#input=%%%", "input")        // undefined
 */
export function readHashValue(hash: string, key: string): unknown {
  if (hash.length > MAX_HASH_CHARS) return undefined;
  try {
    const params = new URLSearchParams(hash.replace(/^#/, ""));
    const raw = params.get(key);
    if (!raw || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
    const bin = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Writes a value into a URL hash under `key`, keeping the hash's other parameters.
 *
 * @example
 * writeHashValue("#tab=2", "input", { a: 1 }) // "#tab=2&input=eyJhIjoxfQ"
 */
export function writeHashValue(hash: string, key: string, value: unknown): string {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^#/, ""));
  } catch {
    params = new URLSearchParams();
  }
  params.set(key, encodeHashValue(value));
  return `#${params.toString()}`;
}
