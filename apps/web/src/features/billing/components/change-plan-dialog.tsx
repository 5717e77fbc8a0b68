import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';

const t = es.billing.subscription;

type ChangePlanDialogProps = {
  from: string;
  to: string;
  /** Upgrades apply at once; downgrades at the end of the paid period (DECISIONS §9). */
  effective: 'now' | 'period_end';
  periodEnd: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ChangePlanDialog({
  from,
  to,
  effective,
  periodEnd,
  pending,
  onConfirm,
  onClose,
}: ChangePlanDialogProps) {
  return (
    <Dialog
      open
      variant="alert"
      title={t.changeTitle}
      description={t.changeBody(from, to)}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {es.common.cancel}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {t.changeConfirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">
        {effective === 'now' || !periodEnd ? t.changeNow : t.changeLater(formatDate(periodEnd))}
      </p>
    </Dialog>
  );
}
