const wordChar = /[\p{L}\p{N}\p{M}_]/u;

/**
 * Where a source's number goes in a text: after the cited span's end (`end`, when it is a whole
 * offset inside the text), moved on to the end of a word it would split, else at the end of the
 * text's last word. Formats mark spans by character offsets; a number in mid-word helps no one.
 *
 * @example
 * referenceOffset("Let me check Paris.", 15); // 18, after "Paris"
 * referenceOffset("Rain today.\n", undefined); // 11
 */
export function referenceOffset(text: string, end: number | undefined): number {
  let at = end !== undefined && Number.isInteger(end) && end >= 0 && end <= text.length ? end : text.trimEnd().length;
  while (at > 0 && at < text.length && wordChar.test(text[at - 1]!) && wordChar.test(text[at]!)) at++;
  return at;
}
