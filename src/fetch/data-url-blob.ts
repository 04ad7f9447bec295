// Decoding a data: URL's payload a slice at a time, with a task between slices. Handing the URL
// to fetch() instead costs the main thread in one go: Chromium parses the whole URL before the
// request starts (about 50 ms for 10 MB), and a page showing it twice (an image and its download)
// paid that twice in one task.
const sliceChars = 1 << 20;

/**
 * The bytes of a `data:` URL as a Blob typed with its media type (`text/plain` when it names
 * none), decoded in 1 MB slices with a task between them, so a 10 MB URL never holds the main
 * thread for long. Base64 payloads may hold whitespace only in their last megabyte;
 * anything else is percent-decoded as the URL standard says. Rejects with a `TypeError` for a
 * payload that does not decode (a `%` in base64, `=` before the end, whitespace before the last megabyte) and an `AbortError` when
 * `signal` aborts.
 *
 * @example
 * const blob = await dataUrlToBlob("data:image/png;base64,iVBORw0KGgo=");
 * blob.type; // "image/png"
 */
export async function dataUrlToBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const comma = url.indexOf(",");
  const header = /^[\u0000-\u0020\u007F]*data:([^,]*)$/i.exec(url.slice(0, Math.max(0, comma)))?.[1];
  if (comma < 0 || header === undefined) throw new TypeError("not a data: URL");
  const base64 = /;\s*base64\s*$/i.test(header);
  const type = (base64 ? header.replace(/;\s*base64\s*$/i, "") : header).split(";")[0]!.trim().toLowerCase() || "text/plain";
  const pieces: Uint8Array[] = [];
  for (let start = comma + 1; start < url.length; ) {
    if (start > comma + 1) await nextTask(signal);
    const end = base64 ? Math.min(url.length, start + sliceChars) : percentSliceEnd(url, start);
    const slice = url.slice(start, end);
    pieces.push(base64 ? fromBase64(slice) : percentDecode(slice));
    start = end;
  }
  return new Blob(pieces as BlobPart[], { type });
}

function nextTask(signal: AbortSignal | undefined): Promise<void> {
  signal?.throwIfAborted();
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => signal?.throwIfAborted());
}

// Uint8Array.fromBase64 where the runtime has it (native, no binary string); atob otherwise.
const nativeFromBase64 = (Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array }).fromBase64;

function viaAtob(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// Slices are a multiple of 4 characters long, so each decodes alone. Whitespace (which base64 in
// a data: URL may hold, and both decoders skip) would shift the slices after it off that grid: in
// a full slice, fewer bytes than its length promises say so. In the last slice it is harmless.
function fromBase64(slice: string): Uint8Array {
  let bytes: Uint8Array | undefined;
  try {
    bytes = (nativeFromBase64 ?? viaAtob)(slice);
  } catch {
    // Reported below.
  }
  const padding = slice.endsWith("==") ? 2 : slice.endsWith("=") ? 1 : 0;
  if (bytes === undefined || (slice.length === sliceChars && bytes.length !== (sliceChars / 4) * 3 - padding)) throw new TypeError("the data: URL's base64 payload does not decode");
  return bytes;
}

// A slice of a percent-encoded payload never ends inside "%XX" or between a surrogate pair.
function percentSliceEnd(url: string, start: number): number {
  let end = Math.min(url.length, start + sliceChars);
  if (end === url.length) return end;
  if (url[end - 1] === "%") end -= 1;
  else if (url[end - 2] === "%") end -= 2;
  const code = url.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return end;
}

const hex = (byte: number) => (byte >= 48 && byte <= 57 ? byte - 48 : byte >= 65 && byte <= 70 ? byte - 55 : byte >= 97 && byte <= 102 ? byte - 87 : -1);

// The URL standard's percent-decode: the string's UTF-8 bytes, each "%XX" replaced by its byte.
function percentDecode(slice: string): Uint8Array {
  const bytes = new TextEncoder().encode(slice);
  let out = 0;
  for (let i = 0; i < bytes.length; i++) {
    const high = bytes[i] === 37 && i + 2 < bytes.length ? hex(bytes[i + 1]!) : -1;
    const low = high < 0 ? -1 : hex(bytes[i + 2]!);
    if (low < 0) bytes[out++] = bytes[i]!;
    else {
      bytes[out++] = high * 16 + low;
      i += 2;
    }
  }
  return bytes.subarray(0, out);
}
