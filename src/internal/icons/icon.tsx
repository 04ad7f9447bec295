"use client";
import type { ComponentProps, ReactNode } from "react";

/**
 * Props of an icon: those of its `<svg>`. It is decorative (`aria-hidden`) unless given a
 * `role="img"` and an `aria-label`; the button or text beside it says what it means.
 *
 * @example
 * const props: IconProps = { className: "pk-icon my-icon" };
 */
export type IconProps = Omit<ComponentProps<"svg">, "children">;

/**
 * The frame every partkit icon draws in: a 24 px box, 2 px round strokes in the text's colour,
 * `class="pk-icon"` (1em square by default, see theme/icons.css), hidden from assistive
 * technology and never focusable.
 *
 * @example
 * <Icon><path d="M5 12h14" /></Icon>
 */
export function Icon({ children, ...props }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg
      className="pk-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
