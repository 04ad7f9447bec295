"use client";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ClipboardEvent, type ComponentProps, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import type { MessageBody, MessageBodySchema } from "../model/types";
import { AttachmentPreview } from "./attachment-preview";
import { CheckIcon, PaperclipIcon, SendIcon, StopIcon } from "../internal/icons";
import { longTextLength, useAutoGrow } from "./use-auto-grow";
import { explainBlocked, plainCheck, type ComposerData, type ComposerDraft } from "./draft-basics";
import { defaultDraftStore, type DraftStore } from "./draft-store";
import { useSchemaTools } from "./schema-tools";
import type { UploadFile } from "./attachment-types";
import { useComposerText } from "./use-composer-text";
import { useFiles } from "./use-files";
import { defaultMaxInlineBytes, inlineRefusal } from "./inline-file";
import { useSend } from "./use-send";

/**
 * Props of {@link Composer}.
 *
 * @example
 * const props: ComposerProps = { onSend: (body) => agent.send(body), schema: agent.inputSchema, status: "ready" };
 */
export interface ComposerProps extends Omit<ComponentProps<"div">, "children"> {
  /** Called with the message body. A rejected promise keeps the text and files and shows why. */
  readonly onSend: (body: MessageBody) => void | Promise<void>;
  /** The target's input schema: the draft is checked against it live, and files it does not take are refused. */
  readonly schema?: MessageBodySchema;
  /** Uploads a file and returns its `contentUrl`; without it, files are sent inline (base64). */
  readonly upload?: UploadFile;
  /**
   * Without `upload`, the largest file taken, in bytes: a bigger one is refused when attached,
   * saying its size and the limit. Default {@link defaultMaxInlineBytes} (10 MB).
   */
  readonly maxInlineBytes?: number;
  /**
   * The runtime's state of the latest turn, `useChat`'s `status` as it is: `submitted` (sent, no
   * reply yet) and `streaming` show Stop instead of Send (for `submitted`, when there is an
   * `onStop`); `error` sends again like `ready`. Text and files can be added all along. Default `ready`.
   */
  readonly status?: ComposerStatus;
  readonly onStop?: () => void;
  /** The text part's type. Default: the exact text type an unnamed schema part asks for, else `text/plain`. */
  readonly textType?: string;
  /** A form for structured input (for example `<SchemaForm>` from `partkit/form`), shown above the text. */
  readonly form?: ReactNode;
  /** What the form gathered, sent as one JSON part. */
  readonly data?: ComposerData;
  /** Folder files are named under. Default `/files/`. */
  readonly folder?: string;
  /** The text, when the parent keeps it (for example to fill it from a suggestion). Leave out to let the composer keep it. */
  readonly value?: string;
  /** Called with the text on every edit, and with `""` once a message is sent. */
  readonly onValueChange?: (value: string) => void;
  /** The text field's accessible name. Default "Message". */
  readonly label?: string;
  /** The send button's label. Default "Send". */
  readonly sendLabel?: string;
  /** Shown in the empty text field ("Ask anything"). */
  readonly placeholder?: string;
  /** Turns the composer off: the text field, attaching and Send are disabled. */
  readonly disabled?: boolean;
  /**
   * Keeps the draft (text, files, and form data through {@link useDraftData}) under this key, a
   * thread's id say: it survives the composer's unmount and remount, and is cleared of what was
   * sent once a send succeeds. A new key shows that key's draft. Without a key nothing is kept.
   * The text is kept only when the composer keeps it (no `value`).
   */
  readonly draftKey?: string;
  /** Where drafts are kept. Default {@link defaultDraftStore} (memory); see {@link createDraftStore} for `sessionStorage`. */
  readonly draftStore?: DraftStore;
}

/**
 * The runtime's state of the latest turn, as `useChat` reports it.
 *
 * @example
 * const status: ComposerStatus = "error";
 */
export type ComposerStatus = "ready" | "submitted" | "streaming" | "error";

function filesOf(list: FileList | null | undefined): File[] {
  if (!list) return [];
  try {
    return Array.from(list).filter((file): file is File => file instanceof Blob);
  } catch {
    return [];
  }
}

