"use client";
import type { ComponentProps } from "react";

// The composer's icons: 16-unit strokes in the text colour, hidden from assistive technology
// (every button that shows one has its own accessible name).
const base = { viewBox: "0 0 16 16", width: 16, height: 16, fill: "none", stroke: "currentColor", strokeWidth: 1.75, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true, focusable: false } as const;

/**
 * A paperclip (Attach files).
 *
 * @example
 * <PaperclipIcon />
 */
export function PaperclipIcon(props: ComponentProps<"svg">) {
  return (
    <svg {...base} {...props}>
      <path d="M13.5 7.5 8.2 12.8a3.25 3.25 0 0 1-4.6-4.6l5.6-5.6a2.1 2.1 0 0 1 3 3l-5.5 5.5a1 1 0 0 1-1.4-1.4l5-5" />
    </svg>
  );
}

/**
 * An arrow pointing up (Send).
 *
 * @example
 * <SendIcon />
 */
export function SendIcon(props: ComponentProps<"svg">) {
  return (
    <svg {...base} strokeWidth={2} {...props}>
      <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />
    </svg>
  );
}

/**
 * A filled square (Stop).
 *
 * @example
 * <StopIcon />
 */
export function StopIcon(props: ComponentProps<"svg">) {
  return (
    <svg {...base} {...props}>
      <rect x="4" y="4" width="8" height="8" rx="1.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

/**
 * A cross (Remove, Dismiss).
 *
 * @example
 * <CloseIcon />
 */
export function CloseIcon(props: ComponentProps<"svg">) {
  return (
    <svg {...base} {...props}>
      <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
    </svg>
  );
}

/**
 * A tick (a requirement that is met).
 *
 * @example
 * <CheckIcon />
 */
export function CheckIcon(props: ComponentProps<"svg">) {
  return (
    <svg {...base} strokeWidth={2} {...props}>
      <path d="M3.5 8.5 6.5 11.5 12.5 4.5" />
    </svg>
  );
}

/**
 * A sheet of paper with a folded corner (an attached file without a thumbnail).
 *
 * @example
 * <FileIcon />
 */
export function FileIcon(props: ComponentProps<"svg">) {
  return (
    <svg {...base} {...props}>
      <path d="M9 1.75H4.75a1 1 0 0 0-1 1v10.5a1 1 0 0 0 1 1h6.5a1 1 0 0 0 1-1V5L9 1.75Z" />
      <path d="M9 1.75V5h3.25" />
    </svg>
  );
}
