"use client";
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import type { DraftStore } from "./draft-store";

/**
 * Where a composer's text lives: with the parent (`value` given), in the draft store under
 * `draftKey` (so it survives a remount), or in the composer's own state. `latest` always holds
 * the text as it is now, for code that outlives a render (a send finishing).
 *
 * @example
 * const { text, setText, latest } = useComposerText({ value, onValueChange, draftKey, store });
 */
export function useComposerText({
  value,
  onValueChange,
  draftKey,
  store,
}: {
  readonly value: string | undefined;
  readonly onValueChange: ((value: string) => void) | undefined;
  readonly draftKey: string | undefined;
  readonly store: DraftStore;
}): { readonly text: string; readonly setText: (next: string) => void; readonly latest: RefObject<string> } {
  const [own, setOwn] = useState("");
  const subscribe = useCallback((listener: () => void) => (draftKey === undefined ? () => {} : store.subscribe(draftKey, listener)), [draftKey, store]);
  const kept = useSyncExternalStore(subscribe, () => (draftKey === undefined ? "" : (store.get(draftKey)?.text ?? "")), () => "");
  const text = value ?? (draftKey === undefined ? own : kept);
  const latest = useRef(text);
  // Every commit: a parent that refuses an edit leaves `latest` on what it shows.
  useLayoutEffect(() => {
    latest.current = text;
  });
  const setText = useCallback(
    (next: string) => {
      latest.current = next;
      if (value === undefined) {
        if (draftKey === undefined) setOwn(next);
        else store.update(draftKey, { text: next });
      }
      onValueChange?.(next);
    },
    [value, onValueChange, draftKey, store],
  );
  return { text, setText, latest };
}
