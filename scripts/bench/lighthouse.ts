import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run with its default (mobile) settings: a Moto G Power, simulated slow 4G and 4x CPU slowdown. */
async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferredBytes: value('total-byte-weight'),
  };
}

/** A run that failed to record (NO_NAVSTART and the like happen on a loaded machine) is run again, twice at most. */
async function runWithRetries(url: string, port: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${(error as Error).message}: running it again`);
    }
  }
}

/** The median of each figure over `runs` runs (each figure on its own). */
export async function lighthouseMedian(
  url: string,
  port: number,
  runs: number,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await runWithRetries(url, port));
  const keys = Object.keys(all[0]) as (keyof LighthouseFigures)[];
  const medians = Object.fromEntries(
    keys.map((key) => [key, median(all.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
  return { ...medians, runs: all };
}
