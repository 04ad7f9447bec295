import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { defaultWait, scaleViWaitFor } from "./time-budgets";
import { preloadRenderers } from "../../src/render/default-renderers";

// Built-in renderers load on first use; tests assert on what renders synchronously, so load them
// first (test/unit/render/lazy-renderers.test.tsx covers the on-demand path on its own).
// A test file that checks the on-demand path sets this flag when it is imported (before this hook).
beforeAll(() => ((globalThis as { partkitSkipPreload?: boolean }).partkitSkipPreload ? undefined : preloadRenderers()));
afterEach(() => cleanup());

// Waits scaled to the machine (time-budgets.ts): findBy*, waitFor and vi.waitFor.
configure({ asyncUtilTimeout: defaultWait });
scaleViWaitFor();
