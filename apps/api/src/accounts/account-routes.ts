import { isSignUpId, localPhone, operations, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { AccountService, Caller } from './account-service.ts';
import { codeRules } from './one-time-codes.ts';

/** The body may name the device (existing clients' login forms do: docs/product.md#existing-clients); the header is the fallback. */
function callerOf(request: FastifyRequest, body: { deviceType?: string; deviceId?: string } = {}): Caller {
  return {
    lang: request.ctx.lang,
    ip: request.ip,
    deviceId: body.deviceId || request.ctx.deviceId,
    deviceType: body.deviceType,
  };
}

const tags = ['accounts'];

/** Guests hear 'Please Login First' before anything about the form they sent. */
const loginFirst = async (request: FastifyRequest) => {
  requireUser(request);
};

/** The body as sent, before its schema has checked it (a form's or JSON's fields, or nothing). */
const rawBody = (request: FastifyRequest) =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

/** The device id as sent, before the schema checks it (the limiter keeps only its digest). */
const rawDeviceId = (request: FastifyRequest) => {
  const sent = rawBody(request).deviceId;
  return typeof sent === 'string' && sent !== '' ? sent : undefined;
};

export async function accountRoutes(app: ApiInstance, { accounts }: { accounts: AccountService }) {
  app.post(
    '/register',
    {
      // Every attempt counts, before the fields are checked: a bad field costs as much as a good one.
      preValidation: async (request) => {
        await accounts.countSignUpAttempt(callerOf(request, { deviceId: rawDeviceId(request) }));
      },
      schema: {
        tags,
        summary:
          'Start a sign-up: a 4-digit code is texted to the phone; `item` = the sign-up id to send as `user_id` to verify/registration/code, which creates the account and logs it in. The same answer whether or not the e-mail or phone already has an account (its owner is told instead)',
        ...operationSchema(operations.register, [422, 429]),
      },
    },
    async (request) => {
      const signUp = await accounts.register(request.body, callerOf(request, request.body));
      return ok(
        { phone: localPhone(signUp.phone), retryAfterSeconds: codeRules.resendGapMs / 1000 },
        { item: signUp.id, message: translate(request.ctx.lang, 'account.codeSentToFinish') },
      );
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail or phone (`username`) and password (form or JSON)',
        ...operationSchema(operations.login, [422]),
      },
    },
    async (request) => {
      const session = await accounts.login(request.body, callerOf(request, request.body));
      return ok(session, { message: translate(request.ctx.lang, 'account.loggedIn') });
    },
  );

  app.post(
    '/login/phone',
    {
      schema: {
        tags,
        summary:
          'Sign in with the mobile number, step one: a 4-digit code by SMS, or by WhatsApp as `channel` asks where offered (10 minutes, one use, 30 s between sends; limited per number, device and address). The same answer whether or not an account has the number',
        ...operationSchema(operations.loginPhone, [422, 429]),
      },
    },
    async (request) => {
      const channel = await accounts.sendLoginCode(request.body, callerOf(request, request.body));
      return ok(
        { retryAfterSeconds: codeRules.resendGapMs / 1000, channel },
        { message: translate(request.ctx.lang, channel === 'whatsapp' ? 'code.sentWhatsapp' : 'code.sent') },
      );
    },
  );

  app.get(
    '/login/phone/channels',
    {
      schema: {
        tags,
        summary: 'How a sign-in code can be sent: SMS, and WhatsApp where the store has a sender',
        ...operationSchema(operations.loginPhoneChannels, []),
      },
    },
    async () => ok({ channels: accounts.loginCodeChannels() }),
  );

  app.post(
    '/login/phone/verify',
    {
      schema: {
        tags,
        summary:
          "Sign in with the mobile number, step two: the code. `data.token` and `data.user`; the account is made on a number's first sign-in (`data.newAccount`: ask the names next)",
        ...operationSchema(operations.loginPhoneVerify, [422, 429]),
      },
    },
    async (request) => {
      const session = await accounts.verifyLoginCode(request.body, callerOf(request, request.body));
      return ok(session, {
        message: translate(request.ctx.lang, session.newAccount ? 'account.created' : 'account.loggedIn'),
      });
    },
  );

  app.post(
    '/logout',
    {
      preValidation: loginFirst,
      schema: {
        tags,
        summary: 'End this session (the token stops working)',
        ...operationSchema(operations.logout, [401]),
      },
    },
    async (request) => {
      await accounts.logout(requireUser(request).token);
      return ok(null, { message: translate(request.ctx.lang, 'account.loggedOut') });
    },
  );

  app.post(
    '/login/provider',
    {
      schema: {
        tags,
        summary:
          'Sign in with a Google ID token or a Facebook access token. Code 105 (item = user id): verify a phone number next',
        ...operationSchema(operations.loginProvider, [422]),
      },
    },
    async (request) => {
      const { needsPhone, ...session } = await accounts.providerLogin(
        request.body,
        callerOf(request, request.body),
      );
      const lang = request.ctx.lang;
      if (!needsPhone) return ok(session, { message: translate(lang, 'account.loggedIn'), item: null });
      return {
        ...ok(session, { message: translate(lang, 'account.phoneNeeded'), item: session.user.id }),
        code: 105,
      };
    },
  );

  app.post(
    '/verify/registration/code',
    {
      schema: {
        tags,
        summary:
          "Verify the phone with the 4-digit code (10 minutes, one use, 5 wrong tries). With a sign-up's id (from `register`) the account is created and logged in: `data.token`",
        ...operationSchema(operations.verifyCode, [404, 422, 429]),
      },
    },
    async (request) => {
      const { user, session } = await accounts.verifyPhone(request.body, callerOf(request, request.body));
      const message = translate(request.ctx.lang, session ? 'account.created' : 'phone.verified');
      return ok(session ? { user, token: session.token } : { user }, { message });
    },
  );

  app.post(
    '/resend/code',
    {
      // Only the account itself may ask for its code (decision 0016): a guest hears 401, whatever the
      // id, except a sign-up's id (it has no session until its code is verified, decision 0044).
      preValidation: async (request) => {
        if (!isSignUpId(Number(rawBody(request).user_id))) requireUser(request);
      },
      schema: {
        tags,
        summary:
          "Send a new phone code to the signed-in account's number (once per 30 s, at most 5 an hour); `phone` sets the number of an account that has none yet. A sign-up's id (from `register`) needs no session",
        ...operationSchema(operations.resendCode, [401, 404, 422]),
      },
    },
    async (request) => {
      const userId = request.ctx.userId;
      await accounts.resendCode(request.body, { ...callerOf(request), userId });
      return ok(
        { retryAfterSeconds: codeRules.resendGapMs / 1000 },
        { message: translate(request.ctx.lang, 'code.sent') },
      );
    },
  );

  app.post(
    '/forgot/password',
    {
      schema: {
        tags,
        summary:
          'A reset code by e-mail (`email`) or by SMS (`phone`, any spelling of the mobile number); `item` is the reset id to send back as `user_id` (same answer for unknown contacts)',
        ...operationSchema(operations.forgotPassword, [422]),
      },
    },
    async (request) => {
      const resetId = await accounts.forgotPassword(request.body, callerOf(request));
      const message = request.body.phone === undefined ? 'account.resetSent' : 'account.resetSentPhone';
      return ok(null, { item: resetId, message: translate(request.ctx.lang, message) });
    },
  );

  app.post(
    '/reset/forgot/password',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the code e-mailed or texted; logs in (`message` and `data.token` = the token)',
        ...operationSchema(operations.resetPassword, [422]),
      },
    },
    async (request) => {
      const session = await accounts.resetPassword(request.body, callerOf(request, request.body));
      return ok(session, { message: session.token });
    },
  );

  app.get(
    '/profile',
    {
      preValidation: loginFirst,
      schema: {
        tags,
        summary: "The logged-in user's profile",
        ...operationSchema(operations.profile, [401]),
      },
    },
    async (request) => ok({ user: await accounts.profile(requireUser(request).userId) }),
  );

  app.post(
    '/profile',
    {
      preValidation: loginFirst,
      schema: {
        tags,
        summary: 'Update the profile; a new phone number is sent a code to verify',
        ...operationSchema(operations.updateProfile, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await accounts.updateProfile(userId, request.body, callerOf(request));
      return ok({ user }, { message: translate(request.ctx.lang, 'account.profileUpdated') });
    },
  );

  app.post(
    '/profile/change/password',
    {
      preValidation: loginFirst,
      schema: {
        tags,
        summary: "Change the password (not for provider-only accounts); the user's other sessions end",
        ...operationSchema(operations.changePassword, [401, 422]),
      },
    },
    async (request) => {
      await accounts.changePassword(requireUser(request), request.body);
      return ok(null, { message: translate(request.ctx.lang, 'password.changed') });
    },
  );
}
