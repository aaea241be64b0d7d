import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';
import { parseSynonymTerms } from './synonym-terms.ts';

/**
 * The search synonyms (admins): every row, and the row being edited (`?edit=`) or asked about
 * before deleting (`?delete=`). Links rather than dialogs, so the screen works without scripts.
 */
export async function loadSynonyms(args: StaffRouteArgs) {
  const { api, staff } = requireStaff(args, 'search.manage');
  const search = new URL(args.request.url).searchParams;
  const synonyms = await api.synonyms();
  return {
    staff,
    synonyms,
    editId: wholeNumber(search.get('edit')) ?? null,
    deleteId: wholeNumber(search.get('delete')) ?? null,
  };
}

export type SynonymsData = Awaited<ReturnType<typeof loadSynonyms>>;

/**
 * The screen's forms: `intent=add` (`terms`), `intent=edit` (`id`, `terms`), `intent=delete` (`id`).
 * The box's words are split at commas here; the API judges them, and its messages (in the page
 * language) show under the box, the only field.
 */
export async function synonymsAction(args: StaffRouteArgs): Promise<FormResult<{ id: number } | null>> {
  const { api } = requireStaff(args, 'search.manage');
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = form.get('terms');
  const terms = parseSynonymTerms(typeof text === 'string' ? text : '');
  const id = wholeNumber(String(form.get('id') ?? ''));
  if (intent !== 'add' && id === undefined) throw data(null, { status: 400 });
  const answer =
    intent === 'add'
      ? await api.addSynonym(terms)
      : intent === 'edit'
        ? await api.changeSynonym(id!, terms)
        : intent === 'delete'
          ? await api.deleteSynonym(id!)
          : null;
  if (!answer) throw data(null, { status: 400 });
  const { status, envelope } = answer;
  const result = apiResult(intent, status, {
    ...envelope,
    data: status === 200 ? { id: id ?? Number(envelope.item) } : null,
  });
  if (result.ok || intent === 'delete') return result;
  // A refused box: its messages under it, and what was typed kept for a page drawn without scripts.
  return {
    ...result,
    fieldErrors: status === 422 ? { terms: result.validation.join(' ') } : {},
    values: { terms: typeof text === 'string' ? text : '', ...(id !== undefined ? { id: String(id) } : {}) },
  };
}
