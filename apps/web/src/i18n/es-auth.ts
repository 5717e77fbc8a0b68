// The strings of the sign-in and account e-mail pages, fetched with those pages only (sign-up's
// are in es-sign-up.ts); esAuthPages adds them to the shared public strings, and es.ts merges
// them into the catalogue.
import { esPublic } from './es-public';

export const esAuth = {
  signIn: {
    title: 'Bienvenido de nuevo',
    subtitle: 'Inicia sesión para gestionar tus clases y oportunidades.',
    email: 'Email',
    emailPlaceholder: 'tu@email.com',
    password: 'Contraseña',
    rememberMe: 'Recordarme',
    forgot: '¿Has olvidado tu contraseña?',
    submit: 'Iniciar Sesión',
    or: 'o',
    google: 'Continuar con Google',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate gratis',
    emptyTitle: 'Campos incompletos',
    emptyDescription: 'Por favor, completa todos los campos.',
    successTitle: '¡Sesión iniciada!',
    successDescription: 'Redirigiendo a tu panel...',
    resend: 'Reenviar email de confirmación',
    resendDoneTitle: 'Email de confirmación enviado',
    resendDoneDescription: 'Si tu cuenta está pendiente de confirmar, recibirás un nuevo enlace en unos minutos.',
    resendFailedTitle: 'No se pudo reenviar el email',
    confirmedNotice: '¡Tu email está confirmado! Ya puedes iniciar sesión.',
    resetNotice: 'Tu contraseña se ha cambiado. Inicia sesión con la nueva contraseña.',
    registeredNotice: 'Hemos enviado un enlace de confirmación a tu email. Confírmalo para poder iniciar sesión.',
  },
  recover: {
    title: 'Recupera tu contraseña',
    subtitle: 'Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
    email: 'Email',
    submit: 'Enviar enlace de recuperación',
    back: 'Volver a iniciar sesión',
    sentTitle: 'Correo de recuperación enviado',
    sentDescription: 'Si tu cuenta existe, recibirás un correo con instrucciones.',
    sentHint: 'El enlace caduca en poco tiempo y solo sirve una vez. Revisa también la carpeta de spam.',
    failedTitle: 'No se pudo enviar el correo',
  },
  reset: {
    title: 'Crea una contraseña nueva',
    subtitle: 'Elige una contraseña de al menos 8 caracteres que no uses en otros sitios.',
    password: 'Nueva contraseña',
    confirm: 'Repite la contraseña',
    submit: 'Guardar contraseña',
    mismatch: 'Las contraseñas no coinciden.',
    successTitle: 'Contraseña actualizada',
    successDescription: 'Ya puedes iniciar sesión con tu nueva contraseña.',
    failedTitle: 'No se pudo cambiar la contraseña',
    invalidTitle: 'Enlace no válido o caducado',
    invalidDescription:
      'Este enlace para restablecer la contraseña ya no es válido. Puede que haya caducado o que ya se haya usado.',
    requestAnother: 'Solicitar un enlace nuevo',
    missingToken: 'Falta el código del enlace. Abre de nuevo el enlace del correo o solicita uno nuevo.',
  },
  verify: {
    title: 'Confirmación de email',
    verifying: 'Confirmando tu email…',
    successTitle: '¡Email confirmado!',
    successDescription: 'Tu cuenta ya está activa. Inicia sesión para entrar en tu panel.',
    goToLogin: 'Iniciar Sesión',
    errorTitle: 'No hemos podido confirmar tu email',
    resendIntro: 'Escribe tu email y te enviaremos un enlace de confirmación nuevo.',
    resend: 'Reenviar email de confirmación',
    missingToken: 'El enlace de confirmación está incompleto.',
  },
} as const;

export const esAuthPages = { ...esPublic, ...esAuth } as const;
