// Every e-mail FitCover sends, in Spanish. Each template returns subject, text and HTML; the
// layout escapes all values, so templates pass raw user input straight through.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

export type { EmailContent } from './layout.ts';

const greeting = (nombre: string): string => (oneLine(nombre) ? `Hola, ${oneLine(nombre)}` : 'Hola');

// 60 → "1 hora", 90 → "90 minutos": reads naturally for the usual link lifetimes.
function duration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function confirmEmail(input: { nombre: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Confirma tu cuenta en FitCover',
    heading: greeting(input.nombre),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Gracias por registrarte en FitCover. Para activar tu cuenta, confirma tu dirección de correo electrónico:',
      },
      { kind: 'button', label: 'Confirmar mi cuenta', url: input.url },
      { kind: 'note', text: 'Si no has creado ninguna cuenta en FitCover, puedes ignorar este mensaje.' },
    ],
  });
}

export function resetPassword(input: { nombre: string; url: string; expiresMinutes: number }): EmailContent {
  return renderEmail({
    subject: 'Restablece tu contraseña de FitCover',
    heading: greeting(input.nombre),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de FitCover. Para elegir una nueva, usa este enlace:',
      },
      { kind: 'button', label: 'Elegir una nueva contraseña', url: input.url },
      {
        kind: 'paragraph',
        text: `El enlace caduca en ${duration(input.expiresMinutes)} y solo se puede usar una vez.`,
      },
      { kind: 'note', text: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña seguirá siendo la misma.' },
    ],
  });
}

export function changeEmail(input: { nombre: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Confirma tu nueva dirección de correo en FitCover',
    heading: greeting(input.nombre),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Has pedido usar esta dirección de correo electrónico en tu cuenta de FitCover. Para completar el cambio, confírmala:',
      },
      { kind: 'button', label: 'Confirmar nueva dirección', url: input.url },
      {
        kind: 'note',
        text: 'Si no has pedido este cambio, ignora este mensaje: tu cuenta seguirá usando la dirección actual.',
      },
    ],
  });
}

/**
 * The confirmation to whatever address the form was sent with: anyone can type someone
 * else's, so it says only that a ticket with this number was received, and never repeats a
 * word of what was written (issue 25: it once quoted the subject, links and all, in our name).
 */
export function ticketReceived(input: { numero: number }): EmailContent {
  return renderEmail({
    subject: `Hemos recibido tu mensaje (ticket #${input.numero})`,
    heading: 'Gracias por escribirnos',
    blocks: [
      { kind: 'paragraph', text: `Hemos registrado tu mensaje con el número de ticket #${input.numero}.` },
      { kind: 'paragraph', text: 'Nuestro equipo te responderá en un plazo máximo de 24 horas.' },
      { kind: 'note', text: `Si necesitas añadir algo, menciona el ticket #${input.numero} en tu próximo mensaje.` },
    ],
  });
}

const ORIGEN: Record<'contact' | 'support', string> = {
  contact: 'Formulario de contacto',
  support: 'Formulario de soporte',
};

export function ticketToSupport(input: {
  numero: number;
  origen: 'contact' | 'support';
  nombre: string;
  email: string;
  asunto: string;
  mensaje: string;
}): EmailContent {
  return renderEmail({
    subject: `[Ticket #${input.numero}] ${oneLine(input.asunto)}`,
    heading: `Nuevo ticket #${input.numero}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Origen', ORIGEN[input.origen]],
          ['Nombre', input.nombre],
          ['Correo', input.email],
          ['Asunto', input.asunto],
        ],
      },
      { kind: 'quote', text: input.mensaje },
      {
        kind: 'note',
        text: 'Responde y cierra el ticket desde el panel de administración: el plazo prometido es de 24 horas.',
      },
    ],
  });
}

export function ticketAnswer(input: { numero: number; asunto: string; respuesta: string }): EmailContent {
  return renderEmail({
    subject: `Respuesta a tu mensaje (ticket #${input.numero})`,
    heading: 'Respuesta del equipo de FitCover',
    blocks: [
      { kind: 'paragraph', text: `Hemos respondido a tu mensaje del ticket #${input.numero}:` },
      { kind: 'fields', rows: [['Asunto', input.asunto]] },
      { kind: 'quote', text: input.respuesta },
      {
        kind: 'note',
        text: `Si necesitas algo más, escríbenos desde el formulario de soporte y menciona el ticket #${input.numero}.`,
      },
    ],
  });
}
