import { z } from 'zod';
import { idName } from './catalogue.ts';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { attachmentSchema } from './prescriptions.ts';
import { optionalQueryInt, pathId } from './query-params.ts';

/**
 * Support issues ('Support with previous issues', docs/product.md#support-and-contact; docs/decisions/0028): a
 * customer reports a problem of a type, optionally about one of their orders (within 24 hours of its
 * delivery), with up to 3 files; the support team replies and closes it.
 */

/** Problems about an order must be reported within this many hours of its delivery (docs/product.md#support-and-contact). */
export const supportReportHours = 24;

const optionalId = optionalQueryInt((n) => n.min(1).max(2_147_483_647));

/** The text fields of `POST support/issues` (multipart; files as `attachments[0..2]`, or JSON without files). */
export const supportIssueBody = z.object({
  typeId: pathId(),
  comment: requiredText(2000, { multiline: true }),
  orderId: optionalId,
});
export type SupportIssueBody = z.input<typeof supportIssueBody>;
export const supportReplyBody = z.object({ comment: requiredText(2000, { multiline: true }) });

/** open: waiting for the support team; answered: the team replied; closed: done (no more replies). */
export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportReplySchema = z.object({
  id: z.number().int(),
  /** Who wrote it: the customer, or the store's support team. */
  from: z.enum(['customer', 'staff']),
  comment: z.string(),
  createdAt: z.string(),
});

export const supportIssueSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    type: idName,
    orderId: z.number().int().nullable(),
    comment: z.string(),
    status: z.enum(supportStatuses),
    statusName: z.string(),
    attachments: z.array(attachmentSchema),
    replies: z.array(supportReplySchema),
  })
  .meta({ id: 'SupportIssue' });
export type SupportIssue = z.infer<typeof supportIssueSchema>;

export const supportIssueTypesResponse = envelope(z.object({ types: z.array(idName) }));
export const supportIssuesResponse = envelope(z.object({ issues: z.array(supportIssueSchema) }));
export const supportIssueResponse = envelope(z.object({ issue: supportIssueSchema }), z.number().int());

// --- staff --------------------------------------------------------------------------------------------

export const staffSupportQuery = z.object({
  status: z.enum(supportStatuses, { error: 'validation.invalid' }).optional(),
  branchId: optionalId,
  page: optionalQueryInt((n) => n.min(1).max(10_000)),
});
export const staffSupportIssueSchema = supportIssueSchema.extend({
  branchId: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
});
export const staffSupportIssuesResponse = envelope(
  z.object({ issues: z.array(staffSupportIssueSchema), page: z.number().int(), pageSize: z.number().int() }),
);
export const staffSupportIssueResponse = envelope(
  z.object({ issue: staffSupportIssueSchema }),
  z.number().int(),
);

export const staffContactMessagesQuery = z.object({ page: optionalQueryInt((n) => n.min(1).max(10_000)) });
export const staffContactMessagesResponse = envelope(
  z.object({
    messages: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        mobile: z.string(),
        email: z.string(),
        message: z.string(),
        lang: z.string(),
        createdAt: z.string(),
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
