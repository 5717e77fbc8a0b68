// FAQ answers, consistent with the product decisions (pay between gym and instructor, free for instructors…).
import { RELIABILITY_FORMULA } from '@fitcover/contract/trust/reliability-rule';

export type FaqItem = { question: string; answer: string };
export type FaqTab = { id: string; label: string; items: FaqItem[] };

export const faqTabs: FaqTab[] = [
  {
    id: 'general',
    label: 'General',
    items: [
      {
        question: '¿Qué es FitCover?',
        answer:
          'FitCover es un marketplace que conecta gimnasios y centros deportivos con instructores de fitness profesionales. Los gimnasios publican clases que necesitan cubrir (sustituciones, coberturas urgentes o nuevas clases) y los instructores de la zona se postulan.',
      },
      {
        question: '¿En qué ciudades funciona?',
        answer:
          'En toda España. Las ofertas se muestran según la ubicación de la clase y cada instructor elige hasta qué distancia quiere desplazarse. Nuestra oficina está en Barcelona.',
      },
      {
        question: '¿Qué especialidades puedo encontrar?',
        answer: 'Yoga, Pilates, Zumba, HIIT, Spinning, BodyPump, Funcional y Baile.',
      },
      {
        question: '¿Cuánto tardáis en responder a una consulta?',
        answer:
          'Respondemos a todos los mensajes de contacto y soporte en menos de 24 horas. Al enviar el formulario recibes un número de ticket para hacer el seguimiento.',
      },
    ],
  },
  {
    id: 'registro',
    label: 'Registro y perfil',
    items: [
      {
        question: '¿Cómo me registro?',
        answer:
          'Pulsa en Registrarse, elige si eres instructor o gimnasio y completa el formulario. Te enviaremos un email para confirmar tu cuenta; en cuanto lo confirmes podrás iniciar sesión.',
      },
      {
        question: 'No me ha llegado el email de confirmación',
        answer:
          'Revisa la carpeta de spam. Si sigue sin aparecer, intenta iniciar sesión: te ofreceremos reenviar el email de confirmación.',
      },
      {
        question: 'He olvidado mi contraseña',
        answer:
          'En la página de inicio de sesión pulsa en "¿Has olvidado tu contraseña?" y escribe tu email. Recibirás un enlace de un solo uso, válido durante un tiempo limitado, para crear una contraseña nueva.',
      },
      {
        question: '¿Puedo descargar mis datos o eliminar mi cuenta?',
        answer:
          'Sí. Desde tu perfil puedes descargar todos tus datos en formato JSON y eliminar tu cuenta en cualquier momento. Al eliminarla borramos o anonimizamos tus datos personales; solo conservamos, anonimizadas, las facturas que la ley nos obliga a guardar.',
      },
    ],
  },
  {
    id: 'instructores',
    label: 'Instructores',
    items: [
      {
        question: '¿Cuánto cuesta FitCover para instructores?',
        answer: 'Nada. Los instructores usan FitCover gratis: sin cuotas, sin comisiones y sin planes de pago.',
      },
      {
        question: '¿Cómo cobro las clases que imparto?',
        answer:
          'El pago de cada clase lo acordáis y lo realizáis directamente el gimnasio y tú, fuera de la plataforma. En cada oferta ves el importe por clase antes de postularte. FitCover no interviene en ese pago ni se queda ninguna parte.',
      },
      {
        question: '¿Cómo me postulo a una clase?',
        answer:
          'En tu panel, en Ofertas, filtra por especialidad, ciudad, fecha o distancia y pulsa Postularme. Puedes seguir el estado de cada postulación (pendiente, vista, aceptada o rechazada) en Mis Postulaciones.',
      },
      {
        question: '¿Los gimnasios ven mi dirección?',
        answer: 'No. Tu dirección solo sirve para calcular distancias. Los demás usuarios únicamente ven tu ciudad.',
      },
    ],
  },
  {
    id: 'gimnasios',
    label: 'Gimnasios',
    items: [
      {
        question: '¿Qué planes hay para gimnasios?',
        answer:
          'Plan Básico (hasta 5 ofertas al mes, 29 €/mes), plan PRO (ofertas ilimitadas, 59 €/mes) y Publicación individual (9 € por una oferta extra). Hay precios anuales con descuento. Todos los precios son sin IVA.',
      },
      {
        question: '¿Hay periodo de prueba?',
        answer:
          'Sí. Todos los gimnasios nuevos empiezan con 30 días de prueba del plan Básico. Al terminar, eliges el plan que prefieras o compras publicaciones sueltas.',
      },
      {
        question: '¿Tiene algún coste cubrir una clase?',
        answer:
          'Por cada clase cubierta que se imparte se añade una tarifa de servicio de 1,00 € a tu siguiente factura. Si la clase se cancela antes de empezar, o el equipo de FitCover confirma que el instructor no se presentó, no se cobra. El pago al instructor lo acordáis directamente entre vosotros.',
      },
      {
        question: '¿Puedo cancelar mi suscripción?',
        answer:
          'Sí, en cualquier momento desde tu panel, en Suscripción. Las suscripciones se renuevan automáticamente y la cancelación se aplica al final del periodo ya pagado.',
      },
    ],
  },
  {
    id: 'seguridad',
    label: 'Seguridad y pagos',
    items: [
      {
        question: '¿Cómo se pagan las suscripciones?',
        answer:
          'Con tarjeta, a través de nuestro proveedor de pagos. FitCover nunca ve ni guarda los datos de tu tarjeta. Recibirás una factura con IVA por cada cobro.',
      },
      {
        question: '¿Puedo compartir mi teléfono o email en el chat?',
        answer:
          'No. Para proteger a todos, no se permite compartir datos de contacto en el chat ni en las secciones públicas. Los mensajes que los incluyan se bloquean. Contactar fuera de la plataforma incumple los términos y puede llevar a un aviso, una suspensión temporal o el cierre definitivo de la cuenta.',
      },
      {
        question: '¿Qué pasa después de cada clase?',
        answer:
          'Cuando termina una clase, el gimnasio y el instructor reciben la pregunta «¿Se impartió la clase?» (en la app, por email y en el móvil) y responden «Sí» o «No se presentó». «No se presentó» abre un caso que revisa el equipo de FitCover con las dos versiones y el chat. Si nadie responde en 72 horas, la clase cuenta como impartida.',
      },
      {
        question: '¿Qué significa «98 % fiable · 45 clases»?',
        answer: `Es la fiabilidad de un instructor o de un gimnasio, calculada con sus clases en FitCover. ${RELIABILITY_FORMULA} «45 clases» son las clases impartidas.`,
      },
      {
        question: '¿Qué pasa si tengo un problema con un gimnasio o un instructor?',
        answer:
          'Escríbenos desde Soporte. Podemos ofrecer una mediación no vinculante basada en el historial del chat. Si alguien incumple las normas, puedes reportarlo y nuestro equipo lo revisará.',
      },
      {
        question: '¿Cómo protegéis mis datos?',
        answer:
          'Tus datos se tratan según el RGPD. Las sesiones usan cookies seguras que ningún script puede leer y las contraseñas se guardan cifradas. Consulta la Política de Privacidad para más detalles.',
      },
    ],
  },
];
