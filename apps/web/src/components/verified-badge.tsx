// The Verificado badge (DECISIONS §17): admin checked the instructor's civil-liability insurance,
// still in force, and says what else was checked ("Seguro RC hasta 12/2027 · Titulación ·
// ROPEC"). It replaces the old static "Instructor/a Certificado/a" everywhere.
import { BadgeCheck, ShieldQuestion } from 'lucide-react';
import type { Verification } from '@fitcover/contract/trust/verification';
import { cn } from '../lib/cn';

export function VerifiedBadge({
  verification,
  showUnverified = false,
  className,
}: {
  verification: Verification;
  /** Say "Sin verificar" rather than nothing (profiles; cards stay quiet). */
  showUnverified?: boolean;
  className?: string;
}) {
  if (!verification.verificado) {
    if (!showUnverified) return null;
    return (
      <p className={cn('inline-flex items-center gap-1 text-sm text-slate-600', className)} data-testid="verification">
        <ShieldQuestion className="size-4" aria-hidden="true" />
        Documentación sin verificar
      </p>
    );
  }
  return (
    <p
      className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm', className)}
      data-testid="verification"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">
        <BadgeCheck className="size-4" aria-hidden="true" />
        Verificado
        <span className="sr-only">:</span>
      </span>{' '}
      <span className="text-slate-700">{verification.detalle}</span>
    </p>
  );
}
