import { describe, expect, it } from "vitest";
import { checkDraft, chooseTextType, describeSchemaPart, draftBody, explainBlocked, fileContentType, filePartName, refuseFile, type Attachment } from "../../../src/composer/index";
import type { MessageBodySchema } from "../../../src/index";

const pdfAgent: MessageBodySchema = {
  parts: [
    { contentType: "text/markdown", required: true },
    { name: "/files/*", contentType: "application/pdf", required: true },
    { name: "/files/*", contentType: "image/*" },
  ],
};
const attachment = (name: string, contentType: string, extra: Partial<Attachment> = {}): Attachment => ({
  id: name,
  file: new File(["x"], name.slice(name.lastIndexOf("/") + 1), { type: contentType }),
  name,
  contentType,
  status: "local",
  ...extra,
});

describe("describeSchemaPart", () => {
  it("says what a schema part asks for in words", () => {
    expect(describeSchemaPart({ name: "/files/*", contentType: "application/pdf" })).toBe("a PDF under /files/");
    expect(describeSchemaPart({ contentType: "text/markdown" })).toBe("Markdown text");
    expect(describeSchemaPart({ name: "/input", contentType: "application/json" })).toBe("JSON data named /input");
    expect(describeSchemaPart({ name: "/files/*", contentType: "application/x-thing" })).toBe("a application/x-thing part under /files/");
    expect(describeSchemaPart({ contentType: "*", description: "The contract to review" })).toBe("The contract to review");
  });
});

describe("filePartName", () => {
  it("makes a valid unused name under /files/", () => {
    expect(filePartName("Q3 report.pdf", new Set())).toBe("/files/Q3-report.pdf");
    expect(filePartName("a.pdf", new Set(["/files/a.pdf", "/files/a-2.pdf"]))).toBe("/files/a-3.pdf");
    expect(filePartName("..", new Set())).toBe("/files/file");
    expect(filePartName("résumé (final).pdf", new Set())).toBe("/files/r-sum-final.pdf");
  });

  it("keeps the extension of a 300-character name (issue 36), and its uniqueness", () => {
    const name = filePartName(`${"x".repeat(300)}.pdf`, new Set());
    expect(name).toBe(`/files/${"x".repeat(196)}.pdf`);
    expect(filePartName(`${"x".repeat(300)}.pdf`, new Set([name]))).toBe(`/files/${"x".repeat(196)}-2.pdf`);
  });
});

describe("fileContentType", () => {
  it("uses the browser's type, else the extension", () => {
    expect(fileContentType({ name: "a.bin", type: "Application/PDF; x=1" })).toBe("application/pdf");
    expect(fileContentType({ name: "notes.md", type: "" })).toBe("text/markdown");
    expect(fileContentType({ name: "blob", type: "" })).toBe("application/octet-stream");
  });
});

describe("refuseFile", () => {
  it("accepts what a schema part takes and refuses the rest with the reason", () => {
    expect(refuseFile(pdfAgent, "/files/q3.pdf", "application/pdf")).toBeUndefined();
    expect(refuseFile(pdfAgent, "/files/cat.png", "image/png")).toBeUndefined();
    expect(refuseFile(pdfAgent, "/files/run.exe", "application/x-msdownload")).toBe(
      "run.exe was not attached: it is application/x-msdownload, and this agent takes a PDF under /files/ or an image under /files/",
    );
    expect(refuseFile({ parts: [{ contentType: "text/plain" }] }, "/files/a.pdf", "application/pdf")).toBe("a.pdf was not attached: this agent takes no files");
    expect(refuseFile(undefined, "/files/a.exe", "application/x-msdownload")).toBeUndefined();
  });
});

describe("checkDraft", () => {
  it("lists the required parts and what is missing, then is ready", () => {
    const empty = checkDraft({ text: "", textType: "text/markdown", attachments: [] }, pdfAgent);
    expect(empty.ready).toBe(false);
    expect(empty.required).toEqual([
      { text: "Markdown text", met: false },
      { text: "a PDF under /files/", met: false },
    ]);
    expect(explainBlocked(empty)).toBe("Needs Markdown text and a PDF under /files/.");
    const half = checkDraft({ text: "Summarise", textType: "text/markdown", attachments: [] }, pdfAgent);
    expect(explainBlocked(half)).toBe("Needs a PDF under /files/.");
    const full = checkDraft({ text: "Summarise", textType: "text/markdown", attachments: [attachment("/files/q3.pdf", "application/pdf")] }, pdfAgent);
    expect(full.ready).toBe(true);
    expect(explainBlocked(full)).toBeUndefined();
  });

  it("blocks on uploads not done and on text the agent does not take", () => {
    const uploading = checkDraft({ text: "Hi", textType: "text/markdown", attachments: [attachment("/files/q3.pdf", "application/pdf", { status: "uploading" })] }, pdfAgent);
    expect(explainBlocked(uploading)).toBe("q3.pdf is still uploading.");
    const failed = checkDraft({ text: "Hi", textType: "text/plain", attachments: [attachment("/files/q3.pdf", "application/pdf", { status: "failed" })] });
    expect(explainBlocked(failed)).toBe("q3.pdf did not upload: retry or remove it.");
    const textless = checkDraft({ text: "Hi", textType: "text/plain", attachments: [] }, { parts: [{ name: "/files/*", contentType: "application/pdf" }] });
    expect(explainBlocked(textless)).toBe("This agent does not take text/plain text.");
    expect(explainBlocked(checkDraft({ text: "  ", textType: "text/plain", attachments: [] }))).toBe("Write a message or attach a file.");
  });
});

describe("draftBody and chooseTextType", () => {
  it("builds text, data and files in that order, uploads by URL and the rest inline", () => {
    const body = draftBody(
      {
        text: "Look",
        textType: "text/markdown",
        data: { value: { city: "Oslo" }, name: "/input" },
        attachments: [attachment("/files/a.pdf", "application/pdf"), attachment("/files/b.png", "image/png", { status: "uploaded", contentUrl: "http://127.0.0.1/b.png" })],
      },
      new Map([["/files/a.pdf", "eA=="]]),
    );
    expect(body.parts).toEqual([
      { contentType: "text/markdown", content: "Look" },
      { name: "/input", contentType: "application/json", content: '{"city":"Oslo"}' },
      { name: "/files/a.pdf", contentType: "application/pdf", content: "eA==", contentEncoding: "base64" },
      { name: "/files/b.png", contentType: "image/png", contentUrl: "http://127.0.0.1/b.png" },
    ]);
    expect(chooseTextType(pdfAgent)).toBe("text/markdown");
    expect(chooseTextType({ parts: [{ contentType: "text/*" }] })).toBe("text/plain");
    expect(chooseTextType(pdfAgent, "text/x-custom")).toBe("text/x-custom");
  });
});
