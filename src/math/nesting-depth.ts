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

// `math > semantics > mrow`, and the formula's own row: what a formula without any group adds.
const mathmlFrame = 4;

/**
 * Whether a TeX source defines macros (`\def`, `\gdef`, `\edef`, `\xdef`, `\let`, `\futurelet`,
 * `\newcommand`, `\renewcommand`, `\providecommand`): its nesting is then only known once KaTeX
 * has expanded them, so {@link nestingDepth} of the source cannot bound it.
 *
 * @example
 * definesMacros("\\def\\a{\\sqrt{x}}\\a") // true
 */
export function definesMacros(tex: string): boolean {
  return /\\(?:[gex]?def|let|futurelet|(?:re)?newcommand|providecommand)(?![A-Za-z])/.test(tex);
}

/**
 * How deeply KaTeX's MathML output for a formula nests TeX groups: each `\sqrt`, `\frac`,
 * superscript or `\left…\right` adds about one element level there (its HTML adds five or six),
 * so 32 nested `\sqrt` measure 32 here as {@link nestingDepth} measures them in the source. For a
 * formula that defines macros, checked after KaTeX has built it and before the browser lays it out.
 * Iterative: an element tree of any depth is walked without recursion. 0 when there is no MathML.
 *
 * @example
 * katex.render(tex, node, { output: "htmlAndMathml" });
 * mathmlDepth(node) > 32 // too deep: clear it before it is laid out
 */
export function mathmlDepth(root: Element): number {
  const math = root.querySelector("math");
  if (!math) return 0;
  let deepest = 0;
  const stack: [Element, number][] = [[math, 1]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) stack.push([child, depth + 1]);
  }
  return Math.max(0, deepest - mathmlFrame);
}
