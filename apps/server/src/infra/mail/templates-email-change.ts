// The two messages of an e-mail change (issue 15 item 3): the link to the new address, and the
// warning to the old one, which tells the owner what to do if it was not them.
import { oneLine, renderEmail, type EmailContent } from './layout.ts';

const greeting = (nombre: string): string => (oneLine(nombre) ? `Hola, ${oneLine(nombre)}` : 'Hola');

export function confirmNewEmail(input: { nombre: string; url: string; expiresHours: number }): EmailContent {
  return renderEmail({
    subject: 'Confirma tu nuevo email en FitCover',
    heading: greeting(input.nombre),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Has pedido usar esta dirección para tu cuenta de FitCover. Confírmalo con este enlace; hasta entonces tu cuenta sigue con su email anterior:',
      },
      { kind: 'button', label: 'Confirmar nuevo email', url: input.url },
      {
        kind: 'note',
        text: `El enlace caduca en ${input.expiresHours} horas y solo sirve una vez. Si no lo has pedido tú, ignora este mensaje.`,
      },
    ],
  });
}

export function emailChangeRequested(input: { nombre: string; newEmail: string; recoverUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Se ha pedido cambiar el email de tu cuenta de FitCover',
    heading: greeting(input.nombre),
    blocks: [
      {
        kind: 'paragraph',
        text: `Se ha pedido cambiar el email de tu cuenta de FitCover a ${input.newEmail}. El cambio solo se hará cuando se confirme desde esa dirección.`,
      },
      {
        kind: 'note',
        text: `Si no has sido tú, no confirmes nada y cambia tu contraseña cuanto antes: ${input.recoverUrl}`,
      },
    ],
  });
}
