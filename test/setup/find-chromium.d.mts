/** Launch flags for every Chromium partkit finds: no sandbox, no GPU, no background network. */
export declare const chromiumArgs: string[];
/** The one-line message of the error thrown when no Chromium is found. */
export declare const notFoundMessage: string;
/**
 * The path of a Chromium executable: $CHROMIUM_PATH, an installed Chrome/Chromium, Playwright's
 * browser cache, then the one inside @sparticuz/chromium. Throws an Error with a one-line message.
 */
export declare function findChromium(env?: NodeJS.ProcessEnv): Promise<string>;
