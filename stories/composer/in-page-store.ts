import type { UploadFile } from "../../src/composer/index";

/**
 * A fake object store living in the page, for stories: "uploads" a file in ten steps (progress
 * every `stepMs`), keeps it, and hands back a `blob:` URL. No network. `failFirst` makes the
 * first attempt of each file fail, to show Retry.
 */
export function inPageStore({ stepMs = 120, failFirst = false }: { stepMs?: number; failFirst?: boolean } = {}) {
  const objects = new Map<string, File>();
  const attempts = new Map<string, number>();
  const upload: UploadFile = (file, { signal, onProgress }) =>
    new Promise<string>((resolve, reject) => {
      const attempt = (attempts.get(file.name) ?? 0) + 1;
      attempts.set(file.name, attempt);
      let step = 0;
      const timer = setInterval(() => {
        step++;
        onProgress({ loaded: Math.round((file.size * step) / 10), total: file.size });
        if (failFirst && attempt === 1 && step === 4) {
          clearInterval(timer);
          reject(new Error("the store answered 503 Slow Down"));
        } else if (step === 10) {
          clearInterval(timer);
          objects.set(file.name, file);
          resolve(URL.createObjectURL(file));
        }
      }, stepMs);
      signal.addEventListener("abort", () => {
        clearInterval(timer);
        reject(signal.reason);
      });
    });
  return { upload, objects };
}
