// The default waits of the test helpers, scaled like Vitest's timeouts (see time-scale.mjs): a
// condition that holds within a second on a quiet machine may take several on a loaded one.
import { inject, vi } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** From vite.config.ts: PARTKIT_TIME_SCALE, or measured from the machine's load (1 to 4). */
    timeScale: number;
  }
}

export const timeScale: number = inject("timeScale") ?? 1;

/** Default wait of `waitFor`/`findBy*` (Testing Library, Storybook) and of `vi.waitFor`: 5 s on a quiet machine (their own default is 1 s). */
export const defaultWait = 5_000 * timeScale;

/** `vi.waitFor` with the scaled default, and explicit timeouts scaled too. */
export function scaleViWaitFor(): void {
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = ((callback, options) => {
    const given = typeof options === "number" ? { timeout: options } : (options ?? {});
    return waitFor(callback, { ...given, timeout: given.timeout === undefined ? defaultWait : given.timeout * timeScale });
  }) as typeof vi.waitFor;
}
