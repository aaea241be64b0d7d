import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import {
  codeField,
  emailField,
  fieldLimits,
  newPasswordField,
  optionalEmailField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
} from './fields.ts';
import { pathId } from './query-params.ts';

/** 'Web', 'android', 'ios'...: recorded with the session, never trusted for anything else. */
const deviceType = optionalText(20);
const userId = pathId();

/** Both password fields of a form must match ('The two passwords that you entered do not match!'). */
function matching<T extends z.ZodObject>(schema: T, password: string, confirmation: string) {
  return schema.refine(
    (value: Record<string, unknown>) =>
      value[password] === undefined || value[password] === value[confirmation],
    { error: 'password.mismatch', path: [confirmation] },
  );
}

export const accountUser = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    isSocial: z.boolean(),
    phoneVerified: z.boolean(),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof accountUser>;

/** A new session's user carries its token too: spec section 3's user has `token` among its fields. */
export const sessionUser = accountUser.extend({ token: z.string() }).meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;
const sessionData = z.object({ user: sessionUser, token: z.string() });

// --- register -------------------------------------------------------------------------------------

export const registerBody = matching(
  z.object({
    first_name: requiredText(fieldLimits.nameMax),
    last_name: requiredText(fieldLimits.nameMax),
    phone: phoneField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
    deviceType,
    deviceId: optionalText(64),
  }),
  'password',
  'password_confirmation',
);
export type RegisterBody = z.input<typeof registerBody>;
/**
 * Sign-up ids (`item` of `register`, sent back as `user_id` to `verify/registration/code` and
 * `resend/code`) are drawn at random from this range up: above any account id, so one `user_id`
 * field names either without doubt, and not guessable one after another (decision 0044).
 */
export const signUpIdFloor = 1_000_000_000;
export const isSignUpId = (id: number) => id >= signUpIdFloor;

/**
 * The same answer whether or not the e-mail or phone already has an account (decision 0044):
 * `item` = the sign-up's id, to send back as `user_id` with the code texted to `phone`. The
 * account is created, and logged in, once the code is verified.
 */
export const registerResponse = envelope(
  z.object({ phone: z.string(), retryAfterSeconds: z.number().int() }),
  z.number().int(),
);

// --- login -------------------------------------------------------------------------------------------

/** `username` is the e-mail or the phone number. */
export const loginBody = z.object({
  // A phone typed on an Arabic keyboard logs in as the same phone.
  username: z.preprocess(withAsciiDigits, requiredText(fieldLimits.emailMax)),
  password: passwordField,
  deviceType,
  deviceId: optionalText(64),
});
/** The web's login form asks for the e-mail, so it checks the address too (docs/product.md#login-and-passwords). */
export const loginForm = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.input<typeof loginForm>;
export const loginResponse = envelope(sessionData);

// --- sign-in with the mobile number ----------------------------------------------------------------

/** The ways a sign-in code travels (docs/decisions/0093). */
export const codeChannels = ['sms', 'whatsapp'] as const;
export type CodeChannel = (typeof codeChannels)[number];

/**
 * Sign-in with the mobile number and a one-time code (docs/decisions/0065), step one: a 4-digit code
 * by SMS (or WhatsApp) to `phone`, whether or not an account has it (the answer is the same either way).
 */
export const loginPhoneBody = z.object({
  phone: phoneField,
  deviceId: optionalText(64),
  /** By WhatsApp where the store has a sender (`GET login/phone/channels`), else by SMS (docs/decisions/0093). */
  channel: z.enum(codeChannels).optional(),
});
export const loginPhoneResponse = envelope(
  z.object({
    retryAfterSeconds: z.number().int(),
    /** How the code went: WhatsApp only when asked for and offered. */
    channel: z.enum(codeChannels),
  }),
);
/** The ways a sign-in code can be sent: SMS always, WhatsApp where configured. */
export const loginPhoneChannelsResponse = envelope(z.object({ channels: z.array(z.enum(codeChannels)) }));
/** Step two: the code. An account is made for a number that had none (`newAccount`: ask the names next). */
export const loginPhoneVerifyBody = z.object({
  phone: phoneField,
  code: codeField,
  deviceType,
  deviceId: optionalText(64),
});
export const loginPhoneVerifyResponse = envelope(sessionData.extend({ newAccount: z.boolean() }));

export const providers = ['google', 'facebook'] as const;
export type Provider = (typeof providers)[number];
export const providerLoginBody = z.object({
  deviceType,
  from: z.enum(providers, { error: 'validation.provider' }),
  token: requiredText(8192),
  deviceId: optionalText(64),
});
/**
 * 200 with a session; or code 105 when the account has no verified phone yet: `item` = the user id
 * for phone verification (the session is given too, so the app can send the phone number).
 */
