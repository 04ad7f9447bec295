"use client";
import { useCallback } from "react";
import type { AttachmentsState, UseAttachmentsOptions } from "./attachment-types";
import { refuseFile } from "./composer-draft";
import { useFiles } from "./use-files";

export type { AttachmentsState, UploadFile, UploadOptions, UseAttachmentsOptions } from "./attachment-types";

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
export function useAttachments({ schema, ...options }: UseAttachmentsOptions): AttachmentsState {
  const refuse = useCallback((name: string, contentType: string) => refuseFile(schema, name, contentType), [schema]);
  return useFiles({ ...options, refuse });
}
