import { describe, expect, it } from 'vitest';
import { parseWebEnv, WebConfigError } from './env.server.ts';

describe('the storefront environment', () => {
  it('has working defaults: no public URL, each request its own origin', () => {
    expect(parseWebEnv({})).toEqual({ nodeEnv: 'development', publicUrl: null });
    expect(parseWebEnv({ PUBLIC_URL: '' }).publicUrl).toBeNull();
  });

  it('keeps the public origin without its trailing slash', () => {
    expect(parseWebEnv({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(parseWebEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3993' }).publicUrl).toBe(
      'http://127.0.0.1:3993',
    );
  });

  it('names every bad variable at once, with what is wrong', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        parseWebEnv(env);
      } catch (error) {
        expect(error).toBeInstanceOf(WebConfigError);
        return (error as Error).message;
      }
      return expect.unreachable();
    };
    const text = problems({ NODE_ENV: 'prod', PUBLIC_URL: 'shop.example' });
    expect(text).toContain('NODE_ENV');
    expect(text).toContain('PUBLIC_URL: must be an http(s) URL');
    expect(problems({ PUBLIC_URL: 'https://shop.example/store' })).toContain('must be an origin');
    expect(problems({ PUBLIC_URL: 'ftp://shop.example' })).toContain('PUBLIC_URL');
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example' })).toContain(
      'must be https:// when NODE_ENV=production',
    );
  });
});
