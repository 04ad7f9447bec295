import { describe, expect, it } from "vitest";
import { humanize, humanizeToolName } from "../../../src/internal/humanize";

describe("humanize", () => {
  it("reads keys as words, keeping acronyms", () => {
    expect(humanize("first_name")).toBe("First name");
    expect(humanize("startDate")).toBe("Start date");
    expect(humanize("HTTPStatus")).toBe("HTTP status");
    expect(humanize("URL")).toBe("URL");
    expect(humanize("___")).toBe("___");
  });
});

describe("humanizeToolName", () => {
  it("names a tool in words, with its server or namespace in front", () => {
    expect(humanizeToolName("plan_itinerary")).toBe("Plan itinerary");
    expect(humanizeToolName("deleteFile")).toBe("Delete file");
    expect(humanizeToolName("mcp__calendar__list")).toBe("Calendar: list");
    expect(humanizeToolName("mcp__github__create_issue")).toBe("Github: create issue");
    expect(humanizeToolName("deepwiki.ask_question")).toBe("Deepwiki: ask question");
    expect(humanizeToolName("search", "web")).toBe("Web: search");
    expect(humanizeToolName("get-structured-content")).toBe("Get structured content");
  });

  it("never returns nothing", () => {
    expect(humanizeToolName("")).toBe("Unnamed tool");
    expect(humanizeToolName("  ", "files")).toBe("Files");
  });
});
