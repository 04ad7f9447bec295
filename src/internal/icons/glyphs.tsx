"use client";
// partkit's own line icons, drawn on a 24 px grid for this kit. One function each, so a bundler
// keeps only those a module imports (the package has no side effects but its CSS).
import { Icon, type IconProps } from "./icon";

/**
 * Two sheets, one over the other: copy.
 *
 * @example
 * <CopyIcon />
 */
export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
      <path d="M15.5 8.5V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7.5a2 2 0 0 0 2 2h2.5" />
    </Icon>
  );
}

/**
 * Lines of text: the words alone (copy as plain text).
 *
 * @example
 * <TextIcon />
 */
export function TextIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 6.5h15M4.5 11.5h15M4.5 16.5h9" />
    </Icon>
  );
}

/**
 * A tick: done, copied.
 *
 * @example
 * <CheckIcon />
 */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5 9.5 17 19 7" />
    </Icon>
  );
}

/**
 * A cross: close, remove.
 *
 * @example
 * <CloseIcon />
 */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </Icon>
  );
}

/**
 * An arrow into a tray: download.
 *
 * @example
 * <DownloadIcon />
 */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </Icon>
  );
}

/**
 * A chevron pointing down: a disclosure that is open, or opens below.
 *
 * @example
 * <ChevronDownIcon />
 */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 10l5 5 5-5" />
    </Icon>
  );
}

/**
 * Three dots in a row: more actions (a menu).
 *
 * @example
 * <MoreIcon />
 */
export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <circle cx="5.5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="18.5" cy="12" r="2" />
    </Icon>
  );
}

/**
 * A spanner: a tool the agent calls.
 *
 * @example
 * <ToolIcon />
 */
export function ToolIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.2 10.8 5 19" />
      <path d="M19.5 9.4A4.6 4.6 0 1 1 14.6 4.5l-1.2 3.3 2.8 2.8z" />
    </Icon>
  );
}

/**
 * A ring with a tick: succeeded.
 *
 * @example
 * <CheckCircleIcon />
 */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 12.25 11 14.75l4.5-5" />
    </Icon>
  );
}

/**
 * A ring with a cross: failed, refused.
 *
 * @example
 * <XCircleIcon />
 */
export function XCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.25 9.25l5.5 5.5M14.75 9.25l-5.5 5.5" />
    </Icon>
  );
}

/**
 * A ring with an exclamation mark: needs attention.
 *
 * @example
 * <AlertIcon />
 */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.75v5M12 16.25v.01" />
    </Icon>
  );
}

/**
 * A ring with an i: for information.
 *
 * @example
 * <InfoIcon />
 */
export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.25M12 7.75v.01" />
    </Icon>
  );
}

/**
 * A clock face: waiting.
 *
 * @example
 * <ClockIcon />
 */
export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}

/**
 * Three quarters of a ring: working (add `data-spin` to turn it).
 *
 * @example
 * <LoaderIcon data-spin="" />
 */
export function LoaderIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5A8.5 8.5 0 1 0 20.5 12" />
    </Icon>
  );
}

/**
 * A hand raised, palm out: waiting for the user's decision.
 *
 * @example
 * <HandIcon />
 */
export function HandIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 12.5V6.25a1.5 1.5 0 0 1 3 0V11m0-5.75V4.5a1.5 1.5 0 0 1 3 0V11m0-5.25a1.5 1.5 0 0 1 3 0V14a6.5 6.5 0 0 1-6.5 6.5h-.4a5 5 0 0 1-4-2l-2.7-3.6a1.5 1.5 0 0 1 2.3-1.9L8 14.5" />
    </Icon>
  );
}

/**
 * Angle brackets: code, the raw form of a value.
 *
 * @example
 * <CodeIcon />
 */
export function CodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 7.5 4.5 12 9 16.5M15 7.5l4.5 4.5-4.5 4.5" />
    </Icon>
  );
}

/**
 * An arrow out of a box: open elsewhere (full size, a new tab).
 *
 * @example
 * <ExternalIcon />
 */
export function ExternalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.5 4.5h6v6M19.5 4.5 11 13M18 14.5V18a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 5 18V8a1.5 1.5 0 0 1 1.5-1.5H10" />
    </Icon>
  );
}

/**
 * Two corners pulled apart: open full size.
 *
 * @example
 * <ExpandIcon />
 */
export function ExpandIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14.5 4.5h5v5M19.5 4.5l-6 6M9.5 19.5h-5v-5M4.5 19.5l6-6" />
    </Icon>
  );
}

/**
 * A pencil: edit.
 *
 * @example
 * <PencilIcon />
 */
export function PencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5.5 18.5 9M5 19l1-4.25L16.25 4.5a1.75 1.75 0 0 1 2.5 0l.75.75a1.75 1.75 0 0 1 0 2.5L9.25 18z" />
    </Icon>
  );
}

/**
 * A paper clip: attach files.
 *
 * @example
 * <PaperclipIcon />
 */
export function PaperclipIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.5 11.25 12 18.75a4.6 4.6 0 0 1-6.5-6.5l7.75-7.75a3.1 3.1 0 0 1 4.4 4.4l-7.6 7.6a1.55 1.55 0 0 1-2.2-2.2l7-7" />
    </Icon>
  );
}

/**
 * An arrow pointing up: send.
 *
 * @example
 * <SendIcon />
 */
export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19V5.5M6.5 11 12 5.5 17.5 11" />
    </Icon>
  );
}

/**
 * A filled square: stop.
 *
 * @example
 * <StopIcon />
 */
export function StopIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" />
    </Icon>
  );
}

/**
 * A page with a folded corner: a file.
 *
 * @example
 * <FileIcon />
 */
export function FileIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.5 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8.5z" />
      <path d="M13.5 3.5v5h5" />
    </Icon>
  );
}

/**
 * An arrow pointing down: back to the latest message.
 *
 * @example
 * <ArrowDownIcon />
 */
export function ArrowDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4.5v15M6 13.5l6 6 6-6" />
    </Icon>
  );
}

/**
 * A circular arrow: try again.
 *
 * @example
 * <RetryIcon />
 */
export function RetryIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" />
    </Icon>
  );
}
