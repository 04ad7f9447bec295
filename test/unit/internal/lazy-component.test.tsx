import { act, render, screen } from "@testing-library/react";
import { Suspense, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyComponent, retryFailedComponents } from "../../../src/internal/lazy-component";

afterEach(() => vi.restoreAllMocks());

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

const consoleMessages = () => {
  const spies = [vi.spyOn(console, "error").mockImplementation(() => {}), vi.spyOn(console, "warn").mockImplementation(() => {})];
  return () => spies.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));
};

describe("lazyComponent (React development build)", () => {
  // React warns once per page, so this test comes first. The case a streamed chat hits: an update
  // (outside act, as a network callback makes it) mounts a lazy renderer whose code arrives a task later.
  it("mounts from an update and renders the code that arrived with no React error or warning", async () => {
    const logged = consoleMessages();
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const Lazy = lazyComponent("Greeting", () => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), 0)));
    const controls: { show?: (on: boolean) => void } = {};
    function App() {
      const [on, setOn] = useState(false);
      useEffect(() => void (controls.show = setOn), []);
      return on ? <Lazy name="Ada" /> : null;
    }
    const host = document.body.appendChild(document.createElement("div"));
    const root = createRoot(host);
    try {
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <App />
        </Suspense>,
      );
      // The effect that hands over the setter runs after the first commit, whenever the machine gets to it.
      await vi.waitFor(() => expect(controls.show).toBeTypeOf("function"));
      controls.show!(true);
      // React holds a fallback back for up to 300 ms.
      await vi.waitFor(() => expect(host).toHaveTextContent("Hello Ada"), { timeout: 5000 });
      expect(logged()).toEqual([]);
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("shows the fallback until slow code arrives", async () => {
    const logged = consoleMessages();
    let arrive: (component: typeof Greeting) => void = () => {};
    const Lazy = lazyComponent("Greeting", () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Lin" />
        </Suspense>,
      );
    });
    expect(screen.getByText("Loading")).toBeInTheDocument();
    await act(async () => {
      arrive(Greeting);
      await Lazy.preload();
    });
    expect(screen.getByText("Hello Lin")).toBeInTheDocument();
    expect(logged()).toEqual([]);
  });

  it("renders at once, without suspending, once preloaded", async () => {
    const Lazy = lazyComponent("Greeting", () => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Grace")).toBeInTheDocument();
  });

  it("keeps a failed load until a retry, then imports again", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const Lazy = lazyComponent("Greeting", load);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await expect(Lazy.preload()).rejects.toThrow("offline");
    expect(load).toHaveBeenCalledTimes(1);
    retryFailedComponents();
    await expect(Lazy.preload()).rejects.toThrow("offline");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
