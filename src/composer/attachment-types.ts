import type { MessageBodySchema } from "../model/types";
import type { Attachment } from "./draft-basics";

/**
 * Uploads one file and resolves with the URL the part will carry (`contentUrl`). Abort on
 * `signal` (Cancel, Remove, unmount); report progress through `onProgress`.
 *
 * @example
 * const upload: UploadFile = async (file, { signal }) => {
 *   const { putUrl, getUrl } = await (await fetch(`/presign?name=${encodeURIComponent(file.name)}`, { signal })).json();
 *   await fetch(putUrl, { method: "PUT", body: file, signal });
 *   return getUrl;
 * };
 */
export type UploadFile = (file: File, options: UploadOptions) => Promise<string>;

/**
 * What {@link UploadFile} is given besides the file.
 *
 * @example
 * const options: UploadOptions = { signal: new AbortController().signal, onProgress: ({ loaded, total }) => console.log(loaded, total) };
 */
export interface UploadOptions {
  readonly signal: AbortSignal;
  readonly onProgress: (progress: { readonly loaded: number; readonly total?: number }) => void;
}

/**
 * The attachments of a composer and what can be done to them.
 *
 * @example
 * const { attachments, add, remove } = useAttachments({ schema, upload });
 */
export interface AttachmentsState {
  readonly attachments: readonly Attachment[];
  /** Why files were refused by the last `add`, one sentence each. */
  readonly refusals: readonly string[];
  add(files: readonly File[]): void;
  remove(id: string): void;
  cancel(id: string): void;
  retry(id: string): void;
  clear(): void;
  /** Takes these files out of the list without a word (they were sent); the others, and their uploads, stay. Returns those left. */
  release(ids: ReadonlySet<string>): readonly Attachment[];
  dismissRefusals(): void;
}

/**
 * Options of {@link useAttachments}.
 *
 * @example
 * useAttachments({ schema, upload, folder: "/files/", onChange: (text) => announce(text) });
 */
export interface UseAttachmentsOptions {
  readonly schema?: MessageBodySchema;
  readonly upload?: UploadFile;
  /** Folder files are named under. Default `/files/`. */
  readonly folder?: string;
  /** Told what happened, in words, for a live region ("q3.pdf uploaded"). */
  readonly onChange?: (text: string) => void;
  /** The files to start with (a kept draft's). Uploads that were cut off by an unmount start again. */
  readonly initial?: readonly Attachment[];
}
