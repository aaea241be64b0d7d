import { cancelOrderBody, type Lang, parseForMessages, prescriptionConfirmBody } from '@store/contract';
import { data, redirect } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';
import { apiResult, invalidResult } from '../../lib/forms/form-result.server.ts';
import { takeUploadFlash } from '../../lib/forms/upload-flash.server.ts';
import { browserUploadRules, uploadMessagesOf } from '../../lib/forms/upload-messages.server.ts';
import { addressLine } from '../addresses/index.ts';
import type { HealthConsentCopy } from '../privacy/index.ts';

/**
 * Profile tab 7: the customer's addresses, the messages of the file checks, a refused no-script post,
 * and the health-data box's copy (given by the route, decision 0074) when it is asked.
 */
export function loadUploadPage(request: Request, api: StoreApi, lang: Lang, consentCopy: HealthConsentCopy) {
  return forShopper(lang, api, async () => {
    const [addresses, { consents }] = await Promise.all([api.addresses(), api.get('consents')]);
    const { flash, headers } = takeUploadFlash(request, 'prescription');
    return data(
      {
        addresses: addresses.map((address) => ({
          id: address.id,
          // As the addresses tab shows it: in the page's digits.
          label: addressLine(address, lang),
          selected: address.selected,
        })),
        messages: uploadMessagesOf(lang, 'upload.required'),
        rules: browserUploadRules(true),
        refused: flash ? [flash.message, ...flash.validation].filter(Boolean) : [],
        // Asked while no health_data consent is current (docs/decisions/0074).
        healthConsent: consents.some((c) => c.kind === 'health_data' && c.granted) ? null : consentCopy,
      },
      { headers },
    );
  });
}

export type UploadPageData = Awaited<ReturnType<typeof loadUploadPage>>['data'];

/** Profile tab 8: pending and old prescriptions. */
export function loadPrescriptionList(api: StoreApi, lang: Lang) {
  return forShopper(lang, api, () => api.get('prescriptions'));
}

/** One prescription, with what its actions need: the reasons while it can be cancelled, the payment types while it can be confirmed. */
export function loadPrescription(request: Request, api: StoreApi, lang: Lang, id: number) {
  return forShopper(lang, api, async () => {
    const { prescription } = await api.get('prescription', { params: { id } });
    const [reasons, paymentTypes] = await Promise.all([
      prescription.canCancel ? api.cancellationReasons() : Promise.resolve([]),
      prescription.canConfirm ? api.paymentTypes() : Promise.resolve([]),
    ]);
    const url = new URL(request.url);
    return {
      kind: 'prescription' as const,
      prescription,
      reasons,
      paymentTypes,
      sent: url.searchParams.has('sent'),
    };
  });
}

export type PrescriptionPageData = Awaited<ReturnType<typeof loadPrescription>>;

/**
 * The prescription page's forms: `cancel` (reasonId, comment), `confirm` (paymentTypeId, comment; to
 * the new order's page), `decline`.
 */
export async function prescriptionAction(request: Request, api: StoreApi, lang: Lang, id: number) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  if (intent === 'cancel') {
    const parsed = parseForMessages(cancelOrderBody, {
      reasonId: form.reasonId ?? '',
      comment: form.comment ?? '',
    });
    if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
    const { status, envelope } = await api.op('cancelPrescription', { params: { id }, body: parsed.data });
    const result = apiResult(intent, status, envelope);
    return data(result, { status: result.ok ? 200 : status });
  }
  if (intent === 'confirm') {
    const parsed = parseForMessages(prescriptionConfirmBody, {
      paymentTypeId: form.paymentTypeId ?? '',
      comment: form.comment ?? '',
    });
    if (!parsed.success) return data(invalidResult(intent, parsed.error.issues, lang), { status: 422 });
    const { status, envelope } = await api.op('confirmPrescription', { params: { id }, body: parsed.data });
    const result = apiResult(intent, status, envelope);
    if (!result.ok) return data(result, { status });
    throw redirect(`/${lang}/order-info/${envelope.data.order.id}`);
  }
  if (intent === 'decline') {
    const { status, envelope } = await api.op('declinePrescription', { params: { id } });
    const result = apiResult(intent, status, envelope);
    return data(result, { status: result.ok ? 200 : status });
  }
  return data(invalidResult(intent, [translator(lang, 'shop')('actionFailed')], lang), { status: 400 });
}
