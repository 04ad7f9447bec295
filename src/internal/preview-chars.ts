/**
 * How much of a very long plain text (a 10 MB log, markdown past its size limits) is laid out
 * before the reader asks for the rest with "Show all". Layout of text grows with its length: a
 * message holding two previews of an unbroken 10 MB URL (a text part and markdown shown plain)
 * spent about 110 ms laying out each at 100,000 characters, past the 200 ms task budget; at
 * 50,000, about 25 ms each (the bench's `hostile` scenario, "10 MB `data:` URL"). 50,000
 * characters is still a dozen pages of prose.
 *
 * @example
 * const cut = text.length > previewChars ? text.slice(0, previewChars) : text;
 */
export const previewChars = 50_000;
