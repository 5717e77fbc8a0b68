import type { AccountState } from '@fitcover/contract/admin/users';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';

export function AccountStateBadge({ estado }: { estado: AccountState }) {
  return <Badge tone={estado === 'activo' ? 'success' : 'danger'}>{es.adminArea.accountState[estado]}</Badge>;
}

const paymentTones: Record<string, BadgeTone> = { completado: 'success', pendiente: 'warning', fallido: 'neutral' };

export function PaymentStateBadge({ estado }: { estado: keyof typeof es.adminArea.commissions.paymentState }) {
  return <Badge tone={paymentTones[estado] ?? 'neutral'}>{es.adminArea.commissions.paymentState[estado]}</Badge>;
}

export function FlagStateBadge({ estado }: { estado: keyof typeof es.adminArea.moderation.state }) {
  return <Badge tone={estado === 'pendiente' ? 'warning' : 'success'}>{es.adminArea.moderation.state[estado]}</Badge>;
}

const ticketTones: Record<string, BadgeTone> = { abierto: 'warning', respondido: 'info', cerrado: 'neutral' };

export function TicketStateBadge({ estado }: { estado: keyof typeof es.adminArea.support.state }) {
  return <Badge tone={ticketTones[estado] ?? 'neutral'}>{es.adminArea.support.state[estado]}</Badge>;
}
