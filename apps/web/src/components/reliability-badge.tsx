// The reliability figure of an instructor or a gym (DECISIONS §17): "98 % fiable · 45 clases",
// or "Nuevo" under 3 classes. The server computes it with the one shared function; the help page
// explains the formula.
import { ShieldCheck } from 'lucide-react';
import type { Reliability } from '@fitcover/contract/trust/reliability';
import { Badge, type BadgeTone } from './ui/badge';

function toneOf(figure: Reliability): BadgeTone {
  if (figure.porcentaje === null) return 'info';
  if (figure.porcentaje >= 90) return 'success';
  if (figure.porcentaje >= 75) return 'warning';
  return 'danger';
}

export function ReliabilityBadge({ figure, className }: { figure: Reliability; className?: string }) {
  return (
    <Badge tone={toneOf(figure)} className={className}>
      <span className="inline-flex items-center gap-1" data-testid="reliability">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Fiabilidad: </span>
        {figure.etiqueta}
      </span>
    </Badge>
  );
}
