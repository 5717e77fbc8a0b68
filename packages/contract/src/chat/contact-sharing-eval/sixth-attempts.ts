// The sixth generator's attempts (issue 26, sixth round; ADR 0015): someone passing a phone,
// an e-mail, a handle, a link, or a move off the platform (talking or paying outside) through a
// gym chat, written the way people type on a phone. Slots: {num} a phone in one of the number
// forms, {chan} a messaging channel, {net} a network, {desc} a network described, {handle},
// {mail} an e-mail in some disguise, {site} a link.
export type Attempt = { kind: string; text: string };
const k = (kind: string, texts: string[]): Attempt[] => texts.map((text) => ({ kind, text }));

// prettier-ignore
export const ATTEMPTS: Attempt[] = [
  ...k('phone', [
    'mi numero {num}', 'apuntate esto {num} y me escribes', 'si quieres hablamos, {num}', '{num} es el mio',
    'te dejo el mío x si acaso {num}', 'soy la de pilates, {num}', 'cualquier cosa al {num}', 'guardalo: {num}',
    'llamame al {num} cuando puedas', 'me pillas en el {num} a partir de las 8', 'tlf {num}', 'escribeme {num} porfa',
    'el mio es el {num} (sin prisa)', 'para lo de las clases particulares {num}', 'apunta {num} y me dices algo',
    'toma nota {num}', 'mi cel es {num}', 'mi celu {num}', 'este es mi fono {num}', 'el meu numero es {num}',
    'o meu número é {num}', 'nire zenbakia {num} da', 'my number {num}', 'por si no me ves por aqui {num}',
    'te lo paso y lo hablamos tranquilos: {num}', '{num} 👈 ese', 'ahi tienes {num} 😊', 'dictado: {num}',
    'numero nuevo {num}', 'ya sabes donde encontrarme {num}', 'mandame un msj al {num}', 'contacto directo {num}',
    'si no contesto insiste {num}', 'mi mujer lleva las reservas, su num {num}', 'el de mi entrenador personal {num}',
    'mi linea personal {num}', 'te doy un toque desde el {num}', 'perdido el movil? no, este es: {num}', 'es {num}',
    'mira {num}', "truca'm al {num}", 'chamame ao {num}', 'deitu {num}-ra', 'wsp {num}', 'wasap {num}',
    'al whats {num}', '{chan} {num}', 'por {chan} al {num}', 'estoy en {chan} con el {num}',
    'agregame al {chan}: {num}', 'dame un toque al {num} y te cuento', 'hablame al {num} q aqui no miro',
  ]),
  ...k('channel', [
    'tienes {chan}?', 'me escribes por {chan} mejor', 'pasame tu {chan}', 'seguimos por {chan}',
    'lo vemos por {chan} vale?', 'te agrego al {chan}', 'hablamos x {chan}', 'dime tu {chan} y te escribo',
    'por {chan} es más facil', 'me mandas un {chan}?', 'te mando la info por {chan}',
    'crea un grupo de {chan} con los del grupo de las 7', 'escribeme al {chan} q lo miro antes',
    'mandame un audio por {chan}', 'usas {chan}?', 'tens {chan}?', 'tes {chan}?', 'pasa el {chan} anda',
    'el {chan} lo miro mas q esto', 'y si lo hablamos en {chan}?',
  ]),
  ...k('network', [
    'sigueme en {net}', 'buscame en {net}', 'estoy en {net} como {handle}', 'en {net} subo las rutinas: {handle}',
    'me encuentras en {net}', 'tienes {net}? te sigo', 'te escribo por {net}', 'mira mi {net} {handle}',
    'agregame en {net}', 'pasame tu {net}', 'hablamos por {net} mejor', 'en {net} soy {handle}', '{net}: {handle}',
    'dame tu {net} y te mando los videos', 'te he mandado solicitud en {net}', 'mi perfil de {net} es {handle}',
    'sube a {net} y etiquetame {handle}', 'lo tengo todo colgado en {net}', 'ven a mi canal de {net}',
    'escribeme en {net} por privado', 'en el {net} de la academia {handle} tienes todo',
  ]),
  ...k('description', [
    'buscame en {desc}', 'estoy en {desc}, {handle}', 'hablamos por {desc}', 'me sigues en {desc}?',
    'en {desc} soy {handle}', 'me escribes por {desc} y lo cuadramos', 'tienes {desc}? alli te paso todo',
    'subo los entrenos a {desc}, busca {handle}', 'te agrego en {desc}', 'por {desc} te contesto antes',
  ]),
  ...k('handle', [
    'buscame: {handle}', 'me encuentras como {handle}', 'soy {handle} en todos lados', 'mi user {handle}',
    'agregame {handle}', 'sigueme {handle} 😉', 'usuario {handle}', 'estoy como {handle}', 'buscame como {handle}',
    'aparezco como {handle}', 'me sale como {handle}', '{handle} es mi cuenta', 'pon {handle} en el buscador',
    'mi nick es {handle}', 'busca {handle} y dale a seguir', 'me llamo {handle} alli', 'te dejo mi @: {handle}',
    'cuenta: {handle}', 'mi perfil {handle}', 'si me buscas {handle}',
  ]),
  ...k('email', [
    'mi correo {mail}', 'mandamelo a {mail}', 'escribeme a {mail}', 'el mail es {mail}', 'email: {mail}',
    'te paso mi correo: {mail}', 'enviame el pdf a {mail}', 'mejor por correo {mail}', 'mi gmail {mail}',
    'contacto {mail}', 'si prefieres {mail}', 'el meu correu {mail}', 'o meu correo {mail}',
    'mandame la factura a {mail} y no por aqui', '{mail} ahi me escribes',
  ]),
  ...k('link', [
    'mira mi web {site}', 'toda la info en {site}', 'reserva directamente en {site}', 'entra en {site}',
    'aqui tienes mis tarifas {site}', '{site} ahi estan mis planes', 'te dejo el enlace {site}', 'link: {site}',
    'pincha aqui {site}', 'mis rutinas en {site}', 'busca {site} en google', 'el formulario esta en {site}',
    'compra el plan en {site} y te sale mas barato',
  ]),
  ...k('call', [
    'te puedo llamar?', 'te llamo luego y lo hablamos', 'mejor te hago una llamada', 'hacemos videollamada?',
    'una videollamada de 5 min y lo vemos', 'te doy un toque esta tarde', 'me llamas cuando salgas?',
    'llamame y te explico', 'hacemos un zoom?', 'hablamos por telefono mejor', 'pasame tu numero y te llamo',
    'te marco en un rato', 'te hago una perdida y guardas mi numero', 'podemos hablar por videollamada?',
    'un facetime rapido?', 'me puedes llamar?', 'te llamo esta noche vale?', 'call me later',
    'quedamos en una videoconferencia por meet', 'marcame y lo cerramos', 'et truco i ho parlem', 'chamote despois',
  ]),
  ...k('contact', [
    'dame tu contacto', 'pasame tu numero', 'me das tu tlf?', 'cual es tu telefono?', 'tienes movil?',
    'me pasas tu cel?', 'dame tu numero porfa', 'como te puedo contactar fuera de aqui?', 'tienes otro contacto?',
    'me dejas tu correo?', 'dame tu mail y te mando el plan', 'me pasas tu email?', 'cual es tu correo?',
    'pasame algun contacto tuyo', 'me das tu insta?', 'dame tus datos y te escribo', 'tienes algo donde escribirte?',
    'agregame', 'te agrego?', 'donde te puedo escribir que no sea aqui?', 'pasame el tuyo y te escribo',
    'dame tu numerito', 'me pasas tu fono?', 'me das tu celular?', 'tens mòbil?', 'tes teléfono?',
  ]),
  ...k('leave', [
    'hablamos por fuera de la app', 'mejor por fuera', 'salgamos de aqui y lo hablamos',
    'esto mejor fuera de la plataforma', 'no hace falta la app para esto', 'lo arreglamos entre nosotros sin la app',
    'hablemos en privado fuera de aqui', 'por aqui no, mejor por otro lado', 'te escribo por otro sitio',
    'lo seguimos en otro chat', 'por privado mejor', 'mejor lo hablamos fuera del chat', 'saltemonos la app',
    'dejamos la app y lo hacemos directo', 'la app se queda con comision, lo hacemos por fuera',
    'sin intermediarios mejor', 'hablamos directamente tu y yo fuera',
    'aqui me controlan los mensajes, mejor por otro lado', 'parlem per fora', 'falamos por fora da app',
    'contactame por otra via', 'nos vemos en otro canal', 'quedamos fuera de la plataforma y te lo explico',
  ]),
  ...k('pay', [
    'te hago un bizum', 'me lo pagas por bizum', 'bizum al {num}', 'pagame por paypal mejor',
    'te paso mi cuenta y me haces transferencia', 'pagame en efectivo y nos ahorramos la comision',
    'si me pagas directamente te hago descuento', 'en mano y sin la app', 'mi iban es ES91 2100 0418 4502 0005 1332',
    'haz la transferencia a ES79 2100 0813 6101 2345 6789', 'pago por revolut?', 'me lo mandas por revolut',
    'por bizum es mas comodo', 'te hago bizum y listo', 'cobro por fuera, me haces un bizum',
    'la clase me la pagas a mi directamente', 'mandame el dinero por paypal a {mail}',
    'sin pasar por la app te sale mas barato', 'pagame por fuera y te regalo una clase', 'cash y no pagamos comision',
    'em fas un bizum', 'faime un bizum', 'pasamelo por western union',
  ]),
];

