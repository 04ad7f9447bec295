import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listParts, partTree, readablePart, unreadableReason, validateBody } from "../../../src/model";
import type { Part } from "../../../src/model/types";
import { MessageView } from "../../../src/message";
import { PartkitProvider } from "../../../src/render";
import { poisonedParts } from "../../fixtures/hostile/poisoned-parts";

// A message of 20 parts, half named and half not, with the poisoned one in the middle.
const around = (poison: Part): Part[] =>
  Array.from({ length: 20 }, (_, i) =>
    i === 10 ? poison : i % 2 === 0 ? { contentType: "text/plain", content: `text ${i}` } : { name: `/files/f${i}.txt`, contentType: "text/plain", content: `file ${i}` },
  );

describe("one unreadable part never takes its message down", () => {
  it.each(poisonedParts)("$label: the other 19 parts render, the broken one says why", ({ part, why }) => {
    render(
      <PartkitProvider>
        <MessageView body={{ parts: around(part) }} layout="inline" />
      </PartkitProvider>,
    );
    for (let i = 0; i < 20; i++) if (i !== 10) expect(screen.getByText(i % 2 === 0 ? `text ${i}` : `file ${i}`)).toBeInTheDocument();
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(why);
  });

  it.each(poisonedParts)("$label: the model reads around it and never throws", ({ part, why, name }) => {
    const body = { parts: around(part) };
    const tree = partTree(body);
    expect(tree.children.find((c) => c.name === "files")?.children).toHaveLength(10);
    expect(tree.children.some((c) => c.name === "bad")).toBe(name !== undefined);
    expect(listParts(body, "/files/*")).toHaveLength(10);
    const result = validateBody(body);
    expect(result.valid).toBe(false);
    expect(result.issues.find((issue) => issue.code === "unreadable-part")?.message).toMatch(why);
    expect(unreadableReason(readablePart(part))).toMatch(why);
  });

  it("a readable part stays the same object, so memoised views keep it", () => {
    const part: Part = { contentType: "text/plain", content: "ok", metadata: { status: "complete" } };
    expect(readablePart(part)).toBe(part);
    expect(unreadableReason(part)).toBeUndefined();
    const broken = poisonedParts[0]!.part;
    expect(readablePart(broken)).toBe(readablePart(broken));
  });

  it("a parts array whose reads throw shows an empty message, not a crash", () => {
    const parts = new Proxy([] as Part[], { get: () => { throw new Error("array trap"); } });
    const { container } = render(<MessageView body={{ parts }} />);
    expect(within(container).getByRole("article")).toBeInTheDocument();
    expect(validateBody({ parts }).issues[0]?.code).toBe("parts-unreadable");
  });
});
