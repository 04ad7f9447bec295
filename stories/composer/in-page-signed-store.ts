import type { Part, UploadFile } from "../../src/index";

/**
 * An object store living in the page whose URLs expire like presigned ones, for stories (no
 * network). `presign(key)` hands out a fresh `blob:` URL of the object and revokes it after
 * `ttlMs`: an `<img>` of an expired URL then fails as it would on a refused S3 URL, and the
 * store's `fetch` answers an expired URL `403 Request has expired`, as S3 does. `resolveUrl`
 * presigns the same object again (what an app's presigning endpoint does) and counts it;
 * `upload` puts a file (the Composer's presigned PUT) and returns a URL for it.
 */
export function inPageSignedStore({ ttlMs = 60_000 }: { ttlMs?: number } = {}) {
  const objects = new Map<string, Blob>();
  const signed = new Map<string, { key: string; expired: boolean }>();
  const resigned = new Map<string, number>();
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());

  const presign = (key: string, ttl = ttlMs): string => {
    const object = objects.get(key);
    if (!object) throw new Error(`no object ${key}`);
    const url = URL.createObjectURL(object);
    signed.set(url, { key, expired: false });
    setTimeout(() => {
      URL.revokeObjectURL(url);
      signed.set(url, { key, expired: true });
      tell();
    }, ttl);
    return url;
  };

  const fetchFromStore: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const entry = signed.get(url);
    if (entry?.expired) return new Response("<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>", { status: 403, statusText: "Forbidden" });
    return fetch(input, init);
  };

  const resolveUrl = (part: Part): string | undefined => {
    const entry = part.contentUrl === undefined ? undefined : signed.get(part.contentUrl);
    if (!entry) return undefined;
    resigned.set(entry.key, (resigned.get(entry.key) ?? 0) + 1);
    tell();
    return presign(entry.key);
  };

  const upload: UploadFile = async (file, { signal, onProgress }) => {
    signal.throwIfAborted();
    const key = `uploads/${file.name}`;
    objects.set(key, file);
    onProgress({ loaded: file.size, total: file.size });
    return presign(key);
  };

  return {
    put: (key: string, body: BlobPart, type: string) => void objects.set(key, new Blob([body], { type })),
    presign,
    fetch: fetchFromStore,
    resolveUrl,
    upload,
    /** How many times each object was presigned again after its URL expired. */
    resigned: () => new Map(resigned),
    /** Whether every URL handed out so far has expired. */
    allExpired: () => [...signed.values()].every((entry) => entry.expired),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
