import { describe, expect, it } from "vitest";
import { partLabel, partSize, partTitle } from "../../../src/render/index";

describe("part labels", () => {
  it("prefers metadata.title, then the last name segment, then the content type", () => {
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { title: " Spec " } })).toBe("Spec");
    expect(partLabel({ name: "/files/report.pdf", contentType: "application/pdf" })).toBe("report.pdf");
    expect(partLabel({ contentType: "text/plain" })).toBe("text/plain");
    expect(partLabel({ name: "/files/1", contentType: "image/png", metadata: { title: 42 } })).toBe("File 1");
  });

  it("uses the file name an adapter kept (an A2A file part's name) before the path segment", () => {
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "itinerary.pdf" } })).toBe("itinerary.pdf");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "../../etc/passwd" } })).toBe("passwd");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "C:\\docs\\minutes.pdf" } })).toBe("minutes.pdf");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "  ", title: undefined } })).toBe("File 1");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf", metadata: { filename: "a.pdf", title: "Spec" } })).toBe("Spec");
  });

  it("names tool parts by their tool, in words, and numbered parts by their folder", () => {
    const call = { name: "/tool-calls/toolu_01", contentType: "application/vnd.partkit.tool-call+json", content: '{"id":"toolu_01","name":"get_weather","arguments":{}}' };
    const result = { name: "/tool-calls/toolu_01/result", contentType: "application/vnd.partkit.tool-result+json", content: '{"callId":"toolu_01","name":"get_weather","output":"sunny"}' };
    expect(partLabel(call)).toBe("Get weather");
    expect(partLabel(result)).toBe("Get weather result");
    expect(partLabel({ ...result, content: '{"callId":"toolu_01","output":"sunny"}' })).toBe("result");
    expect(partLabel({ name: "/sources/2", contentType: "text/uri-list" })).toBe("Source 2");
    expect(partLabel({ name: "/files/1", contentType: "application/pdf" })).toBe("File 1");
    expect(partLabel({ name: "/log/entries/4", contentType: "text/plain" })).toBe("Entry 4");
    expect(partLabel({ name: "/status/5", contentType: "text/plain" })).toBe("Status 5");
    expect(partLabel({ name: "/search-results/3", contentType: "text/plain" })).toBe("Search result 3");
    expect(partLabel({ name: "/7", contentType: "text/plain" })).toBe("Part 7");
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
