// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Every story opens at rest: what a developer sees on opening a story in Storybook is the
 * component as it first renders, not the state a play function left after clicking or typing.
 * A play function that changes the page belongs in a test-only story, hidden from the sidebar
 * ("!dev") and the docs page ("!autodocs") but still run by the storybook test project:
 *
 *   export const ApproveFlow: Story = { ...Approve, tags: ["!dev", "!autodocs"], play: async () => { … } };
 *
 * This reads every stories/**\/*.stories.tsx and fails for a story without "!dev" whose play
 * function, or a function it calls (in the story file or a module of stories/ it imports), does
 * something that changes the page: userEvent or fireEvent, .click(), .focus(), dispatchEvent,
 * scrolling. Plays that only look (expect, waitFor, find*, query*) are fine.
 */

/** Justified exceptions, as "<path under stories/>#<export name>": "why it must change the page". */
const allowed: Readonly<Record<string, string>> = {
  // "form/example.stories.tsx#Example": "the state only exists after a user action and the story is about that state",
};

const changesThePage = /\b(?:userEvent|fireEvent)\.|\.(?:click|focus|blur|dispatchEvent|scrollIntoView|scrollTo|scrollBy|submit|requestSubmit)\(|\.scroll(?:Top|Left)\s*[-+]?=(?!=)/;

const storiesRoot = join(__dirname, "../../../stories");
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

const parsed = new Map<string, ts.SourceFile>();
const parse = (file: string) => {
  let source = parsed.get(file);
  if (!source) parsed.set(file, (source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)));
  return source;
};

/** A module of stories/ that `file` imports as `specifier`, if any. */
const resolveImport = (file: string, specifier: string) => {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(file), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find((f) => existsSync(f) && /\.tsx?$/.test(f));
  return found && !relative(storiesRoot, found).startsWith("..") ? found : undefined;
};

/** Top-level declarations of a module by name, and where its imported names come from. */
function scope(file: string) {
  const declarations = new Map<string, ts.Node>();
  const imports = new Map<string, { file: string; name: string }>();
  const bind = (name: ts.BindingName, statement: ts.Node) => {
    if (ts.isIdentifier(name)) declarations.set(name.text, statement);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name, statement);
  };
  for (const statement of parse(file).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    else if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) bind(d.name, d);
    else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = resolveImport(file, statement.moduleSpecifier.text);
      const named = statement.importClause?.namedBindings;
      if (from && named && ts.isNamedImports(named)) for (const e of named.elements) imports.set(e.name.text, { file: from, name: (e.propertyName ?? e.name).text });
    }
  }
  return { declarations, imports };
}

/** The text of `nodes` and of every function or value of stories/ they use, transitively. */
function codeOf(file: string, nodes: readonly ts.Node[], seen = new Set<string>()): string {
  const { declarations, imports } = scope(file);
  let text = nodes.map((n) => n.getText()).join("\n");
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const local = declarations.get(node.text);
      const imported = imports.get(node.text);
      const key = local ? `${file}#${node.text}` : imported ? `${imported.file}#${imported.name}` : undefined;
      if (key && !seen.has(key)) {
        seen.add(key);
        if (local) text += `\n${codeOf(file, [local], seen)}`;
        else if (imported) {
          const target = scope(imported.file).declarations.get(imported.name);
          if (target) text += `\n${codeOf(imported.file, [target], seen)}`;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  nodes.forEach(visit);
  return text;
}

interface Resolved {
  tags?: readonly string[];
  play?: readonly ts.Node[];
}

/** A story's effective tags and play function, following spreads of other stories in the file. */
function resolveStory(file: string, expression: ts.Expression, depth = 0): Resolved {
  if (depth > 20) return {};
  if (ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression)) return resolveStory(file, expression.expression, depth + 1);
  if (ts.isIdentifier(expression)) {
    const declaration = scope(file).declarations.get(expression.text);
    return declaration && ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name) && declaration.initializer
      ? resolveStory(file, declaration.initializer, depth + 1)
      : { play: [expression] };
  }
  if (!ts.isObjectLiteralExpression(expression)) return { play: [expression] }; // e.g. a helper's story(…) call
  let story: Resolved = {};
  for (const property of expression.properties) {
    if (ts.isSpreadAssignment(property)) story = { ...story, ...resolveStory(file, property.expression, depth + 1) };
    else if (property.name && ts.isIdentifier(property.name) && property.name.text === "tags" && ts.isPropertyAssignment(property)) {
      const list = property.initializer;
      story = { ...story, tags: ts.isArrayLiteralExpression(list) ? list.elements.filter(ts.isStringLiteral).map((e) => e.text) : [] };
    } else if (property.name && ts.isIdentifier(property.name) && property.name.text === "play") story = { ...story, play: [property] };
  }
  return story;
}

/** Every exported story of every story file, with whether it is test-only and whether its play changes the page. */
function stories() {
  return files(storiesRoot)
    .filter((file) => file.endsWith(".stories.tsx"))
    .flatMap((file) =>
      parse(file)
        .statements.filter(ts.isVariableStatement)
        .filter((s) => s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        .flatMap((s) => s.declarationList.declarations)
        .filter((d) => ts.isIdentifier(d.name) && d.initializer)
        .map((d) => {
          const { tags = [], play = [] } = resolveStory(file, d.initializer!);
          return {
            id: `${relative(storiesRoot, file).split("\\").join("/")}#${(d.name as ts.Identifier).text}`,
            testOnly: tags.includes("!dev"),
            changesThePage: play.length > 0 && changesThePage.test(codeOf(file, play)),
          };
        }),
    );
}

describe("stories open at rest", () => {
  const all = stories();

  it("reads every story file", () => {
    expect(all.length).toBeGreaterThan(100);
    // The scanner does see interactions: the test-only stories are where they went.
    expect(all.filter((s) => s.testOnly && s.changesThePage).length).toBeGreaterThan(10);
  });

  it("keeps clicks, typing, focus and scrolling in test-only stories (tags: [\"!dev\", \"!autodocs\"])", () => {
    const offenders = all.filter((s) => !s.testOnly && s.changesThePage && !(s.id in allowed)).map((s) => s.id);
    expect(offenders).toEqual([]);
  });

  it("lists only stories that exist and still need their exception", () => {
    const stale = Object.keys(allowed).filter((id) => !all.some((s) => s.id === id && !s.testOnly && s.changesThePage));
    expect(stale).toEqual([]);
  });
});
