import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  open,
  phoneOnly,
  test,
  waitForHydration,
} from './fixtures.ts';

const pages = [
  '/',
  '/deals',
  '/category/1/6/Groceries',
  '/product/1',
  '/recipes',
  '/contact-us',
  '/FAQs',
  '/terms-and-conditions',
];

test.describe('at phone width', phoneOnly, () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`shows the bottom navigation and nothing sticks out sideways (${lang})`, async ({ page }) => {
      await open(page, `/${lang}/`);
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Quick links' : 'روابط سريعة' });
      await expect(nav).toBeVisible();
      const labels =
        lang === 'en'
          ? ['Deals', 'Cart', 'Home', 'Favourite', 'Login']
          : ['العروض', 'السلة', 'الرئيسية', 'المفضلة', 'تسجيل الدخول'];
      for (const label of labels)
        await expect(nav.getByRole('link', { name: new RegExp(label) })).toBeVisible();
      await expect(nav.getByRole('link', { name: new RegExp(labels[2]!) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const path of pages) {
        await page.goto(`/${lang}${path}`);
        expect(await hasHorizontalOverflow(page), `${lang}${path}`).toBe(false);
      }
      await waitForHydration(page);
      await nav.getByRole('link', { name: new RegExp(labels[0]!) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/deals$`));
      await keepScreenshot(page, `deals-${lang}-phone`);
    });
  }
});
