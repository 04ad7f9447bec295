import { useRef, type KeyboardEvent } from "react";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

const gold = "#9a6700";

/**
 * An app's own widget for an integer from 1 to `maximum` (default 5): a row of stars in the
 * WAI-ARIA radio group pattern (one Tab stop, arrow keys change the rating). It knows nothing of
 * partkit; `<SchemaForm widgets={{ StarRating }}>` makes it available to `ui:widget`.
 */
export function StarRating({ id, value, onChange, onBlur, onFocus, label, schema, disabled, readonly }: WidgetProps) {
  const max = typeof schema.maximum === "number" ? schema.maximum : 5;
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const current = typeof value === "number" ? value : undefined;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const set = (n: number) => {
    if (disabled || readonly) return;
    onChange(n);
    buttons.current[n - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const from = current ?? 0;
    const next = event.key === "ArrowRight" || event.key === "ArrowUp" ? Math.min(max, from + 1) : event.key === "ArrowLeft" || event.key === "ArrowDown" ? Math.max(1, from - 1) : undefined;
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-describedby={ariaDescribedByIds(id)}
      onKeyDown={onKeyDown}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ display: "inline-flex", gap: 4 }}
    >
      {stars.map((n) => {
        const on = current !== undefined && n <= current;
        return (
          <button
            key={n}
            ref={(node) => {
              buttons.current[n - 1] = node;
            }}
            type="button"
            role="radio"
            aria-checked={current === n}
            aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
            tabIndex={(current ?? 1) === n ? 0 : -1}
            disabled={disabled}
            onClick={() => set(n)}
            style={{ font: "inherit", fontSize: 28, lineHeight: 1, padding: 2, border: 0, borderRadius: 6, background: "none", cursor: "pointer", color: on ? gold : "#767676" }}
          >
            {on ? "★" : "☆"}
          </button>
        );
      })}
    </div>
  );
}
