import type { Envelope } from '@store/contract';
import type { FormResult } from './form-result.ts';

/**
 * Sends an upload form's fields and files to the web's upload route (docs/decisions/0033) with an
 * XHR, for its upload progress (fetch has none). The route streams the body to the API and answers
 * the API's envelope, which becomes the form pipeline's `FormResult` (`useFormResult` shows it).
 */
export function sendUpload<D>(
  url: string,
  body: FormData,
  options: { intent: string; onProgress: (fraction: number) => void; failed: string; tooLarge: string },
): { done: Promise<FormResult<D> & { item: unknown }>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<FormResult<D> & { item: unknown }>((resolve) => {
    const fail = (message: string) =>
      resolve({
        ok: false,
        intent: options.intent,
        message,
        validation: [message],
        fieldErrors: {},
        data: null,
        item: null,
      });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 413) return fail(options.tooLarge);
      let envelope: Envelope<D, unknown> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<D, unknown>;
      } catch {
        return fail(options.failed);
      }
      if (!envelope || typeof envelope.message !== 'string' || envelope.message === '') {
        return fail(options.failed);
      }
      const ok = xhr.status === 200 && envelope.code === 200;
      resolve({
        ok,
        intent: options.intent,
        message: envelope.message,
        validation: envelope.validation ?? [],
        fieldErrors: {},
        data: ok ? (envelope.data ?? null) : null,
        item: envelope.item ?? null,
      });
    });
    xhr.addEventListener('error', () => fail(options.failed));
    xhr.addEventListener('abort', () => fail(options.failed));
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
