import { fillPlaceholders, type Lang, serverMessages, uploadKindNames, uploadLimits } from '@store/contract';
import type { UploadMessages, UploadRules } from './upload-check.ts';

/**
 * The API's upload messages for the browser's own checks, `{name}` left to fill: the same words the
 * API answers with (server messages, kept out of the storefront's bundle: the page's loader hands
 * them over).
 */
export function uploadMessagesOf(lang: Lang, required: 'upload.required' | null): UploadMessages {
  const m = serverMessages[lang];
  const fill = (text: string, values: Record<string, string | number>) =>
    fillPlaceholders(text, (name) => (name in values ? String(values[name]) : undefined));
  return {
    required: required ? m[required] : '',
    tooMany: fill(m['upload.tooMany'], { max: uploadLimits.maxFiles }),
    type: fill(m['upload.type'], { types: uploadKindNames }),
    tooLarge: fill(m['upload.tooLarge'], { megabytes: uploadLimits.defaultMaxFileMegabytes }),
    empty: m['upload.empty'],
  };
}

/**
 * The browser's limits: the API's defaults (the API checks its configured ones again, and answers
 * with its own message).
 */
export function browserUploadRules(required: boolean): UploadRules {
  return {
    maxFiles: uploadLimits.maxFiles,
    maxFileBytes: uploadLimits.defaultMaxFileMegabytes * 1024 * 1024,
    required,
  };
}
