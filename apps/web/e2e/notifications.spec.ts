import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../api/src/db/schema.ts';
import { startPushService } from '../../api/src/test/push-service-stand-in.ts';
import { formatNumber } from '../app/i18n/format.ts';
import { notifications as arCopy } from '../app/i18n/messages/ar/notifications.ts';
import { notifications as enCopy } from '../app/i18n/messages/en/notifications.ts';
import { watchOrderPage } from '../bench/order-page-watch.ts';
import {
  both,
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newCustomerContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { staffToken, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Notifications and the installable store in a real browser against a store run in this
 * process (web and API on one port, embedded database, demo data, production settings): the bell
 * and the inbox, the service worker, the store opened offline, and the live order page.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

/** Products of branch 1 with plenty of stock, priced 50 EGP or more, a new set for every journey. */
const piecesInStock = (count: number) => store.piecesInStock(count, { newestFirst: true });

/** The customer's unread count, as the API tells it (the notification is written by a job). */
async function unreadCount(token: string) {
  const answer = await store.api(token, 'GET', 'notifications/unread-count');
  return answer.body.data.unreadCount as number;
}

/** The service worker controls the page and has kept it for offline use. */
async function pageKeptOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 15_000 })
    .toBe(true);
}

test.describe('the inbox', () => {
  test('the bell counts in Arabic digits, opening a notification reads it, all can be marked read (phone)', async ({
    browser,
  }) => {
    const products = await piecesInStock(2);
    const { token, orderId } = await store.customerWithOrder(products, 'ar');
    const admin = await staffToken(store);
    // A second notification: the branch accepts the order.
    expect((await store.api(admin, 'POST', `staff/orders/${orderId}/status`, { statusId: 2 })).status).toBe(
      200,
    );
    await expect.poll(() => unreadCount(token), { timeout: 10_000 }).toBe(2);

    const context = await newCustomerContext(browser, 'ar', true);
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, '/ar/');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(fill(arCopy.bellWithCount, { count: formatNumber(2, 'ar') }));
    await expect(bell).toContainText('٢');
    await keepScreenshot(page, 'notifications-ar-phone-bell');

    await bell.click();
    await expect(page).toHaveURL(/\/ar\/notifications$/);
    await waitForHydration(page);
    const entries = page.getByTestId('notification');
    await expect(entries).toHaveCount(2);
    await expect(page.getByTestId('unread-count')).toHaveText(
      fill(arCopy.unreadCount, { count: formatNumber(2, 'ar') }),
    );
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'notifications-ar-phone-inbox');

    // Opening the newest (accepted) marks it read and goes to the order.
    await entries.first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/ar/order-info/${orderId}$`));
    await expect.poll(() => unreadCount(token)).toBe(1);
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(
      fill(arCopy.bellWithCount, { count: formatNumber(1, 'ar') }),
    );

    await store.open(page, '/ar/notifications');
    await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: arCopy.markAllRead }).click();
    await expect(page.getByText(arCopy.markedAllRead)).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText(arCopy.allRead);
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(arCopy.bell);
    expect(await unreadCount(token)).toBe(0);
    await context.close();
  });

  test('the bell matches the inbox after staff changes, without a reload', async ({ browser }) => {
    const products = await piecesInStock(2);
    const { token, orderId } = await store.customerWithOrder(products, 'ar');
    await expect.poll(() => unreadCount(token), { timeout: 10_000 }).toBe(1);
    const admin = await staffToken(store);

    const context = await newCustomerContext(browser, 'ar', true);
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, '/ar/');
    const bell = page.getByTestId('notification-bell');
    const bellSays = (count: number) =>
      expect(bell).toHaveAccessibleName(fill(arCopy.bellWithCount, { count: formatNumber(count, 'ar') }));
    await bellSays(1);
    // Gone after any full reload of the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The branch accepts the order while the customer is on the home page.
    expect((await store.api(admin, 'POST', `staff/orders/${orderId}/status`, { statusId: 2 })).status).toBe(
      200,
    );
    await bellSays(2);
    await expect(bell).toContainText('٢');

    // In the inbox (a move within the page's scripts), then the order goes out for delivery.
    await bell.click();
    await expect(page).toHaveURL(/\/ar\/notifications$/);
    await expect(page.getByTestId('unread-count')).toHaveText(
      fill(arCopy.unreadCount, { count: formatNumber(2, 'ar') }),
    );
    expect((await store.api(admin, 'POST', `staff/orders/${orderId}/status`, { statusId: 7 })).status).toBe(
      200,
    );
    await bellSays(3);
    await expect(page.getByTestId('unread-count')).toHaveText(
      fill(arCopy.unreadCount, { count: formatNumber(3, 'ar') }),
    );
    await expect(page.getByTestId('notification')).toHaveCount(3);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  test('works without scripts: the page, and opening one marks it read', async ({ browser }) => {
    const { token, orderId } = await store.customerWithOrder(await piecesInStock(2), 'en');
    await expect.poll(() => unreadCount(token), { timeout: 10_000 }).toBe(1);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, '/en/notifications', false);
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await page.getByTestId('notification').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/en/order-info/${orderId}$`));
    expect(await unreadCount(token)).toBe(0);
    await context.close();
  });

  test('the channels are chosen in the profile, in both languages', async ({ browser }) => {
    const { token } = await store.customerWithOrder(await piecesInStock(2), 'en');
    for (const lang of ['en', 'ar'] as const) {
      const t = lang === 'ar' ? arCopy : enCopy;
      const context = await newCustomerContext(browser, lang, lang === 'ar');
      await store.signIn(context, token);
      const page = await context.newPage();
      await store.open(page, `/${lang}/profile/10/notifications`);
      const sms = page.getByRole('checkbox', { name: t.settingSms });
      await expect(sms).toBeChecked({ checked: lang === 'en' });
      await sms.setChecked(lang !== 'en');
      await page.getByRole('button', { name: t.saveSettings }).click();
      await expect(page.getByText(t.settingsSaved)).toBeVisible();
      const saved = await store.api(token, 'GET', 'notifications/settings');
      expect(saved.body.data.settings.sms).toBe(lang !== 'en');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `notifications-${lang}-settings`);
      await context.close();
    }
  });
});

