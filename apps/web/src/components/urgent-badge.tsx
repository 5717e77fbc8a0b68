import { Zap } from 'lucide-react';
import { Badge } from './ui/badge';
import { es } from '../i18n/es';

/** "Urgente" (DECISIONS §15): on every card of an urgent offer. */
export function UrgentBadge({ className }: { className?: string }) {
  return (
    <Badge tone="danger" className={`shrink-0 gap-1 ${className ?? ''}`} data-testid="urgent-badge">
      <Zap className="size-3" aria-hidden="true" />
      {es.urgent.badge}
    </Badge>
  );
}
