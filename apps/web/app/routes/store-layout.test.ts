import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeApiContext } from '../lib/api/request-context.ts';
import { loader } from './store-layout.tsx';

describe('the store layout’s loader', () => {
  it('streams the menu without leaving a rejection unhandled when nobody reads it (an instance closing)', async () => {
    const failed = new Error('the API is closing');
    const api = {
      currentBranch: async () => ({ id: 1, name: 'Maadi' }),
      profile: async () => null,
      categoryTree: () => Promise.reject(failed),
    };
    const context = new RouterContextProvider();
    context.set(storeApiContext, api as never);
    const data = await loader({
      params: { lang: 'en' },
      context,
      request: new Request('http://store.test/en'),
    } as never);
    // Vitest fails the run on a rejection nobody handled; the render still sees this one fail.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(data.categories).rejects.toBe(failed);
  });
});