test.describe('the installable store', () => {
  test('a real service worker runs, and the store opens offline after one visit, with a notice', async ({
    browser,
  }) => {
    const context = await newCustomerContext(browser, 'ar', true);
    const page = await context.newPage();
    await store.open(page, '/ar/');
    await pageKeptOffline(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { script: registration?.active?.scriptURL ?? '', scope: registration?.scope ?? '' };
    });
    expect(worker).toEqual({ script: `${store.base}/sw.js`, scope: `${store.base}/` });
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toBe('/manifest-ar.webmanifest');
    await expect(page.getByTestId('offline-notice')).toBeHidden();

    await context.setOffline(true);
    // The visited page: from the device, marked offline before any script runs.
    await page.goto(`${store.base}/ar/`);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(arCopy.offlineNotice);
    await expect(page.locator('header').getByText('صيدلية النيل').first()).toBeVisible();
    await keepScreenshot(page, 'notifications-ar-offline-home');
    // A page never visited: the offline page, in the address's language.
    await page.goto(`${store.base}/en/about`);
    await expect(page.getByRole('heading', { name: enCopy.offlineTitle })).toBeVisible();
    await keepScreenshot(page, 'notifications-en-offline-page');

    await context.setOffline(false);
    await page.goto(`${store.base}/ar/`);
    await waitForHydration(page);
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    await context.close();
  });
});

