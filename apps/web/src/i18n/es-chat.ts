// Spanish UI strings of this area, merged into `es` (see es.ts).
import { CONTACT_SHARING_MESSAGE, CONTACT_SHARING_TITLE } from '@fitcover/contract/chat/contact-sharing';

export const esChat = {
  // Live connection (every signed-in screen).

  // /chat
  title: 'Chat',
  subtitle: 'Tus conversaciones con gimnasios e instructores',
  close: 'Cerrar chat',
  backToList: 'Volver a las conversaciones',
  conversations: 'Conversaciones',
  searchLabel: 'Buscar conversaciones',
  searchPlaceholder: 'Nombre o mensaje…',
  clearSearch: 'Borrar búsqueda',
  selectConversation: 'Selecciona una conversación',
  selectConversationHint: 'Elige una conversación de la lista para ver los mensajes.',
  startConversation: 'Inicia la conversación...',
  you: 'Tú: ',
  unreadBadge: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  loadingConversation: 'Cargando conversación…',
  conversationFailed: 'No se pudo abrir la conversación.',
  loadOlder: 'Cargar mensajes anteriores',
  olderFailed: 'No se pudieron cargar los mensajes anteriores.',
  noMessages: 'Todavía no hay mensajes. Escribe el primero.',
  messagesLog: (name: string) => `Mensajes con ${name}`,
  today: 'Hoy',
  yesterday: 'Ayer',
  sent: 'Enviado',
  read: 'Leído',
  roles: { gimnasio: 'Gimnasio', instructor: 'Instructor', admin: 'Equipo de FitCover' },

  // Composer
  messageLabel: 'Escribe un mensaje',
  messagePlaceholder: 'Escribe un mensaje…',
  composerHint: 'Intro para enviar · Mayús + Intro para una nueva línea',
  send: 'Enviar',
  sendFailedTitle: 'Error al enviar',
  sendFailed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
  contactSharingTitle: CONTACT_SHARING_TITLE,
  contactSharingMessage: CONTACT_SHARING_MESSAGE,
  cannotWrite:
    'No puedes escribir en esta conversación. Un instructor puede escribir a un gimnasio cuando se ha postulado a una de sus ofertas, y la cuenta del otro usuario debe estar activa.',

  // Report
  report: 'Reportar conversación',
  reportShort: 'Reportar',
  reportBody:
    'Cuéntanos qué ha pasado. El equipo de moderación revisará la conversación y tomará las medidas necesarias.',
  reportReason: 'Motivo',
  reportPlaceholder: 'Por ejemplo: me ha pedido el teléfono para tratar fuera de la plataforma.',
  reportMissingTitle: 'Falta el motivo',
  reportMissing: 'Cuéntanos qué ha pasado.',
  reportKeep: 'Cancelar',
  reportConfirm: 'Enviar reporte',
  reportedTitle: 'Conversación reportada',
  reportedDescription: 'Gracias. Nuestro equipo de moderación la revisará lo antes posible.',
  reportFailed: 'No se pudo enviar el reporte.',

  // Errors (spec §8)
  loadFailedTitle: 'Error al cargar chats',
  loadFailed: 'No se pudieron obtener las conversaciones.',

  // Messages page of the gym and instructor areas
  messagesTitle: 'Mensajes',
  messagesSubtitle: {
    gimnasio: 'Tus conversaciones con instructores. Ábrelas para responder.',
    instructor: 'Tus conversaciones con gimnasios. Ábrelas para responder.',
    admin: 'Tus conversaciones con gimnasios e instructores.',
  },
  openFullChat: 'Ir al Chat Completo',
  open: 'Abrir',
  openWith: (name: string) => `Abrir la conversación con ${name}`,
  empty: 'Sin conversaciones',
  emptyHint: 'Cuando escribas o te escriban, tus conversaciones aparecerán aquí.',
  noResults: 'No hay conversaciones que coincidan con tu búsqueda.',
} as const;
