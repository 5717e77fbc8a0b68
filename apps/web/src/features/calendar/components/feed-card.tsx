import { Copy, RefreshCw, Rss } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar';

const text = es.calendar.feed;

/** The private feed: a webcal:// link, Copiar enlace and Generar un enlace nuevo (revokes the old). */
export function FeedCard() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(text.copied);
    } catch {
      toast.error(text.copyFailed);
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Rss className="size-5 text-brand-700" aria-hidden="true" />
          {text.title}
        </h2>
        <p className="mt-0.5 text-sm text-gray-600">{text.hint}</p>
      </div>
      {feed.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {text.failed}
        </p>
      ) : null}
      {feed.data ? (
        <>
          <Input
            readOnly
            aria-label={text.label}
            value={feed.data.webcalUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex flex-wrap gap-2">
            <a href={feed.data.webcalUrl} className={buttonClasses('primary', 'sm')}>
              {text.open}
            </a>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copy(feed.data.webcalUrl)}
              icon={<Copy className="size-4" aria-hidden="true" />}
            >
              {text.copy}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={renew.isPending}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              onClick={() => {
                if (!window.confirm(text.renewConfirm)) return;
                renew.mutate(undefined, {
                  onSuccess: () => toast.success(text.renewed, { description: text.renewedDescription }),
                  onError: (error) => toastError(error, { title: es.common.errorTitle, description: text.failed }),
                });
              }}
            >
              {text.renew}
            </Button>
          </div>
        </>
      ) : null}
    </Card>
  );
}
