import { expect, inject, test } from "vitest";

test("runs in a real Chromium that can reach the test HTTP server", async () => {
  expect(navigator.userAgent).toMatch(/Chrome\//);
  const origin = inject("httpOrigin");
  await fetch(`${origin}/__reset`);
  const res = await fetch(`${origin}/text/hello?body=hi`);
  expect(await res.text()).toBe("hi");
  const stats = (await (await fetch(`${origin}/__stats`)).json()) as Record<string, number>;
  expect(stats["/text/hello"]).toBe(1);
});
