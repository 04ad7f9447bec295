import { ContentLoadError, formatBytes } from "./content-error";
import type { LoadProgress } from "./types";

/**
 * Reads a response body as bytes, streaming, reporting progress after every chunk and refusing
 * more than `maxBytes`: at once when `Content-Length` says so, otherwise as soon as the bytes
 * received pass the limit (servers may omit or understate the length). The caller aborts the
 * request when this throws.
 *
 * @example
 * const bytes = await readBody(await fetch(url), { maxBytes: 1 << 20, onChunk: () => resetTimer() });
 */
export async function readBody(
  response: Response,
  { maxBytes, onChunk, onProgress }: { maxBytes: number; onChunk?: () => void; onProgress?: (progress: LoadProgress) => void },
): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? NaN);
  const total = Number.isFinite(declared) ? declared : undefined;
  const tooLarge = (size: string) => new ContentLoadError("too-large", `Content is larger than the ${formatBytes(maxBytes)} limit (${size})`);
  if (total !== undefined && total > maxBytes) throw tooLarge(formatBytes(total));
  const reader = response.body?.getReader();
  if (!reader) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > maxBytes) throw tooLarge(formatBytes(bytes.byteLength));
    return bytes;
  }
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const step = await reader.read();
    if (step.done) break;
    onChunk?.();
    loaded += step.value.byteLength;
    if (loaded > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge(`more than ${formatBytes(loaded)} received`);
    }
    chunks.push(step.value);
    onProgress?.(total === undefined ? { loaded } : { loaded, total });
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
