import type { Page } from '@playwright/test';
import { pictureWaitMs } from '../app/lib/scripts-after-paint.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// These journeys hold the home page's banner with page.route, which never sees a request the
// store's service worker answers (decision 0034): the worker stays out of them.
test.use({ serviceWorkers: 'block' });

/** When (ms since navigation) the browser asked for the first script, and when the banner arrived. */
async function timings(page: Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const firstScript = Math.min(
      ...entries.filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime),
    );
    const banner = entries.find((entry) => entry.name.includes('/banners/'));
    return { firstScript, bannerEnd: banner?.responseEnd ?? Number.NaN };
  });
}

/** Opens the home page with its first banner answered `delayMs` late. */
async function homeWithSlowBanner(page: Page, delayMs: number) {
  await page.route('**/banners/**', async (route) => {
    await new Promise((done) => setTimeout(done, delayMs));
    await route.continue();
  });
  await page.goto('/en/');
  await waitForHydration(page);
  return timings(page);
}

test.describe('scripts start after the largest picture (scripts-after-paint.ts)', () => {
  test('the home page asks for no script before its banner has arrived, then hydrates', async ({ page }) => {
    const { firstScript, bannerEnd } = await homeWithSlowBanner(page, 600);
    expect(bannerEnd).toBeGreaterThan(600);
    expect(firstScript).toBeGreaterThanOrEqual(bannerEnd);
  });

  test('a banner that never comes keeps the scripts back only for the wait limit', async ({ page }) => {
    const { firstScript } = await homeWithSlowBanner(page, 5_000);
    expect(firstScript).toBeGreaterThanOrEqual(pictureWaitMs);
    // The banner is still on its way (it answers 5 s after it was asked for).
    expect(firstScript).toBeLessThan(4_000);
  });
});
