export declare const DEBIAN_CHROMIUMS: string[];
export declare function findChromium(options?: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  playwrightOwn?: string;
}): string | undefined;
export declare const MISSING_CHROMIUM: string;
