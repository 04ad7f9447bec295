const ALLOWED = /^[A-Za-z0-9._\-/]*$/;
const NOT_ALLOWED = /[^A-Za-z0-9._\-/]/u;

/**
 * Explains why `name` is not a valid part name, or returns `undefined` when it is.
 * The sentence is meant for humans ("names may not contain '//'").
 *
 * @example
 * partNameProblem("/a//b"); // "names may not contain '//'"
 * partNameProblem("/sources/1"); // undefined
 */
export function partNameProblem(name: unknown): string | undefined {
  if (typeof name !== "string") return `names must be strings, not ${describeType(name)}`;
  if (!name.startsWith("/")) return "names must start with '/'";
  if (name === "/") return "'/' alone is not a name";
  if (!ALLOWED.test(name)) {
    // Found by a search, not by spreading the name: a name can be hundreds of megabytes.
    const bad = NOT_ALLOWED.exec(name)?.[0] ?? "";
    return `names may only use A-Z a-z 0-9 . - _ /, not ${JSON.stringify(bad)}`;
  }
  if (name.includes("//")) return "names may not contain '//'";
  if (name.endsWith("/")) return "names may not end in '/'";
  for (const segment of name.slice(1).split("/")) {
    if (segment === "." || segment === "..") return `names may not have a '${segment}' segment`;
  }
  return undefined;
}

/**
 * Whether `name` is a valid part name: a POSIX absolute path that starts with `/`, uses only
 * `A-Z a-z 0-9 . - _ /`, has no `//`, does not end in `/` and has no `.` or `..` segment.
 *
 * @example
 * isValidPartName("/sources/1/url"); // true
 * isValidPartName("/a/../b"); // false
 * isValidPartName("/"); // false
 */
export function isValidPartName(name: unknown): name is string {
  return partNameProblem(name) === undefined;
}

/**
 * A short description of a value's type for messages: `null`, `array`, `number`…
 *
 * @example
 * describeType([]); // "an array"
 */
export function describeType(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value !== "object") return `a ${typeof value}`;
  try {
    return Array.isArray(value) ? "an array" : "an object";
  } catch {
    return "a revoked Proxy"; // the one value Array.isArray throws on
  }
}
