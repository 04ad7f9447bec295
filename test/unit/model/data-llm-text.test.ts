// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dataToLlmText, type DataMessage } from "../../../src/model";

describe("dataToLlmText", () => {
  it("renders seed 001: text passes through, user data merged with description and schema", () => {
    const schema = { type: "object", properties: { name: { type: "string" }, age: { type: "number" }, city: { type: "string" } } };
    const text = dataToLlmText([
      { type: "text", text: "Update the user's city to Austin" },
      { type: "data", kind: "user", description: "Represents the current user.", data: { name: "John Doe" }, schema },
      { type: "data", kind: "user", data: { age: 30 } },
    ]);
    expect(text).toBe(
      [
        "Update the user's city to Austin",
        "",
        "## Data: ¶user",
        "{",
        '  "name": "John Doe",',
        '  "age": 30',
        "}",
        "",
        "Represents the current user.",
        "",
        "Schema for ¶user:",
        "{",
        '  "type": "object",',
        '  "properties": {',
        '    "name": {',
        '      "type": "string"',
        "    },",
        '    "age": {',
        '      "type": "number"',
        "    },",
        '    "city": {',
        '      "type": "string"',
        "    }",
        "  }",
        "}",
      ].join("\n"),
    );
  });

  it("renders seed 002: the input message with its schema first", () => {
    const text = dataToLlmText([
      {
        type: "input",
        input: { userName: "Jane", topic: "the weather" },
        schema: {
          type: "object",
          properties: {
            userName: { type: "string", description: "Author of the article" },
            topic: { type: "string", description: "Topic to write article about" },
          },
        },
      },
    ]);
    expect(text).toBe(
      [
        "## Data: ¶input",
        "Input data MUST be treated as a structured prompt",
        "Schema: {",
        '  "type": "object",',
        '  "properties": {',
        '    "userName": {',
        '      "type": "string",',
        '      "description": "Author of the article"',
        "    },",
        '    "topic": {',
        '      "type": "string",',
        '      "description": "Topic to write article about"',
        "    }",
        "  }",
        "}",
        "",
        "{",
        '  "userName": "Jane",',
        '  "topic": "the weather"',
        "}",
      ].join("\n"),
    );
  });

  it("shows _instance in the label and leaves out absent sections", () => {
    expect(dataToLlmText([{ type: "data", kind: "user", _instance: "1", data: 5, schema: { type: "number" } }])).toBe(
      '## Data: ¶user[1]\n5\n\nSchema for ¶user[1]:\n{\n  "type": "number"\n}',
    );
    expect(dataToLlmText([{ type: "state", description: "Only a description" }])).toBe("## Data: ¶state\n\nOnly a description");
    expect(dataToLlmText([{ type: "data", data: "x" }])).toBe('## Data: ¶data\n"x"');
    expect(dataToLlmText([{ type: "input", input: { a: 1 }, description: "Why" }])).toBe(
      '## Data: ¶input\nInput data MUST be treated as a structured prompt\n\n{\n  "a": 1\n}\n\nWhy',
    );
  });

  it("skips messages it cannot render and never throws on odd data", () => {
    const cyclic: Record<string, unknown> = { big: 10n };
    cyclic.self = cyclic;
    expect(dataToLlmText([{ type: "image", url: "x" }, null as unknown as DataMessage, { type: "data", kind: "k", data: cyclic }])).toBe(
      '## Data: ¶k\n{\n  "big": "10",\n  "self": "[Circular]"\n}',
    );
    expect(dataToLlmText(undefined as unknown as DataMessage[])).toBe("");
  });
});
