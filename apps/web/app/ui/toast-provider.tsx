import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.ts';

type Tone = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
}

const ToastContext = createContext<(message: string, tone?: Tone) => void>(() => {});

/** Shows a short message: `const toast = useToast(); toast('Please Login First', 'warning')`. */
export function useToast() {
  return useContext(ToastContext);
}

const toneClass: Record<Tone, string> = {
  success: 'bg-brand-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-100 text-amber-950 border border-amber-300',
  info: 'bg-slate-800 text-white',
};

/**
 * The toast (docs/product.md#screen-details): one message at a time, each new one replacing the one
 * shown (a success clears an earlier error: one toast per action), in a polite live region (errors
 * assertive), gone after a few seconds or when closed. Phones show it at the bottom, above the bottom
 * navigation, where it covers neither the header nor the page's title; desktops at the top.
 */
export function ToastProvider({ children }: React.PropsWithChildren) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: string, tone: Tone = 'info') => {
    const id = nextId.current++;
    setToasts([{ id, message, tone }]);
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        data-testid="toasts"
        className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[60] flex flex-col items-center gap-2 px-3 desk:top-3 desk:bottom-auto"
      >
        <div role="status" aria-live="polite" className="contents">
          {toasts
            .filter((toast) => toast.tone !== 'error')
            .map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                onClose={() => dismiss(toast.id)}
                closeLabel={t('close')}
              />
            ))}
        </div>
        <div role="alert" aria-live="assertive" className="contents">
          {toasts
            .filter((toast) => toast.tone === 'error')
            .map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                onClose={() => dismiss(toast.id)}
                closeLabel={t('close')}
              />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  onClose,
  closeLabel,
}: {
  toast: Toast;
  onClose: () => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, 4000);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-semibold shadow-lg ${toneClass[toast.tone]}`}
    >
      <span className="whitespace-pre-line">{toast.message}</span>
      <button
        type="button"
        onClick={onClose}
        className="ms-auto rounded px-1 opacity-80 hover:opacity-100"
        aria-label={closeLabel}
      >
        ×
      </button>
    </div>
  );
}
