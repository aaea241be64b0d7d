import { orderStatusIds } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { FileRetention } from '../config.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { Attachments } from '../storage/attachments.ts';

const day = 24 * 3600_000;
/** Files removed per transaction: short transactions, and a storage job of a bounded size. */
const batchSize = 200;
/** A run stops starting batches after this long (the job's timeout is 60 s); the next run goes on. */
const runBudgetMs = 40_000;

export interface FileRetentionResult {
  prescriptionFiles: number;
  supportFiles: number;
  /** Photos of returns (docs/decisions/0085), kept as support files are. */
  returnFiles: number;
  /** Stopped by its time budget or signal with files left: the next run goes on. */
  unfinished: boolean;
}

const closed = [orderStatusIds.delivered, orderStatusIds.completed, orderStatusIds.cancelled];

/**
 * The attachments no longer kept as of `now`: their rows go and their files are removed once each
 * batch commits (the storage's own retried job). Safe to run twice or on two instances at once.
 */
export async function applyFileRetention(
  db: Db,
  files: Pick<Attachments, 'removeAttachments'>,
  rules: FileRetention,
  now: Date,
  options: { signal?: AbortSignal } = {},
): Promise<FileRetentionResult> {
  const deadline = Date.now() + runBudgetMs;
  const before = (days: number) => new Date(now.getTime() - days * day);
  const result: FileRetentionResult = {
    prescriptionFiles: 0,
    supportFiles: 0,
    returnFiles: 0,
    unfinished: false,
  };
  const closedList = sql.raw(closed.join(','));

  // A prescription's orders: the one its quote became, and those placed with it at checkout.
  const prescriptionDue = sql`
    select a.id from attachments a
    join prescriptions p on p.id = a.prescription_id
    where p.status <> 'new' and not exists (
        select 1 from orders o
        where (o.id = p.order_id or o.prescription_id = p.id) and o.status_id not in (${closedList}))
      and greatest(
        p.created_at, p.quoted_at, p.cancelled_at,
        (select max(coalesce(o.cancelled_at, o.dispatched_at, o.created_at)) from orders o
          where o.id = p.order_id or o.prescription_id = p.id)
      ) < ${before(rules.prescriptionDays)}
    order by a.id limit ${batchSize}`;
  const supportDue = sql`
    select a.id from attachments a
    join support_issues s on s.id = a.support_issue_id
    where s.status = 'closed' and coalesce(s.closed_at, s.created_at) < ${before(rules.supportDays)}
    order by a.id limit ${batchSize}`;
  // A return's photos are evidence until it is settled (refunded or refused), then kept as support files.
  const returnDue = sql`
    select a.id from attachments a
    join return_requests r on r.id = a.return_request_id
    where r.status in ('refunded', 'refused')
      and coalesce(r.refunded_at, r.decided_at, r.created_at) < ${before(rules.supportDays)}
    order by a.id limit ${batchSize}`;

  for (const [key, due] of [
    ['prescriptionFiles', prescriptionDue],
    ['supportFiles', supportDue],
    ['returnFiles', returnDue],
  ] as const) {
    for (;;) {
      if (options.signal?.aborted || Date.now() > deadline) {
        result.unfinished = true;
        return result;
      }
      const removed = await db.transaction(async (tx) => {
        const ids = (await queryRows<{ id: number }>(tx, due)).map((row) => Number(row.id));
        return files.removeAttachments(tx, ids);
      });
      result[key] += removed;
      if (removed < batchSize) break;
    }
  }
  return result;
}

/** The daily run on the store's runner, once across all instances: 00:30 UTC (02:30 in Cairo). */
export function defineFileRetention(
  jobs: JobRunner,
  deps: {
    db: Db;
    files: Pick<Attachments, 'removeAttachments'>;
    rules: FileRetention;
    log: { info(object: object, message: string): void };
  },
) {
  return jobs.defineRecurring(
    'privacy.file-retention',
    async (_payload, { signal }) => {
      const result = await applyFileRetention(deps.db, deps.files, deps.rules, jobs.clock.now(), { signal });
      deps.log.info({ ...result }, 'old prescription, support and return files deleted');
    },
    { everyMs: day, offsetMs: 1800_000, maxAttempts: 3, timeoutMs: 60_000 },
  );
}
