// The public API report: for every JS entry of package.json "exports", API Extractor lists each
// exported value and type with its full signature in test/api/<entry>.api.md. The files are
// checked in, so a change to what users can import, or to a signature, shows up in review.
//
//   npm run api:update    # after changing the public API on purpose: rewrites the reports
//
// test/unit/toolchain/api-report.test.ts runs the same check and fails on any difference.
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const reportFolder = join(root, "test/api");

/** `"."` → `"partkit"`, `"./adapters/acp"` → `"partkit/adapters/acp"`, with its declaration file under `dist/`. */
export function apiEntries() {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === "object" && target.default.endsWith(".js"))
    .map(([subpath, target]) => ({
      subpath,
      importPath: subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      reportName: subpath === "." ? pkg.name : `${pkg.name}.${subpath.slice(2).replaceAll("/", ".")}`,
      declaration: target.types.replace(/^\.\/dist\//, ""),
    }));
}

/** The declarations `tsc` emits for `src/` (what `vite build` ships, before its specifier rewrite). */
function emitDeclarations(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json"), "--outDir", outDir], {
    cwd: root,
    stdio: "pipe",
  });
}

/** The lines only the checked-in report has (-) and only the new one has (+): enough to see what moved. */
function lineDiff(checkedIn, fresh) {
  const [before, after] = [checkedIn.split("\n"), fresh.split("\n")];
  const [had, has] = [new Set(before), new Set(after)];
  return [...before.filter((l) => !has.has(l)).map((l) => `- ${l}`), ...after.filter((l) => !had.has(l)).map((l) => `+ ${l}`)].join("\n");
}

/**
 * Compares (or, with `update`, rewrites) every entry's report.
 * @returns {{ entry: string, changed: boolean, errors: string[], diff: string }[]}
 */
export function checkApiReports({ update = false } = {}) {
  const work = join(tmpdir(), `partkit-api-${process.pid}`);
  const dts = join(work, "dts");
  emitDeclarations(dts);
  const results = [];
  for (const entry of apiEntries()) {
    const entryFile = join(dts, entry.declaration);
    if (!existsSync(entryFile)) {
      results.push({ entry: entry.importPath, changed: true, errors: [`no declaration file ${entry.declaration}`] });
      continue;
    }
    const tempFolder = join(work, "temp");
    mkdirSync(tempFolder, { recursive: true });
    const config = ExtractorConfig.prepare({
      configObjectFullPath: undefined,
      packageJsonFullPath: join(root, "package.json"),
      packageJson: { name: entry.reportName, version: "0.0.0" },
      configObject: {
        projectFolder: root,
        mainEntryPointFilePath: entryFile,
        compiler: { overrideTsconfig: { compilerOptions: { moduleResolution: "bundler", module: "esnext", target: "es2022", jsx: "react-jsx", lib: ["es2023", "dom", "dom.iterable"], skipLibCheck: true, strict: true }, files: [entryFile] } },
        apiReport: { enabled: true, reportFileName: entry.reportName, reportFolder: tempFolder, reportTempFolder: tempFolder },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: "none" } },
          extractorMessageReporting: {
            default: { logLevel: "none" },
            // A public signature that names a type users cannot import: kept in the report, so it is reviewed.
            "ae-forgotten-export": { logLevel: "none", addToApiReportFile: true },
          },
          tsdocMessageReporting: { default: { logLevel: "none" } },
        },
      },
    });
    const errors = [];
    Extractor.invoke(config, {
      localBuild: true,
      showVerboseMessages: false,
      messageCallback: (message) => {
        if (message.logLevel === "error") errors.push(message.text);
        message.handled = true;
      },
    });
    // Warnings name the declaration files by absolute path; the checked-in report must not depend on where it ran.
    const fresh = readFileSync(config.reportFilePath, "utf8").replaceAll(`${dts}/`, "dist/");
    const checkedInFile = join(reportFolder, `${entry.reportName}.api.md`);
    const checkedIn = existsSync(checkedInFile) ? readFileSync(checkedInFile, "utf8") : "";
    const changed = fresh !== checkedIn;
    if (changed && update) writeFileSync(checkedInFile, fresh);
    results.push({ entry: entry.importPath, changed, errors, diff: changed && !update ? lineDiff(checkedIn, fresh) : "" });
  }
  rmSync(work, { recursive: true, force: true });
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes("--update");
  const results = checkApiReports({ update });
  let bad = 0;
  for (const r of results) {
    const status = r.errors.length ? `error: ${r.errors.join("; ")}` : r.changed ? (update ? "updated" : "differs") : "same";
    if (r.errors.length || (r.changed && !update)) bad++;
    console.log(`${r.entry}: ${status}`);
    if (r.diff) console.log(r.diff);
  }
  if (bad && !update) console.log("The public API changed. If on purpose: npm run api:update, then review and commit test/api/*.api.md.");
  process.exit(bad ? 1 : 0);
}
