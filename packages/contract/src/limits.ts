/**
 * Field limits shared by the contract's schemas and the storefront's inputs (`maxLength`): a module
 * without zod, so a form page can draw its fields without downloading the schemas (these are the
 * one source of each limit; fields.ts and contact.ts build their rules on them).
 */
export const fieldLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 8,
  phoneMax: 11,
  passwordMin: 8,
  passwordMax: 20,
  codeLength: 4,
} as const;

/** The contact form's limits: the phone rule (8 to 11 digits, docs/product.md#login-and-passwords) and sane text sizes. */
export const contactLimits = {
  nameMax: fieldLimits.nameMax,
  emailMax: fieldLimits.emailMax,
  phoneMin: fieldLimits.phoneMin,
  phoneMax: fieldLimits.phoneMax,
  messageMax: 2000,
} as const;

/** The captcha (docs/product.md#support-and-contact): 6 characters, read off the picture of `GET contact/captcha`. */
export const captchaLength = 6;
