/**
 * Runs `run` at the next animation frame, or after 16 ms where there are none (a server, a test
 * environment without `requestAnimationFrame`). Returns what cancels it.
 *
 * @example
 * const cancel = nextFrame((now) => setCount((n) => n + 1));
 * cancel();
 */
export function nextFrame(run: (now: number) => void): () => void {
  if (typeof requestAnimationFrame === "function") {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(() => run(performance.now()), 16);
  return () => clearTimeout(timer);
}
