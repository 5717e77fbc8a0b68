// Labels and badge tones of offer and application states (DECISIONS §4, §5), shared by every list.
import type { BadgeTone } from '../components/ui/badge';
import { es } from '../i18n/es';

const applicationTones: Record<string, BadgeTone> = {
  pendiente: 'warning',
  vista: 'info',
  aceptada: 'success',
  rechazada: 'danger',
  retirada: 'neutral',
};

const offerTones: Record<string, BadgeTone> = {
  abierta: 'success',
  cubierta: 'info',
  cancelada: 'danger',
  expirada: 'neutral',
};

/** Spanish label of an application state; anything unexpected reads "Desconocido". */
export function applicationStatusLabel(estado: string): string {
  return Object.hasOwn(es.applicationStatus, estado)
    ? es.applicationStatus[estado as keyof typeof es.applicationStatus]
    : es.applicationStatus.unknown;
}

export function applicationStatusTone(estado: string): BadgeTone {
  return applicationTones[estado] ?? 'neutral';
}

export function offerStatusLabel(estado: string): string {
  return Object.hasOwn(es.offerStatus, estado)
    ? es.offerStatus[estado as keyof typeof es.offerStatus]
    : es.offerStatus.unknown;
}

export function offerStatusTone(estado: string): BadgeTone {
  return offerTones[estado] ?? 'neutral';
}
