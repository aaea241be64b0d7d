import { z } from 'zod';
import { envelope } from './envelope.ts';
import { emailField, fieldLimits, optionalText, requiredText } from './fields.ts';
import { optionalQueryInt, pathId } from './query-params.ts';
import { orderStatusSchema } from './shop.ts';
import { staffRoles } from './staff.ts';

/**
 * People in the staff console (docs/decisions/0047): staff accounts managed from the
 * console (`/api/staff/accounts`), the one-time link a member sets their password from, and the
 * customer lookup of support and pharmacists (`/api/staff/customers`, every lookup audited).
 */

/** A staff password: at least 12 characters (as `staff:create`), no NUL; not trimmed (spaces count). */
export const staffPasswordMin = 12;
export const staffPasswordField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .refine((password) => !password.includes('\u0000'), { error: 'validation.controlCharacters', abort: true })
  .min(staffPasswordMin, { error: 'staff.passwordTooShort', abort: true })
  .max(200, { error: 'validation.tooLong' });

export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  branchIds: z.array(z.number().int()),
  disabled: z.boolean(),
  /** The authenticator second factor is on. */
  authenticator: z.boolean(),
  createdAt: z.string(),
  /** A pharmacist's syndicate licence number, shown on the orders they check (docs/decisions/0061). */
  licenceNumber: z.string().nullable().optional(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountsQuery = z.object({
  branchId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
});
export const staffAccountsResponse = envelope(z.object({ accounts: z.array(staffAccountSchema) }));
export const staffAccountResponse = envelope(z.object({ account: staffAccountSchema }), z.number().int());
export const staffAccountActionResponse = envelope(z.null(), z.number().int());

/**
 * A new account or a change to one. No password: the member sets it from the one-time link the
 * store e-mails them. `branchIds` may be empty for an admin only (the API's rule, with the role).
 */
export const staffAccountBody = z.object({
  name: requiredText(100),
  email: emailField,
  role: z.enum(staffRoles, { error: 'staff.roleInvalid' }),
  branchIds: z
    .array(pathId(), { error: 'staff.branchesRequired' })
    .max(50, { error: 'validation.tooMany' })
    .default([]),
  /** A pharmacist's syndicate licence number (docs/decisions/0061); left out or empty: none. */
  licenceNumber: optionalText(40),
});
export type StaffAccountBody = z.infer<typeof staffAccountBody>;

/** A new authenticator: its address for the app (a QR code of it), shown once. */
export const staffAuthenticatorResponse = envelope(
  z.object({ uri: z.string(), secret: z.string() }),
  z.number().int(),
);

/** The one-time link's token (from `?token=` of the e-mailed link) and the new password. */
export const staffSetPasswordBody = z.object({
  token: requiredText(100),
  password: staffPasswordField,
});
export const staffSetPasswordResponse = envelope(z.null());

/** One search box: a phone (any spelling, any digits), an e-mail address or an order number. */
export const staffCustomersQuery = z.object({ q: requiredText(fieldLimits.emailMax) });

export const staffCustomerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const staffCustomersResponse = envelope(z.object({ customers: z.array(staffCustomerSummarySchema) }));

/**
 * A number migration 0051 could not put in its one form (docs/decisions/0073): another account holds
 * the same number written differently (`duplicate`, with that `holder`), or it is no Egyptian mobile
 * (`not-mobile`). Nothing was merged; staff sort it out with the customer, then mark it resolved.
 */
export const staffPhoneConflictSchema = z.object({
  id: z.number().int(),
  reason: z.enum(['duplicate', 'not-mobile']),
  customer: staffCustomerSummarySchema,
  holder: staffCustomerSummarySchema.nullable(),
  foundAt: z.string(),
});
export type StaffPhoneConflict = z.infer<typeof staffPhoneConflictSchema>;
export const staffPhoneConflictsResponse = envelope(
  z.object({ conflicts: z.array(staffPhoneConflictSchema) }),
);
/** What was done about it (called the customer, changed the number in the account): kept in the audit log. */
export const staffPhoneConflictResolveBody = z.object({ note: requiredText(300) });

/** What support and pharmacists see of a customer: read-only; orders and issues of their branches only. */
export const staffCustomerSchema = staffCustomerSummarySchema.extend({
  createdAt: z.string(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      branchId: z.number().int(),
      createdAt: z.string(),
      status: orderStatusSchema,
      total: z.number(),
    }),
  ),
  addresses: z.array(z.object({ id: z.number().int(), text: z.string() })),
  /** Open and answered issues (not closed). */
  issues: z.array(
    z.object({
      id: z.number().int(),
      branchId: z.number().int(),
      orderId: z.number().int().nullable(),
      status: z.string(),
      comment: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomerResponse = envelope(z.object({ customer: staffCustomerSchema }), z.number().int());
