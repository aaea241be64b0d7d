import { PRIVACY_NOTICE_VERSION } from '@store/contract';
import { data } from 'react-router';
import { apiResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/**
 * The privacy notice's editor (docs/decisions/0092): the draft (or, without one, the newest version,
 * or before any the notice carried in code) in both languages, the published versions, and
 * `?version=<n>` to read an earlier one.
 */
export async function loadPrivacyNotice(args: StaffRouteArgs, codeText: { bodyEn: string; bodyAr: string }) {
  const { api, staff } = requireStaff(args, 'privacy.notice');
  const asked = new URL(args.request.url).searchParams.get('version');
  const viewed = asked === null ? undefined : wholeNumber(asked);
  const [notice, viewing] = await Promise.all([
    api.privacyNotice(),
    viewed === undefined ? null : api.privacyNoticeVersion(viewed),
  ]);
  const start = notice.draft ?? notice.current;
  return {
    staff,
    ...notice,
    viewing,
    codeVersion: PRIVACY_NOTICE_VERSION,
    /** What the boxes start from. */
    boxes: {
      bodyEn: start?.bodyEn ?? codeText.bodyEn,
      bodyAr: start?.bodyAr ?? codeText.bodyAr,
    },
  };
}
export type PrivacyNoticeData = Awaited<ReturnType<typeof loadPrivacyNotice>>;

/**
 * The editor's one form: `draft` saves the boxes; `publish` saves them and publishes them as the next
 * version from `basedOn` (409 if another was published since). Answered as intent `notice` with what
 * was typed, so a page drawn without scripts shows the boxes as they were.
 */
export async function privacyNoticeAction(args: StaffRouteArgs): Promise<FormResult<null>> {
  const { api } = requireStaff(args, 'privacy.notice');
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = text('intent');
  if (intent !== 'draft' && intent !== 'publish') throw data(null, { status: 400 });
  const typed = { bodyEn: text('bodyEn'), bodyAr: text('bodyAr') };
  const saved = await api.op('staffSavePrivacyNoticeDraft', { body: typed });
  const draft = apiResult('notice', saved.status, { ...saved.envelope, data: null });
  if (!draft.ok) return { ...draft, values: typed };
  if (intent === 'draft') return draft;
  const { status, envelope } = await api.op('staffPublishPrivacyNotice', {
    body: { basedOn: text('basedOn') },
  });
  const result = apiResult('notice', status, { ...envelope, data: null });
  return result.ok ? result : { ...result, values: typed };
}
