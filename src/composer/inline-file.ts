import { formatBytes } from "../internal/format-bytes";
import { bytesToBase64 } from "./draft-basics";

/**
 * The largest file a composer without `upload` takes (10 MB): it goes inside the message as
 * base64, a third larger again, and every hop of the message (the runtime, the server, the
 * model's request) carries it whole.
 *
 * @example
 * <Composer onSend={send} maxInlineBytes={defaultMaxInlineBytes / 2} />
 */
export const defaultMaxInlineBytes = 10 * 1024 * 1024;

/**
 * Why a file of `size` bytes cannot go inside the message, or `undefined` when it can.
 *
 * @example
 * inlineRefusal("scan.pdf", 52_428_800, defaultMaxInlineBytes);
 * // "scan.pdf is 50 MB: files sent inside the message can be up to 10 MB."
 */
export function inlineRefusal(fileName: string, size: number, maxBytes: number): string | undefined {
  if (!(size > maxBytes)) return undefined;
  const limit = formatBytes(maxBytes);
  // Rounded alike ("10 MB" and "10 MB"), the size would read as within the limit.
  const shown = formatBytes(size) === limit ? `more than ${limit}` : formatBytes(size);
  return `${fileName} is ${shown}: files sent inside the message can be up to ${limit}.`;
}

/**
 * A file's bytes as base64. The browser encodes them natively (`FileReader.readAsDataURL`, off the
 * page's script), where encoding 50 MB in script blocked the page for 5 s.
 *
 * @example
 * const content = await fileToBase64(file); // "aGk="
 */
export function fileToBase64(file: Blob): Promise<string> {
  if (typeof FileReader === "undefined") return file.arrayBuffer().then((buffer) => bytesToBase64(new Uint8Array(buffer)));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"));
    reader.readAsDataURL(file);
  });
}
