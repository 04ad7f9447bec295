// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without declarations, shared with `npm run api:update`
import { apiEntries, checkApiReports, reportFolder } from "../../api/api-report.mjs";

interface ReportResult {
  readonly entry: string;
  readonly changed: boolean;
  readonly errors: readonly string[];
}

const declared = /^export (?:declare )?(?:abstract )?(?:function|const|let|interface|type|class|enum|namespace) ([A-Za-z_$][\w$]*)/gm;
const forgotten = /ae-forgotten-export\) The symbol "([^"]+)"/g;

describe("the public API report (test/api/*.api.md)", () => {
  it("has one report per JS entry of package.json", () => {
    const reports = readdirSync(reportFolder).filter((f) => f.endsWith(".api.md")).sort();
    const expected = (apiEntries() as { reportName: string }[]).map((e) => `${e.reportName}.api.md`).sort();
    expect(reports).toEqual(expected);
  });

  it("matches every entry's values, types and signatures (after a deliberate change: npm run api:update)", () => {
    const results = checkApiReports() as ReportResult[];
    expect(results.filter((r) => r.errors.length > 0)).toEqual([]);
    expect(results.filter((r) => r.changed).map((r) => r.entry)).toEqual([]);
  }, 600_000);

  it("names no type in a public signature that no entry lets users import", () => {
    const reports = readdirSync(reportFolder).filter((f) => f.endsWith(".api.md")).map((f) => [f, readFileSync(join(reportFolder, f), "utf8")] as const);
    const importable = new Set(reports.flatMap(([, text]) => [...text.matchAll(declared)].map((m) => m[1])));
    // API Extractor suffixes a second local symbol of the same name with _2.
    const unreachable = reports.flatMap(([file, text]) => [...text.matchAll(forgotten)].map((m) => `${file}: ${m[1]}`).filter((s) => !importable.has(s.split(": ")[1]!.replace(/_\d+$/, ""))));
    expect(unreachable).toEqual([]);
  });
});