/**
 * A message composer that builds a partkit message body: text, files as named parts
 * (`/files/<name>`) and, when the target asks for structured input, a data part from a form.
 *
 * - Attach by picking, dropping or pasting; previews with Remove; with `upload`, each file
 *   uploads with progress, Cancel and Retry. Files stay through uploads and failed sends.
 * - Enter sends, Shift+Enter adds a line; Enter that ends an IME composition does not send.
 * - Given the target's `schema`, it lists the required parts, says what is missing next to
 *   Send ("Needs a PDF under /files/."), and refuses files the target does not take, saying why.
 * - A live region announces attachments, uploads, refusals and send failures; Stop shows while
 *   a reply streams.
 * - Nothing typed or chosen is lost: Send fires once however fast it is clicked; text and files
 *   added while a message is on its way stay, and only what went is cleared; a failed send keeps
 *   everything and says why. With a `draftKey`, the draft also survives an unmount and remount.
 *
 * Pass `value` and `onValueChange` to keep the text yourself (a suggestion fills it).
 *
 * @example
 * <Composer
 *   draftKey={threadId}
 *   schema={{ parts: [{ contentType: "text/markdown", required: true }, { name: "/files/*", contentType: "application/pdf" }] }}
 *   onSend={(body) => agent.send(body)}
 *   status={status}
 *   onStop={() => agent.cancel()}
 * />
 */
export function Composer(props: ComposerProps) {
  // Another key is another draft, files and uploads included: a fresh composer.
  return <ComposerSurface key={props.draftKey} {...props} />;
}

