"use client";
import type { ComponentProps } from "react";

/**
 * An arrow pointing down (the scroll button's icon), drawn in the text colour.
 *
 * @example
 * <ArrowDownIcon />
 */
export function ArrowDownIcon(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M8 2.5v11M3.5 9 8 13.5 12.5 9" />
    </svg>
  );
}

/**
 * A circular arrow (Retry's icon).
 *
 * @example
 * <RetryIcon />
 */
export function RetryIcon(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M13.5 8a5.5 5.5 0 1 1-1.61-3.89M13.5 2.5v3h-3" />
    </svg>
  );
}
