import { Button } from 'react-aria-components';
import { useLang, useT } from '../../i18n/i18n.ts';
import { DialogFrame } from '../../ui/modal.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { ListingData, ListingFilters } from './listing-data.ts';
import { productCount } from './listing-text.ts';

/**
 * Phones: the filter panel in a drawer from the inline start. The listing's Filters button
 * (listing-screen.tsx) owns the open state and loads this module on first use.
 */
export function FilterSheet({
  id,
  isOpen,
  onOpenChange,
  data,
  filters,
}: {
  /** The dialog's id, which the button's `aria-controls` names. */
  id: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  data: ListingData;
  filters: ListingFilters;
}) {
  const t = useT('listing');
  const lang = useLang();
  return (
    <DialogFrame
      variant="drawer"
      id={id}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('filterProducts')}
      closeLabel={t('closeFilters')}
      overlayClassName="desk:hidden"
      bodyClassName="p-4"
      footer={(close) => (
        <Button
          onPress={close}
          className="w-full rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white outline-hidden hover:bg-brand-700 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600"
        >
          {t('showProducts', { count: productCount(lang, data.pagination.total) })}
        </Button>
      )}
    >
      <FilterPanel key={data.path} filters={filters} defaultSort={data.defaultSort} />
    </DialogFrame>
  );
}
