"use client";
import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from "react";

/** Flushes every field whose typed value has not reached the form state yet. */
export interface PendingRegistry {
  add(flush: () => void): void;
  delete(flush: () => void): void;
}

/** @internal Provided by `SchemaForm` so a submit can flush pending keystrokes first. */
export const PendingContext = createContext<PendingRegistry | null>(null);

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const sa = a == null ? "" : String(a);
  const sb = b == null ? "" : String(b);
  if (sa === sb) return true;
  return sa.trim() !== "" && sb.trim() !== "" && Number(sa) === Number(sb);
}

interface DraftState<TValue> {
  /** What the input shows. */
  readonly draft: TValue;
  /** The last value the form handed in. */
  readonly seen: TValue;
  /** Values sent to the form that it has not handed back yet. */
  readonly sent: readonly TValue[];
}

/**
 * Local state for a text-like widget: a keystroke updates only this widget (urgent), and the
 * form state follows in a transition, so typing in a 500-row form costs one small render per key.
 * Values the form hands back that this widget sent are acknowledgements, never a reset; any
 * other value (a reset, a default, a programmatic change) replaces the draft. Without a
 * surrounding `SchemaForm` the change is reported at once.
 *
 * @example
 * const [draft, setDraft] = useDraft(props.value, props.onChange);
 * <input value={draft ?? ""} onChange={(e) => setDraft(e.target.value)} />
 */
export function useDraft<TValue>(value: TValue, onChange: (value: TValue) => void): [TValue, (next: TValue) => void] {
  const [state, setState] = useState<DraftState<TValue>>({ draft: value, seen: value, sent: [] });
  if (!Object.is(state.seen, value)) {
    const acknowledged = state.sent.some((s) => same(s, value));
    const caughtUp = acknowledged && same(state.draft, value);
    setState({ seen: value, draft: acknowledged ? state.draft : value, sent: acknowledged && !caughtUp ? state.sent : [] });
  }
  const pending = useContext(PendingContext);
  // What a flush sends: the last keystroke and the `onChange` it was typed with. Only `update`
  // writes it, and a flush is only registered by `update`; so no layout effect runs per field on
  // every commit (which made React walk every field of the form in each commit phase).
  const latest = useRef({ draft: state.draft, onChange });
  const flush = useCallback(() => latest.current.onChange(latest.current.draft), []);

  // One effect per field: a flush leaves the registry when the form has caught up, or when the
  // field unmounts with keystrokes still pending.
  const settled = state.sent.length === 0;
  useEffect(() => {
    if (settled) {
      pending?.delete(flush);
      return undefined;
    }
    return () => pending?.delete(flush);
  }, [settled, pending, flush]);

  const update = useCallback(
    (next: TValue) => {
      setState((s) => ({ ...s, draft: next, sent: [...s.sent, next] }));
      latest.current = { draft: next, onChange };
      if (pending) {
        pending.add(flush);
        startTransition(() => onChange(next));
      } else {
        onChange(next);
      }
    },
    [pending, flush, onChange],
  );
  return [state.draft, update];
}
