import { useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../forms/contract-resolver.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type AccountResult, useResultFeedback } from './account-result.ts';

/**
 * What every account form does: check its fields with the contract's schema in the page language,
 * hand the form element to `onSend` once they pass (the route's action posts it), and show the
 * action's answer (`useResultFeedback`).
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSend,
  result,
  onResult,
}: {
  schema: z.ZodType;
  defaultValues: DefaultValues<T>;
  onSend: (form: HTMLFormElement) => void;
  /** The action's answer meant for this form (pages with several forms pass only theirs). */
  result: AccountResult | undefined;
  onResult?: (result: AccountResult) => void;
}) {
  const t = useT('account');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<T>({
    resolver: contractResolver(schema, lang),
    defaultValues,
    reValidateMode: 'onChange',
  });
  useResultFeedback(result, form.setError, t('sendError'), onResult);
  const onSubmit = form.handleSubmit(() => {
    if (formRef.current) onSend(formRef.current);
  });
  return { ...form, formRef, onSubmit };
}
