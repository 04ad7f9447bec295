/** How much longer than on a quiet machine a test may take here (PARTKIT_TIME_SCALE, or measured): 1 to 4. */
export declare function timeScale(env?: NodeJS.ProcessEnv): number;
