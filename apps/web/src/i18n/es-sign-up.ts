// The strings of the sign-up page, fetched with it only (the public pages' JavaScript budget);
// esSignUpPage adds them to the shared public strings, and es.ts merges them into the catalogue.
import { esPublic } from './es-public';

export const esSignUp = {
  signUp: {
    titleInstructor: 'Crea tu cuenta de instructor',
    titleGym: 'Registra tu gimnasio',
    descriptionInstructor:
      'Encuentra clases cerca de ti, postúlate en segundos y construye tu reputación. Gratis para instructores.',
    descriptionGym:
      'Publica ofertas de clases y encuentra instructores cualificados cuando más los necesitas. 30 días de prueba del plan Básico.',
    roleGroup: 'Tipo de cuenta',
    roleInstructor: 'Soy Instructor',
    roleGym: 'Soy un Gimnasio',
    addressPlaceholder: 'Ciudad, Calle',
    addressHint: 'Por ejemplo: Barcelona, Carrer de Mallorca 120',
    locating: 'Buscando ubicación…',
    locatedAs: (city: string) => `Ubicación: ${city}`,
    experiencePlaceholder: 'Ej. 5',
    specialtiesHint: 'Elige todas las que impartes.',
    linksPlaceholder: 'https://instagram.com/tu-perfil',
    linksHint: 'Tu red social o un vídeo de tus clases.',
    contactPlaceholder: 'Nombre y apellidos',
    highlight: 'Destacar mi gimnasio',
    highlightHint: 'Tu gimnasio aparecerá resaltado ante los instructores de tu zona.',
    emailPlaceholder: 'tu@email.com',
    phonePlaceholder: '+34 600 000 000',
    passwordPlaceholder: 'Mínimo 8 caracteres',
    termsPrefix: 'Acepto los ',
    termsLink: 'Términos y Condiciones',
    termsMiddle: ' y la ',
    privacyLink: 'Política de Privacidad',
    newTab: '(se abre en una pestaña nueva)',
    submitGym: 'Crear Cuenta de Gimnasio',
    submitInstructor: 'Crear Cuenta Gratuita',
    haveAccount: '¿Ya tienes cuenta? Inicia sesión',
    requiredTitle: 'Campo requerido',
    requiredDescription: (label: string) => `Por favor, completa el campo "${label}".`,
    passwordTitle: 'Contraseña inválida',
    passwordDescription: 'La contraseña debe tener al menos 8 caracteres.',
    termsTitle: 'Términos no aceptados',
    termsDescription: 'Debes aceptar los términos y la política de privacidad para continuar.',
    failedTitle: 'Error en el registro',
    successTitle: '¡Registro exitoso!',
    successDescription: 'Revisa tu email para confirmar tu cuenta. Serás redirigido.',
    geoFoundTitle: 'Ubicación encontrada',
    geoErrorTitle: 'Error de geolocalización',
    geoErrorDescription: 'No se pudo encontrar la dirección.',
  },
} as const;

export const esSignUpPage = { ...esPublic, ...esSignUp } as const;
