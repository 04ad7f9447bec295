// A Chromium of its own for measurements that may never return (a renderer spinning in a
// catastrophic regex or parser): each measurement gets a fresh context and page under a hard
// timeout, and after a timeout, a crash or a context that will not close, the browser process is
// killed and a new one launched, so the next measurement starts clean and nothing keeps spinning.
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../../test/setup/find-chromium.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Launches the watchdog browser. `run(prepare, measure, timeoutMs)` opens a fresh context and
 * page, awaits `prepare(page)` (limited to 60 s), then `measure(page)` under `timeoutMs`, and
 * resolves `{ value }` (what `measure` returned), `{ timedOut: true }` or `{ failed: message }` (an exception, a crashed renderer);
 * it never rejects for the page's sake. `close()` ends the browser.
 */
export async function launchWatchdogBrowser({ viewport = { width: 1000, height: 900 } } = {}) {
  const options = { executablePath: await findChromium(), headless: true, args: chromiumArgs };
  let server;
  let browser;
  const start = async () => {
    server = await chromium.launchServer(options);
    browser = await chromium.connect(server.wsEndpoint());
  };
  const restart = async () => {
    await server.kill();
    await start();
  };
  await start();
  return {
    async run(prepare, measure, timeoutMs) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const crashed = new Promise((resolve) => page.on("crash", () => resolve({ failed: "renderer crashed" })));
      const within = (work, ms) => {
        let timer;
        const settled = work.then(
          (value) => ({ value }),
          (error) => ({ failed: error.message.split("\n")[0] }),
        );
        return Promise.race([settled, crashed, new Promise((resolve) => (timer = setTimeout(() => resolve({ timedOut: true }), ms)))]).finally(() => clearTimeout(timer));
      };
      const ready = await within(prepare(page), 60_000);
      const result = "value" in ready ? await within(measure(page), timeoutMs) : ready;
      // A renderer that still spins may keep its context from closing: then the browser goes.
      const closed = result.timedOut ? false : await Promise.race([context.close().then(() => true, () => false), sleep(5000).then(() => false)]);
      if (!closed) await restart();
      return result;
    },
    async close() {
      await server.kill();
    },
  };
}
