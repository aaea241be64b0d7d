import { expect, keepScreenshot, open, test } from './fixtures.ts';

/**
 * Each product's picture shows what it is, with no words in either language; the page
 * names it in its own language. Screenshots kept for a person to look at.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`vegetables look like vegetables, and the pictures carry no words (${lang})`, async ({
    page,
    request,
  }) => {
    await open(page, `/${lang}/category/3/91/${lang === 'en' ? 'Vegetables' : 'خضروات'}`);
    const images = page.locator('main article img');
    await expect(images.first()).toBeVisible();
    // Every card's picture has loaded (a broken one has no natural width).
    await expect
      .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const sources = await images.evaluateAll((all) =>
      all.slice(0, 6).map((img) => (img as HTMLImageElement).src),
    );
    for (const source of sources) {
      const svg = await (await request.get(source)).text();
      expect(svg).toMatch(/^<svg/);
      expect(svg).not.toMatch(/<text|<title/);
    }
    await keepScreenshot(page, `vegetables-${lang}`);
  });

  test(`a medicine's page names its picture in the page's language (${lang})`, async ({ page }) => {
    await open(page, `/${lang}/product/1`);
    const heading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await expect(page.getByRole('main').getByRole('img', { name: heading }).first()).toBeVisible();
    if (lang === 'ar') expect(heading).toMatch(/[\u0600-\u06FF]/);
    await keepScreenshot(page, `medicine-${lang}`);
  });
}
