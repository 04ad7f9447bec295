/**
 * What stays in the text field once `sent` has gone, given what the field holds `now`: nothing
 * when it is unchanged; what was typed after it when it was only added to (the line break or
 * spaces between the two dropped); everything when it was edited anywhere else, since the
 * composer cannot tell what was meant and never throws away words it did not send.
 *
 * @example
 * unsentText("Hello", "Hello"); // ""
 * unsentText("Hello\nAnd one more thing", "Hello"); // "And one more thing"
 * unsentText("Hi there", "Hello"); // "Hi there"
 */
export function unsentText(now: string, sent: string): string {
  if (now === sent) return "";
  if (sent !== "" && now.startsWith(sent)) return now.slice(sent.length).replace(/^\s+/, "");
  return now;
}
