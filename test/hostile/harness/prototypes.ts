// Prototype-pollution guard: a snapshot of every built-in prototype's own properties (names,
// values, getters and setters), compared after a case ran. A case that adds, removes or replaces
// anything on Object.prototype, Array.prototype, Function.prototype (or the other built-ins a
// JSON walk can reach) has polluted them.
const guarded: Record<string, object> = {
  "Object.prototype": Object.prototype,
  "Array.prototype": Array.prototype,
  "Function.prototype": Function.prototype,
  "String.prototype": String.prototype,
  "Number.prototype": Number.prototype,
  "Boolean.prototype": Boolean.prototype,
  "RegExp.prototype": RegExp.prototype,
  "Promise.prototype": Promise.prototype,
  "Map.prototype": Map.prototype,
  "Set.prototype": Set.prototype,
  "Error.prototype": Error.prototype,
  Object: Object,
  Array: Array,
  JSON: JSON,
};

type Snapshot = Map<string, Map<PropertyKey, PropertyDescriptor>>;

/** Own properties of every guarded prototype, as they are now. */
export function snapshotPrototypes(): Snapshot {
  return new Map(Object.entries(guarded).map(([name, target]) => [name, new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!]))]));
}

const same = (a: PropertyDescriptor, b: PropertyDescriptor) => a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;

/** What changed since `before`: `["Object.prototype.polluted added", …]`, empty when nothing did. */
export function prototypeChanges(before: Snapshot): string[] {
  const changes: string[] = [];
  for (const [name, target] of Object.entries(guarded)) {
    const was = before.get(name)!;
    for (const key of Reflect.ownKeys(target)) {
      const now = Reflect.getOwnPropertyDescriptor(target, key)!;
      const old = was.get(key);
      if (old === undefined) changes.push(`${name}.${String(key)} added`);
      else if (!same(old, now)) changes.push(`${name}.${String(key)} replaced`);
    }
    for (const key of was.keys()) if (!Reflect.getOwnPropertyDescriptor(target, key)) changes.push(`${name}.${String(key)} removed`);
  }
  // A polluted prototype shows on any fresh object, even through a setter that hides the key.
  const probe = {} as Record<string, unknown>;
  for (const key of ["polluted", "isAdmin", "__pwned"]) if (key in probe || key in []) changes.push(`fresh objects inherit ${key}`);
  return changes;
}
