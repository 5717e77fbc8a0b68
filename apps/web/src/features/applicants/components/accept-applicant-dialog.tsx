import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { es } from '../../../i18n/es';

type AcceptApplicantDialogProps = {
  instructorName: string;
  offerTitle: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Accepting covers the class and rejects the others: worth one confirmation. */
export function AcceptApplicantDialog({
  instructorName,
  offerTitle,
  pending,
  onConfirm,
  onClose,
}: AcceptApplicantDialogProps) {
  return (
    <Dialog
      open
      variant="alert"
      onClose={onClose}
      title={es.applicants.acceptTitle}
      description={es.applicants.acceptBody(instructorName, offerTitle)}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {es.common.back}
          </Button>
          <Button onClick={onConfirm} loading={pending} icon={<Check className="size-4" aria-hidden="true" />}>
            {es.applicants.acceptConfirm}
          </Button>
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-gray-700">
        {es.applicants.acceptConsequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
