import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Lock, SendHorizontal } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { MESSAGE_MAX } from '@fitcover/contract/chat/chat';
import { checkContactSharing, warmContactSharing } from '@fitcover/contract/chat/contact-sharing';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';

type MessageComposerProps = {
  /** False: the user may not write to this partner (the composer explains why). */
  canWrite: boolean;
  sending: boolean;
  /** Sends the trimmed text; `onSent` clears the box once the server accepted it. */
  onSend: (text: string, onSent: () => void) => void;
};

const MAX_HEIGHT_PX = 160;

/** The detector's tables once per page, when the browser is idle (before the first message). */
let warmed = false;
function warmDetectorWhenIdle(): () => void {
  if (warmed) return () => undefined;
  const warm = () => {
    warmed = true;
    warmContactSharing();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(warm, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(warm, 1500);
  return () => window.clearTimeout(handle);
}

/** The spec's contact-sharing toast (also shown when the server refuses a message). */
export function showContactSharingToast(): void {
  toast.error(es.chat.contactSharingTitle, { description: es.chat.contactSharingMessage });
}

/** Textarea + Enviar: Enter sends, Shift+Enter adds a line; blank text is ignored; contact details never leave the browser. */
export function MessageComposer({ canWrite, sending, onSend }: MessageComposerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => (canWrite ? warmDetectorWhenIdle() : undefined), [canWrite]);

  const resize = () => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  };

  const submit = () => {
    const message = text.trim();
    if (!message || sending || !canWrite) return;
    if (checkContactSharing(message).blocked) {
      showContactSharingToast();
      return;
    }
    onSend(message, () => {
      // What was typed while the message was on its way is the next message: keep it.
      setText((current) => (current.trim() === message ? '' : current));
      requestAnimationFrame(resize);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  if (!canWrite) {
    return (
      <div className="flex items-start gap-3 border-t border-gray-100 bg-white px-4 py-3 text-sm text-gray-600">
        <Lock className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden="true" />
        <p>{es.chat.cannotWrite}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-gray-100 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4"
    >
      <label htmlFor={id} className="sr-only">
        {es.chat.messageLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          id={id}
          rows={1}
          maxLength={MESSAGE_MAX}
          value={text}
          placeholder={es.chat.messagePlaceholder}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value);
            resize();
          }}
          onKeyDown={onKeyDown}
          className={cn(controlClasses, 'max-h-40 resize-none py-2.5')}
        />
        <Button
          type="submit"
          loading={sending}
          disabled={!text.trim()}
          icon={sending ? undefined : <SendHorizontal className="size-4" aria-hidden="true" />}
          className="shrink-0"
        >
          {es.chat.send}
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 hidden text-xs text-gray-500 sm:block">
        {es.chat.composerHint}
      </p>
    </form>
  );
}
