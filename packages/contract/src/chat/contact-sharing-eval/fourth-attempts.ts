// The fourth generator's attempts: templates by kind, and the vocabularies of their slots
// ({num} a phone number in some form, {chan} a talking app, {net} another network, {desc} a
// network described, {handle}, {site}, {user}). Written without the other generators' lists.

export type Template = { kind: string; text: string };

const kind = (k: string, texts: string[]): Template[] => texts.map((text) => ({ kind: k, text }));

// prettier-ignore
export const ATTEMPTS: Template[] = [
  ...kind('phone', [
    '{num}', 'para lo que necesites, {num}', 'este es el mío: {num}', 'apunta {num} y me dices algo',
    '{num} es el mío', 'por si acaso: {num}', 'contacta conmigo en el {num}', 'te paso el mío, {num}, y hablamos',
    'Soy Carla, {num}', 'cualquier cosa al {num}', 'agenda esto {num}', 'el mío por si lo pierdes {num}',
    'el meu és {num}', 'o meu é {num}', 'hau da nirea: {num}', 'reach me on {num}', 'my digits: {num}',
    'guarda este {num} y hablamos tranquilamente', 'si te surge algo {num}', 'mi número personal {num}',
    'mejor escríbeme directamente al {num}', 'te lo dejo aquí: {num} (solo mensajes)', 'ahí va: {num}',
    'toma, {num}, que por aquí tardo en contestar', '{num} ← ahí me pillas', 'ok pues {num} y lo cerramos',
    'por privado mejor, {num}', 'mi cel {num}', 'anótalo: {num}', 'de parte de Jorge: {num}',
  ]),
  ...kind('channel', [
    'hablamos por {chan}', '¿tienes {chan}?', 'agrégame en {chan}', 'mejor por {chan} que por aquí',
    'te escribo al {chan} esta noche', '{chan}?', 'estoy en {chan} como siempre', 'mándame un audio por {chan}',
    '¿me das tu {chan}?', 'mira tu {chan}, te he escrito', 'seguimos en {chan}', 'en {chan} te paso las fotos',
    'pásate a {chan} y lo vemos', 'por {chan} contesto antes', 'ens parlem per {chan}?', 'falamos polo {chan}',
    'text me on {chan}', '{chan} mejor, que aquí no miro', 'si tienes {chan} te agrego', 'te mando el plan por {chan}',
    'hazme un {chan} cuando salgas', 'nos vemos en el {chan} de siempre', 'te tengo en {chan}? creo que no',
    'respóndeme por {chan} porfa',
  ]),
  ...kind('network', [
    'sígueme en {net}', 'subo mis rutinas a {net}, búscame', 'tengo canal en {net}', 'mira mi {net}',
    'te paso mi {net} y hablamos por ahí', '¿estás en {net}?', 'te mando mensaje por {net}',
    'escríbeme por {net} que allí respondo', 'en mi {net} tienes todo', 'me encuentras en {net} como {handle}',
    'por {net} te contesto más rápido', 'dame tu {net} y te sigo', 'follow me on {net}', 'segueix-me a {net}',
    'hablamos por el chat de {net}', 'mándame un privado en {net}',
  ]),
  ...kind('description', [
    'escríbeme por {desc}', 'mejor hablamos en {desc}', '¿estás en {desc}?', 'te busco en {desc}',
    'estoy en {desc}, búscame', 'pásame tu usuario de {desc}', 'allí en {desc} te cuento más',
    'nos vemos en {desc} 😉', 'mándame algo por {desc}', 'te agrego en {desc} y seguimos',
    'tengo cuenta en {desc}, ¿y tú?', 'por {desc} te contesto al momento',
  ]),
  ...kind('handle', [
    'búscame como {handle}', 'soy {handle} en todas partes', 'me encuentras por {handle}', '{handle} es mi usuario',
    'agrégame: {handle}', 'mi user es {handle}', 'pon {handle} en el buscador', 'sígueme, {handle}',
    'estoy como {handle} en todas las redes', 'si me buscas, {handle}', 'busca {handle} y escríbeme',
    'me llamo {handle} ahí fuera', 'mi nick: {handle}', 'cuenta: {handle}', 'find me as {handle}',
    'em trobes com {handle}',
  ]),
  ...kind('domain', [
    'toda la info en {site}', 'reserva directamente en {site}', 'mi web: {site}', 'entra en {site} y me escribes',
    'los precios están en {site}', 'mira {site}, ahí tienes mi formulario', '{site} y me pides cita', 'check {site}',
  ]),
  ...kind('email', [
    'mi correo es {user} arroba gmail punto com', 'escríbeme a {user} (at) gmail', 'mándalo a {user} at hotmail',
    'correo: {user} en gmail', '{user} [arroba] yahoo punto es', 'te lo mando por mail, el mío es {user} gmail',
    'mi e-mail personal: {user} arroba outlook', 'send it to {user} at gmail dot com',
  ]),
  ...kind('call', [
    '¿te puedo llamar un momento?', 'te doy un toque luego', 'hacemos una videollamada y lo vemos',
    'te hago una perdida y me guardas', '¿me llamas esta tarde?', 'mejor lo hablamos de viva voz', '¿un FaceTime rápido?',
    'llámame y lo cerramos', '¿nos llamamos mañana?', 'hagamos una llamada de cinco minutos', 'podemos hablar por voz',
    'te telefoneo mañana', 'te marco luego', 'can I call you later?', 'em pots trucar aquesta tarda?',
    'chámame cando poidas', 'deitu iezadazu', 'prefiero una llamada, que escribir me cuesta', 'hablamos por Zoom mejor',
    'te pego un telefonazo', '¿videochat esta noche?', 'dame un toque cuando salgas', 'llamada rápida y lo dejamos listo',
    '¿te llamo o me llamas?',
  ]),
  ...kind('contact', [
    'dame tu número y te escribo', '¿me pasas tu contacto?', 'pásame algo para escribirte', '¿cómo te localizo fuera de aquí?',
    'déjame tu número', '¿me das el tuyo?', '¿tienes algún número?', '¿a qué número te escribo?', "what's your number?",
    'em passes el teu número?', '¿me dejas tu contacto personal?', 'mándame tus datos de contacto', 'pasa tu número',
    '¿tu número?', 'dame una forma de contactarte', 'necesito un número para avisarte',
  ]),
  ...kind('offplatform', [
    'mejor hablamos fuera de la app', 'salgamos de aquí y lo hablamos tranquilos', 'sigamos por otro lado',
    'esto mejor por privado', 'por aquí no, que lo leen', '¿hablamos por otro sitio?', 'te escribo por fuera',
    'deja la app, yo te contacto', "let's move this off the app", "millor parlem fora de l'aplicació",
    'mellor falamos fóra', 'aquí no me gusta hablar, ¿tienes otra forma?', 'te agrego en otra app',
    'pasemos a otra aplicación', 'lo cerramos entre nosotros sin la plataforma', 'no hace falta usar la web para esto',
    'olvídate de FitCover, lo hacemos tú y yo', 'seguimos la conversación en otro chat',
  ]),
  ...kind('payment', [
    'págame por bizum y nos ahorramos la comisión', 'te hago un bizum', 'transferencia directa a mi cuenta y te hago descuento',
    'en efectivo el primer día y no pasamos por la plataforma', 'si me pagas en mano te lo dejo más barato',
    'te paso mi IBAN', 'el pago por PayPal aparte', 'por fuera te sale más barato', 'cash and we skip the fees',
    'bizumeame 20 y listo', 'págame a mí directamente', 'ingrésamelo en mi cuenta', 'pagas en metálico y sin recibo',
    'me haces la transferencia y no pasamos por aquí',
  ]),
];

