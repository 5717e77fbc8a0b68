import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { es } from '../../../i18n/es';
import { useConfirmEmailChange } from '../api/email-change';

type ConfirmEmailChangeViewProps = {
  token: string | null;
  /** Where "continue" leads: the user's panel when signed in, else the sign-in page. */
  next: { to: string; label: string };
  onConfirmed: () => void;
};

/** Uses the link once on arrival (the token is single-use) and says how it went. */
export function ConfirmEmailChangeView({ token, next, onConfirmed }: ConfirmEmailChangeViewProps) {
  const text = es.emailChange.page;
  const confirm = useConfirmEmailChange(onConfirmed);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (token && (confirm.isIdle || confirm.isPending)) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-gray-600">
        <Spinner className="size-8 text-brand-700" />
        <p>{text.confirming}</p>
      </div>
    );
  }

  if (confirm.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-14 text-emerald-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-gray-900">{text.successTitle}</h2>
        <p className="text-sm break-words text-gray-600">{text.successDescription(confirm.data.email)}</p>
        <ButtonLink to={next.to} size="lg" className="mt-2 w-full">
          {next.label}
        </ButtonLink>
      </div>
    );
  }

  const message = confirm.error instanceof ApiError ? confirm.error.message : text.missingToken;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <CircleX className="size-14 text-red-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-gray-900">{text.errorTitle}</h2>
      <p className="text-sm text-gray-600">{message}</p>
      <ButtonLink to={next.to} variant="outline" size="lg" className="mt-2 w-full">
        {next.label}
      </ButtonLink>
    </div>
  );
}
