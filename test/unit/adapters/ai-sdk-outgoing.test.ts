import { describe, expect, it } from "vitest";
import { toAiSdkMessage } from "../../../src/adapters/ai-sdk/index";

describe("toAiSdkMessage", () => {
  it("joins unnamed text into text and makes every other part a file (by URL, else a data: URL)", () => {
    expect(
      toAiSdkMessage({
        parts: [
          { contentType: "text/markdown", content: "Summarise **this**" },
          { contentType: "text/plain", content: "and this" },
          { name: "/files/q3.pdf", contentType: "application/pdf", contentUrl: "https://files.example/q3.pdf" },
          { name: "/files/a.png", contentType: "image/png", content: "iVBORw0KGgo=", contentEncoding: "base64" },
          { name: "/booking", contentType: "application/json", content: '{"people":2,"note":"é"}' },
        ],
      }),
    ).toEqual({
      text: "Summarise **this**\n\nand this",
      files: [
        { type: "file", mediaType: "application/pdf", filename: "q3.pdf", url: "https://files.example/q3.pdf" },
        { type: "file", mediaType: "image/png", filename: "a.png", url: "data:image/png;base64,iVBORw0KGgo=" },
        { type: "file", mediaType: "application/json", filename: "booking", url: `data:application/json;base64,${Buffer.from('{"people":2,"note":"é"}').toString("base64")}` },
      ],
    });
  });

  it("gives text alone when there are no files, and survives a body that is not one", () => {
    expect(toAiSdkMessage({ parts: [{ contentType: "text/plain", content: "Hi" }] })).toEqual({ text: "Hi" });
    expect(toAiSdkMessage(null as never)).toEqual({ text: "" });
    // A part with neither content nor URL has nothing to send.
    expect(toAiSdkMessage({ parts: [{ name: "/files/x.pdf", contentType: "application/pdf" }] })).toEqual({ text: "" });
  });
});
