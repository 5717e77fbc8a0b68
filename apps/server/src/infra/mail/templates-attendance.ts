// "¿Se impartió la clase?" (DECISIONS §17): after an accepted class ends, to the gym and to the
// instructor. Like the class reminders it is about a booking both made, so it has no opt-out.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

export function attendanceQuestionEmail(input: {
  nombre: string;
  titulo: string;
  fecha: string;
  hora: string;
  /** "Gimnasio: …" or "Instructor/a: …": the other side. */
  con: string;
  url: string;
}): EmailContent {
  const [label, value] = input.con.split(': ', 2) as [string, string];
  return renderEmail({
    subject: `¿Se impartió la clase «${oneLine(input.titulo)}» del ${input.fecha}?`,
    heading: oneLine(input.nombre) ? `Hola, ${oneLine(input.nombre)}` : 'Hola',
    blocks: [
      {
        kind: 'paragraph',
        text: `La clase «${input.titulo}» ya ha terminado. ¿Se impartió la clase? Responde «Sí» o «No se presentó» en FitCover.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Clase', input.titulo],
          ['Fecha', `${input.fecha} a las ${input.hora}`],
          [label, value ?? ''],
        ],
      },
      { kind: 'button', label: 'Responder', url: input.url },
      {
        kind: 'note',
        text: 'Si nadie responde en 72 horas, la clase cuenta como impartida. «No se presentó» abre un caso que revisa el equipo de FitCover.',
      },
    ],
  });
}
