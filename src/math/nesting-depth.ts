/**
 * How deeply a TeX source nests groups: `{…}`, `\left…\right` and `\begin…\end` each open a
 * level (escaped braces `\{` `\}` do not). Linear in the length, and it never throws. A formula
 * nested hundreds deep (500 `\sqrt{`) lays out hundreds of thousands of pixels tall, so the
 * view refuses it before KaTeX runs.
 *
 * @example
 * nestingDepth("\\frac{a}{\\sqrt{b}}") // 2
 */
export function nestingDepth(tex: string): number {
  let depth = 0;
  let deepest = 0;
  const open = () => {
    depth += 1;
    if (depth > deepest) deepest = depth;
  };
  for (let i = 0; i < tex.length; i++) {
    const c = tex.charCodeAt(i);
    if (c === 0x5c /* \ */) {
      let end = i + 1;
      while (end < tex.length && /[A-Za-z]/.test(tex[end]!)) end++;
      const name = tex.slice(i + 1, end);
      if (name === "left" || name === "begin") open();
      else if ((name === "right" || name === "end") && depth > 0) depth -= 1;
      // A control symbol (`\{`, `\\`) is one character after the backslash.
      i = name === "" ? i + 1 : end - 1;
    } else if (c === 0x7b /* { */) open();
    else if (c === 0x7d /* } */ && depth > 0) depth -= 1;
  }
  return deepest;
}
