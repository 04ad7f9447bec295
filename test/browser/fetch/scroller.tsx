import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

/**
 * A scrolling box for tests of lazy loading. Test files run in iframes that may sit outside the
 * top-level viewport, where the implicit IntersectionObserver root never sees them; inside their
 * own scroll container parts are observed against it, as in an app's message list.
 */
export function Scroller({ children, height = 800 }: { children: ReactNode; height?: number }) {
  return (
    <div data-testid="scroller" style={{ height, overflowY: "auto", position: "relative" }}>
      {children}
    </div>
  );
}

/** `render` inside a {@link Scroller}. */
export function renderInScroller(ui: ReactElement) {
  return render(<Scroller>{ui}</Scroller>);
}
