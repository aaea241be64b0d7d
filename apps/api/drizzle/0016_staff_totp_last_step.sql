-- An authenticator code is accepted once (issue 13): the step of the last accepted code is kept per
-- staff member, and a login with a code of that step or an earlier one is refused, on every instance.
ALTER TABLE "staff" ADD COLUMN "totp_last_step" integer;
