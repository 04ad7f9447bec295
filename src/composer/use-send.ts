"use client";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { MessageBody, MessageBodySchema } from "../model/types";
import { draftBody, type ComposerDraft, type DraftCheck } from "./draft-basics";
import type { DraftStore } from "./draft-store";
import { fileToBase64 } from "./inline-file";
import { loadSchemaTools } from "./schema-tools";
import { unsentText } from "./unsent-text";
import type { AttachmentsState } from "./use-attachments";

/**
 * What {@link useSend} needs: the draft as shown, whether it may go, and where its parts live.
 *
 * @example
 * useSend({ draft, check, blocked, busy, schema, onSend, files, text, setText, controlled: false, draftKey, store, announce });
 */
export interface UseSendOptions {
  readonly draft: ComposerDraft;
  readonly check: DraftCheck;
  readonly blocked: string | undefined;
  /** The runtime is busy or the composer disabled: nothing goes. */
  readonly busy: boolean;
  readonly schema: MessageBodySchema | undefined;
  readonly onSend: (body: MessageBody) => void | Promise<void>;
  readonly files: AttachmentsState;
  /** The text as it is now (it may have changed while the message was on its way). */
  readonly text: RefObject<string>;
  readonly setText: (next: string) => void;
  /** The parent keeps the text (`value`): the draft store does not. */
  readonly controlled: boolean;
  readonly draftKey: string | undefined;
  readonly store: DraftStore;
  readonly announce: (text: string) => void;
}

function reason(error: unknown): string {
  try {
    if (error instanceof Error && error.message) return error.message.slice(0, 300);
  } catch {
    // A hostile error object: the generic sentence.
  }
  return "the message could not be sent";
}

/**
 * Sends the draft once per intent: a second click or Enter while a send is on its way does
 * nothing, even in the same task as the first (the guard is a ref, not state that needs a
 * render). Once `onSend` resolves, only what went is cleared: text typed, files attached and form
 * data changed meanwhile stay. A failed send keeps everything and gives the reason.
 *
 * @example
 * const { send, sending, error } = useSend(options);
 * <button onClick={() => void send()}>Send</button>
 */
export function useSend({ draft, check, blocked, busy, schema, onSend, files, text, setText, controlled, draftKey, store, announce }: UseSendOptions) {
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const send = async () => {
    if (inFlight.current || busy) return;
    if (!check.ready) {
      announce(`Not sent. ${blocked ?? ""}`.trim());
      return;
    }
    inFlight.current = true;
    setSending(true);
    setError(undefined);
    const sentText = draft.text;
    const sentIds = new Set(draft.attachments.map((a) => a.id));
    const sentData = draftKey === undefined ? undefined : store.get(draftKey)?.data;
    try {
      const inline = new Map<string, string>();
      for (const a of draft.attachments) {
        if (a.status !== "uploaded") inline.set(a.id, await fileToBase64(a.file));
      }
      const body = draftBody(draft, inline);
      const result = (await loadSchemaTools()).validateBody(body, schema);
      if (!result.valid) throw new Error(result.issues[0]?.message ?? "the message does not match what the agent takes");
      await onSend(body);
      // The store first: the composer may have gone (and come back) while the message was away,
      // and the store holds the draft as it is now.
      const keepsText = draftKey !== undefined && !controlled;
      if (draftKey !== undefined) {
        const kept = store.get(draftKey);
        store.update(draftKey, {
          ...(keepsText ? { text: unsentText(kept?.text ?? "", sentText) } : {}),
          attachments: (kept?.attachments ?? []).filter((a) => !sentIds.has(a.id)),
          ...(sentData !== undefined && kept?.data === sentData ? { data: undefined } : {}),
        });
      }
      if (!mounted.current) return;
      const left = keepsText ? (store.get(draftKey)?.text ?? "") : unsentText(text.current, sentText);
      setText(left);
      const added = files.release(sentIds).length > 0;
      files.dismissRefusals();
      announce(left !== "" || added ? "Message sent. What you added while it was sending is kept." : "Message sent");
    } catch (caught) {
      const message = reason(caught);
      setError(message);
      announce(`Not sent: ${message}. Your message and files are kept.`);
    } finally {
      inFlight.current = false;
      if (mounted.current) setSending(false);
    }
  };

  return { send, sending, error } as const;
}
