import { afterEach, describe, expect, it } from "vitest";
import { cssString, findField } from "../../../src/form/schema-form/find-field";

afterEach(() => document.body.replaceChildren());

/** A <form> on the page holding inputs with these ids (and `data-form`, when given). */
const form = (ids: readonly string[], mark?: string) => {
  const el = document.createElement("form");
  for (const id of ids) {
    const input = document.createElement("input");
    input.id = id;
    if (mark) input.dataset.form = mark;
    el.append(input);
  }
  document.body.append(el);
  return el;
};

describe("findField", () => {
  it("finds a field by its exact id, else the first whose id starts with it", () => {
    const f = form(["root_kind-0", "root_kind-1", "root_name"]);
    expect(findField(f, "root_name")?.id).toBe("root_name");
    expect(findField(f, "root_kind")?.id).toBe("root_kind-0");
    expect(findField(f, "root_missing")).toBeNull();
  });

  it("stays inside its form when another form on the page uses the same ids", () => {
    const first = form(["root_name"], "1");
    const second = form(["root_name"], "2");
    expect(findField(second, "root_name")?.dataset.form).toBe("2");
    expect(findField(first, "root_name")?.dataset.form).toBe("1");
    expect(findField(document, "root_name")?.dataset.form).toBe("1");
  });

  it("takes ids a selector would choke on: quotes, backslashes, brackets, line breaks", () => {
    const ids = ['root_a"b', "root_a\\b", "root_[0]", "root_a b", "root_a\nb", "0root"];
    const f = form(ids.map((id) => `${id}-0`));
    for (const id of ids) expect(findField(f, id)?.id, id).toBe(`${id}-0`);
  });

  it("quotes a value as a CSS string", () => {
    expect(cssString("root_a")).toBe('"root_a"');
    expect(cssString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(cssString("a\nb")).toBe('"a\\a b"');
  });
});
