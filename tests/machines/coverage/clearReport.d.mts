/** Types of clearReport.mjs (plain JavaScript for scripts/test.mjs). */
export declare const BROWSER_RUN: RegExp;
export declare function clearReport(dir: string): void;
