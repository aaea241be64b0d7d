import { type Address, addressBody } from '@store/contract';
import { useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useLang, useT } from '../../i18n/i18n.ts';
import { contractResolver } from '../../lib/forms/contract-resolver.ts';

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
};
type Field = keyof AddressFields;

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
};

/** The form's values for an address the API returned (edit: filled from `GET addresses/{id}`). */
export function addressFields(address: Address): AddressFields {
  return {
    city: address.city,
    area: address.area,
    streetName: address.streetName,
    buildingNumber: address.building,
    floor: String(address.floor),
    apartment: String(address.apartment),
    landmark: address.landmark,
    address: address.address,
    notes: address.notes,
  };
}

const layout: {
  field: Field;
  label:
    | 'city'
    | 'area'
    | 'streetName'
    | 'buildingNumber'
    | 'floor'
    | 'apartment'
    | 'landmark'
    | 'street'
    | 'notes';
  numeric?: boolean;
  wide?: boolean;
}[] = [
  { field: 'city', label: 'city' },
  { field: 'area', label: 'area' },
  { field: 'streetName', label: 'streetName', wide: true },
  { field: 'buildingNumber', label: 'buildingNumber' },
  { field: 'floor', label: 'floor', numeric: true },
  { field: 'apartment', label: 'apartment', numeric: true },
  { field: 'landmark', label: 'landmark' },
  { field: 'address', label: 'street', wide: true },
  { field: 'notes', label: 'notes', wide: true },
];

/**
 * The address form (docs/product.md#addresses), checked with the API's `addressBody` schema so the messages
 * are the server's ('Please input your Floor!'...). Server answers' field errors show under the fields.
 */
export function AddressForm({
  title,
  initial,
  onSave,
  onCancel,
  saving,
  serverErrors,
}: {
  title: string;
  initial: AddressFields;
  onSave: (values: AddressFields) => void;
  onCancel: () => void;
  saving?: boolean;
  serverErrors?: Partial<Record<Field, string>>;
}) {
  const t = useT('shop');
  const lang = useLang();
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFields>({
    resolver: contractResolver(addressBody, lang),
    defaultValues: initial,
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      setError(field as Field, { type: 'server', message }, { shouldFocus: true });
    }
  }, [serverErrors, setError]);

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSave)}
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {layout.map(({ field, label, numeric, wide }) => (
          <TextField
            key={field}
            id={`${formId}-${field}`}
            label={t(label)}
            numeric={numeric}
            wide={wide}
            registration={register(field)}
            error={errors[field]?.message}
          />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('cancel')}
        </button>
        <button
          type="submit"
          aria-disabled={saving}
          className="h-11 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 aria-disabled:opacity-70"
        >
          {saving ? t('saving') : t('saveAddress')}
        </button>
      </div>
    </form>
  );
}

function TextField({
  id,
  label,
  numeric,
  wide,
  registration,
  error,
}: {
  id: string;
  label: string;
  numeric?: boolean;
  wide?: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...registration}
        inputMode={numeric ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 w-full rounded-lg border border-slate-300 px-3 text-sm aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
