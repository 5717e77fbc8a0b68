// The third generator's attempts (issue 26, third round): templates and slot vocabularies for
// every kind of evasion the issue lists, worded anew (not copied from evasions.ts, fresh.ts or
// second.ts). Committed with their first figures before any rule was changed for them.
import type { Kind } from './assemble.ts';
import { Deck, type Lang } from './third-numbers.ts';

export type { Kind };
export type Template = { kind: Kind | 'ordinary'; lang: Lang; text: string };
export const T = (kind: Template['kind'], lang: Lang, texts: string[]): Template[] =>
  texts.map((text) => ({ kind, lang, text }));

// prettier-ignore
export const CHANNELS = new Deck('channels', [
  'wasap', 'whatsa', 'uatsap', 'wats', 'w.a.', 'wzp', 'wsap', 'el wa', 'telegrm', 'tlg', 'telegra', 'teleg', 'tgram',
  '1nsta', 'in5ta', 'instagrm', 'igram', 'insta gram', 'fcbk', 'caralibro', 'el feis', 'sgnl', 'signl', 'discor', 'dscrd',
  'movil', 'mobil', 'cel', 'celu', 'tlf', 'telf', 'fono', 't e l e g r a m', 'w h a t s', 'w.h.a.t.s.a.p.p', 'w_h_a_t_s',
  'ᴛᴇʟᴇɢʀᴀᴍ', 'ᴡᴀsᴀᴘ', 'ɪɢ', 'ｗｈａｔｓａｐｐ', 'ｔｇ', 'іnstа', 'whatsаpp', 'Τelegram', 'wh4ts', 't3l3', '1g', 'wasaaap',
  'guasá', 'watsapp', 'whasap', 'whatsup', 'telegraaam', 'snapch', 'snp', 'skyp', 'tik-tok', 'tiktk', 'messeng', 'mssngr',
  'fb msg', 'wtsp', 'WA', 'TG', 'IG', 'Tele', 'telefonillo', 'el zap',
]);
// prettier-ignore
export const NETWORKS = new Deck('networks', [
  'X', 'YouTube', 'Bluesky', 'Threads', 'Twitch', 'Pinterest', 'Snapchat', 'LinkedIn', 'Reddit', 'Strava', 'Mastodon', 'Vimeo',
  'BeReal', 'Kick', 'Patreon', 'Substack', 'Tumblr', 'WeChat', 'Line', 'Viber', 'Skype', 'Zoom', 'Teams', 'Google Meet',
  'Messenger', 'Facebook', 'Instagram', 'TikTok', 'Telegram', 'Signal', 'Discord', 'Twitter', 'Clubhouse', 'Lemon8',
]);
// prettier-ignore
export const DESCRIPTIONS = new Deck('descriptions', [
  'la app del pájaro', 'la red social de la X negra', 'la de las fotos cuadradas', 'la app de fotos de Meta',
  'la app de los vídeos de baile', 'la del avioncito de papel', 'la verde de los mensajes', 'la app del teléfono verde',
  'la del fantasma', 'la red de los profesionales', 'la app de streaming morada', 'la de la cámara con degradado',
  'la app de la mariposita', 'la app naranja de correr', 'la del play rojo', 'la de vídeos de Google', 'la app azul de las videollamadas',
  'la del globo de mensaje', 'la app del pajarraco azul', 'la de las historias que desaparecen', 'la red de Elon',
  'la app de Zuckerberg', 'la de los shorts', 'la del cuadradito de colores', 'la app de mensajería azul del avión',
  'la app china de los bailes', 'la de los hilos', 'la app que era Twitter', 'la de mensajes cifrados', 'la de los gamers',
]);
// prettier-ignore
export const PEOPLE = new Deck('people', [
  'Ainhoa', 'Bernat', 'Candela', 'Dídac', 'Edurne', 'Fermín', 'Gala', 'Héctor', 'Itziar', 'Joan', 'Lorena', 'Mikel', 'Nuria',
  'Óscar', 'Paula', 'Quim', 'Rocío', 'Sara', 'Teo', 'Uxue', 'Vera', 'Xabi', 'Yaiza', 'Zoe',
]);
// prettier-ignore
export const HANDLE_BITS = new Deck('handle-bits', [
  'training', 'wellness', 'moves', 'fitlife', 'athletic', 'barre', 'hiit', 'kettle', 'mobility', 'cardio', 'pump', 'aqua',
  'trx', 'yogi', 'runner', 'lift', 'glutes', 'calistenia', 'functional', 'zumba',
]);
// prettier-ignore
export const TLDS = new Deck('tlds', ['es', 'net', 'org', 'cat', 'eus', 'gal', 'fit', 'pro', 'me', 'io', 'club', 'online', 'coach', 'co']);
// prettier-ignore
export const DOTS = new Deck('dots', [
  ' . ', '[.]', '(.)', ' (.) ', '[dot]', ' punto ', ' (punto) ', ' dot ', '。', ' • ', '・', ' [punto] ', '{.}', ' .', '. ',
  ' <punto> ', '(dot)', ' ·',
]);

