// Plain Node: every JS entry loads through import() and require(), and the React components
// server-render real content (react-dom/server, no bundler).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { allPeers, createApp, jsEntries, removeApps } from "./apps.mjs";
import { errorLines } from "./exec.mjs";
import { everyPartText } from "./fixtures/messages.mjs";

let app;

/** The HTML of the parts of one content type: from each part's element to the next part's. */
function partHtml(html, contentType) {
  return html
    .split('<div data-slot="part"')
    .filter((chunk) => chunk.includes(` data-content-type="${contentType}"`))
    .join("\n");
}

before(async () => {
  app = await createApp("node", {
    dependencies: allPeers,
    fixture: ["node", "messages.mjs"],
  });
}, { timeout: 300_000 });

after(removeApps);

// Each entry in a fresh process, so one entry's failure cannot hide or cause another's.
test("every JS entry of the exports map loads in plain Node", { concurrency: 3 }, async (t) => {
  const entries = jsEntries(app.partkit());
  const ways = [["import", "import-entry.mjs"], ["require", "require-entry.cjs"]];
  await Promise.all(
    entries.flatMap((entry) =>
      ways.map(([how, script]) =>
        t.test(`${how}("${entry}")`, async () => {
          const run = await app.node([script, entry], { timeout: 60_000 });
          assert.ok(run.ok, `${how}("${entry}") failed in a Node app with every peer installed:\n${errorLines(run.output)}`);
          const names = JSON.parse(run.stdout.trim().split("\n").at(-1));
          assert.ok(names.length > 0, `${how}("${entry}") loaded but exports nothing`);
        }),
      ),
    ),
  );
});

test("server rendering (react-dom/server, after preloadRenderers)", async (t) => {
  const run = await app.node(["ssr.mjs"], { timeout: 60_000 });
  assert.ok(run.ok, `node ssr.mjs failed:\n${errorLines(run.output)}`);
  const { messageView, messageList } = JSON.parse(run.stdout.trim().split("\n").at(-1));

  await t.test("<MessageView> shows every built-in part type", () => {
    // A part shown elsewhere than as its own part (a source, in its message's list) is looked for there.
    const shown = (type, slot) => {
      if (!slot) return partHtml(messageView, type);
      const at = messageView.indexOf(`data-slot="${slot}"`);
      return at < 0 ? "" : messageView.slice(at);
    };
    const missing = everyPartText
      .filter(([, type, text, slot]) => !shown(type, slot).includes(text))
      .map(([what, type, text, slot]) => `${what} ${JSON.stringify(text)}; ${slot ?? `the ${type} part`} rendered: ${shown(type, slot).slice(0, 600) || "nothing"}`);
    assert.deepEqual(missing, [], `renderToString(<MessageView>) lacks:\n${missing.join("\n")}`);
  });

  await t.test("<MessageView> has no loading placeholders left", () => {
    const pending = messageView.match(/data-slot="part-pending"/g)?.length ?? 0;
    assert.equal(pending, 0, `renderToString(<MessageView>) after preloadRenderers() still has ${pending} data-slot="part-pending" placeholder(s)`);
  });

  await t.test("<MessageList> of 30 messages shows the latest ones", () => {
    const latest = ["Message 30 of 30: an answer", "Message 29 of 30: a question"];
    const missing = latest.filter((text) => !messageList.includes(text));
    assert.deepEqual(missing, [], `renderToString(<MessageList messages={30 messages}>) lacks the latest messages' text ${JSON.stringify(missing)}; it rendered:\n${messageList.slice(0, 1500)}`);
  });
});
