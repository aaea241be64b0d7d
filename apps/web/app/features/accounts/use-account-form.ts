import { useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { useLang } from '../../i18n/i18n.ts';
import { type ContractSchemaName, contractResolver } from '../../lib/forms/contract-resolver.ts';
import { type FormResult, useFormResult, withDefault } from '../../lib/forms/form-result.ts';

/** What the account pages give each of their forms. */
export interface AccountFormProps {
  /** Called with the form once its fields pass the contract's check. */
  onSend: (form: HTMLFormElement) => void;
  sending?: boolean;
  result?: FormResult;
  onResult?: (result: FormResult) => void;
}

/** One field of an account form, as `field(name)` gives it: its input registration and current problem. */
export interface AccountField {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** A form's fields, marked as posted by the page's scripts (the action answers instead of redirecting). */
export function scripted(form: HTMLFormElement): FormData {
  const body = new FormData(form);
  body.set('_scripted', '1');
  return body;
}

/**
 * What every account form does: check its fields with the contract's schema in the page language,
 * hand the form element to `onSend` once they pass (the route's action posts it), and show the
 * action's answer (`useFormResult`). Without scripts the browser posts the form itself; a refused
 * post comes back with what was typed (`result.values`). `formProps` goes on the `<form>`,
 * `field(name)` on each `FormField`.
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSend,
  sending,
  result,
  onResult,
}: {
  /** The contract schema's name (downloaded at the first check: contract-resolver.ts). */
  schema: ContractSchemaName;
  defaultValues: DefaultValues<T>;
  /** The action's answer meant for this form (pages with several forms pass only theirs). */
  result: FormResult | undefined;
} & Omit<AccountFormProps, 'result'>) {
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<T>({
    resolver: contractResolver(schema, lang),
    defaultValues: result?.values
      ? ({ ...defaultValues, ...result.values } as DefaultValues<T>)
      : defaultValues,
    reValidateMode: 'onChange',
  });
  useFormResult(result, { setError: form.setError, onResult });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  return {
    ...form,
    /** A field's input registration and its current problem, for `FormField`. */
    field: (name: Path<T>): AccountField => ({
      // The value as the server draws it (a refused post without scripts shows what was typed).
      registration: withDefault(form.register(name), form.formState.defaultValues?.[name]),
      // A page drawn by the server for a refused post (no scripts) shows the server's words at once.
      error: errors[name]?.message ?? (form.formState.isSubmitted ? undefined : result?.fieldErrors?.[name]),
    }),
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
