import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';

const t = es.billing.subscription;

type CancelSubscriptionDialogProps = {
  periodEnd: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function CancelSubscriptionDialog({ periodEnd, pending, onConfirm, onClose }: CancelSubscriptionDialogProps) {
  return (
    <Dialog
      open
      variant="alert"
      title={t.cancelTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            {t.keep}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {t.cancelConfirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{t.cancelBody(periodEnd ? formatDate(periodEnd) : '—')}</p>
    </Dialog>
  );
}