function ComposerSurface({
  onSend,
  schema,
  upload,
  maxInlineBytes = defaultMaxInlineBytes,
  status = "ready",
  onStop,
  textType,
  form,
  data,
  folder,
  value,
  onValueChange,
  label = "Message",
  sendLabel = "Send",
  placeholder,
  disabled = false,
  draftKey,
  draftStore = defaultDraftStore,
  ...rest
}: ComposerProps) {
  const { text, setText, latest } = useComposerText({ value, onValueChange, draftKey, store: draftStore });
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  const composing = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(field, text);
  const dragDepth = useRef(0);
  const hintId = useId();
  const reasonId = useId();
  const requiredId = useId();
  const [kept] = useState(() => (draftKey === undefined ? undefined : draftStore.get(draftKey)?.attachments));
  // The schema reader is fetched after the first paint; until it is here, a draft for a target
  // with a schema waits (Send says so) and files are taken, to be checked once it arrives.
  const tools = useSchemaTools();
  const refuse = useMemo(
    () => (name: string, contentType: string, size: number) =>
      (schema && tools ? tools.refuseFile(schema, name, contentType) : undefined) ?? (upload ? undefined : inlineRefusal(name.slice(name.lastIndexOf("/") + 1), size, maxInlineBytes)),
    [schema, tools, upload, maxInlineBytes],
  );
  const files = useFiles({ refuse, upload, ...(folder ? { folder } : {}), onChange: setAnnouncement, ...(kept ? { initial: kept } : {}) });
  useEffect(() => {
    if (draftKey !== undefined) draftStore.update(draftKey, { attachments: files.attachments });
  }, [draftKey, draftStore, files.attachments]);
  const type = useMemo(() => (schema && tools ? tools.chooseTextType(schema, textType) : (textType ?? "text/plain")), [schema, tools, textType]);
  const draft: ComposerDraft = { text, textType: type, attachments: files.attachments, ...(data ? { data } : {}) };
  const waiting = schema !== undefined && tools === undefined;
  const check = schema && tools ? tools.checkDraft(draft, schema) : waiting ? { ...plainCheck(draft), ready: false } : plainCheck(draft);
  const blocked = waiting ? "Checking what the agent takes…" : explainBlocked(check);
  // An empty draft is the usual state, not a problem: the hint teaches the keys, and Send is
  // still described by why it waits.
  const onlyEmpty = !waiting && check.empty && check.needs.length === 0 && check.problems.length === 0;
  const shownBlock = onlyEmpty ? undefined : blocked;
  const replying = status === "streaming" || (status === "submitted" && onStop !== undefined);
  const { send, sending, error: sendError } = useSend({
    draft,
    check,
    blocked,
    busy: status === "submitted" || status === "streaming" || disabled,
    schema,
    onSend,
    files,
    text: latest,
    setText,
    controlled: value !== undefined,
    draftKey,
    store: draftStore,
    announce: setAnnouncement,
  });
  const busy = sending || status === "submitted" || status === "streaming" || disabled;
  const accept = useMemo(() => (schema && tools ? tools.acceptFor(schema) : undefined), [schema, tools]);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    // Enter that confirms an IME candidate is part of the composition (keyCode 229 in Safari,
    // which ends the composition before the keydown).
    if (event.nativeEvent.isComposing || composing.current || event.keyCode === 229) return;
    event.preventDefault();
    void send();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = filesOf(event.clipboardData?.files);
    if (pasted.length === 0) return;
    event.preventDefault();
    files.add(pasted);
  };

  const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes("Files");
  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event) || disabled) return;
    dragDepth.current++;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event) || disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    dragDepth.current = 0;
    setDragging(false);
    const dropped = filesOf(event.dataTransfer?.files);
    if (dropped.length === 0 || disabled) return;
    event.preventDefault();
    files.add(dropped);
  };

  const onPick = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const picked = filesOf(event.currentTarget.files);
      event.currentTarget.value = "";
      files.add(picked);
    },
    [files],
  );

  return (
    <div
      {...rest}
      data-slot="composer"
      data-state={dragging ? "dragging" : sending ? "sending" : status}
      onDragEnter={(event) => {
        rest.onDragEnter?.(event);
        onDragEnter(event);
      }}
      onDragOver={(event) => {
        rest.onDragOver?.(event);
        onDragOver(event);
      }}
      onDragLeave={(event) => {
        rest.onDragLeave?.(event);
        onDragLeave();
      }}
      onDrop={(event) => {
        rest.onDrop?.(event);
        onDrop(event);
      }}
    >
      {check.required.length > 0 ? (
        <div data-slot="composer-required">
          <p data-slot="composer-required-title" id={requiredId}>
            This agent needs
          </p>
          <ul data-slot="composer-required-list" aria-labelledby={requiredId}>
            {check.required.map((r, i) => (
              <li key={i} data-slot="composer-required-item" data-state={r.met ? "met" : "missing"}>
                {r.met ? <CheckIcon data-slot="composer-required-icon" /> : null}
                {r.text}
                <span data-slot="composer-sr-only">{r.met ? " (done)" : " (missing)"}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {form ? <div data-slot="composer-form">{form}</div> : null}
      {files.attachments.length > 0 ? (
        <ul data-slot="composer-attachments" aria-label="Attachments">
          {files.attachments.map((a) => (
            <AttachmentPreview key={a.id} attachment={a} onRemove={files.remove} onCancel={files.cancel} onRetry={files.retry} />
          ))}
        </ul>
      ) : null}
      {files.refusals.length > 0 ? (
        <div data-slot="composer-refusals">
          <ul data-slot="composer-refusal-list" aria-label="Files not attached">
            {files.refusals.map((why, i) => (
              <li key={i} data-slot="composer-refusal">
                {why}
              </li>
            ))}
          </ul>
          <button type="button" data-slot="composer-button" onClick={files.dismissRefusals}>
            Dismiss
          </button>
        </div>
      ) : null}
      {sendError !== undefined ? (
        <p data-slot="composer-error">Not sent: {sendError}. Your message and files are kept.</p>
      ) : null}
      <textarea
        ref={field}
        data-slot="composer-input"
        data-length={text.length > longTextLength ? "long" : undefined}
        aria-label={label}
        aria-describedby={shownBlock ? hintId : undefined}
        placeholder={placeholder}
        value={text}
        rows={1}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
      />
      <div data-slot="composer-toolbar">
        <label data-slot="composer-attach" data-disabled={disabled || undefined}>
          <PaperclipIcon />
          <span data-slot="composer-tooltip" aria-hidden="true">
            Attach files
          </span>
          <input data-slot="composer-file-input" type="file" multiple accept={accept} disabled={disabled} aria-label="Attach files" onChange={onPick} />
        </label>
        <p data-slot="composer-hint" id={hintId} data-state={shownBlock && !replying ? "blocked" : "ready"}>
          {replying ? "The agent is replying" : disabled ? null : (shownBlock ?? (sending ? "Sending…" : "Enter to send, Shift+Enter for a new line"))}
        </p>
        {onlyEmpty && blocked ? (
          <span id={reasonId} data-slot="composer-sr-only">
            {blocked}
          </span>
        ) : null}
        {replying ? (
          <button type="button" data-slot="composer-stop" aria-label="Stop" onClick={onStop} disabled={!onStop}>
            <StopIcon />
            <span data-slot="composer-tooltip" aria-hidden="true">
              Stop
            </span>
          </button>
        ) : (
          <button
            type="button"
            data-slot="composer-send"
            aria-label={sending || status === "submitted" ? "Sending…" : sendLabel}
            aria-disabled={!check.ready || busy}
            aria-describedby={blocked ? (onlyEmpty ? reasonId : hintId) : undefined}
            onClick={() => void send()}
          >
            <SendIcon />
            <span data-slot="composer-tooltip" aria-hidden="true">
              {sending || status === "submitted" ? "Sending…" : sendLabel}
            </span>
          </button>
        )}
      </div>
      <div data-slot="composer-status" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
