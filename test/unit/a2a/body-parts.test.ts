import { Part as SdkPart } from "@a2a-js/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { a2aParts, inputModesSchema } from "../../../src/a2a/body-parts";
import { checkDraft, refuseFile } from "../../../src/composer/index";

describe("inputModesSchema", () => {
  it("takes the first exact text mode as the message text and every mode as files under /files/", () => {
    expect(inputModesSchema(["text/plain", "IMAGE/PNG", "text/plain", "not a type", 7])).toEqual({
      parts: [{ contentType: "text/plain" }, { name: "/files/*", contentType: "text/plain" }, { name: "/files/*", contentType: "image/png" }],
    });
  });

  it("means anything goes for no usable mode or */*", () => {
    expect(inputModesSchema([])).toBeUndefined();
    expect(inputModesSchema(["*/*", "text/plain"])).toBeUndefined();
    expect(inputModesSchema("text/plain")).toBeUndefined();
  });

  it("makes the composer refuse what the agent does not accept, saying why", () => {
    const schema = inputModesSchema(["image/png"]);
    expect(refuseFile(schema, "/files/q3.pdf", "application/pdf")).toBe("q3.pdf was not attached: it is application/pdf, and this agent takes a PNG image under /files/");
    // An agent with no text mode takes no typed message either.
    expect(checkDraft({ text: "hi", textType: "text/plain", attachments: [] }, schema).problems).toEqual(["This agent does not take text/plain text"]);
  });
});

describe("a2aParts", () => {
  afterEach(() => vi.unstubAllGlobals());

  const body = {
    parts: [
      { contentType: "text/markdown", content: "Read **this**" },
      { contentType: "application/json", content: '{"people":2}' },
      { name: "/files/a.csv", contentType: "text/csv", content: btoa("x,y\n1,2\n"), contentEncoding: "base64" as const },
      { name: "/files/b.png", contentType: "image/png", contentUrl: "https://bucket.example/b.png?X-Amz-Signature=abc" },
    ],
  };

  it("maps text, JSON data and files (bytes, or by URL) to the SDK's parts, which its own encoder writes", () => {
    const parts = a2aParts(body);
    expect(parts.map((p) => [p.content?.$case, p.mediaType, p.filename])).toEqual([
      ["text", "text/markdown", ""],
      ["data", "application/json", ""],
      ["raw", "text/csv", "a.csv"],
      ["url", "image/png", "b.png"],
    ]);
    expect(parts[1]!.content).toEqual({ $case: "data", value: { people: 2 } });
    // What goes on the wire, through the SDK's own JSON writer.
    expect(SdkPart.toJSON(parts[2]!)).toMatchObject({ raw: btoa("x,y\n1,2\n"), mediaType: "text/csv", filename: "a.csv" });
  });

  it("sends inline files as data: URLs where there is no Buffer for the SDK to encode bytes with (browsers)", () => {
    vi.stubGlobal("Buffer", undefined);
    const file = a2aParts(body)[2]!;
    expect(file.content).toEqual({ $case: "url", value: `data:text/csv;base64,${btoa("x,y\n1,2\n")}` });
  });

  it("sends JSON that does not parse as text, leaves out unreadable parts, and never throws", () => {
    const parts = a2aParts({ parts: [{ contentType: "application/json", content: "{oops" }, { name: "/files/x", contentType: "text/plain", content: "%%%", contentEncoding: "base64" }] });
    expect(parts.map((p) => p.content)).toEqual([{ $case: "text", value: "{oops" }]);
    expect(a2aParts(null as never)).toEqual([]);
    expect(a2aParts({ parts: "no" } as never)).toEqual([]);
  });
});
