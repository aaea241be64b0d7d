import { parseForMessages, type SupportStatus, supportReplyBody, supportStatuses } from '@store/contract';
import { data } from 'react-router';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { pathIdOr404 } from '../../lib/path-id.ts';
import { wholeNumber } from './staff-rules.ts';
import { requireStaff, type StaffRouteArgs } from './staff-session.server.ts';

/** What the inbox shows: issues by status (`open` unless said), or the contact form's messages. */
export function inboxView(search: URLSearchParams): {
  view: 'issues' | 'contact';
  status: SupportStatus | 'all';
} {
  if (search.get('view') === 'contact') return { view: 'contact', status: 'all' };
  const status = search.get('status');
  if (status === 'all') return { view: 'issues', status: 'all' };
  return {
    view: 'issues',
    status: (supportStatuses as readonly string[]).includes(status ?? '')
      ? (status as SupportStatus)
      : 'open',
  };
}

/** The support inbox: the branches' issues, or the contact-form messages. */
export async function loadSupport(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'support.read');
  const search = new URL(args.request.url).searchParams;
  const { view, status } = inboxView(search);
  const page = wholeNumber(search.get('page'), 1, 10_000) ?? 1;
  if (view === 'contact') {
    const found = await api.contactMessages(page);
    return {
      staff,
      branches,
      view,
      status,
      issues: [],
      messages: found.messages,
      page,
      pageSize: found.pageSize,
    };
  }
  const found = await api.supportIssues({ status: status === 'all' ? undefined : status, page });
  return {
    staff,
    branches,
    view,
    status,
    issues: found.issues,
    messages: [],
    page,
    pageSize: found.pageSize,
  };
}

export type SupportData = Awaited<ReturnType<typeof loadSupport>>;

export async function loadIssue(args: StaffRouteArgs) {
  const { api, staff, branches } = requireStaff(args, 'support.read');
  const issue = await api.supportIssue(pathIdOr404(args.params.id));
  return { staff, branches, issue };
}

export type IssueData = Awaited<ReturnType<typeof loadIssue>>;

/** The issue page's forms: a reply (`intent=reply`, `comment`) or closing it (`intent=close`). */
export async function issueAction(args: StaffRouteArgs): Promise<FormResult<{ id: number } | null>> {
  const { api, lang } = requireStaff(args, 'support.answer');
  const id = pathIdOr404(args.params.id);
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'reply') {
    const comment = form.get('comment');
    const parsed = parseForMessages(supportReplyBody, {
      comment: typeof comment === 'string' ? comment : '',
    });
    if (!parsed.success) return invalidResult('reply', parsed.error.issues, lang);
    const { status, envelope } = await api.replySupport(id, parsed.data);
    return apiResult('reply', status, { ...envelope, data: status === 200 ? { id } : null });
  }
  if (intent === 'close') {
    const { status, envelope } = await api.closeSupport(id);
    return apiResult('close', status, { ...envelope, data: status === 200 ? { id } : null });
  }
  throw data(null, { status: 400 });
}
