import { CalendarRange } from 'lucide-react';
import { cn } from '../lib/cn';

/** A cover block's summary on its cards and page: "8 clases · martes y jueves 19:00 · del 12/01 al 05/02". */
export function BlockSummaryLine({ resumen, className }: { resumen: string; className?: string }) {
  return (
    <p
      data-testid="resumen-bloque"
      className={cn(
        'flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900',
        className,
      )}
    >
      <CalendarRange className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {resumen}
    </p>
  );
}
