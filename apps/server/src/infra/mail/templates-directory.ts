// The directory invitation e-mail (issue 21): a gym invites the instructor to one open offer;
// one button opens it, where they can apply.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

export function offerInvitationEmail(input: {
  nombre: string;
  gym: string;
  titulo: string;
  cuando: string;
  lugar: string;
  precio: string;
  url: string;
}): EmailContent {
  return renderEmail({
    subject: `${oneLine(input.gym)} te invita a «${oneLine(input.titulo)}»`,
    heading: oneLine(input.nombre) ? `Hola, ${oneLine(input.nombre)}` : 'Hola',
    blocks: [
      {
        kind: 'paragraph',
        text: `${input.gym} ha visto tu perfil en el directorio de instructores y te invita a postularte a esta clase.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Clase', input.titulo],
          ['Fecha', input.cuando],
          ['Lugar', input.lugar],
          ['Tarifa', input.precio],
        ],
      },
      { kind: 'button', label: 'Ver la oferta y postularme', url: input.url },
      {
        kind: 'paragraph',
        text: 'Si no quieres recibir invitaciones, desactiva «Aparecer en el directorio de instructores» en tu perfil.',
      },
    ],
  });
}