test.describe('the live order page', () => {
  test('shows a staff change and a substitution request within 2 seconds', async ({ browser }) => {
    const [first, second, alternative] = await piecesInStock(3);
    const { token, orderId } = await store.customerWithOrder([first!, second!], 'en');
    const admin = await staffToken(store);
    const context = await newCustomerContext(browser, 'en', false);
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, `/en/order-info/${orderId}`);
    await expect(page.getByTestId('live-order')).toHaveAttribute('data-state', 'open');
    const badge = page.getByTestId('order-status');
    const shownAt = await watchOrderPage(page);

    // From the moment the staff's change is committed (its answer) to the moment the page shows it, as
    // the page itself sees it (a poll from here would add its own interval). The benchmark
    // `npm run bench:live-order -w @store/web` gives the spread.
    const accept = await store.api(admin, 'POST', `staff/orders/${orderId}/status`, { statusId: 2 });
    expect(accept.status).toBe(200);
    let changedAt = Date.now();
    expect((await shownAt('status')) - changedAt).toBeLessThan(2000);
    const accepted = (await store.api(token, 'GET', `orders/${orderId}`)).body.data.order;
    await expect(badge).toHaveText(accepted.status.name);

    const asked = await store.api(admin, 'POST', `staff/orders/${orderId}/substitutions`, {
      items: [{ orderItemId: accepted.items[0].id, alternativeProductIds: [alternative] }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    changedAt = Date.now();
    expect((await shownAt('notice')) - changedAt).toBeLessThan(2000);
    await expect(page.getByTestId('substitution-notice')).toBeVisible();
    await keepScreenshot(page, 'notifications-en-live-order');
    await context.close();
  });

  test('falls back to reloading when the stream is cut', async ({ browser }) => {
    const { token, orderId } = await store.customerWithOrder(await piecesInStock(2), 'ar');
    const admin = await staffToken(store);
    const context = await newCustomerContext(browser, 'ar', true);
    await store.signIn(context, token);
    // No stream gets through.
    await context.route('**/api/orders/*/events', (route) => route.abort());
    const page = await context.newPage();
    await store.open(page, `/ar/order-info/${orderId}`);
    await expect(page.getByTestId('live-order')).toHaveAttribute('data-state', 'lost');
    await expect(page.getByTestId('live-order')).toHaveText(arCopy.liveLost);
    expect((await store.api(admin, 'POST', `staff/orders/${orderId}/status`, { statusId: 2 })).status).toBe(
      200,
    );
    const accepted = (await store.api(token, 'GET', `orders/${orderId}`, undefined, 'ar')).body.data.order
      .status.name as string;
    await expect(page.getByTestId('order-status')).toHaveText(accepted, { timeout: 8000 });
    await keepScreenshot(page, 'notifications-ar-live-lost');
    await context.close();
  });
});

test.describe('web push', () => {
  test('permission is offered after an order, never on arrival; "Not now" is kept', async ({ browser }) => {
    const { token, orderId } = await store.customerWithOrder(await piecesInStock(2), 'en');
    const context = await newCustomerContext(browser, 'en', false);
    // Headless Chromium answers 'denied' without asking: this is a browser that was never asked.
    await context.addInitScript(() =>
      Object.defineProperty(Notification, 'permission', { get: () => 'default' }),
    );
    await store.signIn(context, token);
    const page = await context.newPage();
    await store.open(page, '/en/');
    await store.open(page, `/en/order-placed?orderId=${orderId}`);
    const prompt = page.getByTestId('push-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: enCopy.promptTitle })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'notifications-en-push-prompt');
    await prompt.getByRole('button', { name: enCopy.promptLater }).click();
    await expect(prompt).toBeHidden();
    await store.open(page, `/en/order-placed?orderId=${orderId}`);
    // The prompt's module has arrived (and rendered nothing).
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('push-prompt')),
    );
    await expect(page.getByText(enCopy.promptTitle)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('store:push-prompt-dismissed'))).toMatch(/^\d+$/);
    await context.close();
  });

  test('a substitution push shows in Arabic; clicked, it opens the choice', both, async ({ browser }) => {
    const pushService = await startPushService();
    try {
      const [first, second, alternative] = await piecesInStock(3);
      const { token, orderId } = await store.customerWithOrder([first!, second!], 'ar');
      // A customer who signed up in Arabic: pushes come in the account's language.
      const [owner] = await store.database.db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId));
      await store.database.db.update(users).set({ lang: 'ar' }).where(eq(users.id, owner!.userId));
      const admin = await staffToken(store);
      const context = await newCustomerContext(browser, 'ar', test.info().project.name === 'phone');
      await context.grantPermissions(['notifications'], { origin: store.base });
      await store.signIn(context, token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
        registrations.push(...event.registrations),
      );
      await cdp.send('ServiceWorker.enable');
      await store.open(page, `/ar/order-info/${orderId}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 15_000,
      });

      // The browser's subscription as Chromium would make it, but at the stand-in (this Chromium has
      // no way to its vendor's push service): sent through the store's own route.
      const subscription = pushService.subscription();
      const sent = await page.evaluate(
        async (fields) =>
          (await fetch('/ar/notifications/push', { method: 'POST', body: new URLSearchParams(fields) }))
            .status,
        {
          intent: 'subscribe',
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        },
      );
      expect(sent).toBe(200);

      const order = (await store.api(token, 'GET', `orders/${orderId}`)).body.data.order;
      expect((await store.api(admin, 'POST', `staff/orders/${orderId}/status`, { statusId: 2 })).status).toBe(
        200,
      );
      const asked = await store.api(admin, 'POST', `staff/orders/${orderId}/substitutions`, {
        items: [{ orderItemId: order.items[0].id, alternativeProductIds: [alternative] }],
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      await pushService.waitFor(2);
      const push = pushService.received.find((received) => received.text.includes('substitution.requested'));
      expect(push, pushService.received.map((received) => received.text).join('\n')).toBeDefined();

      // The decrypted message handed to the real service worker, as the browser's push service would.
      const registration = registrations.find((entry) => entry.scopeURL === `${store.base}/`);
      expect(registration).toBeDefined();
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: store.base,
        registrationId: registration!.registrationId,
        data: push!.text,
      });
      const shownNotifications = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((notification) => ({
            title: notification.title,
            dir: notification.dir,
            lang: notification.lang,
            url: (notification.data as { url: string }).url,
            actions: (notification as unknown as { actions: { action: string; title: string }[] }).actions,
          }));
        });
      // The suite's own wait (playwright.config.ts: 15 s): the worker wakes for the push in its own time
      // on a busy machine (once over 5 s at phone emulation while the whole suite ran).
      await expect.poll(async () => (await shownNotifications()).length).toBe(1);
      const [notification] = await shownNotifications();
      expect(notification).toMatchObject({
        dir: 'rtl',
        lang: 'ar',
        url: `/ar/order-info/${orderId}/alternatives`,
        actions: [{ action: 'open', title: arCopy.pushChoose }],
      });
      expect(notification!.title).toMatch(/[\u0600-\u06ff]/);
      const unreadBefore = await unreadCount(token);

      // Clicked: Chromium gives a test no way to click a notification, so the shown notification is
      // handed to the real worker's 'notificationclick' handler as the browser would. Such an event
      // brings no user activation (no new window, no focus): the customer's open tab is taken to
      // the choice itself, not a second tab opened.
      const worker =
        context.serviceWorkers().find((candidate) => candidate.url() === `${store.base}/sw.js`) ??
        (await context.waitForEvent('serviceworker'));
      const clicked = await worker.evaluate(async () => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (
            type: string,
            init: { notification: Notification; action: string },
          ) => Event;
        };
        const [shown] = await scope.registration.getNotifications();
        if (!shown) return null;
        self.dispatchEvent(
          new scope.NotificationEvent('notificationclick', { notification: shown, action: 'open' }),
        );
        return (shown.data as { url: string }).url;
      });
      expect(clicked).toBe(`/ar/order-info/${orderId}/alternatives`);
      await expect(page).toHaveURL(new RegExp(`/ar/order-info/${orderId}/alternatives$`));
      await expect(page.getByTestId('alternatives-form')).toBeVisible();
      await expect(page.getByTestId('alternatives-item')).toHaveCount(1);
      expect(context.pages()).toEqual([page]);
      // Opened is read: the worker posted the inbox's own form.
      await expect.poll(() => unreadCount(token), { timeout: 10_000 }).toBe(unreadBefore - 1);
      const inbox = (await store.api(token, 'GET', 'notifications')).body.data.notifications as {
        type: string;
        readAt: string | null;
      }[];
      expect(inbox.find((entry) => entry.type === 'substitution.requested')).toMatchObject({
        readAt: expect.any(String),
      });
      expect(
        await page.evaluate(async () =>
          (await navigator.serviceWorker.ready).getNotifications().then((n) => n.length),
        ),
      ).toBe(0);
      await keepScreenshot(page, 'notifications-ar-push-choice');
      await context.close();
    } finally {
      await pushService.close();
    }
  });
});
