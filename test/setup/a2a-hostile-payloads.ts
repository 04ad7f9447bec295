// What the hostile A2A agents (a2a-hostile-agents.ts) send, shared with the test that checks it
// (test/hostile/browser/a2a.test.tsx): no node-only imports, so the page can load it.

/** Sets `top.__pwned` (the hostile suite's canary) if it ever runs. */
export const pwn = "top.__pwned=1";

/** Markdown and HTML that would run script if rendered as HTML. */
export const hostileMarkdown = [
  `<script>${pwn}</script>`,
  `<img src=x onerror="${pwn}">`,
  `[click me](javascript:${pwn})`,
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<a href="data:text/html,<script>${pwn}</script>">data link</a>`,
  "**still bold** after all that",
].join("\n\n");

/** How many tiny chunks the `many` case streams, and what each one holds. */
export const manyChunks = { count: 10_000, text: "ab " };

/** The size of the `huge` case's one text chunk: over the SDK client's 4 MiB event limit. */
export const hugeChars = 5 * 1024 * 1024;

/** The hostile card's texts: each would run script if any of them were rendered as HTML. */
export const hostileCard = {
  name: `<img src=x onerror="${pwn}">Evil agent`,
  description: `Description <script>${pwn}</script> [link](javascript:${pwn}) **not bold**`,
  skillName: `<b onmouseover="${pwn}">Skill</b>`,
  example: `<svg onload="${pwn}">`,
  tag: `"><script>${pwn}</script>`,
};


/** A card too big to show whole: 20,000 skills and a 10 MB description. */
export const hugeCard = { skills: 20_000, descriptionChars: 10 * 1024 * 1024 };
