import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// Fresh module instances: the test setup's preloadRenderers() has already loaded the full table
// into the ones the other tests import.
async function freshMarkdown() {
  vi.resetModules();
  const [{ Markdown }, entities, render] = await Promise.all([import("../../../src/markdown"), import("../../../src/markdown/entities"), import("../../../src/render")]);
  return { Markdown, ...entities, preloadRenderers: render.preloadRenderers };
}

describe("character references", () => {
  it("decodes numeric and common named references at once, and every HTML5 name once the table arrives", async () => {
    const { Markdown, decodeEntities } = await freshMarkdown();
    expect(decodeEntities("&#35; &#x1F600; &#0; &#87654321; &copy; &amp;amp;")).toBe("# 😀 \ufffd &#87654321; © &amp;");
    // The first rare name starts fetching the full table and stays as written meanwhile.
    render(<Markdown text="&HilbertSpace; and &copy;" />);
    expect(screen.getByText("&HilbertSpace; and ©")).toBeInTheDocument();
    // The block renders again when it arrives.
    await waitFor(() => expect(screen.getByText("ℋ and ©")).toBeInTheDocument());
    expect(decodeEntities("&AElig; &Dcaron; &ngE; &nosuchname;")).toBe("Æ Ď ≧̸ &nosuchname;");
  });

  it("is part of preloadRenderers(), so servers and tests can render every name in one pass", async () => {
    const { decodeEntities, preloadRenderers } = await freshMarkdown();
    // Nothing has asked for a rare name yet: only preloadRenderers() can have loaded the table.
    await preloadRenderers();
    expect(decodeEntities("&DifferentialD;")).toBe("ⅆ");
  });
});
