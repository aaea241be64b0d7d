import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n/i18n.ts';
import { SheetDialog } from './sheet-dialog.tsx';

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
  return (
    <SheetDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      {children}
    </SheetDialog>
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
