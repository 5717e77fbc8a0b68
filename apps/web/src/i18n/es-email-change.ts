// Spanish UI strings of the e-mail change (issue 15 item 3): the form in "Cuenta y privacidad"
// and the page the link in the e-mail opens. Merged into `es` (see es.ts).
export const esEmailChange = {
  title: 'Cambiar email',
  current: (email: string) => `Tu email actual es ${email}.`,
  explanation:
    'Te enviaremos un enlace a la nueva dirección. Hasta que lo abras, tu cuenta sigue con el email actual, y avisaremos también a esta dirección.',
  newEmail: 'Nuevo email',
  newEmailPlaceholder: 'tu-nuevo@email.com',
  password: 'Contraseña actual',
  submit: 'Cambiar email',
  emailMissing: 'Introduce el nuevo email.',
  passwordMissing: 'Introduce tu contraseña actual.',
  sentTitle: 'Revisa tu nuevo email',
  sentDescription: (email: string) =>
    `Te hemos enviado un enlace a ${email} para confirmar el cambio. Caduca en 24 horas.`,
  failedTitle: 'No se pudo cambiar el email',
  failedDescription: 'Inténtalo de nuevo en unos minutos.',
  page: {
    title: 'Cambio de email',
    confirming: 'Confirmando tu nuevo email…',
    successTitle: '¡Email cambiado!',
    successDescription: (email: string) =>
      `Tu cuenta usa ahora ${email}. Hemos cerrado la sesión en tus demás dispositivos.`,
    errorTitle: 'No hemos podido cambiar tu email',
    missingToken: 'El enlace está incompleto. Ábrelo tal como llegó en el email.',
    goToLogin: 'Iniciar Sesión',
    goToPanel: 'Ir a mi panel',
  },
};
