import { expect, keepScreenshot, test, waitForHydration } from './fixtures.ts';

/**
 * The phone's bottom bar. At 360 and 390 px, in both languages, every label is whole (its
 * text is not cut: scrollWidth within clientWidth, no ellipsis style), the chat place's box meets no
 * navigation item's box, and an empty cart shows no badge.
 */
for (const width of [360, 390]) {
  for (const lang of ['ar', 'en'] as const) {
    test(`every bottom-bar label fits whole at ${width} px, no badge on an empty cart (${lang})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`/${lang}/`);
      await waitForHydration(page);
      const nav = page.locator('nav.fixed');
      await expect(nav).toBeVisible();
      // Each place's label: the link's last span (the first holds the icon and the badge).
      const labels = nav.locator('li > a > span:last-child');
      await expect(labels).toHaveCount(5);
      const measured = await labels.evaluateAll((spans) =>
        spans.map((span) => {
          const link = span.closest('a') as HTMLElement;
          return {
            text: span.textContent,
            span: span.scrollWidth <= span.clientWidth,
            link: link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight,
            ellipsis: getComputedStyle(span).textOverflow === 'ellipsis',
          };
        }),
      );
      for (const label of measured) {
        expect(label, `${label.text} at ${width} px`).toMatchObject({
          span: true,
          link: true,
          ellipsis: false,
        });
      }
      // A guest's cart is empty: no badge, no count for screen readers.
      await expect(nav.locator('[data-count]')).toHaveCount(0);
      await expect(page.locator('header a[href$="/cart"] span[aria-hidden="true"]')).toHaveCount(0);
      // The chat place takes its own room: its box meets no navigation item's.
      const chat = nav.getByTestId('chat-nav-link');
      if ((await chat.count()) > 0) {
        const chatBox = await chat.boundingBox();
        for (const link of await nav.locator('li a[aria-current], li a:not([data-testid])').all()) {
          const box = await link.boundingBox();
          if (!chatBox || !box) continue;
          const apart =
            chatBox.x >= box.x + box.width ||
            box.x >= chatBox.x + chatBox.width ||
            chatBox.y >= box.y + box.height ||
            box.y >= chatBox.y + chatBox.height;
          expect(apart, `chat meets ${await link.textContent()}`).toBe(true);
        }
      }
      await keepScreenshot(page, `issue33-bottom-bar-${width}-${lang}`);
      await context.close();
    });
  }
}
