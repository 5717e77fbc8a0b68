import { Zap } from 'lucide-react';
import { Badge } from './ui/badge';
import { es } from '../i18n/es';

/** "Urgente" (DECISIONS §15): on every card of an urgent offer. */
export function UrgentBadge({ className }: { className?: string }) {
  return (
    <span className="inline-flex shrink-0" data-testid="urgent-badge">
      <Badge tone="danger" className={`shrink-0 gap-1 ${className ?? ''}`}>
        <Zap className="size-3" aria-hidden="true" />
        {es.urgent.badge}
      </Badge>
    </span>
  );
}
