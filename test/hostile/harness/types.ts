/** One hostile case: builds its input, exercises partkit, throws when partkit misbehaves. Returns a short summary for the report. */
export type CaseTable = Readonly<Record<string, () => unknown>>;

/** What a case's worker reports. `timeout` and `crashed` come from the parent (isolate.ts). */
export type CaseOutcome =
  | { readonly status: "ok"; readonly detail: unknown; readonly ms: number; readonly polluted: readonly string[] }
  | { readonly status: "threw"; readonly error: string; readonly ms: number; readonly polluted: readonly string[] }
  | { readonly status: "timeout"; readonly ms: number }
  | { readonly status: "crashed"; readonly error: string; readonly ms: number };
