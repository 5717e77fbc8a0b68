// Spanish copy of the landing and the two info pages.
export const landing = {
  eyebrow: 'Sustituciones, coberturas urgentes y nuevas clases',
  title: 'Tu clase nunca se detiene.',
  titleAccent: 'El talento que necesitas, disponible al instante.',
  lead: 'FitCover conecta gimnasios con instructores de fitness profesionales. Publica una clase que necesitas cubrir y recibe postulaciones de instructores cualificados de tu zona en minutos.',
  question: '¿Quién eres?',
  gym: {
    cta: 'Soy un Gimnasio',
    text: 'Cubre sustituciones y clases urgentes con instructores verificados cerca de ti.',
  },
  instructor: {
    cta: 'Soy un Instructor',
    text: 'Encuentra clases de pago cerca de ti y hazte un nombre. Gratis para instructores.',
  },
  highlights: [
    { value: '8', label: 'especialidades: de Yoga a BodyPump' },
    { value: '< 24 h', label: 'respuesta de nuestro equipo de soporte' },
    { value: '0 €', label: 'para instructores, siempre' },
  ],
  howTitle: 'Cómo funciona',
  howLead: 'Tres pasos separan una clase sin instructor de una clase llena de energía.',
  gymStepsTitle: 'Para gimnasios',
  gymSteps: [
    { title: 'Publica la clase', text: 'Indica especialidad, fecha, hora, lugar y lo que pagas por la sesión.' },
    {
      title: 'Recibe postulaciones',
      text: 'Los instructores de la zona con esa especialidad reciben un aviso al momento.',
    },
    {
      title: 'Elige y confirma',
      text: 'Revisa perfiles y valoraciones, habla por el chat y acepta al que mejor encaje.',
    },
  ],
  instructorStepsTitle: 'Para instructores',
  instructorSteps: [
    { title: 'Crea tu perfil', text: 'Especialidades, experiencia y enlaces a tu trabajo. Es gratis.' },
    { title: 'Encuentra clases', text: 'Filtra por especialidad, ciudad, fecha y distancia desde tu casa.' },
    {
      title: 'Postúlate y crece',
      text: 'Un clic para postularte; cada clase impartida suma valoraciones a tu reputación.',
    },
  ],
  specialtiesTitle: 'Todas las disciplinas que llenan tus salas',
  ctaTitle: '¿Listo para no volver a cancelar una clase?',
  ctaText: 'Crea tu cuenta en dos minutos. Los gimnasios empiezan con 30 días de prueba del plan Básico.',
  ctaGym: 'Registrar mi gimnasio',
  ctaInstructor: 'Quiero dar clases',
};

export type Benefit = { title: string; text: string };

export const gymInfo = {
  metaTitle: 'Para gimnasios',
  metaDescription:
    'Cubre sustituciones y clases urgentes con instructores de fitness verificados cerca de tu gimnasio. Planes desde 29 € al mes + IVA con 30 días de prueba.',
  eyebrow: 'Para gimnasios y centros deportivos',
  title: 'Que ninguna baja deje una sala vacía',
  lead: 'Cuando un instructor se pone enfermo a las siete de la mañana, no tienes tiempo de hacer veinte llamadas. Publica la clase en FitCover y deja que los instructores disponibles de tu zona vengan a ti.',
  cta: 'Registrar mi gimnasio',
  benefitsTitle: 'Todo lo que necesitas para cubrir tus clases',
  benefits: [
    {
      title: 'Cobertura instantánea de clases',
      text: 'Publica una sustitución en menos de un minuto. Avisamos al momento a los instructores de esa especialidad que están cerca y puedes tener la clase cubierta el mismo día.',
    },
    {
      title: 'Red de talento',
      text: 'Accede a instructores de Yoga, Pilates, Zumba, HIIT, Spinning, BodyPump, Funcional y Baile con su experiencia, especialidades y valoraciones de otros gimnasios.',
    },
    {
      title: 'Gestión simplificada',
      text: 'Ofertas, postulaciones, chat, valoraciones y facturas en un único panel. Aceptas a un instructor con un clic y el resto de postulantes recibe el aviso automáticamente.',
    },
    {
      title: 'Flexibilidad total',
      text: 'Publica solo cuando lo necesites: elige el plan Básico, el PRO con ofertas ilimitadas o compra publicaciones sueltas. Cambia o cancela tu plan cuando quieras.',
    },
  ] satisfies Benefit[],
  plansTitle: 'Planes claros, sin permanencia',
  plans: [
    { name: 'Básico', price: '29 € / mes', text: 'Hasta 5 ofertas al mes. Ideal para estudios y gimnasios de barrio.' },
    { name: 'PRO', price: '59 € / mes', text: 'Ofertas ilimitadas para cadenas y centros con mucho movimiento.' },
    {
      name: 'Publicación individual',
      price: '9 € / clase',
      text: 'Una oferta extra cuando la necesites, sin suscripción.',
    },
  ],
  plansNote:
    'Precios sin IVA. Pago anual con descuento. Por cada clase cubierta que se imparte se añade una tarifa de servicio de 1,00 €. El pago de la clase al instructor lo acordáis directamente entre vosotros.',
  trial: 'Todos los gimnasios nuevos empiezan con 30 días de prueba del plan Básico.',
};

export const instructorInfo = {
  metaTitle: 'Para instructores',
  metaDescription:
    'Encuentra clases de fitness de pago cerca de ti, postúlate en un clic y construye tu reputación con valoraciones de gimnasios. Gratis para instructores.',
  eyebrow: 'Para instructores de fitness',
  title: 'Más clases, más cerca, a tu ritmo',
  lead: 'Gimnasios de tu ciudad buscan instructores para sustituciones, coberturas urgentes y nuevas clases. Crea tu perfil gratis, postúlate a las que encajan contigo y llena tu agenda.',
  cta: 'Crear mi perfil gratis',
  benefitsTitle: 'Por qué los instructores eligen FitCover',
  benefits: [
    {
      title: 'Nuevas oportunidades',
      text: 'Recibe avisos de clases de tus especialidades en tu zona en cuanto se publican y postúlate con un solo clic, sin intermediarios ni llamadas.',
    },
    {
      title: 'Pagos seguros y rápidos',
      text: 'Ves el importe de cada clase antes de postularte, sin sorpresas. El pago lo acordáis directamente el gimnasio y tú, fuera de la plataforma, y FitCover no se queda ninguna parte: para los instructores es gratis. Las valoraciones de otros instructores te dicen qué gimnasios cumplen.',
    },
    {
      title: 'Flexibilidad geográfica',
      text: 'Tú decides hasta dónde te desplazas: filtra las ofertas por ciudad, fecha y distancia desde tu dirección, hasta 100 km. Tu dirección exacta nunca se muestra a nadie.',
    },
    {
      title: 'Construye tu reputación',
      text: 'Cada clase impartida suma valoraciones de los gimnasios a tu perfil público. Un buen historial te abre las puertas de más centros y mejores clases.',
    },
  ] satisfies Benefit[],
  freeTitle: 'Gratis, sin letra pequeña',
  freeText:
    'Los instructores usan FitCover sin coste. Solo los gimnasios pagan su suscripción. El pago de cada clase se acuerda y se realiza directamente entre el gimnasio y tú, fuera de la plataforma.',
};
