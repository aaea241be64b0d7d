import type { Readable } from 'node:stream';
import { staffSessionCookie } from '@store/contract';

/**
 * What the web's form posts may be, checked before React Router reads them (docs/decisions/0017):
 * from one of the store's own pages, a form encoding, and no bigger than the API's own body limit.
 */

/** The API's `bodyLimit`: a form of the store is a few kilobytes (no page uploads files). */
export const webBodyLimit = 1024 * 1024;

/**
 * The console's file forms (a product's picture, a stock file) go through their page's action, which
 * sends the file to the API: such a post may be as large as the API takes (a 10 MB picture, base64 in
 * the API call) and no larger. Only for those pages, and only with a staff session's cookie (its
 * validity is the page's to check), so a stranger's post still stops at `webBodyLimit`.
 */
export const consoleFileLimit = 16 * 1024 * 1024;
// React Router's fetchers post to the page's address with `.data` (single fetch).
const consoleFilePages = /^\/(?:en|ar)\/staff\/catalogue\/(?:\d{1,9}\/details|import)(?:\.data)?(?:\?|$)/;

export function formBodyLimit(url: string, cookie: string | undefined): number {
  const staffSession = (cookie ?? '').split(/;\s*/).some((pair) => pair.startsWith(`${staffSessionCookie}=`));
  return staffSession && consoleFilePages.test(url) ? consoleFileLimit : webBodyLimit;
}

export type FormPostRefusal = 'missing-origin' | 'cross-site' | 'not-a-form' | 'too-large' | 'malformed';

/**
 * A state-changing post must say where it comes from (Origin, or Referer for the rare browser that
 * leaves Origin out) and that must be this store. SameSite=Lax already keeps the session cookie off
 * other sites' posts; this also stops same-site attackers, old browsers and scripted posts without
 * either header. `host` is the store's host as the request reached it (the proxy's, with TRUST_PROXY).
 */
export function checkPostSource(
  headers: { origin?: string | string[]; referer?: string | string[] },
  host: string,
): FormPostRefusal | null {
  const source = first(headers.origin) ?? first(headers.referer);
  if (!source) return 'missing-origin';
  try {
    return new URL(source).host === host.toLowerCase() ? null : 'cross-site';
  } catch {
    // 'null' (a sandboxed frame, a privacy redirect) or garbage: not one of our pages.
    return 'cross-site';
  }
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || undefined;

/** The encodings of an HTML form and React Router's fetchers: nothing else is read. */
export function formEncodingOf(contentType: string | undefined): 'urlencoded' | 'multipart' | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'multipart/form-data') return 'multipart';
  return null;
}

/**
 * Reads a request body, up to `limit` bytes: a declared Content-Length over it is refused before a
 * byte is read, and a chunked body is counted as it comes and dropped once it goes over.
 */
export function readLimitedBody(
  stream: Readable,
  declaredLength: string | undefined,
  limit = webBodyLimit,
): Promise<Buffer | 'too-large'> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Whatever else comes is read and dropped (never held), so the 413 still reaches the sender.
        stop();
        chunks.length = 0;
        stream.resume();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/** Whether a multipart body is one the platform's reader (React Router's `formData()`) can read. */
export async function isReadableMultipart(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

const refusalCopy = {
  en: {
    title: 'This form could not be sent',
    'missing-origin':
      'Your browser did not say which page this form came from, so it was not accepted. Please go back, reload the page and send the form again.',
    'cross-site':
      'This form was sent from another website, so it was not accepted. Please send it from our own page.',
    'not-a-form': 'This address only takes the forms of our pages.',
    malformed: 'The form could not be read. Please reload the page and try again.',
    'too-large': 'The form is too large to be sent.',
    home: 'Back Home',
  },
  ar: {
    title: 'تعذر إرسال هذا النموذج',
    'missing-origin':
      'المتصفح لم يوضح الصفحة التي أُرسل منها هذا النموذج، لذلك لم يتم قبوله. من فضلك ارجع، وأعد تحميل الصفحة، ثم أرسل النموذج مرة أخرى.',
    'cross-site': 'تم إرسال هذا النموذج من موقع آخر، لذلك لم يتم قبوله. من فضلك أرسله من صفحتنا.',
    'not-a-form': 'هذا العنوان يقبل نماذج صفحاتنا فقط.',
    malformed: 'تعذرت قراءة النموذج. من فضلك أعد تحميل الصفحة وحاول مرة أخرى.',
    'too-large': 'النموذج أكبر من أن يتم إرساله.',
    home: 'العودة للرئيسية',
  },
} as const;

export const refusalStatus: Record<FormPostRefusal, number> = {
  'missing-origin': 403,
  'cross-site': 403,
  'not-a-form': 400,
  malformed: 400,
  'too-large': 413,
};

/** A short page in the language of the address posted to (it has no scripts, nothing to load). */
export function refusalPage(path: string, refusal: FormPostRefusal): string {
  const lang = /^\/ar(\/|$|\?)/.test(path) ? 'ar' : 'en';
  const t = refusalCopy[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>
<body><main><h1>${t.title}</h1><p>${t[refusal]}</p><p><a href="/${lang}/">${t.home}</a></p></main></body>
</html>
`;
}
