import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { esPublic as es } from '../../i18n/es-public';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Action row kept visible below the scrolling body. */
  footer?: ReactNode;
  /** `sheet`: full screen on phones (forms); `alert`: bottom sheet on phones (confirmations). */
  variant?: 'sheet' | 'alert';
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog: labelled, Escape and the backdrop close it, Tab stays inside, focus returns to
 * the opener. Not a native <dialog>: the top layer would hide the toasts shown while it is open.
 */
export function Dialog({ open, onClose, title, description, children, footer, variant = 'sheet' }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = panel.current?.querySelector<HTMLElement>('[data-dialog-body]');
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => item.offsetParent !== null || item === document.activeElement,
      );
      const [head, tail] = [items[0], items[items.length - 1]];
      if (!head || !tail) return;
      if (event.shiftKey && (document.activeElement === head || !panel.current.contains(document.activeElement))) {
        event.preventDefault();
        tail.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === tail || !panel.current.contains(document.activeElement))
      ) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const sheet = variant === 'sheet';
  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex justify-center bg-gray-950/50 sm:items-center sm:p-6',
        sheet ? 'items-stretch' : 'items-end',
      )}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role={sheet ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'flex w-full flex-col bg-white shadow-xl focus:outline-none sm:max-h-[90dvh] sm:rounded-2xl',
          sheet ? 'h-dvh sm:h-auto sm:max-w-2xl' : 'max-h-[90dvh] rounded-t-2xl sm:max-w-lg',
        )}
      >
        <div className="flex items-start justify-between gap-3 border-b border-gray-100 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-gray-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-xl text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            aria-label={es.common.close}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div data-dialog-body className="flex-1 overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
