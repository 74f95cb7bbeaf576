import type { Page } from '@playwright/test';

const WRITTEN = /<script type="application\/json" id="first-answers">[^<]*<\/script>/;

/**
 * From now on the page's documents come without the answers the server wrote in (decision 033),
 * as from a server that could not write them: the screens ask for them themselves, so a walk can
 * hold or fail those requests and see the loading states.
 */
export async function withoutWrittenAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The body comes decoded: sent on as text, without the encoding it no longer has.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: (await response.text()).replace(WRITTEN, '') });
  });
}
