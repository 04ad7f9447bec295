// A virtual list only windows when its scroll box is smaller than its rows. partkit/theme.css gives
// each box a max-height, but apps that bring their own CSS (shadcn and the like) don't load it:
// the box then grows to the rows' full height, every row is "in view", and 100,000 parts mount.
// So the box is checked once it has its rows' height, and bounded inline only when no stylesheet
// bounds it: a theme or app rule that does is left to apply, unchanged.

/**
 * Whether `element` already keeps its rows in a bounded box: it scrolls (or clips) and its content
 * overflows it, or its content fits in the viewport anyway (also true without layout, as in jsdom).
 *
 * @example
 * isBounded(scrollRef.current); // false for an overflow: visible box 4,000,000 px tall
 */
export function isBounded(element: HTMLElement): boolean {
  const content = element.scrollHeight;
  if (content <= window.innerHeight) return true;
  return scrolls(element) && content > element.clientHeight + 1;
}

function scrolls(element: HTMLElement): boolean {
  return /(auto|scroll|overlay|hidden)/.test(getComputedStyle(element).overflowY);
}

/**
 * Gives `element` an inline `max-height` (and `overflow-y: auto` when it does not scroll) when
 * {@link isBounded} says nothing bounds it. Returns the undo, or `undefined` when it left it alone.
 *
 * @example
 * const undo = boundUnlessBounded(box, "24rem");
 * undo?.();
 */
export function boundUnlessBounded(element: HTMLElement, maxHeight: string): (() => void) | undefined {
  if (isBounded(element)) return undefined;
  const { style } = element;
  const before = { maxHeight: style.maxHeight, overflowY: style.overflowY };
  style.maxHeight = maxHeight;
  if (!scrolls(element)) style.overflowY = "auto";
  return () => {
    style.maxHeight = before.maxHeight;
    style.overflowY = before.overflowY;
  };
}
