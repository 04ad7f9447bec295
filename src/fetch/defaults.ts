/**
 * How long a remote load may wait when nobody configured it (`timeoutMs` of
 * {@link createContentLoader} and `<PartkitProvider>`): 30 s.
 *
 * @example
 * const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
 */
export const defaultTimeoutMs = 30_000;
