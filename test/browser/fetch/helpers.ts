import { inject } from "vitest";

export const origin = inject("httpOrigin");

/** A prefix unique to one test, so counts never mix with other tests in the same server. */
export const uniq = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

/** Requests the server received, for every path that starts with `prefix`. */
export async function requests(prefix: string): Promise<number> {
  const stats = (await (await fetch(`${origin}/__stats`)).json()) as Record<string, number>;
  return Object.entries(stats)
    .filter(([path]) => path.startsWith(prefix))
    .reduce((sum, [, n]) => sum + n, 0);
}

export async function group(name: string): Promise<{ inFlight: number; max: number; aborted: number }> {
  return (await fetch(`${origin}/__group/${name}`)).json();
}

export async function headersOf(path: string): Promise<Record<string, string> | null> {
  return (await fetch(`${origin}/__headers${path}`)).json();
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
