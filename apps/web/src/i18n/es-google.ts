// Spanish UI strings of Google sign-in (issue 15 item 2): the "Completa tu perfil" step and what
// the sign-in page says when Google sign-in did not go through. Merged into `es` (see es.ts).
export const esCompleteProfile = {
  title: 'Completa tu perfil',
  subtitle: 'Un último paso antes de entrar: dinos quién eres y completa los datos de tu cuenta.',
  signedInAs: (email: string) => `Has entrado con Google como ${email}.`,
  submit: 'Completar perfil',
  doneTitle: '¡Perfil completado!',
  doneDescription: 'Ya puedes usar FitCover.',
  failedTitle: 'No se pudo completar el perfil',
};

/** By the `error` code Google sign-in comes back with (contract: auth/google.ts). */
export const esGoogleErrors: Record<string, string> & { fallback: string } = {
  google_unavailable: 'El acceso con Google no está disponible en este momento. Inicia sesión con tu email.',
  google_failed: 'No hemos podido completar el acceso con Google. Inténtalo de nuevo.',
  ACCOUNT_SUSPENDED: 'Tu cuenta está suspendida. Si crees que es un error, escribe a soporte.',
  GOOGLE_EMAIL_NOT_VERIFIED:
    'Tu cuenta de Google no tiene el email verificado. Verifícalo en Google o regístrate con email y contraseña.',
  account_not_linked:
    'Ya tienes una cuenta con este email, pero aún no la has confirmado. Confírmala con el enlace que te enviamos (o pide otro al iniciar sesión) y vuelve a entrar con Google.',
  access_denied: 'Has cancelado el acceso con Google.',
  state: 'El acceso con Google ha caducado o no se inició en este navegador. Vuelve a intentarlo.',
  fallback: 'No hemos podido completar el acceso con Google. Inténtalo de nuevo.',
};

export function googleErrorMessage(code: string): string {
  if (code.startsWith('state_')) return esGoogleErrors.state!;
  return esGoogleErrors[code] ?? esGoogleErrors.fallback;
}
