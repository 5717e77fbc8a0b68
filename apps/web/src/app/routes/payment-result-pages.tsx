import { CircleCheck, CircleX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

function ResultCard({ success }: { success: boolean }) {
  const Icon = success ? CircleCheck : CircleX;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pt-28 pb-20 sm:pt-36">
      <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
        <Icon className={success ? 'size-16 text-emerald-600' : 'size-16 text-gray-400'} aria-hidden="true" />
        <h1 className="text-2xl font-bold text-gray-900">
          {success ? es.payment.successTitle : es.payment.cancelTitle}
        </h1>
        <p className="text-gray-600">{success ? es.payment.successBody : es.payment.cancelBody}</p>
        <ButtonLink to={success ? '/gym-dashboard' : '/gym-dashboard/subscription'} size="lg" className="mt-2 w-full">
          {success ? es.payment.successButton : es.payment.cancelButton}
        </ButtonLink>
      </Card>
    </div>
  );
}

export function PaymentSuccessPage() {
  useDocumentMeta(es.payment.successTitle);
  return <ResultCard success />;
}

export function PaymentCancelPage() {
  useDocumentMeta(es.payment.cancelTitle);
  return <ResultCard success={false} />;
}
