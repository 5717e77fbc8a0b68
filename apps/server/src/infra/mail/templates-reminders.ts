// The class reminder e-mail (DECISIONS §16), 24 hours and 2 hours before an accepted class, to
// the gym and to the instructor. It is about a booking both sides made, so it has no opt-out of
// its own; the in-app notification says the same.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

export function classReminderEmail(input: {
  nombre: string;
  titulo: string;
  fecha: string;
  hora: string;
  lugar: string;
  /** "Gimnasio: …" or "Instructor/a: …": the other side. */
  con: string;
  /** "dentro de 24 horas" / "dentro de 2 horas". */
  within: string;
  url: string;
}): EmailContent {
  const [label, value] = input.con.split(': ', 2) as [string, string];
  return renderEmail({
    subject: `Recordatorio: «${oneLine(input.titulo)}» el ${input.fecha} a las ${input.hora}`,
    heading: oneLine(input.nombre) ? `Hola, ${oneLine(input.nombre)}` : 'Hola',
    blocks: [
      { kind: 'paragraph', text: `Te recordamos que la clase «${input.titulo}» empieza ${input.within}.` },
      {
        kind: 'fields',
        rows: [
          ['Clase', input.titulo],
          ['Fecha', `${input.fecha} a las ${input.hora}`],
          ['Lugar', input.lugar],
          [label, value ?? ''],
        ],
      },
      { kind: 'button', label: 'Ver mi calendario', url: input.url },
    ],
  });
}
