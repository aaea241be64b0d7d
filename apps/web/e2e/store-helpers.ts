import type { Page } from '@playwright/test';
import { insertDemoStaff } from '../../api/src/demo-data/demo-staff.ts';
import { demoStaffPasswords } from '../../api/src/staff/index.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { type InProcessStore, startInProcessStore } from './in-process-store.ts';

/**
 * The store (startInProcessStore) a spec file's journeys share: started before the first of them,
 * with the demo's staff accounts (README) when `staff`, handed to `use`, and closed after the last.
 */
export function storeForTheseJourneys({ staff = false }, use: (store: InProcessStore) => void) {
  let store: InProcessStore | undefined;
  test.beforeAll(async () => {
    // Migrating and loading the demo store on a busy machine takes a while.
    test.setTimeout(180_000);
    store = await startInProcessStore();
    // The demo's staff accounts, which the in-process store does not seed by itself.
    if (staff) await insertDemoStaff(store.database.db);
    use(store);
  });
  test.afterAll(async () => {
    await store?.close();
  });
}

/** A staff member's API token (the admin unless told), logged in through the staff API. */
export async function staffToken(
  store: InProcessStore,
  email = 'admin@staff.demo',
  password: string = demoStaffPasswords.admin,
) {
  const answer = await store.api(null, 'POST', 'staff/login', { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token as string;
}

/** Logs a staff member in through the console's login page; waits for the board, hydrated. */
export async function logInToConsole(
  store: InProcessStore,
  page: Page,
  lang: 'en' | 'ar',
  email: string,
  password: string,
) {
  const t = lang === 'ar' ? arStaff : enStaff;
  await store.open(page, `/${lang}/staff/login`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.loginButton }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/staff$`));
  await waitForHydration(page);
}
