import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Attachment, UploadKind } from '@store/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attachments } from '../db/schema.ts';
import type { JobExecutor, JobRunner } from '../jobs/index.ts';
import type { FileStorage } from './file-storage.ts';
import type { StoredUpload } from './upload-receiver.ts';

/**
 * The files of prescriptions and support issues (docs/decisions/0028): their rows, the links that
 * open them, and their removal. A link is `/api/files/{id}?expires=…&signature=…`, an HMAC of the id
 * and the expiry under a key derived from the store's secret: handed only to the file's owner and to
 * the staff of its branch (in the answers that show the record), good for `linkMinutes`, and a 404
 * for anyone with a changed, foreign or expired one. A link works without a session, so an `<img>`
 * or a download can use it as it is.
 */

export const linkMinutes = 10;

export type AttachmentOwner =
  | { prescriptionId: number }
  | { supportIssueId: number }
  | { returnRequestId: number };

/** The column that names an attachment's record: a prescription, a support issue, a return (docs/decisions/0085). */
export type AttachmentColumn = 'prescriptionId' | 'supportIssueId' | 'returnRequestId';

export function createAttachments(deps: { db: Db; storage: FileStorage; jobs: JobRunner; secret: string }) {
  const { db, storage, jobs } = deps;
  const key = createHmac('sha256', deps.secret).update('attachment-links-v1').digest();
  const signatureOf = (id: number, expires: number) =>
    createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

  // Removing files is retried by the job runner until the storage answers (docs/decisions/0015):
  // enqueued in the transaction that deletes the rows, so it happens if and only if they are gone.
  const removeFiles = jobs.define<{ keys: string[] }>('storage.delete-files', async ({ keys }) => {
    await storage.delete(keys);
  });

  const link = (id: number) => {
    const expires = Math.floor(jobs.clock.now().getTime() / 1000) + linkMinutes * 60;
    return `/api/files/${id}?expires=${expires}&signature=${signatureOf(id, expires)}`;
  };

  const toAttachment = (row: { id: number; kind: string }): Attachment => ({
    id: row.id,
    path: link(row.id),
    type: row.kind === 'pdf' ? 'pdf' : 'image',
  });

  return {
    storage,
    link,

    /** Whether a link's expiry and signature are good for this file now. */
    linkIsValid(id: number, expires: number | undefined, signature: string | undefined): boolean {
      if (expires === undefined || !signature) return false;
      if (expires * 1000 <= jobs.clock.now().getTime()) return false;
      const expected = Buffer.from(signatureOf(id, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async find(id: number) {
      const [row] = await db
        .select({ storageKey: attachments.storageKey, kind: attachments.kind })
        .from(attachments)
        .where(eq(attachments.id, id));
      return row ? { storageKey: row.storageKey, kind: row.kind as UploadKind } : null;
    },

    async save(tx: Db, userId: number, owner: AttachmentOwner, files: readonly StoredUpload[]) {
      if (files.length === 0) return;
      await tx.insert(attachments).values(
        files.map((file) => ({
          userId,
          ...owner,
          storageKey: file.key,
          kind: file.kind,
          bytes: file.bytes,
        })),
      );
    },

    /** The attachments of each record, with fresh links, oldest first. */
    async listFor(column: AttachmentColumn, ids: readonly number[]) {
      const byOwner = new Map<number, Attachment[]>();
      if (ids.length === 0) return byOwner;
      const rows = await db
        .select({ id: attachments.id, kind: attachments.kind, owner: attachments[column] })
        .from(attachments)
        .where(inArray(attachments[column], [...ids]))
        .orderBy(asc(attachments.id));
      for (const row of rows) {
        const list = byOwner.get(row.owner!) ?? [];
        list.push(toAttachment(row));
        byOwner.set(row.owner!, list);
      }
      return byOwner;
    },

    /** In the deleting transaction: the record's files are removed once it commits. */
    async removeFilesOf(tx: Db & JobExecutor, column: AttachmentColumn, id: number) {
      const rows = await tx
        .select({ storageKey: attachments.storageKey })
        .from(attachments)
        .where(eq(attachments[column], id));
      if (rows.length > 0) await removeFiles.enqueue(tx, { keys: rows.map((row) => row.storageKey) });
    },

    /** Deletes these attachments' rows; their files are removed once the transaction commits. */
    async removeAttachments(tx: Db & JobExecutor, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .delete(attachments)
        .where(inArray(attachments.id, [...ids]))
        .returning({ storageKey: attachments.storageKey });
      if (rows.length > 0) await removeFiles.enqueue(tx, { keys: rows.map((row) => row.storageKey) });
      return rows.length;
    },

    /**
     * Every file of a user, for the deletion of their account (none exists yet: call this in its
     * transaction, before the user's row goes, when it comes).
     */
    async removeFilesOfUser(tx: Db & JobExecutor, userId: number) {
      const rows = await tx
        .select({ storageKey: attachments.storageKey })
        .from(attachments)
        .where(eq(attachments.userId, userId));
      if (rows.length > 0) await removeFiles.enqueue(tx, { keys: rows.map((row) => row.storageKey) });
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
