"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { fileContentType, type Attachment } from "./draft-basics";
import type { AttachmentsState, UseAttachmentsOptions } from "./attachment-types";
import { filePartName } from "./file-part-name";

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
 * Options of {@link useFiles}: {@link UseAttachmentsOptions} with the refusal decided by a
 * function rather than a schema (the Composer's comes with its lazily loaded schema reader).
 *
 * @example
 * useFiles({ upload, refuse: (name, type) => (type === "application/pdf" ? undefined : `${name} is not a PDF`) });
 */
export interface UseFilesOptions extends Omit<UseAttachmentsOptions, "schema"> {
  /** Why a file under `name` with `contentType` and `size` bytes is not taken, or `undefined` to take it. */
  readonly refuse?: (name: string, contentType: string, size: number) => string | undefined;
}

/**
 * {@link useAttachments} without the schema: the files, their names, uploads and refusals.
 *
 * @example
 * const files = useFiles({ upload, refuse });
 */
export function useFiles({ refuse, upload, folder = "/files/", onChange, initial = [] }: UseFilesOptions): AttachmentsState {
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
  // Progress is drawn once a frame: with hundreds of uploads, an update per progress event redrew
  // the composer thousands of times a second.
  const progress = useRef(new Map<string, NonNullable<Attachment["progress"]>>());
  const frame = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushProgress = useCallback(() => {
    frame.current = undefined;
    const pending = progress.current;
    progress.current = new Map();
    if (pending.size === 0) return;
    commit(list.current.map((a) => (a.status === "uploading" && pending.has(a.id) ? ({ ...a, progress: pending.get(a.id) } as Attachment) : a)));
  }, [commit]);
  const queueProgress = useCallback(
    (id: string, value: NonNullable<Attachment["progress"]>) => {
      progress.current.set(id, value);
      frame.current ??= setTimeout(flushProgress, 16);
    },
    [flushProgress],
  );

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
        if (Number.isFinite(loaded)) queueProgress(a.id, Number.isFinite(total) && total > 0 ? { loaded, total } : { loaded });
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
    [update, queueProgress],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const taken = new Set(list.current.map((a) => a.name));
      const added: Attachment[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const name = filePartName(file.name, taken, folder);
        const contentType = fileContentType(file);
        const why = refuse?.(name, contentType, file.size);
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
    [refuse, folder, commit, start],
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
      clearTimeout(frame.current);
      frame.current = undefined;
    };
  }, [start, update]);

  return { attachments, refusals, add, remove, cancel, retry, clear, release, dismissRefusals };
}
