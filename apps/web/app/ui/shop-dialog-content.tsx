import { useT } from '../i18n/i18n.ts';
import { DialogFrame } from './modal.tsx';

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
export function ShopDialogContent(props: ShopDialogProps) {
  return <DialogFrame {...props} />;
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
    <DialogFrame
      variant="centered"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
    >
      {(close) => (
        <>
          {text && <p className="text-sm text-slate-600">{text}</p>}
          <div className="mt-5 flex justify-end gap-3">
            <button
              type="button"
              onClick={close}
              className="h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              onClick={() => {
                close();
                onConfirm();
              }}
              className={`h-11 rounded-full px-6 text-sm font-bold text-white ${
                danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
              }`}
            >
              {confirmLabel ?? t('ok')}
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
