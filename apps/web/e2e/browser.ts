import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);
const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function openPage(
  browser: Browser,
  path: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** Until React has hydrated the page, clicks and typing reach HTML without its behaviour. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  // Evaluated, not added as a <script>: the store's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** Keeps a picture of what the test saw (e2e/screenshots, not committed) for people to look at. */
export async function keepScreenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: false });
}

/** True when the page is wider than the viewport (something sticks out sideways). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * The words with Latin digits [0-9] in the page's main content (`textContent`: text for screen
 * readers only and the options of a select count too). An Arabic page writes its numbers in
 * Arabic-Indic digits; inputs' raw values (`value`, dates as YYYY-MM-DD) are not text, not counted,
 * and neither is what the customer typed (`<bdi>`: an address, a comment) nor `storedNames`.
 */
export async function latinDigitsInMain(page: Page, storedNames: string[] = []): Promise<string[]> {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    // The customer's own words (an address, a comment: <bdi>) are shown as they were typed.
    for (const own of copy.querySelectorAll('bdi, textarea, script')) own.remove();
    return copy.textContent ?? '';
  });
  // Catalogue names ('Panadol 48 tablets') are the store's data, shown as stored: not counted.
  const shown = storedNames.reduce((rest, name) => rest.split(name).join(' '), text);
  return [...shown.matchAll(/[^\s]{0,12}[0-9]+[^\s]{0,12}/g)].map((match) => match[0]);
}
