import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatAmount } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { StoreIcon } from '../../ui/icons.tsx';
import { DialogFrame } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { useStoreUser } from '../accounts/index.ts';
import type { BranchChoiceResult, BranchPickerData } from './branch-picker-data.ts';

/** What the picker knows of the device's branch (the store layout's `branch`). */
export interface CurrentBranch {
  id: number;
  name: string;
  area?: { id: number };
  district?: { id: number };
}

/** Delays (docs/product.md#screen-details): the modal closes 300 ms after a change (500 ms after the non-empty-cart warning). */
export const closeDelayMs = 300;
export const closeDelayAfterWarningMs = 500;

/**
 * Branch picker modal: area, then district (the area's `childs`), then branch (fetched per district,
 * the first, or the current one, auto-selected). Confirming posts the choice to the
 * `/{lang}/branch-picker` action; on success the server's message is toasted, the page's loaders run
 * again (a fetcher submission revalidates them, so prices and stock follow the branch) and the modal
 * closes after 300 ms.
 */
export function BranchPicker({
  isOpen,
  onOpenChange,
  current,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  current?: CurrentBranch;
}) {
  const t = useT();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('chooseBranch')}
      icon={<StoreIcon className="size-6 text-brand-600" />}
      bodyClassName=""
    >
      {(close) => <BranchForm current={current} onDone={close} onCancel={close} />}
    </DialogFrame>
  );
}

