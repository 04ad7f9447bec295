"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageBodySchema } from "../model/types";
import { fileContentType, refuseFile, type Attachment } from "./composer-draft";
import { filePartName } from "./file-part-name";

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

// A presigned URL in an error message would leak its signature into the page.
const withoutQueries = (text: string) => text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"']*)\?[^\s#"']*/gi, "$1?…");

function errorMessage(error: unknown): string {
  let text = "the upload failed";
  try {
    if (error instanceof Error && error.message) text = error.message;
    else if (typeof error === "string" && error) text = error;
  } catch {
    // A hostile error object: keep the generic sentence.
  }
  text = withoutQueries(text);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

let nextId = 0;

/**
 * Keeps a composer's files: names them `/files/<name>`, refuses those the schema does not take
 * (saying why), and runs `upload` for each with progress, cancel and retry. Files stay listed
 * through uploads, failures and failed sends until removed or sent. Uploads still running are
 * aborted on unmount, and start again when the files come back as `initial` (a kept draft).
 *
 * @example
 * const files = useAttachments({ schema, upload });
 * <input type="file" onChange={(e) => files.add([...(e.currentTarget.files ?? [])])} />
 */
export function useAttachments({ schema, upload, folder = "/files/", onChange, initial = [] }: UseAttachmentsOptions): AttachmentsState {
  const [attachments, setAttachments] = useState<readonly Attachment[]>(initial);
  const [refusals, setRefusals] = useState<readonly string[]>([]);
  // The list is mirrored in a ref so names are picked, and async upload results applied, against
  // the latest list rather than the one of a past render.
  const list = useRef<readonly Attachment[]>(initial);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, onChange });
  useEffect(() => {
    latest.current = { upload, onChange };
  });

  const commit = useCallback((next: readonly Attachment[]) => {
    list.current = next;
    setAttachments(next);
  }, []);
  const update = useCallback(
    (id: string, patch: Partial<Attachment>) => commit(list.current.map((a) => (a.id === id ? ({ ...a, ...patch } as Attachment) : a))),
    [commit],
  );
  const fileName = (a: Attachment) => a.name.slice(a.name.lastIndexOf("/") + 1);

  const start = useCallback(
    (a: Attachment) => {
      const send = latest.current.upload;
      if (!send) return;
      controllers.current.get(a.id)?.abort();
      const controller = new AbortController();
      controllers.current.set(a.id, controller);
      update(a.id, { status: "uploading", progress: { loaded: 0, total: a.file.size }, error: undefined, contentUrl: undefined });
      const still = () => controllers.current.get(a.id) === controller && !controller.signal.aborted;
      const onProgress = (progress: { readonly loaded: number; readonly total?: number }) => {
        if (!still()) return;
        const loaded = Number(progress?.loaded);
        const total = Number(progress?.total ?? a.file.size);
        if (Number.isFinite(loaded)) update(a.id, { progress: Number.isFinite(total) && total > 0 ? { loaded, total } : { loaded } });
      };
      let pending: Promise<string>;
      try {
        pending = Promise.resolve(send(a.file, { signal: controller.signal, onProgress }));
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (url) => {
          if (!still()) return;
          controllers.current.delete(a.id);
          if (typeof url !== "string" || url === "") {
            update(a.id, { status: "failed", error: "the upload gave no URL for the file" });
            latest.current.onChange?.(`${fileName(a)} did not upload: the upload gave no URL for the file`);
            return;
          }
          update(a.id, { status: "uploaded", contentUrl: url, progress: { loaded: a.file.size, total: a.file.size } });
          latest.current.onChange?.(`${fileName(a)} uploaded`);
        },
        (error: unknown) => {
          if (!still()) return;
          controllers.current.delete(a.id);
          const message = errorMessage(error);
          update(a.id, { status: "failed", error: message });
          latest.current.onChange?.(`${fileName(a)} did not upload: ${message}`);
        },
      );
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const taken = new Set(list.current.map((a) => a.name));
      const added: Attachment[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const name = filePartName(file.name, taken, folder);
        const contentType = fileContentType(file);
        const why = refuseFile(schema, name, contentType);
        if (why !== undefined) {
          refused.push(why);
          continue;
        }
        taken.add(name);
        added.push({ id: `a${++nextId}`, file, name, contentType, status: "local" });
      }
      setRefusals(refused);
      if (added.length > 0) commit([...list.current, ...added]);
      const said = [...refused, ...(added.length > 0 ? [`Attached ${added.map(fileName).join(", ")}`] : [])];
      if (said.length > 0) latest.current.onChange?.(said.join(". "));
      for (const a of added) start(a);
    },
    [schema, folder, commit, start],
  );

  const cancel = useCallback(
    (id: string) => {
      const controller = controllers.current.get(id);
      if (!controller) return;
      controllers.current.delete(id);
      controller.abort(new DOMException("Upload cancelled", "AbortError"));
      update(id, { status: "cancelled", error: "upload cancelled" });
      const a = list.current.find((x) => x.id === id);
      if (a) latest.current.onChange?.(`Upload of ${fileName(a)} cancelled`);
    },
    [update],
  );

  const remove = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort(new DOMException("Attachment removed", "AbortError"));
      controllers.current.delete(id);
      const a = list.current.find((x) => x.id === id);
      commit(list.current.filter((x) => x.id !== id));
      if (a) latest.current.onChange?.(`Removed ${fileName(a)}`);
    },
    [commit],
  );

  const retry = useCallback(
    (id: string) => {
      const a = list.current.find((x) => x.id === id);
      if (a && (a.status === "failed" || a.status === "cancelled")) start(a);
    },
    [start],
  );

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort(new DOMException("Composer cleared", "AbortError"));
    controllers.current.clear();
    commit([]);
  }, [commit]);

  const release = useCallback(
    (ids: ReadonlySet<string>) => {
      const left = list.current.filter((a) => !ids.has(a.id));
      commit(left);
      return left;
    },
    [commit],
  );

  const dismissRefusals = useCallback(() => setRefusals([]), []);

  useEffect(() => {
    const open = controllers.current;
    // A kept draft's uploads were aborted when its composer went away: they go on from the start.
    for (const a of list.current) {
      if (a.status !== "uploading" || open.has(a.id)) continue;
      if (latest.current.upload) start(a);
      else update(a.id, { status: "local", progress: undefined });
    }
    return () => {
      for (const controller of open.values()) controller.abort(new DOMException("Composer unmounted", "AbortError"));
      open.clear();
    };
  }, [start, update]);

  return { attachments, refusals, add, remove, cancel, retry, clear, release, dismissRefusals };
}
