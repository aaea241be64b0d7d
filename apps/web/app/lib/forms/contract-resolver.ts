import type { Lang } from '@store/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type * as Schemas from './contract-schemas.ts';

/** A form schema of the contract by its export name (contract-schemas.ts), e.g. 'loginForm'. */
export type ContractSchemaName = Exclude<keyof typeof Schemas, 'localizeIssue' | 'parseForMessages'>;

let schemas: Promise<typeof Schemas> | undefined;

/**
 * The schemas' module, downloaded once (a failed download is tried again at the next check). Forms
 * may call it early, when a field is first focused, so that the first check finds it there.
 */
export function loadContractSchemas(): Promise<typeof Schemas> {
  schemas ??= import('./contract-schemas.ts').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/**
 * The contract's own check of a form's values, each problem worded exactly as the API would word it
 * (`localizeIssue`), so a message seen in the browser is the message the server sends. One message per
 * field: the first problem found; none when the values pass.
 *
 * The schema is named ('loginForm'): the checker and zod are downloaded at the first check, not with
 * the page (a schema object imported by a page would bring zod into its first load, so none is taken).
 */
export async function contractCheck(
  schema: ContractSchemaName,
  values: Record<string, unknown>,
  lang: Lang,
): Promise<Record<string, { type: string; message: string }>> {
  const contract = await loadContractSchemas();
  const checked: z.ZodType = contract[schema];
  const result = contract.parseForMessages(checked, values);
  const errors: Record<string, { type: string; message: string }> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: issue.code, message: contract.localizeIssue(issue, lang) };
  }
  return errors;
}

/**
 * `contractCheck` as a react-hook-form resolver. Valid forms hand on their values as typed, not as
 * parsed: the route's action (or the API) parses them again, and the form's own fields stay strings.
 */
export function contractResolver<T extends FieldValues>(schema: ContractSchemaName, lang: Lang): Resolver<T> {
  return async (values) => {
    const errors = await contractCheck(schema, values, lang);
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}
