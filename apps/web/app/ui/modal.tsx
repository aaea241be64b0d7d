import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n/i18n.ts';
import { CloseIcon } from './icons.tsx';

/**
 * - `sheet`: from the bottom on phones, a centred card from 640 px (choosers, forms, the branch picker);
 * - `centered`: a small centred card at every width (confirmations);
 * - `drawer`: full height from the inline start (the phone menu, the listing's filters), right in
 *   Arabic, left in English.
 */
export type DialogFrameVariant = 'sheet' | 'centered' | 'drawer';

// The drawer's overlay fades as long as the drawer slides: React Aria moves the focus in once both
// have finished entering.
const overlayClass: Record<DialogFrameVariant, string> = {
  sheet: 'flex items-end justify-center p-0 duration-200 sm:items-center sm:p-4',
  centered: 'flex items-center justify-center p-4 duration-200',
  drawer: 'duration-300',
};

const modalClass: Record<DialogFrameVariant, string> = {
  sheet: 'max-h-[92vh] w-full rounded-t-2xl sm:max-w-lg sm:rounded-2xl',
  centered: 'max-h-[90vh] w-full max-w-sm rounded-2xl',
  drawer:
    'fixed inset-y-0 start-0 h-full w-[85vw] max-w-[22rem] transition-transform duration-300 ease-out ltr:data-[entering]:-translate-x-full ltr:data-[exiting]:-translate-x-full rtl:data-[entering]:translate-x-full rtl:data-[exiting]:translate-x-full',
};

/** `close` for contents that end the dialog themselves (a form's Done, a link followed). */
type WithClose = ReactNode | ((close: () => void) => ReactNode);
const render = (content: WithClose, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * The store's one modal frame (React Aria's ModalOverlay, Modal, Dialog and Heading): the title and a
 * close button kept in view while the body scrolls, an optional footer, Escape and a press outside
 * to close, focus kept inside and given back to the trigger. Only modules loaded on first use
 * (lazy-dialog.ts) render it, so React Aria's modal code stays off the first load.
 */
export function DialogFrame({
  isOpen,
  onOpenChange,
  title,
  icon,
  variant = 'sheet',
  id,
  role,
  closeLabel,
  overlayClassName = '',
  bodyClassName = 'px-5 py-4',
  footer,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  variant?: DialogFrameVariant;
  /** The dialog's id, for a trigger's `aria-controls`. */
  id?: string;
  /** `alertdialog` for a question that must be answered (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The close button's label (default: "Close"). */
  closeLabel?: string;
  /** Added to the overlay, e.g. `desk:hidden` for a dialog of phones only. */
  overlayClassName?: string;
  bodyClassName?: string;
  footer?: WithClose;
  children?: WithClose;
}) {
  const t = useT();
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={`fixed inset-0 z-50 bg-slate-900/50 transition-opacity data-[entering]:opacity-0 data-[exiting]:opacity-0 ${overlayClass[variant]} ${overlayClassName}`}
    >
      <Modal
        className={`flex flex-col overflow-hidden bg-white shadow-2xl outline-hidden ${modalClass[variant]}`}
      >
        <Dialog id={id} role={role} className="flex min-h-0 flex-1 flex-col outline-hidden">
          {({ close }) => (
            <>
              <div className="flex shrink-0 items-center gap-3 border-b border-slate-200 px-5 py-3">
                <Heading
                  slot="title"
                  className="flex flex-1 items-center gap-2 py-1 text-lg font-bold text-slate-900"
                >
                  {icon}
                  {title}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={closeLabel ?? t('close')}
                  className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 outline-hidden hover:bg-slate-100 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-brand-600"
                >
                  <CloseIcon className="size-5" />
                </Button>
              </div>
              <div className={`min-h-0 flex-1 overflow-y-auto ${bodyClassName}`}>
                {render(children, close)}
              </div>
              {footer && (
                <div className="shrink-0 border-t border-slate-200 p-4">{render(footer, close)}</div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
