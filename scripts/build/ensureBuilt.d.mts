export const rootDir: string;
export function ensureBuilt(log?: (line: string) => void): void;
