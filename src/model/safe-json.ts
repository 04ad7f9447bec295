/**
 * `JSON.stringify(value, null, 2)` that never throws: bigints become strings, cycles become
 * `"[Circular]"`, and a value JSON cannot represent at all becomes `"null"`. It walks with its
 * own stack, so data of any depth prints (V8's `JSON.stringify` overflows near 5,000 levels,
 * while `JSON.parse` reads far deeper: valid JSON a user received must not become unprintable).
 * Indentation stops growing past {@link maxIndentDepth} levels, where it would only make the text
 * quadratic in the depth (20,000 levels would need 800 million spaces).
 *
 * @example
 * const a: Record<string, unknown> = { n: 1n };
 * a.self = a;
 * safeJson(a); // '{\n  "n": "1",\n  "self": "[Circular]"\n}'
 */
export function safeJson(value: unknown): string {
  try {
    return stringify(value) ?? "null";
  } catch {
    return "null";
  }
}

/**
 * The nesting depth past which {@link safeJson} indents no further.
 *
 * @example
 * safeJson(deeplyNested).split("\n").every((line) => line.search(/\S/) <= 2 * maxIndentDepth); // true
 */
export const maxIndentDepth = 64;

interface Frame {
  readonly value: object;
  readonly array: boolean;
  readonly keys: readonly string[];
  readonly indent: string;
  index: number;
  written: number;
}

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/** A leaf as JSON text, or undefined for what JSON leaves out (undefined, functions, symbols). */
function leaf(value: unknown, indent: string): string | undefined {
  if (typeof value === "bigint") return JSON.stringify(value.toString());
  // A Date, a class instance…: as JSON.stringify would print it (toJSON, own fields), at this depth.
  if (typeof value === "object" && value !== null) return JSON.stringify(value, null, 2)?.replaceAll("\n", `\n${indent}`);
  return JSON.stringify(value);
}

function stringify(root: unknown): string | undefined {
  if (typeof root !== "object" || root === null || !isPlain(root)) return leaf(root, "");
  const out: string[] = [];
  const ancestors = new Set<object>();
  const stack: Frame[] = [];
  const open = (value: object, indent: string) => {
    const array = Array.isArray(value);
    ancestors.add(value);
    stack.push({ value, array, keys: array ? [] : Object.keys(value), indent, index: 0, written: 0 });
    out.push(array ? "[" : "{");
  };
  open(root, "");
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const length = frame.array ? (frame.value as unknown[]).length : frame.keys.length;
    if (frame.index >= length) {
      stack.pop();
      ancestors.delete(frame.value);
      out.push(frame.written === 0 ? (frame.array ? "]" : "}") : `\n${frame.indent}${frame.array ? "]" : "}"}`);
      continue;
    }
    const key = frame.array ? undefined : (frame.keys[frame.index] as string);
    const item = frame.array ? (frame.value as unknown[])[frame.index] : (frame.value as Record<string, unknown>)[key as string];
    frame.index++;
    const nested = typeof item === "object" && item !== null && isPlain(item) && !ancestors.has(item);
    const inner = frame.indent.length >= 2 * maxIndentDepth ? frame.indent : `${frame.indent}  `;
    const text = nested ? undefined : typeof item === "object" && item !== null && ancestors.has(item) ? '"[Circular]"' : leaf(item, inner);
    if (!nested && text === undefined && !frame.array) continue; // JSON drops such object members
    out.push(`${frame.written === 0 ? "" : ","}\n${inner}${key === undefined ? "" : `${JSON.stringify(key)}: `}`);
    frame.written++;
    if (nested) open(item, inner);
    else out.push(text ?? "null");
  }
  return out.join("");
}
