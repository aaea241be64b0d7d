import type { Page } from 'playwright-core';

/**
 * Records, by the page's clock (the machine's, as `Date.now()` here), the moment the open order page
 * first shows another status and the moment it first shows the substitution notice; the function
 * returned waits for one of them.
 */
export async function watchOrderPage(page: Page) {
  await page.evaluate(() => {
    const seen = { status: 0, notice: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    // No named functions in here: tsx (which runs the benchmark) would wrap them in a helper the page lacks.
    const badge = '[data-testid="order-status"]';
    const before = document.querySelector(badge)?.textContent;
    new MutationObserver(() => {
      if (!seen.status && document.querySelector(badge)?.textContent !== before) seen.status = Date.now();
      if (!seen.notice && document.querySelector('[data-testid="substitution-notice"]'))
        seen.notice = Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return async (what: 'status' | 'notice') => {
    const handle = await page.waitForFunction(
      (key) => (window as unknown as { seen: Record<string, number> }).seen[key],
      what,
      { polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  };
}