// prettier-ignore
export const CHANNELS = [
  'wasap', 'guasap', 'whats', 'wsp', 'wpp', 'wassap', 'uatsap', 'WA', 'wapp', 'telegrám', 'tlgrm', 'tg', 'el tele',
  'telegra', 't e l e g r a m', 'insta', 'IG', 'instagrm', 'i g', 'ínsta', 'insta gram', 'fb', 'el face', 'feis',
  'fbook', 'facebuk', 'w.h.a.t.s', 'wh4ts', '1nsta', 'ɪɴsᴛᴀ', 'ｗａｓａｐ', 'ᴡʜᴀᴛsᴀᴘᴘ', 'signal', 'sgnl', 'discord',
  'skype', 'snap', 'snapchat', 'messenger', 'viber', 'wechat', 'wats', 'telegramm', 'instaa', 'Whats App', 'tele gram',
  'W-A', 'wasapp', 'guatsap', 'el guasa', 'watsap', 'insta 📸', 'tlg', 'T.G.', 'ws', 'i.n.s.t.a', 'facebú',
];
// prettier-ignore
export const NETWORKS = [
  'X', 'YouTube', 'TikTok', 'Bluesky', 'Twitch', 'Threads', 'Strava', 'Pinterest', 'Reddit', 'BeReal', 'Mastodon',
  'Patreon', 'OnlyFans', 'Substack', 'Vimeo', 'tiktok', 'yutub', 'el tuiter', 'twich', 'tik tok', 'you tube', 'Twitter',
  'la X', 'Tik-Tok', 'YT', 'bsky', 'Kwai', 'Likee', 'Discord', 'Snapchat', 'Telegram', 'LinkedIn',
];
// prettier-ignore
export const DESCRIPTIONS = [
  'la app de las fotos', 'la red del pajarito', 'la aplicación verde', 'la del fantasmita', 'la de los vídeos cortos',
  'la app del avión de papel', 'la red de los hilos', 'la de los mensajes que se borran', 'la del pájaro azul',
  'la app del globito', 'la red de los currículums', 'la de los bailecitos', 'la de las historias de 24 horas',
  'la app con el icono de la cámara', 'la del teléfono verde', 'la app morada', 'la red de los directos de videojuegos',
  'la app de los corredores', 'la red del logo de la mariposa', 'la app de mensajería azul', 'la de la cámara de colores',
  'la del fantasma amarillo', 'la red social de las fotos', 'la app de los audios',
];
// prettier-ignore
export const HANDLES = [
  'laura_trains', 'marta.fit92', 'coach.pablo', 'pilatesconines', 'javi__run', 'runwithsara', 'SaraMoves', 'elenafitbcn',
  'hiit_hector', 'yoga.con.irene', 'xabi.lifts', 'martaentrena', 'nerea_box_', 'aitor.core', 'noeliastrong',
  'CrossConRaul', 'gymbyandrea', 'lucia.moves.bcn', 'itziar_yoga', 'pablo_pt_88', 'SilviaFitLife', 'dani.entrena',
  'pauruns', 'alba_spin_', 'entrenaconmiguel', 'FitJordi',
];
// prettier-ignore
export const SITES = [
  'martafit.es', 'martafit . com', 'entrenaconana[.]es', 'pablopt punto es', 'irenemueve(dot)fit', 'www lauracoach es',
  'jordifit・es', 'corecat . cat', 'xabilifts.eus', 'hiitconhector.com', 'sarapilates. es', 'nuria entrena . es',
  'mueveteconleo (punto) com', 'saraentrena,es', 'www.pablopt.fit', 'elenayoga.net',
];
// prettier-ignore
export const USERS = [
  'marta.ruiz', 'javi_pt', 'laura1987', 'coachpablo', 'nereabox', 'irene.yoga', 'hector_hiit', 'anafit',
  'jordi.entrena', 'sara.run',
];
