import type { CSSProperties } from "react";

/**
 * Visually hidden but read by screen readers. Inline so it stays hidden even without
 * `partkit/theme.css`.
 *
 * @example
 * <span style={srOnly}>Copied</span>
 */
export const srOnly: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};
