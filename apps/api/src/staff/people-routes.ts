import { operations, translate } from '@store/contract';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { createCustomerLookup } from './customer-lookup.ts';
import { createPeople, type PeopleDeps } from './staff-people.ts';
import { listedBranchIds, signedIn } from './staff-routes.ts';

const tags = ['staff'];

/**
 * People in the console (docs/decisions/0047): staff accounts (admins; branch managers for
 * their branches' pharmacists, support and couriers), the one-time set-password link, and the
 * customer lookup. Registered inside `staffRoutes`, behind its guard and in its matrix.
 */
export function staffPeopleRoutes(deps: PeopleDeps) {
  const people = createPeople(deps);
  const customers = createCustomerLookup(deps.db);
  return async (app: ApiInstance) => {
    app.get(
      '/staff/accounts',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary: "Staff accounts: every one for an admin, a branch manager's branches' people",
          ...operationSchema(operations.staffAccounts, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const actor = signedIn(request);
        const accounts = await people.list(actor, listedBranchIds(actor, request.query.branchId));
        return ok({ accounts });
      },
    );

    app.post(
      '/staff/accounts',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary:
            'A new staff account: role and branches; the member sets a password from an e-mailed one-time link',
          ...operationSchema(operations.staffCreateAccount, [401, 403, 422]),
        },
      },
      async (request) => {
        const { lang } = request.ctx;
        const account = await people.create(signedIn(request), request.body, lang);
        return ok(
          { account },
          { item: account.id, message: translate(lang, 'staff.created', { email: account.email }) },
        );
      },
    );

    app.get(
      '/staff/accounts/:id',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary: 'One staff account',
          ...operationSchema(operations.staffAccount, [401, 403, 404]),
        },
      },
      async (request) => {
        const account = await people.get(signedIn(request), request.params.id);
        return ok({ account }, { item: account.id });
      },
    );

    app.post(
      '/staff/accounts/:id',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary:
            "Change a staff account's name, e-mail, role and branches (a role or branch change ends its sessions)",
          ...operationSchema(operations.staffEditAccount, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const account = await people.edit(signedIn(request), request.params.id, request.body);
        return ok({ account }, { item: account.id, message: translate(request.ctx.lang, 'staff.saved') });
      },
    );

    app.post(
      '/staff/accounts/:id/disable',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary: 'Disable a staff account: it cannot log in and its sessions end now',
          ...operationSchema(operations.staffDisableAccount, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        await people.setDisabled(signedIn(request), request.params.id, true);
        return ok(null, { item: request.params.id, message: translate(request.ctx.lang, 'staff.disabled') });
      },
    );

    app.post(
      '/staff/accounts/:id/enable',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary: 'Enable a disabled staff account again',
          ...operationSchema(operations.staffEnableAccount, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        await people.setDisabled(signedIn(request), request.params.id, false);
        return ok(null, { item: request.params.id, message: translate(request.ctx.lang, 'staff.enabled') });
      },
    );

    app.post(
      '/staff/accounts/:id/password-reset',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary:
            'E-mail the member a one-time link (24 hours) to set a new password; setting it ends their sessions',
          ...operationSchema(operations.staffResetAccountPassword, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { lang } = request.ctx;
        const email = await people.resetPassword(signedIn(request), request.params.id, lang);
        return ok(null, {
          item: request.params.id,
          message: translate(lang, 'staff.passwordLinkSent', { email }),
        });
      },
    );

    app.post(
      '/staff/accounts/:id/authenticator',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary:
            'Enrol or replace the authenticator: a new secret, shown once; the member logs in again with its codes',
          ...operationSchema(operations.staffEnrolAuthenticator, [401, 403, 404]),
        },
      },
      async (request) => {
        const found = await people.enrolAuthenticator(signedIn(request), request.params.id);
        return ok(found, {
          item: request.params.id,
          message: translate(request.ctx.lang, 'staff.authenticatorEnrolled'),
        });
      },
    );

    app.post(
      '/staff/accounts/:id/authenticator/remove',
      {
        config: { staffAction: 'staff.manage' },
        schema: {
          tags,
          summary: "Turn off a member's authenticator (password only until one is enrolled again)",
          ...operationSchema(operations.staffRemoveAuthenticator, [401, 403, 404]),
        },
      },
      async (request) => {
        await people.removeAuthenticator(signedIn(request), request.params.id);
        return ok(null, {
          item: request.params.id,
          message: translate(request.ctx.lang, 'staff.authenticatorRemoved'),
        });
      },
    );

    app.post(
      '/staff/password',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            "Set a staff password from a one-time link's token: the link is spent and every session of the member ends",
          ...operationSchema(operations.staffSetPassword, [422]),
        },
      },
      async (request) => {
        await people.setPassword(request.body.token, request.body.password);
        return ok(null, { message: translate(request.ctx.lang, 'staff.passwordSet') });
      },
    );

    app.get(
      '/staff/customers',
      {
        config: { staffAction: 'customers.read' },
        schema: {
          tags,
          summary:
            "Look a customer up by phone (any spelling and digits), e-mail or order number: the member's branches' customers, at most 20; audited",
          ...operationSchema(operations.staffCustomers, [401, 403, 422]),
        },
      },
      async (request) => {
        return ok({ customers: await customers.search(signedIn(request), request.query.q) });
      },
    );

    app.get(
      '/staff/customers/phone-conflicts',
      {
        config: { staffAction: 'customers.phones' },
        schema: {
          tags,
          summary:
            "Numbers the move to one form could not settle (another account holds the same number, or no mobile): the member's branches' customers, oldest first",
          ...operationSchema(operations.staffPhoneConflicts, [401, 403]),
        },
      },
      async (request) => ok({ conflicts: await customers.phoneConflicts(signedIn(request)) }),
    );

    app.post(
      '/staff/customers/phone-conflicts/:id/resolve',
      {
        config: { staffAction: 'customers.phones' },
        schema: {
          tags,
          summary: 'Mark a number sorted out, saying what was done (audited); answers the list left',
          ...operationSchema(operations.staffResolvePhoneConflict, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const conflicts = await customers.resolvePhoneConflict(
          signedIn(request),
          request.params.id,
          request.body.note,
        );
        return ok({ conflicts }, { message: translate(request.ctx.lang, 'customer.phoneResolved') });
      },
    );

    app.get(
      '/staff/customers/:id',
      {
        config: { staffAction: 'customers.read' },
        schema: {
          tags,
          summary:
            "A customer, read-only: their orders and open issues at the member's branches, their addresses; audited",
          ...operationSchema(operations.staffCustomer, [401, 403, 404]),
        },
      },
      async (request) => {
        const customer = await customers.view(signedIn(request), request.params.id, request.ctx.lang);
        return ok({ customer }, { item: customer.id });
      },
    );
  };
}
