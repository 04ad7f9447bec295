import { matchGlob } from "./glob";
import { readablePart } from "./readable-part";
import type { MessageBody, Part } from "./types";

/**
 * The parts whose name matches `glob` (picomatch with `{ dot: true }`), in body order.
 * Unnamed parts are never listed; a bad glob or a malformed body lists nothing. Never throws.
 *
 * @example
 * listParts(body, "/sources/*"); // every direct child of /sources
 * listParts(body, "/sources/**"); // /sources itself and everything below it
 */
export function listParts(body: MessageBody, glob: string): Part[] {
  return partsOf(body).filter(
    (part): part is Part => typeof part?.name === "string" && part.name !== "" && matchGlob(glob, part.name),
  );
}

/**
 * The part named exactly `name`, or `undefined`. If a (malformed) body repeats a name, the
 * first part with it wins, the same one {@link partTree} shows. Never throws.
 *
 * @example
 * getPart(body, "/sources/1/url");
 */
export function getPart(body: MessageBody, name: string): Part | undefined {
  if (typeof name !== "string") return undefined;
  return partsOf(body).find((part): part is Part => part?.name === name);
}

/**
 * The object-shaped entries of `body.parts`, or `[]` when the body is malformed. A part whose
 * fields throw when read is replaced by the stand-in {@link readablePart} makes.
 *
 * @example
 * partsOf({ parts: [null, { contentType: "text/plain" }] }); // [{ contentType: "text/plain" }]
 */
export function partsOf(body: unknown): readonly ({ readonly name?: unknown } & Partial<Part>)[] {
  if (typeof body !== "object" || body === null) return [];
  let parts: unknown;
  try {
    parts = (body as { parts?: unknown }).parts;
    if (!Array.isArray(parts)) return [];
    return parts.map(readablePart).filter((part: unknown): part is Partial<Part> => typeof part === "object" && part !== null && !Array.isArray(part));
  } catch {
    return []; // a Proxy'd parts array whose traps throw
  }
}
