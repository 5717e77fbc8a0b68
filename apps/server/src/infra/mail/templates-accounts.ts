// Sent instead of a second confirmation when someone signs up with an address that already
// has an account: the owner learns about it, the sign-up form reveals nothing.
import { renderEmail, type EmailContent } from './layout.ts';

export function accountExists(input: { loginUrl: string; recoverUrl: string }): EmailContent {
  return renderEmail({
    subject: 'Ya tienes una cuenta en FitCover',
    heading: 'Hola',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Alguien ha intentado crear una cuenta nueva en FitCover con esta dirección de correo, pero ya tienes una.',
      },
      { kind: 'button', label: 'Iniciar sesión', url: input.loginUrl },
      { kind: 'paragraph', text: `Si no recuerdas tu contraseña, puedes restablecerla aquí: ${input.recoverUrl}` },
      { kind: 'note', text: 'Si no has sido tú, puedes ignorar este mensaje: tu cuenta no ha cambiado.' },
    ],
  });
}
