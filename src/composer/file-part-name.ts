import { isValidPartName } from "../model/part-name";

/**
 * A valid, unused part name for a file under `folder`: characters a part name may not hold become
 * `-`, and a name already taken gets `-2`, `-3`… before its extension.
 *
 * @example
 * filePartName("Q3 report.pdf", new Set()); // "/files/Q3-report.pdf"
 * filePartName("a.pdf", new Set(["/files/a.pdf"])); // "/files/a-2.pdf"
 * filePartName(`${"x".repeat(300)}.pdf`, new Set()); // "/files/xxx…x.pdf" (196 x's: the extension stays)
 */
export function filePartName(fileName: string, taken: ReadonlySet<string>, folder = "/files/"): string {
  const base = folder.endsWith("/") ? folder : `${folder}/`;
  let clean = String(fileName)
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (clean === "" || /^\.+$/.test(clean)) clean = "file";
  const dot = clean.lastIndexOf(".");
  // A long name is cut in its stem: the extension says what the file is.
  const ext = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : "";
  const stem = (ext ? clean.slice(0, dot) : clean).slice(0, 200 - ext.length).replace(/-+$/, "") || "file";
  clean = stem + ext;
  let candidate = `${base}${clean}`;
  for (let n = 2; taken.has(candidate) || !isValidPartName(candidate); n++) {
    candidate = `${base}${stem}-${n}${ext}`;
    if (n > 10_000) return `${base}file-${Date.now()}`;
  }
  return candidate;
}
