// docs/reference.md, the component reference: every exported component of every entry, with its
// description and the props it adds to the element it renders, read from the source's JSDoc with
// the TypeScript compiler. The file is checked in; test/unit/toolchain/docs.test.ts regenerates it
// and fails while it differs, and fails on a component or prop documented nowhere (no JSDoc and
// not named in the README or a docs/ page).
//
//   npm run docs:reference    # rewrites docs/reference.md after a change to a component's props
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const referencePath = join(root, "docs/reference.md");

/**
 * The JS entries of package.json "exports" with their source files, in the exports map's order.
 *
 * @example
 * sourceEntries()[0]; // { importPath: "partkit", file: "/…/src/index.ts" }
 */
export function sourceEntries() {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === "object" && target.default.endsWith(".js"))
    .map(([subpath, target]) => ({
      importPath: subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      file: join(root, target.default.replace(/^\.\/dist\//, "src/").replace(/\.js$/, ".ts")),
    }))
    .filter((entry) => existsSync(entry.file));
}

/**
 * The compiler options of the repo's tsconfig.json (strict, bundler resolution), for a program
 * over the entries and whatever extra files a caller adds.
 *
 * @example
 * const program = ts.createProgram(files, compilerOptions());
 */
export function compilerOptions(overrides = {}) {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return { ...parsed.options, noEmit: true, ...overrides };
}

const isPascal = (name) => /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name);
const fromNodeModules = (declaration) => declaration.getSourceFile().fileName.includes("/node_modules/");
/** JSDoc text as Markdown: `{@link Name}` and `{@link Name | label}` become code names. */
const links = (value) => value.replace(/\{@link(?:code|plain)?\s+([^}|\s]+)\s*(?:\|\s*([^}]*?))?\s*\}/g, (_, name, label) => `\`${label || name}\``);
const text = (parts) => links(ts.displayPartsToString(parts)).replace(/\s+/g, " ").trim();
/** The first paragraph of a JSDoc comment: the summary, without `{@link}` markup. */
const summary = (symbol, checker) => {
  const full = links(ts.displayPartsToString(symbol.getDocumentationComment(checker))).trim();
  return full.split(/\n\s*\n/)[0].replace(/\s+/g, " ").trim();
};
const cell = (value) => value.replace(/\|/g, "\\|").replace(/\n/g, " ");
const shortType = (type) => (type.length > 70 ? `${type.slice(0, 67)}…` : type);

/** What a value export is: a component (its props type), a component with parts (`ToolCall.Root`…), or something else. */
function classify(symbol, checker) {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const construct = type.getConstructSignatures()[0];
  if (construct) {
    // A class component (an error boundary): its instances render, and its first parameter is its props.
    const param = construct.getParameters()[0];
    if (!construct.getReturnType().getProperty("render") || !param) return { kind: "class", type };
    return { kind: "component", type, props: checker.getTypeOfSymbolAtLocation(param, declaration), parts: [] };
  }
  if (type.getProperty("Provider") && type.getProperty("Consumer")) return { kind: "context", type };
  const signature = type.getCallSignatures()[0];
  const parts = type
    .getProperties()
    .filter((p) => isPascal(p.name))
    .map((p) => p.name);
  if (!signature) return parts.length > 0 ? { kind: "parts", type, parts } : undefined;
  const returns = checker.typeToString(signature.getReturnType());
  if (!/Element|ReactNode|ReactElement|null/.test(returns)) return undefined;
  const param = signature.getParameters()[0];
  const props = param ? checker.getTypeOfSymbolAtLocation(param, declaration) : undefined;
  return { kind: "component", type, props, parts };
}

/** The props a component adds to its root element's: properties declared in partkit's source, not React's types. */
function ownProps(propsType, checker, location) {
  if (!propsType) return [];
  return propsType
    .getApparentProperties()
    .filter((prop) => (prop.declarations ?? []).some((d) => !fromNodeModules(d)))
    .map((prop) => {
      const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, location), undefined, ts.TypeFormatFlags.NoTruncation);
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      return { name: prop.name, type: type.replace(/ \| undefined$/, ""), optional, doc: text(prop.getDocumentationComment(checker)) };
    })
    .sort((a, b) => Number(a.optional) - Number(b.optional) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Every exported component (and component with parts) of every entry, with its summary and its
 * own props, read from a TypeScript program over the entries. A component exported by several
 * entries is listed once, under the first.
 *
 * @example
 * const { components } = readComponents();
 * components.find((c) => c.name === "SchemaForm").props.map((p) => p.name); // ["schema", "formData", …]
 */
export function readComponents(program = ts.createProgram(sourceEntries().map((e) => e.file), compilerOptions())) {
  const checker = program.getTypeChecker();
  const components = [];
  const seen = new Map();
  for (const entry of sourceEntries()) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module for ${entry.file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!isPascal(exported.name)) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      const known = seen.get(symbol);
      if (known) {
        if (!known.entries.includes(entry.importPath)) known.entries.push(entry.importPath);
        continue;
      }
      const kind = classify(symbol, checker);
      if (!kind || kind.kind === "class" || kind.kind === "context") continue;
      const declaration = symbol.valueDeclaration ?? symbol.declarations[0];
      const item = {
        name: exported.name,
        entries: [entry.importPath],
        summary: summary(symbol, checker),
        kind: kind.kind,
        parts: kind.parts ?? [],
        props: kind.kind === "component" ? ownProps(kind.props, checker, declaration) : [],
        source: relative(root, declaration.getSourceFile().fileName),
      };
      seen.set(symbol, item);
      components.push(item);
    }
  }
  return { components, program };
}

