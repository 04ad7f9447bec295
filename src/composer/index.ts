/**
 * partkit's composer: builds a message body (text, files as `/files/<name>` parts, a data part)
 * checked live against the target's input `MessageBodySchema`.
 */
export { Composer } from "./composer";
export type { ComposerProps, ComposerStatus } from "./composer";
export { createDraftStore, defaultDraftStore } from "./draft-store";
export { defaultMaxInlineBytes } from "./inline-file";
export type { DraftStore, DraftStoreOptions, StoredDraft } from "./draft-store";
export { useDraftData } from "./use-draft-data";
export { useAttachments } from "./use-attachments";
export type { AttachmentsState, UploadFile, UploadOptions, UseAttachmentsOptions } from "./use-attachments";
export { acceptFor, bytesToBase64, checkDraft, chooseTextType, draftBody, explainBlocked, fileContentType, refuseFile } from "./composer-draft";
export type { Attachment, AttachmentStatus, ComposerData, ComposerDraft, DraftCheck } from "./composer-draft";
export { describeSchemaPart } from "./describe-schema-part";
export { filePartName } from "./file-part-name";
