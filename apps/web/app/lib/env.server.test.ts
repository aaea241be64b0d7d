import { describe, expect, it } from 'vitest';
import { demoContact, parseWebEnv, WebConfigError } from './env.server.ts';

describe('the storefront environment', () => {
  it('has working defaults: no public URL, each request its own origin', () => {
    expect(parseWebEnv({})).toEqual({
      nodeEnv: 'development',
      publicUrl: null,
      signInProviders: [],
      contactLinks: {
        whatsapp: `https://wa.me/${demoContact.whatsappNumber.slice(1)}`,
        facebook: demoContact.facebookUrl,
        instagram: demoContact.instagramUrl,
      },
      mapStyleUrl: null,
    });
    expect(parseWebEnv({ FACEBOOK_APP_ID: '123', GOOGLE_CLIENT_ID: ' ' }).signInProviders).toEqual([
      'facebook',
    ]);
    expect(parseWebEnv({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' }).signInProviders).toEqual([
      'google',
    ]);
    expect(parseWebEnv({ PUBLIC_URL: '' }).publicUrl).toBeNull();
  });

  it('takes a map style URL or none, and stops on anything else', () => {
    expect(parseWebEnv({ MAP_STYLE_URL: ' ' }).mapStyleUrl).toBeNull();
    expect(parseWebEnv({ MAP_STYLE_URL: 'https://tiles.example/style.json' }).mapStyleUrl).toBe(
      'https://tiles.example/style.json',
    );
    expect(() => parseWebEnv({ MAP_STYLE_URL: 'tiles.example/style.json' })).toThrow(/MAP_STYLE_URL/);
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

  it('turns WHATSAPP_NUMBER (E.164) into a wa.me link and hides what is set empty', () => {
    expect(parseWebEnv({ WHATSAPP_NUMBER: ' +201001234567 ' }).contactLinks.whatsapp).toBe(
      'https://wa.me/201001234567',
    );
    expect(parseWebEnv({ WHATSAPP_NUMBER: '', FACEBOOK_URL: '', INSTAGRAM_URL: '' }).contactLinks).toEqual({
      whatsapp: null,
      facebook: null,
      instagram: null,
    });
    expect(parseWebEnv({ FACEBOOK_URL: 'https://facebook.com/shop' }).contactLinks.facebook).toBe(
      'https://facebook.com/shop',
    );
  });

  it('refuses a chat number that is not E.164 and social pages off their site', () => {
    for (const env of [
      { WHATSAPP_NUMBER: '2015672' },
      { WHATSAPP_NUMBER: '+20 100 123 4567' },
      { WHATSAPP_NUMBER: '+0123456789' },
      { FACEBOOK_URL: 'http://www.facebook.com/shop' },
      { INSTAGRAM_URL: 'https://evil.example/instagram.com' },
    ])
      expect(() => parseWebEnv(env), JSON.stringify(env)).toThrow(new RegExp(Object.keys(env)[0] as string));
  });
});
