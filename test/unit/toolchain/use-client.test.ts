// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../../../src");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

// A value import from React (hooks, context, memo…) or JSX makes a module client-only: without
// the directive, a React Server Component that imports it fails ("createContext is not a function").
const valueImportsReact = (source: string) =>
  [...source.matchAll(/^import (type )?\{([^}]*)\} from "react(?:-dom)?";$/gm)].some(([, typeOnly, names]) => !typeOnly && names!.split(",").some((n) => n.trim() !== "" && !n.trim().startsWith("type ")));

describe("'use client'", () => {
  it("starts every module that uses React at run time (hooks, context, components)", () => {
    const missing = files(root)
      .filter((file) => file.endsWith(".tsx") || valueImportsReact(readFileSync(file, "utf8")))
      .filter((file) => !readFileSync(file, "utf8").startsWith('"use client";'))
      .map((file) => relative(root, file));
    expect(missing).toEqual([]);
  });

  it("stays off the React-free layers, so server code can call them", () => {
    const marked = files(root)
      // partkit/mcp/app is a React component's entry; the rest of mcp/ is the client.
      .filter((file) => (/[/\\](model|adapters|mcp)[/\\]/.test(file) && !/[/\\]mcp[/\\]app[/\\]/.test(file)) || /[/\\]src[/\\]index\.ts$/.test(file))
      .filter((file) => readFileSync(file, "utf8").startsWith('"use client";'))
      .map((file) => relative(root, file));
    expect(marked).toEqual([]);
  });
});
