const highlightMs = 1600;
const maxFrames = 10;

/**
 * Scrolls to the element with this id, focuses it and marks it `data-highlighted` for a moment.
 * The element may not exist yet (a folded tool call unfolds on the next render), so it is looked
 * for over a few frames before giving up.
 *
 * @example
 * reveal(domId("/sources/1"));
 */
export function reveal(id: string, frames = maxFrames): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (!target) {
      if (frames > 1) reveal(id, frames - 1);
      return;
    }
    // jsdom has no scrollIntoView.
    target.scrollIntoView?.({ block: "nearest" });
    target.focus({ preventScroll: true });
    target.setAttribute("data-highlighted", "");
    setTimeout(() => target.removeAttribute("data-highlighted"), highlightMs);
  });
}
