"use client";
import { useCallback, useState } from "react";
import type { FieldProps } from "@rjsf/utils";

const trailingWithPrefix = /\.([0-9]*0)*$/;
const trailing = /[0.]0*$/;

function toNumber(value: unknown): unknown {
  if (value === "" || value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== "string") return value;
  if (/\.$/.test(value) || /\.0*$/.test(value) && value.includes(".")) return value;
  const n = Number(value);
  return Number.isNaN(n) ? value : n;
}

/**
 * RJSF's NumberField without its per-render `Intl.NumberFormat` (it asks for the locale's decimal
 * separator on every render, which dominated a 500-row form's first frame). Partial input such as
 * `1.` or `2.50` stays as typed while the form holds the number.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange, formData } = props;
  const [lastValue, setLastValue] = useState<unknown>(formData);
  const StringField = registry.fields.StringField!;
  const handleChange = useCallback<FieldProps["onChange"]>(
    (next, path, errorSchema, id) => {
      setLastValue(next);
      const normalized = typeof next === "string" && next.startsWith(".") ? `0${next}` : next;
      const processed = typeof normalized === "string" && trailingWithPrefix.test(normalized) ? toNumber(normalized.replace(trailing, "")) : toNumber(normalized);
      onChange(processed as never, path, errorSchema, id);
    },
    [onChange],
  );
  let value: unknown = formData;
  if (typeof lastValue === "string" && typeof value === "number") {
    const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`^(${escaped})?\\.?0*$`).test(lastValue)) value = lastValue;
  }
  return <StringField {...props} formData={value} onChange={handleChange} />;
}
