import type { CSSProperties } from "react";

// The viewport must scroll even without partkit/theme.css; the look is in list.css.
/** Style of the list's root element. */
export const rootStyle: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", minHeight: 0 };
// overflow-x is hidden so a horizontal scrollbar never appears and shifts the bottom edge;
// wide content (code, tables) scrolls inside its own block.
/** Style of the scroller (`role="log"`). */
export const viewportStyle: CSSProperties = { flex: "1 1 auto", minHeight: 0, overflowX: "hidden", overflowY: "auto", overflowAnchor: "none", contain: "strict" };
