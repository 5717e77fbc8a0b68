// Notification e-mails (DECISIONS §7): a new applicant for a gym, an accepted application for an
// instructor, and chat messages left unread. Each ends with why it was sent and a link to stop
// that kind of e-mail without signing in.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

type Unsubscribe = { unsubscribeUrl: string };

const greeting = (nombre: string): string => (oneLine(nombre) ? `Hola, ${oneLine(nombre)}` : 'Hola');

const unsubscribeBlock = (topic: string, url: string) =>
  ({
    kind: 'unsubscribe',
    text: `Recibes este correo porque tienes activados los avisos por email de «${topic}». Puedes desactivarlos en tu perfil o con este enlace, sin iniciar sesión:`,
    label: 'Dejar de recibir estos correos',
    url,
  }) as const;

export function newApplicantEmail(
  input: Unsubscribe & {
    gymNombre: string;
    instructorNombre: string;
    instructorCiudad: string | null;
    titulo: string;
    fecha: string;
    hora: string;
    url: string;
  },
): EmailContent {
  return renderEmail({
    subject: `Nuevo postulado para «${oneLine(input.titulo)}»`,
    heading: greeting(input.gymNombre),
    blocks: [
      { kind: 'paragraph', text: `${input.instructorNombre} se ha postulado a tu oferta «${input.titulo}».` },
      {
        kind: 'fields',
        rows: [
          ['Clase', input.titulo],
          ['Fecha', `${input.fecha} a las ${input.hora}`],
          ['Instructor/a', input.instructorNombre],
          ...(input.instructorCiudad ? [['Ciudad', input.instructorCiudad] as [string, string]] : []),
        ],
      },
      { kind: 'paragraph', text: 'Revisa su perfil y acepta o rechaza la postulación antes de que empiece la clase.' },
      { kind: 'button', label: 'Ver postulados', url: input.url },
      unsubscribeBlock('Nuevos postulados', input.unsubscribeUrl),
    ],
  });
}

export function applicationAcceptedEmail(
  input: Unsubscribe & {
    instructorNombre: string;
    gymNombre: string;
    titulo: string;
    fecha: string;
    hora: string;
    lugar: string;
    precio: string;
    url: string;
  },
): EmailContent {
  return renderEmail({
    subject: `¡Te han aceptado para «${oneLine(input.titulo)}»!`,
    heading: greeting(input.instructorNombre),
    blocks: [
      { kind: 'paragraph', text: `¡Enhorabuena! ${input.gymNombre} te ha aceptado para la clase «${input.titulo}».` },
      {
        kind: 'fields',
        rows: [
          ['Clase', input.titulo],
          ['Gimnasio', input.gymNombre],
          ['Fecha', `${input.fecha} a las ${input.hora}`],
          ['Lugar', input.lugar],
          ['Pago', input.precio],
        ],
      },
      {
        kind: 'note',
        text: 'El pago de la clase se acuerda directamente con el gimnasio. Si necesitas algo, escríbele desde los mensajes de FitCover.',
      },
      { kind: 'button', label: 'Ver mis postulaciones', url: input.url },
      unsubscribeBlock('Postulación aceptada', input.unsubscribeUrl),
    ],
  });
}

export function unreadMessagesEmail(
  input: Unsubscribe & { recipientNombre: string; senderNombre: string; unread: number; preview: string; url: string },
): EmailContent {
  const messages = input.unread === 1 ? 'un mensaje' : `${input.unread} mensajes`;
  return renderEmail({
    subject: `Tienes mensajes sin leer de ${oneLine(input.senderNombre)}`,
    heading: greeting(input.recipientNombre),
    blocks: [
      { kind: 'paragraph', text: `${input.senderNombre} te ha enviado ${messages} en FitCover que aún no has leído:` },
      { kind: 'quote', text: input.preview },
      { kind: 'button', label: 'Leer y responder', url: input.url },
      unsubscribeBlock('Mensajes sin leer', input.unsubscribeUrl),
    ],
  });
}
