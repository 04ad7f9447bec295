/**
 * How much of a very long plain text (a 10 MB log, markdown past its size limits) is laid out
 * before the reader asks for the rest with "Show all". Layout of text grows with its length: the
 * bench's `hostile` row "10 MB `data:` URL", a message holding two previews of an unbroken URL (a
 * text part and markdown shown plain), had a longest task of 225 ms at 100,000 characters, over
 * the 200 ms budget, and 136 ms at 50,000 (with the decoding change in `data-url-blob.ts`). 50,000
 * characters is still a dozen pages of prose.
 *
 * @example
 * const cut = text.length > previewChars ? text.slice(0, previewChars) : text;
 */
export const previewChars = 50_000;
