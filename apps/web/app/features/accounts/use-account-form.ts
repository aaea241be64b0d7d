import { useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { type AccountResult, useResultFeedback } from './account-result.ts';

/** What the account pages give each of their forms. */
export interface AccountFormProps {
  /** Called with the form once its fields pass the contract's check. */
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: AccountResult;
  onResult?: (result: AccountResult) => void;
}

/**
 * What every account form does: check its fields with the contract's schema in the page language,
 * hand the form element to `onSend` once they pass (the route's action posts it), and show the
 * action's answer (`useResultFeedback`). `formProps` goes on the `<form>`, `field(name)` on each
 * `FormField`.
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSend,
  sending,
  result,
  onResult,
}: {
  schema: z.ZodType;
  defaultValues: DefaultValues<T>;
  /** The action's answer meant for this form (pages with several forms pass only theirs). */
  result: AccountResult | undefined;
} & Omit<AccountFormProps, 'result'>) {
  const t = useT('account');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<T>({
    resolver: contractResolver(schema, lang),
    defaultValues,
    reValidateMode: 'onChange',
  });
  useResultFeedback(result, form.setError, t('sendError'), onResult);
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  return {
    ...form,
    /** A field's input registration and its current problem, for `FormField`. */
    field: (name: Path<T>) => ({ registration: form.register(name), error: errors[name]?.message }),
    formProps: {
      ref: formRef,
      method: 'post',
      noValidate: true,
      'aria-busy': sending,
      onSubmit: form.handleSubmit(() => {
        if (formRef.current) onSend(formRef.current);
      }),
    },
  };
}
