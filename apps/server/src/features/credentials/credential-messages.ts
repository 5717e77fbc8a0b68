// What the instructor is told about a document, in the app and by e-mail (same words in both).
import { CREDENTIAL_KIND_LABELS, type CredentialKind } from '@fitcover/contract/trust/credentials';
import { spanishDate } from '../offers/offer-time.ts';

export type CredentialNews = 'aprobado' | 'rechazado' | '30d' | '7d';

export function credentialMessage(
  news: CredentialNews,
  doc: { tipo: CredentialKind; nombre: string; caducaEl: string | null; motivo: string | null },
): { subject: string; message: string } {
  const what = `${CREDENTIAL_KIND_LABELS[doc.tipo]} «${doc.nombre}»`;
  switch (news) {
    case 'aprobado':
      return {
        subject: 'Documento verificado',
        message: `Hemos verificado tu documento: ${what}.`,
      };
    case 'rechazado':
      return {
        subject: 'Documento rechazado',
        message: `No hemos podido verificar tu documento: ${what}. Motivo: ${doc.motivo ?? '—'}. Puedes subirlo de nuevo.`,
      };
    case '30d':
    case '7d':
      return {
        subject: `Tu seguro caduca en ${news === '30d' ? '30' : '7'} días`,
        message: `Tu seguro de responsabilidad civil caduca el ${doc.caducaEl ? spanishDate(doc.caducaEl) : '—'}. Sube la nueva póliza para conservar la insignia Verificado.`,
      };
  }
}
