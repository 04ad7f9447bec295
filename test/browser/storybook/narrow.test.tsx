// WCAG 1.4.10 Reflow: at 320 CSS px nothing needs a horizontal scroll of the page. Wide content
// (tables, code, JSON) scrolls inside its own box instead.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as chat from "../../../stories/chat/chat.stories";
import * as openaiChat from "../../../stories/protocols/openai-chat.stories";
import * as messageView from "../../../stories/render/message-view.stories";
import * as tools from "../../../stories/tools/tools.stories";
import { timeScale } from "../../setup/time-budgets";

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

const stories = [
  ["the Chat story", composeStories(chat).Light],
  ["a protocol gallery story", composeStories(openaiChat).ToolCalling],
  ["a message with sources, files and a table", composeStories(messageView).Conversation],
  ["a tool asking for approval", composeStories(tools).ApprovalRequested],
] as const;

let host: HTMLElement | undefined;
afterEach(() => {
  host?.remove();
  host = undefined;
});

/** Elements sticking out of the 320 px column, outside any box that scrolls on its own. */
function overflowing(root: HTMLElement): string[] {
  const right = root.getBoundingClientRect().right + 0.5;
  const out: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("*")) {
    if (element.getBoundingClientRect().right <= right) continue;
    let scroller: HTMLElement | null = element.parentElement;
    while (scroller && scroller !== root && !/(auto|scroll|hidden)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    if (scroller && scroller !== root) continue;
    if (getComputedStyle(element).visibility === "hidden" || element.closest("[hidden]")) continue;
    out.push(`${element.tagName.toLowerCase()}[data-slot=${element.dataset.slot ?? "?"}] right=${Math.round(element.getBoundingClientRect().right)}`);
  }
  return out;
}

describe("at 320 CSS px", () => {
  beforeAll(async () => {
    await page.viewport(320, 1200);
  });

  test.each(stories)("%s reflows into the column", { timeout: 60_000 * timeScale }, async (_, story) => {
    host = document.createElement("div");
    host.style.width = "320px";
    document.body.append(host);
    await story.run({ canvasElement: host });
    await Promise.all([...host.querySelectorAll("img")].map((img) => img.decode().catch(() => undefined)));
    expect(overflowing(host)).toEqual([]);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });

  test("the check sees a box that sticks out, and lets one that scrolls on its own be", () => {
    host = document.createElement("div");
    host.style.width = "320px";
    const wide = Object.assign(document.createElement("p"), { textContent: "wide" });
    wide.dataset.slot = "wide";
    wide.style.width = "500px";
    const scroller = document.createElement("div");
    scroller.style.overflowX = "auto";
    const code = Object.assign(document.createElement("pre"), { textContent: "code" });
    code.style.width = "900px";
    scroller.append(code);
    host.append(wide, scroller);
    document.body.append(host);
    expect(overflowing(host)).toEqual([expect.stringMatching(/^p\[data-slot=wide\]/)]);
  });
});