// prettier-ignore
export const ATTEMPTS: Template[] = [
  ...T('phone', 'es', [
    'Mi número por si te hace falta: {num}', 'Cualquier duda, {num}', 'Si quieres concretar, {num}', 'Estoy en el {num}',
    'Mejor me escribes al {num} que esto no lo miro', 'Mándame un mensaje al {num}', 'Pues nada, {num} y lo vemos',
    'Para lo del viernes, mi número es {num}', 'Apunta mi móvil personal: {num}', 'Tengo este número: {num}',
    'Llámame si eso al {num}', 'Por si se cae la app: {num}', '{num}, escríbeme cuando puedas', 'Te escribo desde el {num}',
    'Mi teléfono nuevo {num}', 'Yo soy {name}, {num}', 'Número: {num}', 'Lo mejor es que me mandes algo al {num}',
    'Puedes contactarme en el {num}', 'Eh, {num} 😉', 'Sin rollos: {num}', 'Guárdate el {num}', 'Mi fijo es el {num}',
    'Estoy siempre pendiente del {num}', 'Si me escribes al {num} te contesto enseguida', 'Te doy el mío: {num}',
    'Va, que te lo paso: {num}', '{num} <-- escríbeme', 'Ahí tienes: {num}', 'Por si acaso, el mío es el {num}',
    'Mi hermana lleva la agenda, {num}', 'Para reservas privadas: {num}', 'Pregunta por {name} en el {num}',
    'Si no te contesto aquí, insiste en el {num}', 'A cualquier hora en el {num}', 'Ya sabes dónde: {num}',
  ]),
  ...T('phone', 'ca', ['El meu mòbil: {num}', 'Escriu-me al {num} si vols', 'Truca al {num}', 'Em pots trobar al {num}']),
  ...T('phone', 'gl', ['O meu móbil: {num}', 'Escríbeme ao {num} se queres', 'Chama ao {num}', 'Estou no {num}']),
  ...T('phone', 'eu', ['Nire mugikorra: {num}', 'Deitu {num} zenbakira', 'Idatzi {num}', 'Hemen nago: {num}']),
  ...T('phone', 'en', ['My cell: {num}', 'Text {num}', 'Ring me at {num}', 'WhatsApp-free number: {num}']),
  ...T('channel', 'es', [
    '¿Me das tu {chan}?', 'Seguimos por {chan} si te parece', 'Te mando la info por {chan}', 'Escríbeme por {chan} mejor',
    '¿Tienes {chan}? Por ahí es más fácil', 'Te agrego al {chan}', 'Mira el {chan}, te he mandado algo', 'Por {chan} me pillas',
    'Hablamos luego por {chan}', 'Pásame tu {chan} y te escribo', 'Mándame un audio por {chan}', '¿Te paso mi {chan}?',
    'Mejor por {chan}, que aquí tarda', 'En {chan} estoy más activa', 'Contéstame por {chan}', 'Te respondo por {chan}',
    'Dime algo por {chan}', 'Por {chan} te mando el vídeo', 'Nos escribimos por {chan}', '¿Usas {chan}?',
    'Yo lo tengo todo en {chan}', 'Te he buscado en {chan}', 'Te mandé solicitud en {chan}', 'Acepta mi solicitud de {chan}',
    'Mañana te escribo al {chan}', 'Al {chan} mejor', 'Por el {chan} hablamos', '{chan} y lo cerramos',
  ]),
  ...T('channel', 'ca', ['Parlem pel {chan}', 'Tens {chan}? Escriu-me', 'T\'escric pel {chan}']),
  ...T('channel', 'gl', ['Falamos por {chan}', 'Tes {chan}? Escríbeme', 'Mándoche todo polo {chan}']),
  ...T('channel', 'eu', ['{chan}-ez idatziko dizut', '{chan} baduzu?']),
  ...T('channel', 'en', ['Message me on {chan}', 'Got {chan}?', 'I\'ll text you on {chan}']),
  ...T('network', 'es', [
    'Estoy en {net}, búscame', 'Tengo {net}, me llamo {h}', 'Sígueme en {net} y hablamos', 'Mándame un privado en {net}',
    'Escríbeme en {net}', 'Mi perfil de {net}: {h}', 'En {net} me encuentras como {h}', 'Te sigo en {net} y me escribes',
    'Todo lo que hago lo subo a {net}, {h}', '¿Tienes {net}? Agrégame, soy {h}', 'Por {net} te contesto antes', 'Búscame en {net}',
    'Te mando los vídeos por {net}', 'Mis rutinas están en mi {net}', 'Tengo canal en {net}: {h}', 'Hablemos por {net}',
  ]),
  ...T('network', 'ca', ['Segueix-me a {net}', 'Soc a {net} com {h}']),
  ...T('network', 'en', ['Find me on {net}', 'I\'m on {net} as {h}']),
  ...T('description', 'es', [
    'Estoy en {desc}, búscame', 'Escríbeme por {desc}', 'Mándame un mensaje por {desc}', 'En {desc} soy {h}',
    'Tengo cuenta en {desc}', 'Mejor hablamos en {desc}', 'Sígueme en {desc}, subo todo ahí', 'Por {desc} te lo paso',
    '¿Tienes {desc}? Ahí me encuentras', 'Agrégame a {desc}', 'Te he escrito por {desc}', 'Búscame en {desc} como {name}',
  ]),
  ...T('handle', 'es', [
    'búscame: {h}', 'me encuentras como {h}', 'Me puedes encontrar como {h}', 'Pon {h} en el buscador', 'Busca {h}',
    'Figuro como {h}', 'Por ahí me llamo {h}', 'Salgo como {h}', 'Encuéntrame: {h}', 'Estoy como {h} en todas',
    'Allí soy {h}', 'Mi nombre de usuario: {h}', 'Escribe {h} y te salgo', 'Me tienes como {h}', 'Soy {h}, búscame',
    'Mi usuario es {h}, escríbeme', 'Busca por {h} y me hablas', 'Sale {h} si me buscas', 'Me llamo {h} fuera de aquí',
    'Si me buscas: {h}', 'Añádeme, soy {h}',
  ]),
  ...T('handle', 'ca', ['Cerca\'m: {h}', 'Em trobaràs com {h}']),
  ...T('handle', 'gl', ['Búscame: {h}', 'Atoparasme como {h}']),
  ...T('handle', 'eu', ['Bilatu nazazu: {h}', '{h} naiz sarean']),
  ...T('handle', 'en', ['Look for {h}', 'Search {h} and you\'ll find me']),
  ...T('domain', 'es', [
    'Mi web: {dom}', 'Entra en {dom}', 'Todo está en {dom}', 'Lo tienes en {dom}', 'Escríbeme desde {dom}',
    'En {dom} tienes mi contacto', 'Reserva directamente en {dom}', 'Tarifas en {dom}', 'Mira {dom}', 'Mi portfolio: {dom}',
    'Pon {dom} en el navegador', 'Te dejo {dom}', '{dom} tiene todo', 'Info completa en {dom}', 'Formulario en {dom}',
  ]),
  ...T('domain', 'ca', ['La meva web: {dom}', 'Entra a {dom}']),
  ...T('domain', 'en', ['My site: {dom}', 'Check {dom}']),
  ...T('call', 'es', [
    '¿Hablamos de viva voz?', '¿Me haces una perdida?', 'Te marco yo', '¿Te llamo un segundo?', '¿Echamos una llamada?',
    'Hacemos una vídeo y lo vemos', '¿Quedamos en una llamada?', 'Prefiero que lo hablemos por voz', '¿Te viene bien que te llame a mediodía?',
    '¿Me llamas?', 'Un telefonazo y lo cerramos', 'Llámame esta noche', 'Te doy un toque y hablamos', '¿Puedo llamarte luego?',
    'Mejor lo hablamos por teléfono', '¿Te puedo llamar en un rato?', 'Hagamos una videollamada', 'Si quieres te llamo',
    '¿Tienes un momento para una llamada?', 'Luego te pego un toque', 'Llámame cuando salgas', 'Te llamo y lo concretamos',
    '¿Nos llamamos?', 'Te hago una llamada y te cuento', 'Hablamos por voz mejor', 'Llamada rápida y lo dejamos cerrado',
    'Te dejo una llamada perdida', 'Llámame y te lo explico mejor', 'Hacemos un facetime', 'Mejor videollamada que por escrito',
  ]),
  ...T('call', 'ca', ['Et truco', 'Truca\'m quan surtis', 'Ens truquem?']),
  ...T('call', 'gl', ['Chámote eu', 'Chamámonos?', 'Chámame despois']),
  ...T('call', 'eu', ['Deituko dizut', 'Deitu nazazu']),
  ...T('call', 'en', ['Ring me', 'Give me a call', 'Can we hop on a call?']),
  ...T('contact', 'es', [
    'Dame tu contacto', '¿Me dejas tu número?', '¿Tienes número?', '¿Cómo te localizo?', '¿Me das algo para escribirte?',
    '¿A qué número te escribo?', '¿Tienes un tlf?', '¿Tu correo?', 'Mándame tu email', 'Agrégame', '¿Me agregas?',
    'Agrégame a tus contactos', 'Añádeme', '¿Te agrego?', '¿Te puedo agregar?', 'Pásame tu contacto', 'Déjame tu contacto',
    'Necesito un número para escribirte', '¿Dónde te puedo escribir fuera de aquí?', 'Dame tu número y te escribo',
    'Mándame tu número por aquí', '¿Me pasas tu móvil?', 'Pásame un contacto tuyo', 'Tu número, porfa', '¿Me das tu email?',
    'Dame un teléfono de contacto', 'Escríbeme tu número', '¿Me apuntas tu número?', 'Dame el tuyo y te escribo',
  ]),
  ...T('contact', 'ca', ['Dona\'m el teu contacte', 'Em passes el teu número?', 'Afegeix-me als contactes']),
  ...T('contact', 'gl', ['Dáme o teu contacto', 'Pásasme o teu número?']),
  ...T('contact', 'eu', ['Emaidazu zure zenbakia', 'Zure kontaktua?']),
  ...T('contact', 'en', ['What\'s your number?', 'Give me your contact', 'Drop your number']),
  ...T('offplatform', 'es', [
    'Hablamos por fuera de la app', 'Por fuera mejor', 'Esto fuera de la plataforma', 'Salgamos de aquí y hablamos',
    'Esto no por el chat', 'Hablemos por otro medio', 'Hablemos por otro canal', 'Mejor en privado, fuera de aquí',
    'Sin intermediarios mejor', 'Lo hacemos sin pasar por la app', 'Nos saltamos la app y listo', 'Lo apañamos fuera',
    'Lo hablamos por otro lado', 'Fuera de la app te cuento', 'Aquí no, escríbeme por otra parte', 'Lo cerramos entre tú y yo sin la web',
    'Mejor por otra aplicación', 'Sigamos fuera de FitCover', 'Te escribo fuera de esta app', 'Esto por privado mejor',
    'Que no se entere la plataforma', 'Sin comisión si lo hacemos fuera',
  ]),
  ...T('offplatform', 'ca', ['Parlem fora de la plataforma', 'Millor fora de l\'app']),
  ...T('offplatform', 'gl', ['Falamos fóra da app', 'Mellor fóra da plataforma']),
  ...T('offplatform', 'en', ['Let\'s talk off the app', 'Let\'s move this off the platform']),
  ...T('payment', 'es', [
    'Te hago bizum', 'Bizúmame', 'Te mando bizum esta noche', 'Por bizum te pago', 'Te pago en efectivo y sin app',
    'Transferencia a mi cuenta y listo', 'Págame por PayPal', '¿Aceptas Revolut?', 'Te pago por fuera', 'Te lo pago en negro',
    'En B y sin comisión', 'Cash fuera de la app', 'Haz el bizum a {name}', 'Pásame el dinero por bizum', 'Te lo ingreso en tu cuenta',
    'Dame tu IBAN y te transfiero', 'Un bizum de {money} y reservado', 'Pago en mano, sin plataforma', 'Bizum mejor que la app',
    'Págame directo a mí', 'Te hago una transferencia directa', 'El dinero me lo das en mano y así no hay comisión',
  ]),
  ...T('payment', 'ca', ['Et faig bizum', 'Paga\'m en mà i sense app']),
  ...T('payment', 'gl', ['Fágoche un bizum', 'Págame en man']),
  ...T('payment', 'en', ['I\'ll bizum you', 'Pay me cash, no app']),
];
