"use client";
import { useCallback, useState, useSyncExternalStore } from "react";
import { defaultDraftStore, type DraftStore } from "./draft-store";

const unsubscribed = () => () => {};

/**
 * State for a composer's form slot, kept with the composer's draft under the same `draftKey`:
 * it survives the composer's unmount and remount, and goes back to `initial` once the composer
 * has sent it (unless it was changed while the message was on its way). Without a key it is plain
 * state, and clearing it after a send is up to `onSend`.
 *
 * @example
 * const [booking, setBooking] = useDraftData<Booking>(threadId, {});
 * <Composer
 *   draftKey={threadId}
 *   form={<SchemaForm schema={bookingForm} formData={booking} onChange={setBooking} submitLabel={false} />}
 *   data={{ value: booking, name: "/booking" }}
 *   onSend={send}
 * />
 */
export function useDraftData<T>(draftKey: string | undefined, initial: T, store: DraftStore = defaultDraftStore): readonly [T, (next: T) => void] {
  const [local, setLocal] = useState<T>(initial);
  const subscribe = useCallback((listener: () => void) => (draftKey === undefined ? unsubscribed() : store.subscribe(draftKey, listener)), [draftKey, store]);
  const stored = useSyncExternalStore(subscribe, () => (draftKey === undefined ? undefined : store.get(draftKey)?.data), () => undefined);
  const setStored = useCallback((next: T) => {
    if (draftKey !== undefined) store.update(draftKey, { data: next });
  }, [draftKey, store]);
  if (draftKey === undefined) return [local, setLocal] as const;
  return [stored === undefined ? initial : (stored as T), setStored] as const;
}
