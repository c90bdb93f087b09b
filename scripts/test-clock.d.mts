/** Types of scripts/test-clock.mjs (plain JavaScript: scripts/test.mjs runs without a TypeScript loader). */
export declare const E2E_CLOCK_START: string;
export declare const DATE_MATRIX: ReadonlyArray<{ readonly at: string; readonly what: string }>;
export declare const CI_DATES: readonly string[];
export declare const DATE_SENSITIVE_E2E: readonly string[];
export declare function libfaketime(): string | null;
export declare function parseDate(raw: string): number;
export declare function fakeTimeEnv(at: number, lib: string, now?: number): Record<string, string>;
export declare function withoutFakeTime(env: Readonly<Record<string, string | undefined>>): Record<string, string>;
export declare function fakeTimeOffsetMs(env: Readonly<Record<string, string | undefined>>): number;
