// How much longer than on a quiet developer machine a test may take here. Every time budget of the
// test projects is a base value times this: Vitest's test and hook timeouts (vite.config.ts), and
// the default wait of `vi.waitFor`, Testing Library's `waitFor`/`findBy*` and Storybook's
// `waitFor` (test/setup/*.ts, through `inject("timeScale")`).
//
//   PARTKIT_TIME_SCALE=3 npm test   # set it by hand (any number >= 1)
//
// Unset, it is measured when the config loads: the 1-minute load average plus two (the test run's
// own Vite, Chromium and worker processes) per CPU core, from 1 on a quiet machine up to 4. A
// budget only decides how long a test that is really stuck takes to fail; a test that passes ends
// as soon as its condition holds, so generous budgets cost nothing on a fast machine.
import { availableParallelism, loadavg } from "node:os";

/** @returns {number} */
export function timeScale(env = process.env) {
  const set = Number(env.PARTKIT_TIME_SCALE);
  if (Number.isFinite(set) && set > 0) return Math.max(1, set);
  const measured = (loadavg()[0] + 2) / availableParallelism();
  return Math.round(Math.min(4, Math.max(1, measured)) * 10) / 10;
}
