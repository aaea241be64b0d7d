import type { z } from 'zod';
import { prescriptionSendBody } from './prescriptions.ts';
import { consentChannel, consentFlag } from './privacy.ts';

/**
 * The body of `POST prescriptions/send` as the API takes it: the form's fields and the health-data
 * consent (Law 151/2020, docs/decisions/0074). `health_consent` ('true') is needed while the account
 * has no current `health_data` consent (the first prescription, or after a withdrawal) and is then
 * recorded with the prescription, from `consent_channel` (web by default). A module of its own: the
 * storefront's form schema (`prescriptionSendBody`) stays without the consent schemas, which would
 * cost the pages that load it.
 */
export const prescriptionSendConsentBody = prescriptionSendBody.extend({
  health_consent: consentFlag.optional(),
  consent_channel: consentChannel.optional(),
});
export type PrescriptionSendConsentBody = z.input<typeof prescriptionSendConsentBody>;
