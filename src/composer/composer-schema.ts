import { validateBody } from "../model/validate-body";
import { acceptFor, checkDraft, chooseTextType, refuseFile } from "./composer-draft";

/**
 * What the Composer reads the target's schema with (and validates a body with before it goes),
 * fetched after its first paint by `loadSchemaTools`.
 *
 * @example
 * const { checkDraft } = (await import("./composer-schema")).schemaTools;
 */
export const schemaTools = { acceptFor, checkDraft, chooseTextType, refuseFile, validateBody };
