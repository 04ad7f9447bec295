// Chromium tracing over CDP for the bench scenarios: start a trace, run something, and get the
// trace events back (streamed, so a long trace does not go through one protocol message).

/**
 * Traces `run()` in the page of `cdp` with `categories` and returns `{ result, events }`.
 *
 * @example
 * const { result, events } = await traceWhile(cdp, ["devtools.timeline"], () => page.evaluate(() => work()));
 */
export async function traceWhile(cdp, categories, run) {
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { transferMode: "ReturnAsStream", traceConfig: { recordMode: "recordContinuously", includedCategories: categories } });
  let result;
  try {
    result = await run();
  } finally {
    await cdp.send("Tracing.end");
  }
  const { stream } = await complete;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle: stream, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  const parsed = JSON.parse(text);
  return { result, events: Array.isArray(parsed) ? parsed : parsed.traceEvents };
}
