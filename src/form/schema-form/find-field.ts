/**
 * `value` as a quoted CSS string, for an attribute selector: only `"`, `\` and line breaks need
 * escaping there, so no `CSS.escape` is needed (jsdom, which apps test their forms in, has none).
 *
 * @example
 * cssString('root_a"b'); // "\"root_a\\\"b\""
 */
export function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&").replace(/[\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The element of a form field by its RJSF id inside `scope`: the one with that id, else the
 * first whose id starts with it (a radio group's options are `root_kind-0`, `root_kind-1`…).
 *
 * @example
 * const el = findField(form, "root_email"); // <input id="root_email">
 */
export function findField(scope: ParentNode, id: string): HTMLElement | null {
  const node = scope as Node;
  // getElementById is the fast path; the selectors below find what it cannot (an id also used
  // outside this form, a prefix).
  const byId = (node.nodeType === node.DOCUMENT_NODE ? (node as Document) : node.ownerDocument)?.getElementById(id);
  if (byId && node.contains(byId)) return byId;
  const quoted = cssString(id);
  return scope.querySelector<HTMLElement>(`[id=${quoted}]`) ?? scope.querySelector<HTMLElement>(`[id^=${quoted}]`);
}