export const providerLoginResponse = envelope(sessionData, z.number().int().nullable());

export const logoutResponse = envelope(z.null());

// --- phone verification ---------------------------------------------------------------------------

export const verifyCodeBody = z.object({ user_id: userId, deviceType, code: codeField });
export const verifyCodeForm = z.object({ code: codeField });
export type VerifyCodeForm = z.input<typeof verifyCodeForm>;
/** Verifying a sign-up's code creates the account and logs it in: the session comes with it (`token`). */
export const verifyCodeResponse = envelope(
  z.object({ user: accountUser.extend({ token: z.string().optional() }), token: z.string().optional() }),
);

/**
 * A new code for the user's phone. `phone` sets the number first, for an account without a verified
 * one (a provider sign-in); it needs that account's own session.
 */
export const resendCodeBody = z.object({ user_id: userId, phone: phoneField.optional() });
/** The phone step of verification (an account without a phone): `resendCodeBody`'s phone, required. */
export const phoneForm = z.object({ phone: phoneField });
export const resendCodeResponse = envelope(z.object({ retryAfterSeconds: z.number().int() }));

// --- password reset -------------------------------------------------------------------------------

/**
 * A reset code by e-mail (the spec's `email`) or by SMS (`phone`, any spelling of an Egyptian mobile
 * number; docs/decisions/0073): one of the two.
 */
export const forgotPasswordBody = z
  .object({ email: emailField.optional(), phone: phoneField.optional() })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    error: 'account.emailOrPhone',
    path: ['email'],
  });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
/**
 * The web's forgot-password form: one box for the e-mail or the mobile number. An `@` makes it an
 * e-mail; otherwise it must be a mobile number (each with its own messages). Answers the API's body.
 */
export const forgotPasswordForm = z.object({
  login: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .transform((typed, context): { email: string } | { phone: string } => {
      const asEmail = typed.includes('@') ? emailField.safeParse(typed) : null;
      if (asEmail?.success) return { email: asEmail.data };
      const asPhone = asEmail ? null : phoneField.safeParse(typed);
      if (asPhone?.success) return { phone: asPhone.data };
      const message = (asEmail ?? asPhone)?.error?.issues[0]?.message;
      // Neither an e-mail nor digits: say what the box takes.
      const said = message === undefined || message === 'phone.digits' ? 'account.emailOrPhone' : message;
      context.issues.push({ code: 'custom', message: said, input: typed });
      return z.NEVER;
    }),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;
/** `item` = the reset's id, sent back as `user_id` with the code. Same answer for unknown contacts. */
export const forgotPasswordResponse = envelope(z.null(), z.number().int());

export const resetPasswordBody = matching(
  z.object({
    user_id: userId,
    code: codeField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
    deviceType,
    firebaseToken: optionalText(4096),
  }),
  'password',
  'password_confirmation',
);
export const resetPasswordForm = matching(
  z.object({
    code: codeField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
  }),
  'password',
  'password_confirmation',
);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
/** The existing clients' shape (docs/product.md#existing-clients): `message` = the new session token; `data.token` carries it too. */
export const resetPasswordResponse = envelope(sessionData);

// --- profile ----------------------------------------------------------------------------------------

export const profileResponse = envelope(z.object({ user: accountUser }));
export const profileBody = z.object({
  first_name: requiredText(fieldLimits.nameMax),
  last_name: requiredText(fieldLimits.nameMax),
  phone: phoneField,
  // Required for an account that has an e-mail (the API keeps it); one made by a phone sign-in may
  // leave it empty.
  email: optionalEmailField,
});
export type ProfileBody = z.input<typeof profileBody>;
/** The profile form of an account that has an e-mail: it is required there (the API keeps it too). */
export const profileWithEmailBody = profileBody.extend({ email: emailField });

export const changePasswordBody = matching(
  z.object({
    oldPassword: passwordField,
    newPassword: newPasswordField,
    newPassword_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
  }),
  'newPassword',
  'newPassword_confirmation',
);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export const changePasswordResponse = envelope(z.null());

// --- development outbox -----------------------------------------------------------------------------

export const outboxQuery = z.object({ to: requiredText(fieldLimits.emailMax) });
export const outboxMessage = z.object({
  channel: z.enum(['sms', 'email', 'whatsapp']),
  to: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = envelope(z.object({ messages: z.array(outboxMessage) }));
