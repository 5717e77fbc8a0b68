// The fifth generator's attempts: templates in the kinds and the vocabularies their slots
// draw from, written for this round without reading the other generators' templates.
export type Template = { kind: string; text: string };

const t = (kind: string, texts: string[]): Template[] => texts.map((text) => ({ kind, text }));

// prettier-ignore
export const ATTEMPTS: Template[] = [
  ...t('phone', [
    'te dejo mi número: {num}', 'llámame al {num}', '{num} ese es el mío', 'apunta {num} y me dices algo',
    'para lo de las clases escríbeme al {num}', 'mi teléfono {num}', 'si quieres mejor al {num} y lo hablamos',
    'contacto directo {num}', 'me pillas en el {num} por las tardes', 'te paso el número personal, {num}',
    'guárdate esto {num}', 'por si acaso: {num}', 'yo soy Marta, {num}', 'el de la oficina es {num}',
    'm\'ho dius al {num}', 'chámame ao {num}', 'deitu {num} zenbakira', 'hit me up at {num}',
    'mi cel es el {num}', 'aquí tienes: {num}. Escribe cuando puedas', '{num} (whats o llamada, como veas)',
    'el fijo del estudio {num}', 'te doy mi línea: {num}', 'número para lo que necesites → {num}',
    'por si falla la app: {num}', 'mándame un sms al {num}',
  ]),
  ...t('channel', [
    'escríbeme por {chan} mejor', '¿tienes {chan}? así vamos más rápido', 'pásate a {chan} y lo cerramos',
    'te agrego al {chan} si me dices tu nombre', 'hablamos por {chan}, que aquí tardan los avisos',
    'lo vemos en {chan} esta noche', 'en {chan} me encuentras siempre', 'mándame los detalles al {chan}',
    'abro grupo de {chan} con las otras monitoras', 'tengo {chan}, si te va bien', 'usas {chan}?',
    'mejor por el {chan} que lo miro más', 'ens parlem per {chan}', 'falamos polo {chan}', 'dm me on {chan}',
    'a ver si me contestas en {chan}', 'seguimos por {chan} vale?', 'por {chan} te mando el PDF',
  ]),
  ...t('network', [
    'sígueme en {net} y lo vemos', 'búscame en {net}, salgo con mi nombre', 'tengo {net}, me mandas privado',
    'mira mi perfil de {net}', 'en {net} subo todas mis clases', 'estoy en {net} como siempre',
    'me escribes al privado de {net}', 'agrégame en {net}', 'te sigo en {net} y me sigues', 'follow me on {net}',
    'mis rutinas las cuelgo en {net}, búscame', 'mándame un mensaje por {net}', 'segueixme a {net}',
    'tengo cuenta en {net}, búscame allí',
  ]),
  ...t('unknown-app', [
    'búscame en {app}, estoy como {handle}', 'sígueme en {app} porfa', 'tengo {app}, agrégame',
    'te escribo por {app} mejor', 'estoy en {app}, me buscas?', 'mándame un privado en {app}',
    'me encuentras en {app} sin problema', 'hablamos en {app}', 'subo mis coreos a {app}, sígueme',
    '¿tienes {app}? te agrego', 'descárgate {app} y te escribo ahí', 'find me on {app}',
  ]),
  ...t('handle', [
    'soy {handle}, búscame', 'me encuentras como {handle}', 'búscame: {handle}', 'mi usuario {handle}',
    'ponme {handle} en el buscador', 'aparezco como {handle}', 'pregunta por {handle} en cualquier red',
    'estoy como {handle} en todas partes', '{handle} es mi nombre de usuario', 'sígueme, soy {handle}',
    'me llamo {handle} en las redes', 'si buscas {handle} me ves', 'añade a {handle} y hablamos',
    'mi nick es {handle}', 'fuera de aquí soy {handle}', 'escribe a {handle} y te contesto',
  ]),
  ...t('description', [
    'te escribo por {desc}', 'búscame en {desc}', 'tengo cuenta en {desc}', 'mejor hablamos por {desc}',
    'sígueme en {desc}', 'mándame privado en {desc}', 'estoy en {desc} como siempre', 'te agrego en {desc}',
  ]),
  ...t('call', [
    '¿te puedo llamar esta tarde?', '¿hacemos una llamada rápida?', 'te pego un telefonazo y lo hablamos',
    'mejor lo hablamos de viva voz', 'te llamo luego y concretamos', '¿me llamas cuando salgas?',
    'hacemos videollamada y te enseño la sala', 'dame un toque al móvil', '¿quedamos en una videollamada?',
    'te hago una perdida y me guardas', 'mejor por teléfono, que escribir es un rollo', 'can I call you tonight?',
    'et truco demà i ho parlem', 'chámote esta tarde', 'te marco en un rato', 'hablamos por voz mejor',
    'te telefoneo mañana', 'pásame tu telefonillo y te llamo', 'dime tu tlf y te llamo', 'me das tu fono?',
    'te envío un audio por el otro lado', '¿un facetime y lo vemos?',
  ]),
  ...t('ask', [
    '¿me pasas tu número?', 'dame tu contacto y seguimos', '¿cómo te localizo fuera de aquí?',
    '¿tienes algún correo?', 'pásame algo para hablar contigo', '¿me das tu teléfono?', 'déjame tu número',
    '¿cuál es tu email?', '¿me dejas tu móvil?', 'necesito un número para contactarte', 'pasa tu tlf',
    '¿tienes un teléfono de contacto?', 'em passes el teu número?', 'pásame o teu número', 'what\'s your number?',
    '¿a qué número te escribo?', 'dime dónde te escribo fuera de la app', '¿me apuntas tu número aquí?',
  ]),
  ...t('leave', [
    'salgamos de esta app y hablamos tranquilas', 'esto mejor por otro lado', 'mejor seguimos fuera de la plataforma',
    'aquí no, hablamos por otro medio', 'cerremos esto fuera de FitCover', 'sin intermediarios mejor',
    'lo arreglamos tú y yo directamente', 'dejemos la app para otro día, hablamos en otro sitio',
    'hablemos en privado por otra vía', 'no hace falta seguir por aquí, te escribo por otro canal',
    'prefiero no usar el chat de la web', 'let\'s take this off the app', 'parlem fora de l\'aplicació',
    'falamos fóra da app', 'pasemos esta conversación a otra aplicación', 'aquí nos leen, mejor por otra vía',
  ]),
  ...t('pay', [
    'te pago por bizum y nos olvidamos de comisiones', 'págame en efectivo el primer día', 'mejor transferencia directa a mi cuenta',
    'sin pasar por la web, te pago en mano', 'por paypal te lo mando', 'te hago un bizum y listo',
    'cobro en negro, sin factura', 'el pago fuera de la app y nos ahorramos la comisión', 'te ingreso en tu cuenta',
    'te lo doy en metálico', 'mi IBAN es ES12 3456 7890 1234, ingrésame ahí', 'pago por revolut, te va?',
  ]),
  ...t('domain', [
    'mira mi web: {site}', 'todo está en {site}', 'entra en {site} y reserva', 'mis tarifas en {site}',
    'lo tienes en {site}', 'visita {site}',
  ]),
  ...t('email', [
    'escríbeme a {user} arroba gmail punto com', 'mi correo: {user} (at) hotmail', 'mándalo a {user} en gmail',
    'mail: {user} arroba outlook', '{user} [at] yahoo [dot] es', 'email {user} a gmail',
  ]),
];

