/** Key endings that name credentials: `Authorization`, `x-api-key`, `access_token`, `client_secret`… */
const secretKey = /(authorization|cookie|apikey|accesskey|secretkey|privatekey|token|secret|password|passwd|passphrase|credentials?|sessionkey|signingkey)$/;

/**
 * Whether a metadata or header key names a credential. Keys are compared without case, `-` or
 * `_`, so `Authorization`, `set-cookie`, `X-API-Key`, `access_token` and `clientSecret` all match,
 * while token *counts* (`tokens`, `input_tokens`, `max_tokens`) do not.
 *
 * @example
 * isSecretKey("X-Api-Key");     // true
 * isSecretKey("refresh_token"); // true
 * isSecretKey("output_tokens"); // false
 */
export function isSecretKey(key: string): boolean {
  const compact = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return compact !== "" && secretKey.test(compact);
}

const bearer = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{16,}/gi;
const jwt = /\beyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]*/g;
const signedQuery = /([?&#](?:token|access_token|id_token|sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|x-goog-signature|x-goog-credential|api_key|apikey|key|code|password)=)[^&#\s"']+/gi;

/**
 * Masks credentials inside a string: bearer credentials, JWTs and the token of a signed URL
 * (`?token=`, `X-Amz-Signature=`, `sig=`…). The rest of the text is kept.
 *
 * @example
 * redactString("https://x.supabase.co/sign/a.jpg?token=eyJhbGciOi.abc.def"); // "https://x.supabase.co/sign/a.jpg?token=[redacted]"
 */
export function redactString(text: string): string {
  return text.replace(signedQuery, "$1[redacted]").replace(bearer, "$1 [redacted]").replace(jwt, "[redacted]");
}

/**
 * What {@link redactSecrets} returns: a JSON-safe copy and how many secret fields it dropped.
 *
 * @example
 * const { value, hidden }: Redacted = redactSecrets({ authorization: "Bearer x", a: 1 }); // { a: 1 }, 1
 */
export interface Redacted {
  readonly value: unknown;
  /** Number of fields left out because their key names a credential. */
  readonly hidden: number;
}

const MAX_DEPTH = 32;

/**
 * A JSON-safe deep copy without credentials: fields whose key names a secret
 * ({@link isSecretKey}) are dropped and counted, strings are masked by {@link redactString},
 * cycles and non-JSON values (functions, symbols, bigints) are left out, and `skip(holder, key)`
 * can leave out fields the caller already shows elsewhere. Never throws.
 *
 * @example
 * redactSecrets({ http: { headers: { Cookie: "a=b", Accept: "*\/*" } } });
 * // { value: { http: { headers: { Accept: "*\/*" } } }, hidden: 1 }
 */
export function redactSecrets(input: unknown, skip?: (holder: object, key: string) => boolean): Redacted {
  let hidden = 0;
  const seen = new WeakSet<object>();
  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") return redactString(value);
    if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
    if (typeof value === "boolean" || value === null) return value;
    if (typeof value !== "object" || depth > MAX_DEPTH || seen.has(value)) return undefined;
    seen.add(value);
    try {
      if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1) ?? null);
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (skip?.(value, key)) continue;
        if (isSecretKey(key)) {
          hidden += 1;
          continue;
        }
        const next = copy(item, depth + 1);
        if (next !== undefined && !(isEmptyObject(next) && isEmptyObject(item) === false)) out[key] = next;
      }
      return out;
    } finally {
      seen.delete(value);
    }
  };
  return { value: copy(input, 0), hidden };
}

// An object that only became empty because its fields were shown elsewhere is dropped; one that
// was empty to begin with is kept, since `{}` may be meaningful to the reader.
function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
