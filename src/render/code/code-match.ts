import { codeContentTypes } from "../../model/code-language";

/**
 * The content types code renderers claim: every type in `codeContentTypes` and any `+xml` type.
 * The built-in plain renderer and `partkit/code`'s highlighted one both use it.
 *
 * @example
 * resolveRenderer({ contentType: "text/x-python" }, [{ match: codeMatch, component: MyCode }]);
 */
export const codeMatch: readonly string[] = [...Object.keys(codeContentTypes), "*/*+xml"];
