// What each section still being built will do (shown by the shared "in progress" page).
export type SectionInfo = { title: string; description: string; features: string[] };

export const sections: Record<string, SectionInfo> = {
  offers: {
    title: 'Ofertas',
    description: 'Aquí publicarás y gestionarás las clases que necesitas cubrir.',
    features: [
      'Crear ofertas con especialidad, fecha, hora, lugar y precio',
      'Ver cuántas publicaciones te quedan este mes',
      'Editar o cancelar ofertas abiertas',
    ],
  },
  applicants: {
    title: 'Postulados',
    description: 'Aquí verás a los instructores que se postulan a tus ofertas.',
    features: [
      'Postulaciones agrupadas por oferta',
      'Perfil, valoraciones y experiencia de cada instructor',
      'Aceptar, rechazar o abrir un chat',
    ],
  },
  subscription: {
    title: 'Suscripción',
    description: 'Aquí elegirás y gestionarás tu plan.',
    features: [
      'Planes Básico, PRO y Publicación individual',
      'Pago mensual o anual',
      'Cambiar o cancelar tu plan cuando quieras',
    ],
  },
  payments: {
    title: 'Pagos',
    description: 'Aquí tendrás el historial de tus pagos y facturas.',
    features: ['Filtrar por fechas y estado', 'Exportar a CSV', 'Descargar cada factura'],
  },
  reviews: {
    title: 'Valoraciones',
    description: 'Aquí verás las valoraciones que recibes tras cada clase.',
    features: [
      'Tu puntuación media y número de reseñas',
      'Valorar a la otra parte tras la clase',
      'Responder públicamente a cada valoración',
    ],
  },
  messages: {
    title: 'Mensajes',
    description: 'Aquí tendrás tus conversaciones con gimnasios e instructores.',
    features: ['Mensajes en tiempo real', 'Búsqueda por nombre y contenido', 'Avisos de mensajes sin leer'],
  },
  profile: {
    title: 'Perfil',
    description: 'Aquí podrás editar tu perfil público y tus preferencias.',
    features: [
      'Datos, foto y ubicación en el mapa',
      'Preferencias de emails de aviso',
      'Descargar tus datos o eliminar tu cuenta',
    ],
  },
  opportunities: {
    title: 'Ofertas',
    description: 'Aquí encontrarás las clases abiertas cerca de ti.',
    features: [
      'Filtros por especialidad, ciudad, fecha y texto',
      'Distancia desde tu dirección (0–100 km)',
      'Postularte con un clic',
    ],
  },
  'my-applications': {
    title: 'Mis Postulaciones',
    description: 'Aquí seguirás el estado de cada una de tus postulaciones.',
    features: [
      'Estado: pendiente, vista, aceptada o rechazada',
      'Datos de la clase y del gimnasio',
      'Retirar una postulación',
    ],
  },
  gyms: {
    title: 'Gimnasios',
    description: 'Aquí gestionarás los gimnasios registrados.',
    features: ['Búsqueda por nombre y ciudad', 'Plan y estado de cada gimnasio', 'Suspender o reactivar cuentas'],
  },
  instructors: {
    title: 'Instructores',
    description: 'Aquí gestionarás los instructores registrados.',
    features: ['Búsqueda por nombre y ciudad', 'Valoración y clases impartidas', 'Suspender o reactivar cuentas'],
  },
  'admin-offers': {
    title: 'Ofertas',
    description: 'Aquí verás todas las ofertas publicadas en la plataforma.',
    features: ['Estado de cada oferta', 'Gimnasio y especialidad', 'Búsqueda y paginación'],
  },
  commissions: {
    title: 'Comisiones',
    description: 'Aquí verás el historial de tarifas de servicio por clase cubierta.',
    features: ['Total cobrado', 'Filtro por fechas', 'Exportación a CSV'],
  },
  'admin-messages': {
    title: 'Mensajes',
    description: 'Aquí moderarás los mensajes marcados y las conversaciones reportadas.',
    features: ['Ver la conversación', 'Avisar o suspender', 'Marcar como resuelto'],
  },
  'admin-notifications': {
    title: 'Notificaciones',
    description: 'Aquí enviarás avisos globales a los usuarios.',
    features: ['A todos, solo a instructores o solo a gimnasios', 'Historial de avisos enviados'],
  },
  support: {
    title: 'Soporte',
    description: 'Aquí atenderás los tickets de los formularios de contacto y soporte.',
    features: ['Antigüedad de cada ticket abierto', 'Responder por email', 'Cerrar tickets'],
  },
  chat: {
    title: 'Chat',
    description: 'Aquí podrás conversar en tiempo real con gimnasios e instructores.',
    features: [
      'Lista de conversaciones y búsqueda',
      'Mensajes en tiempo real',
      'Protección frente a compartir datos de contacto',
    ],
  },
};