function BranchForm({
  current,
  onDone,
  onCancel,
}: {
  current?: CurrentBranch;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT('layout');
  const lang = useLang();
  const toast = useToast();
  const ids = { area: useId(), district: useId(), branch: useId(), status: useId(), warning: useId() };
  const shop = useT('shop');
  // `useMoney`'s words, written here: importing it from this lazy chunk made the bundler split the
  // shared money module and cost every page 17 B of first-load script (measured, docs/benchmarks.md).
  const common = useT();
  const money = (amount: number) => common('price', { amount: formatAmount(amount, lang) });
  const areasFetcher = useFetcher<BranchPickerData>();
  const branchesFetcher = useFetcher<BranchPickerData>();
  const saveFetcher = useFetcher<BranchChoiceResult>();
  const endpoint = `/${lang}/branch-picker`;

  const [areaId, setAreaId] = useState(current?.area ? String(current.area.id) : '');
  const [districtId, setDistrictId] = useState(current?.district ? String(current.district.id) : '');
  const [branchId, setBranchId] = useState('');

  // Areas once per opening; the current branch's district's branches straight away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when the form mounts
  useEffect(() => {
    areasFetcher.load(endpoint);
    if (districtId) branchesFetcher.load(`${endpoint}?districtId=${districtId}`);
  }, []);

  const areasData = areasFetcher.data?.kind === 'areas' ? areasFetcher.data : null;
  const areas = areasData?.areas ?? [];
  // Without a known branch from the page, the loader's current branch pre-fills area and district.
  const prefilled = useRef(Boolean(districtId));
  useEffect(() => {
    const branch = areasData?.current;
    if (prefilled.current || !branch) return;
    prefilled.current = true;
    setAreaId(String(branch.area.id));
    setDistrictId(String(branch.district.id));
    branchesFetcher.load(`${endpoint}?districtId=${branch.district.id}`);
  }, [areasData, endpoint, branchesFetcher.load]);
  const currentId = current?.id || areasData?.current?.id;
  const districts = areas.find((area) => String(area.id) === areaId)?.childs ?? [];
  const loaded = branchesFetcher.data;
  const branches =
    loaded?.kind === 'branches' &&
    String(loaded.districtId) === districtId &&
    branchesFetcher.state === 'idle'
      ? loaded.branches
      : null;
  const selected = branches?.find((branch) => String(branch.id) === branchId);

  // When a district's branches arrive, one is chosen: the current branch if it is there, else the first.
  useEffect(() => {
    if (!branches) return;
    const pick = branches.find((branch) => branch.id === currentId) ?? branches[0];
    setBranchId(pick ? String(pick.id) : '');
  }, [branches, currentId]);

  const chooseArea = (value: string) => {
    prefilled.current = true;
    setAreaId(value);
    setDistrictId('');
    setBranchId('');
  };
  const chooseDistrict = (value: string) => {
    setDistrictId(value);
    setBranchId('');
    if (value) branchesFetcher.load(`${endpoint}?districtId=${value}`);
  };

  // The answer of the last submission, handled once.
  const closeDelay = useRef(closeDelayMs);
  const handled = useRef<unknown>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    const result = saveFetcher.data;
    // The action's answer arrives while the page's loaders revalidate: react at once.
    if (saveFetcher.state === 'submitting' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast(result.message, 'success');
      closeTimer.current = setTimeout(() => onDoneRef.current(), closeDelay.current);
      return;
    }
    const messages = result.validation.length > 0 ? result.validation : [result.message || t('branchError')];
    for (const message of messages) toast(message, 'error');
  }, [saveFetcher.state, saveFetcher.data, toast, t]);

  /** Sends the choice; `delay` is how long the modal stays open after the success toast. */
  const submitChoice = (delay: number, id = branchId) => {
    closeDelay.current = delay;
    saveFetcher.submit({ branchId: id }, { method: 'post', action: endpoint });
  };
  /**
   * Confirm: with an empty cart the choice is sent at once; with a non-empty cart the warning 'Some
   * products may be lost if the branch changes!' asks first (Ok sends it, and the modal closes
   * `closeDelayAfterWarningMs` after the API's message, which names any removed products).
   */
  const { cartCount } = useStoreUser();
  const [warning, setWarning] = useState(false);
  // The warning takes the focus, so a keyboard user answers it next.
  const warningOk = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (warning) warningOk.current?.focus();
  }, [warning]);
  const confirm = () => {
    if (cartCount > 0 && branchId !== String(currentId ?? '')) setWarning(true);
    else submitChoice(closeDelayMs);
  };
  /**
   * A branch picked from the list: with an empty cart it is selected at once (spec section 4, issue
   * 26), with items the warning asks first. Arrow keys on the closed list only move through it (the
   * choice is then confirmed with Enter or the button), so a keyboard user is not carried off by the
   * first branch the arrows pass.
   */
  const steppedByKeys = useRef(false);
  const pickBranch = (value: string) => {
    setBranchId(value);
    if (!value || saving || steppedByKeys.current) return;
    if (cartCount > 0 && value !== String(currentId ?? '')) setWarning(true);
    else submitChoice(closeDelayMs, value);
  };

  const saving = saveFetcher.state === 'submitting';
  const loadingBranches = Boolean(districtId) && branches === null;
  const status = !areaId
    ? t('chooseAreaFirst')
    : !districtId
      ? t('chooseDistrictFirst')
      : loadingBranches
        ? t('loadingBranches')
        : branches?.length === 0
          ? t('noBranches')
          : '';

  const selectClass =
    'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-500';
  const labelClass = 'mb-1 block text-sm font-semibold text-slate-700';

  return (
    <form
      className="space-y-4 px-5 py-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (branchId && !saving) confirm();
      }}
    >
      <p className="text-sm text-slate-600">{t('pickerIntro')}</p>
      {(current?.name || areasData?.current) && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
          {t('currentBranch', { name: current?.name || areasData?.current?.name || '' })}
        </p>
      )}
      <div>
        <label htmlFor={ids.area} className={labelClass}>
          {t('area')}
        </label>
        <select
          id={ids.area}
          name="areaId"
          value={areaId}
          onChange={(event) => chooseArea(event.target.value)}
          className={selectClass}
          disabled={areas.length === 0}
        >
          <option value="">{t('selectArea')}</option>
          {areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.district} className={labelClass}>
          {t('district')}
        </label>
        <select
          id={ids.district}
          name="districtId"
          value={districtId}
          onChange={(event) => chooseDistrict(event.target.value)}
          className={selectClass}
          disabled={districts.length === 0}
        >
          <option value="">{t('selectDistrict')}</option>
          {districts.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.branch} className={labelClass}>
          {t('branch')}
        </label>
        <select
          id={ids.branch}
          name="branchId"
          value={branchId}
          onChange={(event) => pickBranch(event.target.value)}
          onKeyDown={(event) => {
            steppedByKeys.current = event.key !== 'Enter' && event.key !== ' ';
          }}
          onPointerDown={() => {
            steppedByKeys.current = false;
          }}
          className={selectClass}
          disabled={!branches || branches.length === 0}
          aria-describedby={status ? ids.status : undefined}
        >
          <option value="">{t('selectBranch')}</option>
          {branches?.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
        {selected && <p className="mt-2 text-sm text-slate-600">{selected.address}</p>}
        {selected?.delivery && (
          // The branch's delivery terms (docs/decisions/0072), before the customer chooses it.
          <p className="mt-1 text-sm text-slate-600" data-testid="branch-delivery-terms">
            {shop('pickerDeliveryTerms', {
              charge:
                selected.delivery.deliveryCharge > 0 ? money(selected.delivery.deliveryCharge) : shop('free'),
              minimum: money(selected.delivery.minimumOrder),
            })}
            {selected.delivery.deliveryCharge > 0 &&
              selected.delivery.freeDeliveryFrom !== null &&
              ` ${shop('freeDeliveryFromNote', { amount: money(selected.delivery.freeDeliveryFrom) })}`}
          </p>
        )}
        <p id={ids.status} role="status" className="mt-2 text-sm text-slate-600 empty:hidden">
          {status}
        </p>
      </div>
      {warning && (
        <div
          role="alertdialog"
          aria-labelledby={ids.warning}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p id={ids.warning} className="text-sm font-semibold text-amber-950">
            {shop('branchWarning')}
          </p>
          <div className="mt-3 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setWarning(false)}
              className="h-10 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {shop('cancel')}
            </button>
            <button
              type="button"
              ref={warningOk}
              onClick={() => {
                setWarning(false);
                submitChoice(closeDelayAfterWarningMs);
              }}
              className="h-10 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700"
            >
              {shop('ok')}
            </button>
          </div>
        </div>
      )}
      <div className={`flex justify-end gap-3 pt-2 ${warning ? 'hidden' : ''}`}>
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('cancel')}
        </button>
        <button
          type="submit"
          disabled={!branchId || saving}
          className="h-11 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {saving ? t('saving') : t('confirmBranch')}
        </button>
      </div>
    </form>
  );
}
