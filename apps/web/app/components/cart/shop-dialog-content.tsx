import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../i18n/i18n.ts';
import { CloseIcon } from '../icons.tsx';

export type ShopDialogProps = React.PropsWithChildren<{
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
}>;

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  onConfirm: () => void;
  confirmLabel?: string;
  danger?: boolean;
}

/** The React Aria part of `ShopDialog` (shop-dialog.tsx), downloaded when a shop dialog is first needed. */
export function ShopDialogContent({ isOpen, onOpenChange, title, children }: ShopDialogProps) {
  const t = useT('shop');
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:max-w-lg sm:rounded-2xl">
        <Dialog className="outline-none">
          <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-slate-200 bg-white px-5 py-4">
            <Heading slot="title" className="flex-1 text-lg font-bold text-slate-900">
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

/** The React Aria part of `ConfirmDialog` (shop-dialog.tsx). */
export function ConfirmDialogContent({
  isOpen,
  onOpenChange,
  title,
  text,
  onConfirm,
  confirmLabel,
  danger = false,
}: ConfirmDialogProps) {
  const t = useT('shop');
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-bold text-slate-900">
            {title}
          </Heading>
          {text && <p className="mt-2 text-sm text-slate-600">{text}</p>}
          <div className="mt-5 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
              className={`h-11 rounded-full px-6 text-sm font-bold text-white ${
                danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
              }`}
            >
              {confirmLabel ?? t('ok')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
