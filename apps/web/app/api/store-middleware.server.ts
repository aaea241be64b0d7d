import { defaultLang, isLang } from '@store/contract';
import type { MiddlewareFunction } from 'react-router';
import { storeApiContext, transportContext } from './request-context.ts';
import { createStoreApi } from './store-api.server.ts';

const yearInSeconds = 60 * 60 * 24 * 365;
const secure = process.env.NODE_ENV === 'production';

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function cookie(name: string, value: string) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${yearInSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const deviceIdPattern = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Every page request: who the device is (a random id kept in an httpOnly cookie, the web's
 * equivalent of the apps' stored deviceId), which language the URL asks for (remembered for '/'),
 * and the API client the loaders use.
 */
export const storeMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const cookies = request.headers.get('cookie');
  const lang = isLang(params.lang) ? params.lang : defaultLang;
  const knownDevice = readCookie(cookies, 'deviceId');
  const deviceId = knownDevice && deviceIdPattern.test(knownDevice) ? knownDevice : crypto.randomUUID();
  context.set(storeApiContext, createStoreApi(context.get(transportContext), { lang, deviceId }));

  const response = await next();
  if (deviceId !== knownDevice) response.headers.append('Set-Cookie', cookie('deviceId', deviceId));
  if (isLang(params.lang) && readCookie(cookies, 'lang') !== params.lang) {
    response.headers.append('Set-Cookie', cookie('lang', params.lang));
  }
  return response;
};
