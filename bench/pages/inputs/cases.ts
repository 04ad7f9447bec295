// The schemas of the inputs bench's form cases, shared so both subjects hold the same fields and values.

/** A schema of `count` string properties (`field0`…), each with a length limit for live validation to check. */
export function wideSchema(count: number): Record<string, unknown> {
  return {
    type: "object",
    properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, { type: "string", title: `Field ${i + 1}`, maxLength: 200 }])),
  };
}

/** The values the wide form starts with: `value 0`, `value 1`… */
export function wideData(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, `value ${i}`]));
}
