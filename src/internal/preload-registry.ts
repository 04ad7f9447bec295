/** Anything that can fetch its code ahead of time, such as a {@link lazyComponent}. */
export interface Preloadable {
  preload(): Promise<void>;
}

const registered = new Set<Preloadable>();

/**
 * Adds a lazily loaded piece to what `preloadRenderers()` fetches, and returns it. Layers above
 * the renderers (the message list) register their own pieces this way, so the render layer does
 * not import them.
 *
 * @example
 * const LazyWindow = registerPreload(lazyComponent("Window", () => import("./window").then((m) => m.Window)));
 */
export function registerPreload<T extends Preloadable>(piece: T): T {
  registered.add(piece);
  return piece;
}

/**
 * Every piece registered so far.
 *
 * @example
 * await Promise.all(registeredPreloads().map((piece) => piece.preload()));
 */
export function registeredPreloads(): Preloadable[] {
  return [...registered];
}
