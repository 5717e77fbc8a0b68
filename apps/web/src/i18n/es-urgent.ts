// Cover in minutes (DECISIONS §15): Urgente, Mis instructores, escalation, the bonus, the
// timeline and the instructor's urgent alert preferences.
const minutesText = (minutes: number) => (minutes < 1 ? 'menos de 1 min' : `${Math.round(minutes)} min`);

export const esUrgent = {
  badge: 'Urgente',
  acceptedTitle: '¡Clase asignada!',
  acceptedDescription: (title: string) => `El gimnasio te ha aceptado al momento para la clase de ${title}.`,
  form: {
    legend: 'Cobertura urgente',
    urgent: 'Urgente',
    urgentHint: 'Las clases de las próximas 48 horas son urgentes automáticamente.',
    window: 'Primero a Mis instructores durante',
    windowHint: 'Minutos, de 0 a 60. Durante ese tiempo solo ellos ven la oferta.',
    autoAccept: 'Aceptación automática',
  },
  exclusive: {
    title: 'Primero para ti',
    hint: 'Eres de Mis instructores de estos gimnasios: nadie más ve estas ofertas todavía.',
    until: (time: string) => `Solo para ti hasta las ${time}`,
  },
  countdown: (text: string) => `Empieza en ${text}`,
  startsIn: (minutes: number) => {
    if (minutes < 60) return `${Math.max(0, minutes)} min`;
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} días`;
  },
  urgentOpen: 'Urgentes sin cubrir',
  timeline: {
    title: 'Búsqueda automática',
    exclusiveUntil: (time: string) => `Solo Mis instructores hasta las ${time}`,
    firstApplication: (minutes: number) => `Primera postulación en ${minutesText(minutes)}`,
    covered: (minutes: number) => `Cubierta en ${minutesText(minutes)}`,
    raiseTitle: '¿Subir la tarifa?',
    raiseHint: 'Volveremos a avisar a todos los instructores que encajan.',
    raise: (pct: number) => `+${pct} %`,
    raised: (pct: number) => `Tarifa subida un ${pct} %`,
    raisedToast: 'Tarifa subida',
    raisedDescription: 'Hemos avisado de nuevo a los instructores.',
    loadFailed: 'No se pudo cargar la búsqueda automática.',
  },
  trusted: {
    title: 'Mis instructores',
    subtitle:
      'Tus instructores de confianza reciben tus ofertas urgentes antes que nadie, durante la exclusiva que elijas.',
    empty: 'Aún no tienes instructores de confianza. Añádelos desde Postulados, su perfil o una clase pasada.',
    add: 'Añadir a Mis instructores',
    added: 'En Mis instructores',
    remove: 'Quitar',
    removeLabel: (nombre: string) => `Quitar a ${nombre} de Mis instructores`,
    addedToast: 'Añadido a Mis instructores',
    removedToast: 'Quitado de Mis instructores',
    since: (date: string) => `Desde el ${date}`,
    loadFailed: 'No se pudo cargar Mis instructores.',
  },
  preferences: {
    title: 'Avisos urgentes',
    hint: 'Te avisamos al momento (notificación, correo y en la app) de clases urgentes que encajan contigo.',
    on: 'Recibir avisos urgentes',
    max: 'Máximo de avisos al día',
    night: 'También de 22:00 a 08:00',
    save: 'Guardar avisos urgentes',
    saved: 'Preferencias guardadas',
    loadFailed: 'No se pudieron cargar tus avisos urgentes.',
  },
} as const;