/**
 * docs/reference.md's text for `components` (from {@link readComponents}).
 *
 * @example
 * writeFileSync(referencePath, renderReference(readComponents().components));
 */
export function renderReference(components) {
  const lines = [
    "# Component reference",
    "",
    "Every component each entry exports, with what it is and the props it adds to the element it",
    "renders (every component also takes that element's own props: `className`, `style`, `ref`,",
    "`data-*`, `aria-*`, handlers; see [Theming and customising](theming.md#customising-components)).",
    "Generated from the source's JSDoc by `npm run docs:reference`; `npm test` fails while it is out of",
    "date, and when a component or a prop has no description here or in another page.",
    "",
  ];
  const byEntry = new Map();
  for (const component of components) {
    const list = byEntry.get(component.entries[0]) ?? [];
    list.push(component);
    byEntry.set(component.entries[0], list);
  }
  for (const [entry, list] of byEntry) {
    lines.push(`## \`${entry}\``, "");
    for (const component of [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      lines.push(`### \`${component.name}\``, "");
      if (component.summary) lines.push(component.summary, "");
      const also = component.entries.slice(1);
      if (also.length > 0) lines.push(`Also exported by ${also.map((e) => `\`${e}\``).join(", ")}.`, "");
      if (component.parts.length > 0) lines.push(`Parts: ${component.parts.map((p) => `\`${component.name}.${p}\``).join(", ")}.`, "");
      if (component.props.length > 0) {
        lines.push("| prop | type | what |", "| --- | --- | --- |");
        for (const prop of component.props) {
          lines.push(`| \`${prop.name}\`${prop.optional ? "" : " (required)"} | \`${cell(shortType(prop.type))}\` | ${cell(prop.doc) || "—"} |`);
        }
        lines.push("");
      }
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/**
 * What the hand-written docs leave out: each exported component must be named in the README or a
 * docs/ page other than the reference (`` `Name` `` or `<Name`), and each prop it adds must have a
 * description (its JSDoc) or be named (`` `prop` ``, `prop=`, `prop:`) on a page that names its
 * component. Returns one line per gap.
 *
 * @example
 * undocumented(readComponents().components, [readFileSync("README.md", "utf8")]); // ["Playground: prop `run` …"]
 */
export function undocumented(components, pages) {
  const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names = (page, name) => new RegExp(`[\`<]${escape(name)}\\b`).test(page);
  const gaps = [];
  for (const component of components) {
    const about = pages.filter((page) => names(page, component.name));
    if (about.length === 0) gaps.push(`${component.name} (${component.entries.join(", ")}): named in no page of docs/ nor in the README`);
    for (const prop of component.props) {
      if (prop.doc) continue;
      const mentioned = new RegExp(`[\`\\s{(,]${escape(prop.name)}(\`|=|:|\\?)`);
      if (!about.some((page) => mentioned.test(page))) gaps.push(`${component.name}: prop \`${prop.name}\` has no JSDoc (${component.source}) and no page that names ${component.name} describes it`);
    }
  }
  return gaps;
}

/**
 * The hand-written pages: README.md and every docs/ page but the generated reference.
 *
 * @example
 * handWrittenPages().length; // 21
 */
export function handWrittenPages() {
  const docs = readdirSync(join(root, "docs"), { recursive: true }).map(String).filter((f) => f.endsWith(".md") && join(root, "docs", f) !== referencePath);
  return [join(root, "README.md"), ...docs.map((f) => join(root, "docs", f))].map((f) => readFileSync(f, "utf8"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { components } = readComponents();
  const fresh = renderReference(components);
  for (const gap of undocumented(components, handWrittenPages())) console.log(`undocumented: ${gap}`);
  if (process.argv.includes("--update")) {
    writeFileSync(referencePath, fresh);
    console.log(`wrote ${relative(root, referencePath)} (${fresh.split("\n").length} lines)`);
  } else {
    const same = existsSync(referencePath) && readFileSync(referencePath, "utf8") === fresh;
    console.log(same ? "docs/reference.md is up to date" : "docs/reference.md is out of date: npm run docs:reference");
    process.exit(same ? 0 : 1);
  }
}
