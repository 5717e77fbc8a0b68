// The urgent offer alert e-mail (DECISIONS §15): the class, its pay and one button to the offer,
// where one tap applies. Instructors switch these alerts off in their urgent alert preferences.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

export function urgentOfferEmail(input: {
  nombre: string;
  titulo: string;
  gym: string;
  cuando: string;
  lugar: string;
  precio: string;
  /** 10 or 20 when this is the re-notification after a pay bonus; 0 otherwise. */
  bonus: number;
  url: string;
}): EmailContent {
  const subject =
    input.bonus > 0
      ? `Tarifa mejorada (+${input.bonus} %): «${oneLine(input.titulo)}» ${input.cuando}`
      : `Urgente: «${oneLine(input.titulo)}» ${input.cuando}`;
  return renderEmail({
    subject,
    heading: oneLine(input.nombre) ? `Hola, ${oneLine(input.nombre)}` : 'Hola',
    blocks: [
      {
        kind: 'paragraph',
        text:
          input.bonus > 0
            ? `${input.gym} ha subido la tarifa de una clase que encaja contigo y aún busca instructor/a.`
            : `${input.gym} necesita cubrir una clase que encaja contigo y empieza pronto.`,
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
        text: 'Puedes cambiar cuántos avisos urgentes recibes y a qué horas en tu perfil.',
      },
    ],
  });
}
