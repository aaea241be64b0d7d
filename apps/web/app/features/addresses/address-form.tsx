import type { Address } from '@store/contract';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';
import { type FormResult, useFormAction, useFormResult, withDefault } from '../../lib/forms/form-result.ts';
import { redirectToParam } from '../../lib/forms/redirect-to.ts';
import { FormField } from '../../ui/form-field.tsx';

// The pin's map and buttons are a chunk of their own, fetched when the form opens with scripts (the
// map library is another, fetched by it): the addresses page's first load does not carry them.
const PinPicker = lazy(() => import('./pin-picker.tsx'));

/** True once the page's script runs: the map and the device's location need it, the form does not. */
function useScripted() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}

export type AddressFields = {
  city: string;
  area: string;
  streetName: string;
  buildingNumber: string;
  floor: string;
  apartment: string;
  landmark: string;
  address: string;
  notes: string;
  /** The pin (docs/decisions/0087), degrees as text; '' for none. */
  latitude: string;
  longitude: string;
};
type Field = Exclude<keyof AddressFields, 'latitude' | 'longitude'>;

export const emptyAddress: AddressFields = {
  city: '',
  area: '',
  streetName: '',
  buildingNumber: '',
  floor: '',
  apartment: '',
  landmark: '',
  address: '',
  notes: '',
  latitude: '',
  longitude: '',
};

/** The form's values for an address the API returned (edit: filled from `GET addresses/{id}`). */
export function addressFields(address: Address): AddressFields {
  return {
    city: address.city,
    area: address.area,
    streetName: address.streetName,
    buildingNumber: address.building,
    floor: address.floor,
    apartment: address.apartment,
    landmark: address.landmark,
    address: address.address,
    notes: address.notes,
    latitude: address.latitude == null ? '' : String(address.latitude),
    longitude: address.longitude == null ? '' : String(address.longitude),
  };
}

type Label =
  | 'city'
  | 'area'
  | 'streetName'
  | 'buildingNumber'
  | 'floor'
  | 'apartment'
  | 'landmark'
  | 'addressDetails'
  | 'notes';

/**
 * The fields in order. Floor and apartment are text: people write '3', 'ground' / 'أرضي', '5B'
 * (digits from an Arabic keyboard are read by the contract's schema).
 */
const layout: { field: Field; label: Label; optional?: boolean; wide?: boolean; rows?: number }[] = [
  { field: 'city', label: 'city' },
  { field: 'area', label: 'area' },
  { field: 'streetName', label: 'streetName', wide: true },
  { field: 'buildingNumber', label: 'buildingNumber' },
  { field: 'floor', label: 'floor' },
  { field: 'apartment', label: 'apartment' },
  { field: 'landmark', label: 'landmark', optional: true },
  // One street field ('street name' and 'street' side by side read as the same question);
  // the free line is for what the others do not ask: a block, a compound, an entrance.
  { field: 'address', label: 'addressDetails', optional: true, wide: true },
  { field: 'notes', label: 'notes', optional: true, wide: true, rows: 3 },
];

/**
 * The address form (docs/product.md#addresses): a plain form posted to the addresses tab's action
 * (its own URL: a refused post without scripts comes back with the form open), so it works without
 * scripts; with them its fields are first checked with the API's `addressBody`
 * (the server's own words: 'Please input your Floor!'...) and it posts through a fetcher. The
 * server's field errors show under their fields.
 */
export function AddressForm({
  title,
  editingId,
  initial,
  cancelTo,
  redirectTo,
  onSaved,
  mapStyleUrl = null,
}: {
  title: string;
  /** The address being edited; none: a new one. */
  editingId?: number;
  initial: AddressFields;
  /** Where Cancel goes (the list, or back to the cart or checkout). */
  cancelTo: string;
  /** The page a new address goes back to, selected for delivery. */
  redirectTo?: string | null;
  onSaved: () => void;
  /** The maps' style (configured; null: the plain background). */
  mapStyleUrl?: string | null;
}) {
  const t = useT('shop');
  const lang = useLang();
  const formId = useId();
  const saver = useFormAction({ key: 'address-form', intent: editingId ? 'update' : 'create' });
  // A refused post without scripts comes back with what was typed.
  const values = saver.posted && !saver.posted.ok ? { ...initial, ...saver.posted.values } : initial;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted, defaultValues },
  } = useForm<AddressFields>({
    resolver: contractResolver('addressBody', lang),
    defaultValues: values,
    reValidateMode: 'onChange',
  });
  useFormResult(saver.result as FormResult | undefined, {
    setError,
    onResult: (result) => {
      if (result.ok) onSaved();
    },
  });
  const scripted = useScripted();
  const serverErrors = !isSubmitted && saver.posted && !saver.posted.ok ? saver.posted.fieldErrors : {};

  return (
    <saver.fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void handleSubmit(() => saver.submit(form))(event);
      }}
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h3>
      <input type="hidden" name="intent" value={editingId ? 'update' : 'create'} />
      {editingId && <input type="hidden" name="address_id" value={editingId} />}
      {redirectTo && <input type="hidden" name={redirectToParam} value={redirectTo} />}
      {/* The pin: set by the map or the device's location; posted as it is without scripts. */}
      <input type="hidden" {...withDefault(register('latitude'), defaultValues?.latitude)} />
      <input type="hidden" {...withDefault(register('longitude'), defaultValues?.longitude)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {layout.map(({ field, label, optional, wide, rows }) => (
          <FormField
            key={field}
            label={t(label)}
            registration={withDefault(register(field), defaultValues?.[field])}
            required={!optional}
            control={rows ? { rows } : undefined}
            className={wide ? 'sm:col-span-2' : undefined}
            error={errors[field]?.message ?? serverErrors[field]}
          />
        ))}
        {scripted && (
          <Suspense>
            <PinPicker getValues={getValues} setValue={setValue} styleUrl={mapStyleUrl} />
          </Suspense>
        )}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Link
          to={cancelTo}
          replace
          className="inline-flex h-11 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('cancel')}
        </Link>
        <button
          type="submit"
          aria-disabled={saver.sending}
          className="h-11 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 aria-disabled:opacity-70"
        >
          {saver.sending ? t('saving') : t('saveAddress')}
        </button>
      </div>
    </saver.fetcher.Form>
  );
}
