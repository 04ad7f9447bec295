"use client";
import type { ComponentProps } from "react";

/**
 * Props of {@link ThreadViewport}: a `<div>`'s.
 *
 * @example
 * const props: ThreadViewportProps = { className: "chat-body" };
 */
export type ThreadViewportProps = ComponentProps<"div">;

// Lays out without partkit/theme.css too: it grows, and the scroll button is placed against it.
const viewportStyle = { position: "relative", display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0 } as const;

/**
 * The thread's growing area: takes the height the composer leaves and holds the transcript, the
 * empty state and the scroll button (which floats at its bottom edge).
 *
 * @selector [data-slot="thread-viewport"]
 * @example
 * <Thread.Viewport>
 *   <Thread.Empty />
 *   <Thread.Messages />
 *   <Thread.ScrollButton />
 * </Thread.Viewport>
 */
export function ThreadViewport({ style, ...rest }: ThreadViewportProps) {
  return <div {...rest} style={{ ...viewportStyle, ...style }} data-slot="thread-viewport" />;
}
