import { describe, expect, it } from "vitest";
import { partLabel, partSize, partTitle } from "../../../src/render/index";

describe("part labels", () => {
  it("prefers metadata.title, then the last name segment, then the content type", () => {
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { title: " Spec " } })).toBe("Spec");
    expect(partLabel({ name: "/files/report.pdf", contentType: "application/pdf" })).toBe("report.pdf");
    expect(partLabel({ contentType: "text/plain" })).toBe("text/plain");
    expect(partLabel({ name: "/files/1", contentType: "image/png", metadata: { title: 42 } })).toBe("1");
  });

  it("uses the file name an adapter kept (an A2A file part's name) before the path segment", () => {
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "itinerary.pdf" } })).toBe("itinerary.pdf");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "../../etc/passwd" } })).toBe("passwd");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "C:\\docs\\minutes.pdf" } })).toBe("minutes.pdf");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "  ", title: undefined } })).toBe("1");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "a.pdf", title: "Spec" } })).toBe("Spec");
  });

  it("ignores empty or non-string titles", () => {
    expect(partTitle({ contentType: "text/plain", metadata: { title: "   " } })).toBeUndefined();
    expect(partTitle({ contentType: "text/plain", metadata: { title: ["x"] } })).toBeUndefined();
    expect(partTitle(null as never)).toBeUndefined();
  });

  it("sizes inline content in bytes", () => {
    expect(partSize({ contentType: "text/plain", content: "héllo" })).toBe(6);
  });
});