// prettier-ignore
export const CHANNELS = [
  'wasap', 'wsp', 'whats', 'guasap', 'wa', 'w.a.', 'tele', 'tlgrm', 'telegran', 'tg', 'signal', 'sgnl',
  'messenger', 'msn', 'insta', 'ig', 'i n s t a', 'ɪɴsᴛᴀ', 'wh4ts', 'telegr@m', 'whatsapp', 'Telegram', 'WhatsApp',
  'el wasa', 'el tele', 'el insta', 'discord', 'dc', 'skype', 'el güasap', 'uats', 'teleg', 'el feis', 'fb',
  'el movi', 'el celu', 'sms', 'el telef.', 'el tlf', 'line', 'viber', 'wechat', 'el whatsap',
];
// prettier-ignore
export const NETWORKS = [
  'Instagram', 'TikTok', 'X', 'YouTube', 'Bluesky', 'Twitch', 'Facebook', 'Threads', 'Snapchat', 'Pinterest',
  'LinkedIn', 'Reddit', 'Twitter', 'Mastodon', 'BeReal', 'Tumblr', 'Kick', 'Strava', 'OnlyFans', 'Patreon',
];
/** App names no list of ours is likely to know, capitalised like apps are. */
// prettier-ignore
export const APPS = [
  'Likee', 'Lemon8', 'Kwai', 'Triller', 'Clubhouse', 'Vero', 'Zalo', 'Hive', 'Yubo', 'Plurk', 'Weibo', 'Tango',
  'Bigo', 'Imo', 'Kik', 'Wickr', 'Threema', 'Session', 'Element', 'Rumble', 'Odnoklassniki', 'Minds', 'Gab',
  'Cara', 'Spoutible', 'Lapse', 'Poparazzi', 'Dispo', 'Noplace', 'Sendit', 'Hipi', 'Moj', 'Josh', 'Chingari',
];
// prettier-ignore
export const HANDLES = [
  'saracorre', 'lucia_fit', 'pauentrena', 'martayoga', 'el.coach.dani', 'nuriapilates', 'javi_spinning',
  'carlosmueve', 'anacrossfit', 'itziarfit', 'jordibox', 'xiana.zumba', 'raquelstrong', 'lauramove',
  'mireiafuerza', 'tonirun', 'elenapower', 'migueltrain', 'belenhiit', 'aitorgym', 'sofia.stretch', 'iker_lifts',
  '@nachofit', 'monicadanza', 'evaentrena',
];
// prettier-ignore
export const SITES = [
  'lauraentrena.es', 'pilatesmarta . com', 'coachdani[.]es', 'nuriafit punto es', 'www.sarayoga.net',
  'fitjavi(.)com', 'entrenaconana . es', 'https://carlosbox.fit', 'elenamove,es', 'iker-lifts.eu',
];
// prettier-ignore
export const USERS = ['laura.g', 'martafit', 'dani_coach', 'nuria88', 'javi.spin', 'anacf', 'jordi.box', 'raquelst'];
// prettier-ignore
export const DESCRIPTIONS = [
  'la app del fantasma amarillo', 'la red de los vídeos cortos', 'la app verde del teléfono', 'la del avión de papel',
  'la app de la cámara', 'la red del pajarito', 'la red profesional', 'la app morada', 'la de los directos',
  'la app de mensajes azul', 'la red de las fotos', 'la app de la mariposa', 'la app de los bailes', 'la red de los hilos',
  'la app china de vídeos', 'la app de las historias', 'el chat del globo verde', 'la red de currículums',
];
