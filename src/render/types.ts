import type { ComponentType } from "react";
import type { TypedPart } from "../model/read-part";
import type { PartStatus } from "../model/stream";
import type { Part } from "../model/types";

export type { PartStatus };

/**
 * Props every part renderer receives.
 *
 * @example
 * function MyImage({ part }: PartRendererProps) { return <img alt={part.name ?? ""} src={part.contentUrl} />; }
 */
export interface PartRendererProps {
  /** The part to show. */
  readonly part: Part;
  /** Its position in the body, when rendered from one. */
  readonly index?: number;
  /** `"streaming"` while the producer is still appending to this part. */
  readonly status?: PartStatus;
  /**
   * The part read once into its kind (`readPart`): a tool call's `call` with its input as a value,
   * an unreadable part's reason. `<PartView>` always passes it; read it instead of re-parsing.
   */
  readonly typed?: TypedPart;
}

/**
 * What {@link defineRenderer} takes: a renderer registration whose `names` globs are not yet
 * compiled. `match` is a MIME pattern (`"text/markdown"`, `"image/*"`, `"*\/*"`, a `+json` suffix
 * pattern such as `"application/*+json"`) or a list of them; `names` optionally limits it to
 * part names matching a glob (a per-part override).
 *
 * @example
 * const input: RendererInput = { match: "*\/*", names: "/reports/**", component: ReportCard };
 */
export interface RendererInput {
  readonly match: string | readonly string[];
  readonly component: ComponentType<PartRendererProps>;
  /** Higher wins among equally specific matches; later registration wins ties. */
  readonly priority?: number;
  /**
   * Glob over part names: when set, this renderer is a per-part override (highest precedence).
   * {@link defineRenderer} compiles it into `matchName`, so the glob engine is only loaded by apps
   * that use overrides.
   */
  readonly names?: string | readonly string[];
  /** A per-part override as a predicate over the part's name (what `names` compiles to). */
  readonly matchName?: (name: string) => boolean;
  /** A label for devtools and error messages. */
  readonly label?: string;
}

/**
 * A renderer registration: which parts it handles and the component that shows them. A plain
 * object works for MIME matches; one with `names` globs must come from {@link defineRenderer}
 * (or carry its own `matchName`), which the type enforces: `names` without `matchName` does not
 * compile.
 *
 * @example
 * const r: RendererDefinition = { match: "image/*", component: MyImage, priority: 10 };
 * const o: RendererDefinition = defineRenderer({ match: "*\/*", names: "/reports/**", component: ReportCard });
 */
export type RendererDefinition = Omit<RendererInput, "names" | "matchName"> &
  (
    | { readonly names?: undefined; readonly matchName?: (name: string) => boolean }
    | { readonly names: string | readonly string[]; readonly matchName: (name: string) => boolean }
  );

/**
 * Why {@link resolveRenderer} picked a renderer, most specific first.
 *
 * @example
 * const how: MatchKind = "suffix"; // "application/vnd.x+json" matched "application/*+json"
 */
export type MatchKind = "name" | "exact" | "suffix" | "subtype-wildcard" | "any" | "fallback";
