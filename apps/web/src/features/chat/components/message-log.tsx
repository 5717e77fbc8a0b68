import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Check, CheckCheck } from 'lucide-react';
import type { ChatMessage } from '@fitcover/contract/chat/chat';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { es } from '../../../i18n/es';
import { dayKey, formatDayLabel, formatMessageTime } from '../lib/chat-time';

type MessageLogProps = {
  messages: ChatMessage[];
  me: string;
  partnerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

// Within this distance of the bottom the reader follows new messages; further up they keep their place.
const FOLLOW_THRESHOLD_PX = 120;

/** The conversation's messages with day separators; polite live region for screen readers. */
export function MessageLog({ messages, me, partnerName, hasOlder, loadingOlder, onLoadOlder }: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });

  const first = messages[0]?.id;
  const last = messages[messages.length - 1]?.id;
  const lastMine = messages[messages.length - 1]?.emisorId === me;

  // Keep the view where the reader expects it: at the bottom on open and for new messages they
  // follow (or send), and in place when older messages are added above.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.last === undefined || (last !== before.last && (nearBottom.current || lastMine))) {
      element.scrollTop = element.scrollHeight;
      nearBottom.current = true;
    } else if (first !== before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [first, last, lastMine]);

  // A layout change (keyboard, rotation) keeps a reader at the bottom there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto bg-gray-50/60 px-3 py-4 sm:px-5">
      {hasOlder ? (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            {es.chat.loadOlder}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="mx-auto mt-8 max-w-xs text-center text-sm text-gray-500">{es.chat.noMessages}</p>
      ) : null}
      <ol role="log" aria-live="polite" aria-label={es.chat.messagesLog(partnerName)} className="flex flex-col gap-1.5">
        {messages.map((message, index) => {
          const mine = message.emisorId === me;
          const day = dayKey(message.fechaEnvio);
          const newDay = index === 0 || dayKey(messages[index - 1]?.fechaEnvio ?? '') !== day;
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <li className="my-2 flex justify-center">
                  <span className="rounded-full bg-white px-3 py-1 text-xs font-medium text-gray-500 shadow-xs">
                    {formatDayLabel(message.fechaEnvio)}
                  </span>
                </li>
              ) : null}
              <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[70%]',
                    mine
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : 'rounded-bl-md border border-gray-100 bg-white text-gray-900',
                  )}
                >
                  <span className="sr-only">{mine ? es.chat.you : `${partnerName}: `}</span>
                  <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{message.mensaje}</p>
                  <p
                    className={cn(
                      'mt-0.5 flex items-center justify-end gap-1 text-[11px]',
                      mine ? 'text-brand-100' : 'text-gray-500',
                    )}
                  >
                    <time dateTime={message.fechaEnvio}>{formatMessageTime(message.fechaEnvio)}</time>
                    {mine ? (
                      message.leido ? (
                        <>
                          <CheckCheck className="size-3.5" aria-hidden="true" />
                          <span className="sr-only">{es.chat.read}</span>
                        </>
                      ) : (
                        <>
                          <Check className="size-3.5" aria-hidden="true" />
                          <span className="sr-only">{es.chat.sent}</span>
                        </>
                      )
                    ) : null}
                  </p>
                </div>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
