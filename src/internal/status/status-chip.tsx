"use client";
import type { ComponentProps, ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, ClockIcon, HandIcon, LoaderIcon, XCircleIcon } from "../icons";

/**
 * The tone of a status: `success` (done, approved), `warning` (waiting for the user), `danger`
 * (failed, denied), `info` (running, waiting for a result), `neutral` (anything else).
 *
 * @example
 * const tone: StatusTone = "success";
 */
export type StatusTone = "success" | "warning" | "danger" | "info" | "neutral";

/**
 * The glyph that goes with a status: a tick, a cross, a raised hand (the user's turn), a turning
 * ring (working), a clock (waiting), an exclamation mark.
 *
 * @example
 * const glyph: StatusGlyph = "working";
 */
export type StatusGlyph = "done" | "failed" | "ask" | "working" | "waiting" | "alert" | "none";

const glyphs: Record<Exclude<StatusGlyph, "none">, () => ReactNode> = {
  done: () => <CheckCircleIcon />,
  failed: () => <XCircleIcon />,
  ask: () => <HandIcon />,
  working: () => <LoaderIcon data-spin="" />,
  waiting: () => <ClockIcon />,
  alert: () => <AlertIcon />,
};

/**
 * Props of {@link StatusChip}: its tone, glyph and words, and the `<span>`'s own props.
 *
 * @example
 * const props: StatusChipProps = { tone: "danger", glyph: "failed", children: "Failed" };
 */
export type StatusChipProps = ComponentProps<"span"> & { readonly tone: StatusTone; readonly glyph?: StatusGlyph };

/**
 * The one shape every status has (theme/status.css): a small pill, a glyph and a word, tinted by
 * its tone. Callers keep their own `data-slot` and `data-state`; the class and tone come from here.
 *
 * @example
 * <StatusChip tone="success" glyph="done" data-slot="tool-call-state" data-state="complete">Done</StatusChip>
 */
export function StatusChip({ tone, glyph = "none", className, children, ...props }: StatusChipProps) {
  return (
    <span {...props} className={className ? `pk-status ${className}` : "pk-status"} data-tone={tone === "neutral" ? undefined : tone}>
      {glyph === "none" ? null : glyphs[glyph]()}
      {children}
    </span>
  );
}
