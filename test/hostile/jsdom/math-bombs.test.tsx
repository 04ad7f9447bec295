// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { beforeAll, expect, it } from "vitest";
import { Markdown } from "../../../src/markdown";
import { loadKatex, math } from "../../../src/math";

// KaTeX macro bombs and size bombs: each is refused inside its own formula (source and message),
// the formulas around it still render, and none holds the thread. The bound is a hang guard sized
// for a busy machine; the measured times are printed.

const plugins = [math()];

const bombs: Record<string, string> = {
  "exponential \\def": "\\def\\a{\\b\\b}\\def\\b{\\c\\c}\\def\\c{\\d\\d}\\def\\d{\\e\\e}\\def\\e{\\f\\f}\\def\\f{\\g\\g}\\def\\g{\\h\\h}\\def\\h{x}" + "\\a".repeat(50),
  "self-recursive \\def": "\\def\\x{\\x\\x}\\x",
  "\\newcommand loop": "\\newcommand{\\y}{\\y y}\\y",
  "\\gdef across formulas": "\\gdef\\z{\\z\\z}\\z",
  "huge \\rule": "\\rule{100000em}{100000em}",
  "huge \\kern and sizing": "\\kern{99999em}\\Huge{\\Huge{\\Huge x}}\\rule{1em}{5000em}",
  "deep nesting": "{".repeat(2000) + "x" + "}".repeat(2000),
  "long formula": "x+".repeat(5000) + "x",
  "\\href with trust off": "\\href{javascript:alert(1)}{click}",
};

beforeAll(async () => {
  await loadKatex();
});

it.each(Object.entries(bombs))("%s is contained in its own formula", (_name, tex) => {
  const started = performance.now();
  const view = render(<Markdown text={`Before $a+b$.\n\n$$\n${tex}\n$$\n\nAfter $c$.`} plugins={plugins} />);
  const took = performance.now() - started;
  const states = [...view.container.querySelectorAll('[data-slot="math"]')].map((f) => f.getAttribute("data-state"));
  console.info(`${_name}: ${took.toFixed(0)} ms, states ${states.join(",")}`);
  expect(states[0]).toBe("ready");
  expect(states[2]).toBe("ready");
  expect(view.container.querySelector("a[href^='javascript'], [href]")).toBeNull();
  if (states[1] === "error") expect(view.container.querySelector('[data-slot="math-error"]')!.textContent).not.toBe("");
  expect(took).toBeLessThan(2000);
  view.unmount();
});

it("a \\gdef in one formula does not leak into the next", () => {
  const view = render(<Markdown text={"$\\gdef\\foo{42}\\foo$ and $\\foo$"} plugins={plugins} />);
  const states = [...view.container.querySelectorAll('[data-slot="math"]')].map((f) => f.getAttribute("data-state"));
  expect(states).toEqual(["ready", "error"]);
});
