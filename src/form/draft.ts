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

/**
 * Local state for a text-like widget: a keystroke updates only this widget (urgent), and the
 * form state follows in a transition, so typing in a 500-row form costs one small render per key.
 * Values the form hands back that this widget sent are acknowledgements, never a reset; any
 * other value (a reset, a default, a programmatic change) replaces the draft.
 *
 * @example
 * const [draft, setDraft] = useDraft(props.value, props.onChange);
 * <input value={draft ?? ""} onChange={(e) => setDraft(e.target.value)} />
 */
export function useDraft<TValue>(value: TValue, onChange: (value: TValue) => void): [TValue, (next: TValue) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const sent = useRef<TValue[]>([]);
  const pending = useContext(PendingContext);
  const onChangeRef = useRef(onChange);
  const draftRef = useRef(draft);
  onChangeRef.current = onChange;
  draftRef.current = draft;

  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!sent.current.some((s) => same(s, value))) {
      sent.current = [];
      setDraft(value);
    }
  }

  const flushRef = useRef<() => void>(() => {});
  flushRef.current = () => onChangeRef.current(draftRef.current);
  const flush = useCallback(() => flushRef.current(), []);

  const acknowledged = same(draft, value);
  useEffect(() => {
    if (acknowledged) {
      sent.current = [];
      pending?.delete(flush);
    }
  }, [acknowledged, pending, flush]);
  useEffect(() => () => pending?.delete(flush), [pending, flush]);

  const update = useCallback(
    (next: TValue) => {
      setDraft(next);
      draftRef.current = next;
      sent.current.push(next);
      if (pending) {
        pending.add(flush);
        startTransition(() => onChangeRef.current(next));
      } else {
        onChangeRef.current(next);
      }
    },
    [pending, flush],
  );
  return [draft, update];
}