// prettier-ignore
export const CHANNELS = [
  'wsp', 'wasap', 'whatsapp', 'guasap', 'wpp', 'whats', 'wa', 'tg', 'telegram', 'tele', 'signal', 'wasa', 'güasap',
  'w h a t s', 'whаtsapp', 'ᴡʜᴀᴛsᴀᴘᴘ', 'ｗｈａｔｓａｐｐ', "what's app", 'whatsap', 'wats', 'uasap', 'wazap', 'guasa',
  'telegrama', 'tlgrm', 'sms', 'imessage', 'wechat', 'viber', 'line', 'watsap', 'wh4tsapp', 'w.a', 'W-A-P', 'teleg',
  'whats app', 'wasaaap', 'Whatsaap', 'te le gram', 'TELEGRAM', 'g u a s a p', 'wassap', 'whatsupp',
];
// prettier-ignore
export const NETWORKS = [
  'insta', 'ig', 'instagram', 'ɪɴsᴛᴀ', 'i n s t a', 'tiktok', 'tik tok', 'tt', 'face', 'fb', 'facebook', 'twitter', 'X',
  'youtube', 'yt', 'twitch', 'bluesky', 'threads', 'snap', 'snapchat', 'linkedin', 'discord', 'onlyfans', 'strava',
  'pinterest', 'mastodon', 'BeReal', '𝐢𝐧𝐬𝐭𝐚𝐠𝐫𝐚𝐦', 'instagrm', 'inst4', 'tiktock', 'feisbuk', 'el face', 'el insta',
  'el tiktok', 'youtub', 'el tuiter', 'bsky', 'tw', 'ins ta', 'Ｉｎｓｔａ', 'tik-tok', 'reddit', 'vk', 'kick',
];
// prettier-ignore
export const DESCRIPTIONS = [
  'la red del pajarito', 'la app de las fotos', 'la app de los videos cortos', 'la del fantasmita', 'la de los bailes',
  'la red azul de los viejos', 'la app del pajaro azul', 'la app del avion de papel', 'la app de los mensajes verdes',
  'la red de los curriculums', 'la de la camara', 'la app de los directos', 'la app morada de streaming',
  'la red de la mariposa', 'la app de la notita', 'la app del fantasma amarillo', 'el canal de videos de google',
  'la app de mensajeria verde', 'la red de las historias', 'la app del globito azul',
];
// prettier-ignore
export const HANDLES = [
  '@laura_fit', '@marcostrainer', 'pau.entrena', 'nuria.box92', 'coach_dani', 'sergiofitness', 'elenayoga_', 'fitconjavi',
  'raul.pt', 'maria_runs', '@xavi.gym', 'anecoach', 'iker.crossfit', 'mire_yoga', '@ainhoa.pilates', 'trainer_jordi88',
  'lucia.moves', '@pt.carlos', 'entrenaconmarta', 'david_hiit', 'yoga.con.ines', '@nere_fit', 'lolapower_', 'toni.calistenia',
  'bea_strong', 'oscar.run10k', '@sandrafitlife', 'migue_boxeo', 'cris.zumba', 'ander_lifts',
];
// prettier-ignore
export const USERS = ['laura.fit', 'marcos88', 'pau_entrena', 'nuria.box', 'dani.coach', 'elena.yoga', 'javi2024', 'raul.pt', 'ainhoa.p', 'jordi_trainer', 'lucia.m', 'carlospt'];
// prettier-ignore
export const DOMAINS = ['gmail', 'hotmail', 'outlook', 'yahoo', 'icloud', 'protonmail', 'live', 'telefonica', 'yahoo.es'];
// prettier-ignore
export const MAIL_FORMS = [
  '{u}@{d}.com', '{u} arroba {d} punto com', '{u} (at) {d} (dot) com', '{u} @ {d} . com', '{u}[arroba]{d}.es', '{u} en {d}',
  '{u} ＠ {d}', '{u}@ {d} punto es', '{u} AT {d} DOT com', '{u} arroba {d}', '{u}@{d}', '{u}(arroba){d}(punto)com',
  '{u} a {d} punto com', '{u} @{d}', '{u}(a){d}.com', '{u} ａｔ {d}', '{u}@{d}.c o m', '{u} 🌀 {d} punto com',
  '{u}@{d}·com', '{u} arroba {d} .es', '{u}@{d}[.]com', '{u} arrova {d} punt com',
];
// prettier-ignore
export const SITES = [
  'lauraentrena . es', 'lauraentrena[.]com', 'www.lauraentrena.com', 'lauraentrena punto es', 'linktr.ee/laurafit',
  'bit.ly/3xYzQ2', 'wa.me/34612987345', 't.me/laurafit', 'calendly.com/laura-pt', 'lauraentrena dot com',
  'https://lauraentrena.es', 'lauraentrena(punto)cat', 'lauraentrena.eus', 'lauraentrena·com', 'w w w . pauentrena . com',
  'pauentrena,es', 'pauentrena (.) net', 'h t t p s : / / pau.fit', 'pau-fit.gal', 'tinyurl.com/pauplan',
  'fitconjavi . online', 'javi[punto]fit', 'www punto javifit punto es', 'hxxps://javi.fit/planes', 'javifit。com',
];
