// Visual regression: key stories rendered through Storybook's own preview (decorators, theme box,
// loaders) at a fixed size, compared with the reference screenshots committed in ./screenshots
// (vite.config.ts points toMatchScreenshot there). To accept an intended change of look, rerun with
// `npx vitest run --project browser test/browser/storybook/visual.test.tsx --update`, look at the
// new images and commit them. The references are of one Chromium build, the one the tests bring
// from npm (@sparticuz/chromium, pinned in package.json; screenshots/browser.json names it): on
// another build (CHROMIUM_PATH=… npm test) text rasterises differently and the PDF viewer may be
// there, so the comparisons skip and say why.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { commands, page } from "vitest/browser";
import preview from "../../../.storybook/preview";
import * as chat from "../../../stories/chat/chat.stories";
import * as schemaForm from "../../../stories/form/schema-form.stories";
import * as resultView from "../../../stories/form/result-view.stories";
import * as markdown from "../../../stories/markdown/markdown.stories";
import * as diagrams from "../../../stories/markdown/diagrams.stories";
import * as mcpInPage from "../../../stories/playground/mcp-in-page.stories";
import * as playground from "../../../stories/playground/playground.stories";
import * as messageView from "../../../stories/render/message-view.stories";
import * as tools from "../../../stories/tools/tools.stories";
import * as openaiChat from "../../../stories/protocols/openai-chat.stories";
import * as messageList from "../../../stories/list/message-list.stories";
import * as aiSdk from "../../../stories/protocols/ai-sdk.stories";
import { timeScale } from "../../setup/time-budgets";
import { otherBrowser, removeStory, screenshot, setStoryTheme as setTheme, showStory } from "./screenshot-setup";

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

const stories = {
  chat: composeStories(chat),
  messageView: composeStories(messageView),
  schemaForm: composeStories(schemaForm),
  resultView: composeStories(resultView),
  markdown: composeStories(markdown),
  diagrams: composeStories(diagrams),
  playground: composeStories(playground),
  mcpInPage: composeStories(mcpInPage),
  tools: composeStories(tools),
  openaiChat: composeStories(openaiChat),
  messageList: composeStories(messageList),
  aiSdk: composeStories(aiSdk),
};

// The key stories of each area, each in both themes (the preview's decorator reads this).
const themed = [
  ["message-view-conversation", stories.messageView.Conversation],
  ["schema-form-contact", stories.schemaForm.Contact2020],
  ["result-view-forecast", stories.resultView.Forecast],
  ["markdown-all-constructs", stories.markdown.AllConstructs],
  ["markdown-diagrams", stories.diagrams.Diagrams],
  ["playground-word-stats", stories.playground.WordStats],
  ["mcp-in-page-connected", stories.mcpInPage.Connected],
  ["tools-approval-requested", stories.tools.ApprovalRequested],
  ["tools-ask-for-dates", stories.tools.AskForDates],
  // Every tool state in one turn: the status chips, humanised names, data parts as cards.
  ["protocol-ai-sdk-every-tool-state", stories.aiSdk.AssistantTurnEveryToolState],
  // A protocol gallery story, as a chat by default, and a long virtualised transcript at its end.
  ["protocol-openai-chat-tool-calling", stories.openaiChat.ToolCalling],
  ["message-list-long", stories.messageList.TenThousandMessages],
] as const;

// The chat, an approval, a protocol gallery story and a long transcript again in forced colours
// (Windows High Contrast) and right to left, in the light theme.
const adapted = [
  ["chat", stories.chat.Light],
  ["tools-approval-requested", stories.tools.ApprovalRequested],
  ["protocol-openai-chat-tool-calling", stories.openaiChat.ToolCalling],
  ["message-list-long", stories.messageList.TenThousandMessages],
] as const;

afterEach(async () => {
  document.documentElement.removeAttribute("dir");
  await commands.emulateMedia({ forcedColors: "none" });
  removeStory();
});

// The browser's PDF viewer paints in its own process at its own pace (blank one run, the page the
// next): its frame is compared as an empty box of the same size.
const show = (story: Parameters<typeof showStory>[0]) => showStory(story, { css: '[data-slot="pdf-part-frame"] { visibility: hidden; }' });

describe("visual regression", () => {
  beforeEach(({ skip }) => skip(otherBrowser !== undefined, otherBrowser));

  beforeAll(async () => {
    // Tall enough for the whole turn: parts of an element outside the viewport would come out blank.
    await page.viewport(820, 2600);
  });

  test.each([
    ["chat-light", stories.chat.Light],
    ["chat-dark", stories.chat.Dark],
  ])("%s looks as committed", { timeout: 60_000 * timeScale }, async (name, story) => {
    const root = await show(story);
    expect(root).toHaveAttribute("data-theme", name.endsWith("dark") ? "dark" : "light");
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
  });

  test.each(adapted.flatMap(([name, story]) => (["forced-colors", "rtl"] as const).map((mode) => [`${name}-${mode}`, mode, story] as const)))(
    "%s looks as committed",
    { timeout: 60_000 * timeScale },
    async (name, mode, story) => {
      setTheme("light");
      if (mode === "rtl") document.documentElement.setAttribute("dir", "rtl");
      else await commands.emulateMedia({ forcedColors: "active" });
      const root = await show(story);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
    },
  );

  // On a phone (390 CSS px): the chat and an approval, in the light theme. A diagram keeps its
  // labels at 12 px or more (it scrolls sideways in its frame instead of shrinking).
  test.each([
    ["chat-390", stories.chat.Light],
    ["tools-approval-requested-390", stories.tools.ApprovalRequested],
  ])("%s looks as committed", { timeout: 60_000 * timeScale }, async (name, story) => {
    setTheme("light");
    const root = await showStory(story, { css: '[data-slot="pdf-part-frame"] { visibility: hidden; }', width: 390 });
    for (const img of root.querySelectorAll<HTMLImageElement>('img[data-slot="mermaid-image"]')) {
      // Drawn at 14 px (src/mermaid/diagram-theme.ts) on a canvas of its width attribute.
      expect((img.getBoundingClientRect().width / Number(img.getAttribute("width"))) * 14).toBeGreaterThanOrEqual(11.9);
    }
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
  });

  test.each(themed.flatMap(([name, story]) => (["light", "dark"] as const).map((theme) => [`${name}-${theme}`, theme, story] as const)))(
    "%s looks as committed",
    { timeout: 60_000 * timeScale },
    async (name, theme, story) => {
      setTheme(theme);
      const root = await show(story);
      expect(root).toHaveAttribute("data-theme", theme);
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, screenshot);
    },
  );
});
