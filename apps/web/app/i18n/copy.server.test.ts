import {
  boardTimedStages,
  deliveredQuantityField,
  localizeIssue,
  parseForMessages,
  staffBoardTimersBody,
} from '@store/contract';
import { describe, expect, it } from 'vitest';
import './copy.server.ts';

// The console's forms are judged on the web server before the API: their messages must be the API's,
// not a key or an untranslated field name (the weighing form said 'deliveredQuantity يجب أن يكون رقماً').
describe('the web server holds the server-only messages', () => {
  it('names a console-only field in its language', () => {
    const parsed = parseForMessages(deliveredQuantityField, 'abc');
    expect(parsed.success).toBe(false);
    const issue = { ...parsed.error!.issues[0]!, path: ['deliveredQuantity'] };
    expect(localizeIssue(issue, 'ar')).toContain('الكمية المسلَّمة');
    expect(localizeIssue(issue, 'en')).toContain('Delivered quantity');
  });

  it('words a cross-field rule of the board timers', () => {
    const stage = { amber: 5, red: 2 };
    const parsed = parseForMessages(
      staffBoardTimersBody,
      Object.fromEntries(boardTimedStages.map((name) => [name, stage])),
    );
    const messages = parsed.error?.issues.map((issue) => localizeIssue(issue, 'ar')) ?? [];
    expect(messages).toContain('يجب أن يأتي الأحمر بعد الأصفر');
  });
});
