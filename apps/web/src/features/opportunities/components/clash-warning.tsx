import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatClassDate } from '../../../lib/format';
import { es } from '../../../i18n/es';

export type Clash = { titulo: string; gimnasio: string; fechaClase: string; hora: string };

/** DECISIONS §16: the accepted class applying would clash with; the instructor decides. */
export function ClashWarning({
  clash,
  onCancel,
  onConfirm,
}: {
  clash: Clash;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const warning = es.calendar.clashWarning;
  return (
    <Dialog
      open
      variant="alert"
      onClose={onCancel}
      title={warning.title}
      description={warning.body(clash.titulo, clash.gimnasio, formatClassDate(clash.fechaClase), clash.hora)}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {es.common.cancel}
          </Button>
          <Button onClick={onConfirm} icon={<Send className="size-4" aria-hidden="true" />}>
            {warning.confirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{warning.hint}</p>
    </Dialog>
  );
}
