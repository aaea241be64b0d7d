/**
 * The answer to an upload form sent without scripts (docs/decisions/0033): the web's upload route
 * (server/upload-proxy.ts) streams the files to the API, then sends the browser back to the form's
 * page with the refusal in a short-lived httpOnly cookie, which the page's loader reads once.
 */

export const uploadFlashCookie = 'upload_result';

/** Which form an upload answer belongs to. */
export type UploadTarget = 'prescription' | 'support-issue' | 'return-photos';

export interface UploadFlash {
  target: UploadTarget;
  message: string;
  validation: string[];
  /** What was typed (never the files), so the page shows the form as it was sent. */
  values: Record<string, string>;
}

/** The cookie's value: JSON in base64url, bounded so it always fits in a cookie. */
export function encodeUploadFlash(flash: UploadFlash): string {
  const clip = (text: string, max: number) => text.slice(0, max);
  const bounded: UploadFlash = {
    target: flash.target,
    message: clip(flash.message, 200),
    validation: flash.validation.slice(0, 3).map((message) => clip(message, 200)),
    values: Object.fromEntries(
      Object.entries(flash.values)
        .slice(0, 5)
        .map(([key, value]) => [clip(key, 40), clip(value, 600)]),
    ),
  };
  return Buffer.from(JSON.stringify(bounded), 'utf8').toString('base64url');
}

export function decodeUploadFlash(value: string | undefined, target: UploadTarget): UploadFlash | null {
  if (!value || value.length > 3800) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<UploadFlash>;
    if (parsed.target !== target || typeof parsed.message !== 'string') return null;
    return {
      target,
      message: parsed.message,
      validation: Array.isArray(parsed.validation)
        ? parsed.validation.filter((m): m is string => typeof m === 'string')
        : [],
      values:
        parsed.values && typeof parsed.values === 'object'
          ? Object.fromEntries(
              Object.entries(parsed.values).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string',
              ),
            )
          : {},
    };
  } catch {
    return null;
  }
}

/**
 * The page loader's side: the refusal waiting for this form, if any, and the Set-Cookie header that
 * forgets it (shown once).
 */
export function takeUploadFlash(
  request: Request,
  target: UploadTarget,
): { flash: UploadFlash | null; headers: HeadersInit } {
  const raw = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${uploadFlashCookie}=`))
    ?.slice(uploadFlashCookie.length + 1);
  const flash = decodeUploadFlash(raw, target);
  if (!flash) return { flash: null, headers: {} };
  return {
    flash,
    headers: { 'Set-Cookie': `${uploadFlashCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` },
  };
}
