import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n/i18n.ts';
import { CloseIcon } from './icons.tsx';

/**
 * The store's modal dialog: a sheet from the bottom on phones, a centred card from 640 px, with the
 * title and a close button kept in view while the body scrolls. Modules that render it are loaded
 * on first use (lazy-dialog.ts), so React Aria's Modal stays off the first load.
 */
export function SheetDialog({
  isOpen,
  onOpenChange,
  title,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:max-w-lg sm:rounded-2xl">
        <Dialog className="outline-none">
          <div className="sticky top-0 z-10 flex items-start gap-3 border-b border-slate-200 bg-white px-5 py-4">
            <Heading slot="title" className="flex-1 self-center text-lg font-bold text-slate-900">
              {title}
            </Heading>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              aria-label={t('close')}
              className="grid size-9 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="px-5 py-4">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
