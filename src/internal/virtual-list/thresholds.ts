/**
 * Where each list starts virtualising: above this many rows only the rows in view (plus overscan
 * and the focused row) are in the DOM. One table, so the numbers are chosen side by side: rows
 * that cost more to mount (form items, table rows with many cells) virtualise sooner. The
 * transcript (`MessageList`) always virtualises; `MessageView` windows a message's parts above 200.
 *
 * @example
 * useVirtualRows({ count, virtualizeAbove: virtualizeAbove.jsonTree, ... });
 */
export const virtualizeAbove = {
  partTree: 100,
  jsonTree: 200,
  table: 300,
  formArray: 40,
  // Object properties stay in the page up to here (find-in-page, no nested scroll); past it a
  // form's first render would run for hundreds of milliseconds.
  formObject: 300,
} as const;
