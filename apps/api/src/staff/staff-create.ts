import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type StaffRole, staffRoles } from '@store/contract';
import { generateSecret, generateURI } from 'otplib';
import type { Db } from '../db/client.ts';
import { createStaffAccount, StaffAccountError } from './staff-accounts.ts';

export const staffCreateUsage =
  'npm run staff:create -- --email a@b.c --role admin|branch_manager|pharmacist|support|courier|dpo ' +
  '[--name "Full Name"] [--branch 1 --branch 2] [--password ...] [--totp]';

/**
 * `npm run staff:create`: the only way to the first staff account of a production store (none is
 * made by default). Without --password a strong one is made up and printed once; --totp turns on
 * the authenticator second factor and prints its otpauth:// address.
 */
export async function staffCreate(
  db: Db,
  argv: string[],
  storeMode: 'demo' | 'production',
): Promise<{ id: number; email: string; role: StaffRole; password: string; totpUri: string | null }> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      branch: { type: 'string', multiple: true },
      password: { type: 'string' },
      totp: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new StaffAccountError(`--email is required and must be an e-mail address\n${staffCreateUsage}`);
  const role = values.role as StaffRole;
  if (!staffRoles.includes(role))
    throw new StaffAccountError(`--role must be one of ${staffRoles.join(', ')}\n${staffCreateUsage}`);
  const branchIds = (values.branch ?? [])
    .flatMap((text) => text.split(','))
    .map((text) => Number(text.trim()));
  if (branchIds.some((id) => !Number.isInteger(id) || id < 1))
    throw new StaffAccountError('--branch takes branch ids (whole numbers)');
  const password = values.password ?? randomBytes(15).toString('base64url');
  const totpSecret = values.totp ? generateSecret() : null;
  const { id } = await createStaffAccount(
    db,
    { email, name: values.name?.trim() || email, role, branchIds, password, totpSecret },
    { storeMode },
  );
  const totpUri = totpSecret
    ? generateURI({ issuer: 'Nile Pharmacy staff', label: email, secret: totpSecret })
    : null;
  return { id, email, role, password, totpUri };
}
