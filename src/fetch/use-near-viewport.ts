"use client";
import { type RefObject, useEffect, useState } from "react";

type Callback = (near: boolean) => void;
interface Shared {
  readonly observer: IntersectionObserver;
  readonly callbacks: Map<Element, Callback>;
}

const byRoot = new WeakMap<Element | Document, Map<string, Shared>>();

function scrollRoot(element: Element): Element | null {
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === "auto" || overflowY === "scroll") return node;
  }
  return null;
}

// One observer per scroll root and margin, however many parts: a message with 1,000 remote
// parts must not create 1,000 observers.
function observe(element: Element, rootMargin: string, callback: Callback): () => void {
  const root = scrollRoot(element);
  const key = root ?? document;
  let shared = byRoot.get(key)?.get(rootMargin);
  if (!shared) {
    const callbacks = new Map<Element, Callback>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) callbacks.get(record.target)?.(record.isIntersecting);
      },
      { root, rootMargin },
    );
    shared = { observer, callbacks };
    if (!byRoot.has(key)) byRoot.set(key, new Map());
    byRoot.get(key)!.set(rootMargin, shared);
  }
  const current = shared;
  current.callbacks.set(element, callback);
  current.observer.observe(element);
  return () => {
    current.callbacks.delete(element);
    current.observer.unobserve(element);
  };
}

/**
 * Options of {@link useNearViewport}.
 *
 * @example
 * const options: NearViewportOptions = { rootMargin: "600px 0px" };
 */
export interface NearViewportOptions {
  /** How far outside the visible area still counts as near. Default `"400px 0px"`. */
  readonly rootMargin?: string;
  /** Skip observing (and report `true`), e.g. for parts that never load anything. */
  readonly disabled?: boolean;
}

/**
 * Whether an element is within `rootMargin` of the visible area of its nearest scrolling
 * ancestor (or the viewport). One shared IntersectionObserver serves every element with the same
 * root and margin. Reports `true` where IntersectionObserver does not exist (SSR, jsdom).
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null);
 * const near = useNearViewport(ref);
 * return <div ref={ref}>{near ? <Heavy /> : null}</div>;
 */
export function useNearViewport(ref: RefObject<Element | null>, { rootMargin = "400px 0px", disabled = false }: NearViewportOptions = {}): boolean {
  const supported = typeof IntersectionObserver !== "undefined";
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (disabled || !supported || !element) return;
    return observe(element, rootMargin, setNear);
  }, [ref, rootMargin, disabled, supported]);
  return disabled || !supported || near;
}
