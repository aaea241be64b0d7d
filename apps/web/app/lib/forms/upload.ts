import type { Envelope } from '@store/contract';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormResult } from './form-result.ts';
import { type UploadMessages, type UploadRules, uploadProblems } from './upload-check.ts';

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

/**
 * The state of an upload form (docs/decisions/0033): the chosen files and their problems, the upload's
 * progress, and the problems of a refused send (`refused`: those of a post made without scripts).
 * `send` checks the files, posts `fields` and the files (`attachments[i]`) with `sendUpload`, hands the
 * answer to `useFormResult` and returns it (null when the files were refused here).
 */
export function useUploadForm<T extends FieldValues>(options: {
  action: string;
  intent: string;
  rules: UploadRules;
  messages: UploadMessages;
  refused: string[];
  setError: UseFormSetError<T>;
}) {
  const { action, intent, rules, messages, setError } = options;
  const t = useT('care');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<FormResult | undefined>();
  const [problems, setProblems] = useState<string[]>(options.refused);
  useFormResult(result, {
    setError,
    onResult: (answer) => {
      if (!answer.ok) setProblems(answer.validation.length > 0 ? answer.validation : [answer.message]);
    },
  });
  const checkFiles = (list: File[]) => {
    const found = uploadProblems(list, rules, messages);
    setFileError(found.length > 0 ? found.join('\n') : undefined);
    return found;
  };
  const send = async (fields: Record<string, string>) => {
    if (checkFiles(files).length > 0) return null;
    setProblems([]);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    files.forEach((file, index) => {
      body.append(`attachments[${index}]`, file, file.name);
    });
    setProgress(0);
    const answer = await sendUpload<unknown>(action, body, {
      intent,
      onProgress: setProgress,
      failed: t('uploadFailed'),
      tooLarge: t('uploadTooLarge'),
    }).done;
    setProgress(null);
    setResult(answer);
    return answer;
  };
  return {
    files,
    fileError,
    progress,
    problems,
    sending: progress !== null,
    /** For `handleSubmit`'s second argument: the files are checked too when the fields are refused. */
    checkChosen: () => {
      checkFiles(files);
    },
    /** The picker's `onChange`. */
    choose: (next: File[]) => {
      setFiles(next);
      checkFiles(next);
    },
    clear: () => setFiles([]),
    send,
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
