import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildServiceWorker, manifestOf, offlineHtml, registerPwa } from './pwa.ts';

describe('the installable store', () => {
  it('names the app per language, Arabic right to left', () => {
    const ar = manifestOf('ar');
    expect(ar).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar/',
      display: 'standalone',
      name: 'صيدلية النيل',
    });
    expect(manifestOf('en')).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      start_url: '/en/',
      name: 'Nile Pharmacy',
    });
    expect(ar.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('bundles the service worker with its version', async () => {
    const code = await buildServiceWorker('build-123');
    expect(code).toContain('build-123');
    expect(code).not.toMatch(/\bimport\b\s*[{*]/);
  });

  it('serves the worker, manifests, icons and offline pages with their headers', async () => {
    const app = Fastify();
    await app.register(import('@fastify/helmet'), { global: true });
    await registerPwa(app, { version: 'v-test', dev: false });
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    const manifest = await app.inject('/manifest-ar.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json().dir).toBe('rtl');
    for (const [name, size] of [
      ['store-192.png', 192],
      ['store-512.png', 512],
      ['store-maskable-512.png', 512],
    ] as const) {
      const icon = await app.inject(`/icons/${name}`);
      expect(icon.headers['content-type']).toBe('image/png');
      const meta = await sharp(icon.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    expect((await app.inject('/icons/nothing.png')).statusCode).toBe(404);
    const offline = await app.inject('/offline-ar.html');
    expect(offline.body).toContain('dir="rtl"');
    expect(offline.body).toContain('أنت غير متصل بالإنترنت');
    expect(offline.body).not.toContain('<script');
    await app.close();
  });

  it('writes the offline page in each language', () => {
    expect(offlineHtml('en')).toContain('You are offline');
    expect(offlineHtml('en')).toContain('lang="en" dir="ltr"');
  });
});
