import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLang, useT } from '../../i18n/i18n.ts';
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
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="fixed inset-0 z-50 bg-slate-900/50 desk:hidden"
    >
      <Modal className="fixed inset-y-0 start-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl outline-hidden">
        <Dialog id={id} className="flex h-full flex-col outline-hidden">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <Heading slot="title" className="text-lg font-bold text-slate-900">
                  {t('filterProducts')}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={t('closeFilters')}
                  className="grid size-10 place-items-center rounded-full text-slate-600 outline-hidden hover:bg-slate-100 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-brand-600"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5 fill-none stroke-current stroke-2"
                  >
                    <path d="m5 5 10 10M15 5 5 15" />
                  </svg>
                </Button>
              </div>
              <div className="flex-1 overflow-y-auto px-4 py-4">
                <FilterPanel key={data.path} filters={filters} defaultSort={data.defaultSort} />
              </div>
              <div className="border-t border-slate-200 p-4">
                <Button
                  onPress={close}
                  className="w-full rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white outline-hidden hover:bg-brand-700 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600"
                >
                  {t('showProducts', { count: productCount(lang, data.pagination.total) })}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
