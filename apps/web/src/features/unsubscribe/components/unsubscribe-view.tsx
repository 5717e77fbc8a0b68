import type { ReactNode } from 'react';
import { BellOff, CircleCheck, TriangleAlert } from 'lucide-react';
import { ApiError } from '../../../lib/api-error';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';

const text = es.reviews.unsubscribe;

function Message({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      {icon}
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </div>
  );
}

/**
 * Unsubscribing from one kind of notification e-mail without signing in. Opening the page only
 * reads the link; the button makes the change, so link scanners unsubscribe nobody.
 */
export function UnsubscribeView({ token }: { token: string | null }) {
  const link = useUnsubscribeLink(token);
  const confirm = useConfirmUnsubscribe();
  const home = (
    <ButtonLink to="/" variant="outline">
      {text.goHome}
    </ButtonLink>
  );

  const invalid = !token || (link.isError && link.error instanceof ApiError && [400, 404].includes(link.error.status));
  if (invalid) {
    return (
      <Message icon={<TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />} title={text.invalidTitle}>
        <p className="text-sm text-gray-600">{text.invalid}</p>
        {home}
      </Message>
    );
  }
  if (link.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner className="size-8" label={text.loading} />
      </div>
    );
  }
  if (link.isError) {
    return (
      <Message icon={<TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />} title={text.failed}>
        <Button variant="outline" onClick={() => void link.refetch()} loading={link.isRefetching}>
          {es.common.retry}
        </Button>
      </Message>
    );
  }

  const kind = text.kinds[link.data.kind];
  if (confirm.isSuccess || !link.data.subscribed) {
    return (
      <Message icon={<CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />} title={text.doneTitle}>
        <p className="text-sm text-gray-700">{confirm.isSuccess ? text.done(kind) : text.already(kind)}</p>
        <p className="text-sm text-gray-600">{text.profileHint}</p>
        {home}
      </Message>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <BellOff className="size-10 text-brand-700" aria-hidden="true" />
      <p className="text-base font-medium text-gray-900">{text.question(kind)}</p>
      <p className="text-sm text-gray-600">{text.explain}</p>
      <Button
        onClick={() =>
          confirm.mutate(token, {
            onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.failed }),
          })
        }
        loading={confirm.isPending}
        className="w-full sm:w-auto"
      >
        {text.confirm}
      </Button>
    </div>
  );
}
