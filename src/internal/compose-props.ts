import type { Ref, RefCallback } from "react";

/**
 * One handler that calls the caller's handler first and then partkit's, unless the caller called
 * `event.preventDefault()` (Radix's `composeEventHandlers`). Either may be missing.
 *
 * @example
 * <div {...rest} onKeyDown={composeEventHandlers(rest.onKeyDown, ourKeyDown)} />
 */
export function composeEventHandlers<E extends { readonly defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: ((event: E) => void) | undefined,
): ((event: E) => void) | undefined {
  if (!theirs) return ours;
  if (!ours) return theirs;
  return (event) => {
    theirs(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/**
 * One ref callback that sets every given ref (objects and callbacks), so a component's own ref
 * and the caller's `ref` prop both see the element.
 *
 * @example
 * <div ref={composeRefs(ownRef, props.ref)} />
 */
export function composeRefs<T>(...refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === "function") cleanup();
        else if (typeof ref === "function") ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
