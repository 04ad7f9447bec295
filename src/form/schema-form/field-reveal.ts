import { nextFrame } from "../../internal/next-frame";

/**
 * Something in a form that can bring a field that is not in the DOM onto the page: a virtual
 * list of array items or object properties, which mounts only the rows in view.
 *
 * @example
 * const revealer: FieldRevealer = { holds: (id) => (id.startsWith("root_items_") ? "root_items_".length : 0), scrollTo: showRowOf };
 */
export interface FieldRevealer {
  /**
   * How closely this list holds the element with this id: the length of the id of its row that
   * holds it, mounted or not; 0 when none does. Nested lists compare by it.
   */
  readonly holds: (id: string) => number;
  /** Scrolls the row holding that element into view, which mounts it. */
  readonly scrollTo: (id: string) => void;
}

// Keyed by the <form> element: each SchemaForm has its own lists, and forms come and go.
const revealers = new WeakMap<Element, Set<FieldRevealer>>();
const listeners = new WeakMap<Element, Set<() => void>>();

const changed = (form: Element) => listeners.get(form)?.forEach((listener) => listener());

/**
 * Registers a revealer for the fields of one form; returns the function that unregisters it.
 *
 * @example
 * useLayoutEffect(() => registerFieldRevealer(ref.current!.closest("form")!, revealer), [revealer]);
 */
export function registerFieldRevealer(form: Element, revealer: FieldRevealer): () => void {
  let set = revealers.get(form);
  if (!set) revealers.set(form, (set = new Set()));
  set.add(revealer);
  changed(form);
  return () => {
    set.delete(revealer);
    changed(form);
  };
}

/**
 * Calls `listener` whenever a list of this form starts or stops being able to reveal fields (the
 * error summary links the errors it can lead to). Returns the function that unsubscribes.
 *
 * @example
 * useLayoutEffect(() => onFieldRevealersChange(form, recheck), [form]);
 */
export function onFieldRevealersChange(form: Element, listener: () => void): () => void {
  let set = listeners.get(form);
  if (!set) listeners.set(form, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** The mounted list that holds this id most closely (the innermost of nested lists). */
function closest(form: Element, id: string): FieldRevealer | undefined {
  let best: FieldRevealer | undefined;
  let bestDepth = 0;
  for (const revealer of revealers.get(form) ?? []) {
    const depth = revealer.holds(id);
    if (depth > bestDepth) [best, bestDepth] = [revealer, depth];
  }
  return best;
}

/**
 * Whether some list of this form can bring the element with this id onto the page.
 *
 * @example
 * canRevealField(form, "root_items_412_name"); // true while the items list is virtual
 */
export function canRevealField(form: Element | null | undefined, id: string): boolean {
  return form ? closest(form, id) !== undefined : false;
}

/**
 * Finds the element with this id, scrolling the lists that hold it (outer first, then inner, a
 * frame apart so each mounts its row) until it is in the DOM. Resolves with the element, or
 * `null` when no list brings it within a few frames.
 *
 * @example
 * const field = await revealField(form, "root_items_412_name", (id) => findField(form, id));
 * field?.focus();
 */
export async function revealField(form: Element, id: string, find: (id: string) => HTMLElement | null): Promise<HTMLElement | null> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const found = find(id);
    if (found) return found;
    const revealer = closest(form, id);
    if (!revealer) return null;
    revealer.scrollTo(id);
    await new Promise((done) => nextFrame(() => setTimeout(done, 0)));
  }
  return find(id);
}

/**
 * Whether `id` is the element `itemId` or one inside it, as RJSF builds ids (`root_items` holds
 * `root_items_0`, which holds `root_items_0_name`).
 *
 * @example
 * isWithin("root_items_0_name", "root_items_0", "_"); // true
 * isWithin("root_items_01", "root_items_0", "_"); // false
 */
export function isWithin(id: string, itemId: string, separator: string): boolean {
  return id === itemId || (id.startsWith(itemId) && id.startsWith(separator, itemId.length));
}
