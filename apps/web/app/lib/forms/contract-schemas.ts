/**
 * The contract's form schemas and its checker, gathered in one module that the browser downloads
 * when a form is first checked (`contractResolver` with a schema's name): zod and the schemas came
 * to about 30 kB of gzip script that a form page downloaded before it could show anything.
 */
export {
  addressBody,
  changePasswordBody,
  contactBody,
  forgotPasswordForm,
  localizeIssue,
  loginForm,
  parseForMessages,
  phoneForm,
  prescriptionSendBody,
  profileBody,
  profileWithEmailBody,
  promoCodeForm,
  registerBody,
  resetPasswordForm,
  supportIssueBody,
  supportReplyBody,
  verifyCodeForm,
} from '@store/contract';
