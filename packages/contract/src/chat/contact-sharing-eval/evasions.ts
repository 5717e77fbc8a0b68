// Templates of contact-sharing attempts for the generated corpus, by kind. Each template is split
// into tuning or held-out as a whole; its slots draw from split vocabularies (random.ts).
import type { Gen } from './random.ts';
import {
  phoneAny,
  phoneDigits,
  phoneFill,
  phoneIntl,
  phoneMixed,
  phonePrefixed,
  phoneScript,
  phoneWords,
} from './phones.ts';
import type { Lang } from './spell.ts';
import { channel, displayName, domain, email, handle, phoneWord, DESCRIPTIONS, NETWORKS } from './slots.ts';

export type Template = { kind: string; lang: Lang; text: string };

// prettier-ignore
const WHEN = [
  'luego', 'esta tarde', 'mañana', 'en un rato', 'cuando puedas', 'esta noche', 'a las 8', 'el lunes', 'ahora',
  'después de clase',
];

// prettier-ignore
const PHONE_INTROS: Record<Lang, string[]> = {
  es: [
    '{phone}', 'Mi número es {phone}', 'Apunta: {phone}', 'Llámame al {phone}', 'Te dejo el {phone} por si acaso',
    'Escríbeme al {phone}', 'Estoy en el {phone}', '{phone}, llámame cuando puedas', 'Para lo que necesites: {phone}',
    '{phone} y hablamos', 'Mejor al {phone}, que aquí no me entero', 'Apúntate esto: {phone}',
    'Por si se cae la app: {phone}', '{phone} (tardes)', 'Guárdate el {phone}', 'Te paso el mío: {phone}',
    'Así me localizas: {phone}', 'El de la recepción es {phone}', 'Contacto directo {phone}',
    'Si hay cambios avísame al {phone}', 'Mi num {phone}', 'Ahí va: {phone}', 'Esto es lo que me pediste: {phone}',
    'Te lo dejo aquí {phone} y luego lo borro', 'A ver si así pasa: {phone}', '{phone} 😉', 'me pillas en el {phone}',
    'el mío es el {phone}', 'cualquier cosa al {phone}', 'Hola! {phone} es el mío, escríbeme',
    'Te paso el número de la coordinadora: {phone}', 'Si quieres hablarlo: {phone}', 'Ok, pues {phone}',
    'Anota {phone} y me haces una perdida', 'Mándame un mensaje al {phone} y te respondo rápido',
    'El número es el {phone}', 'Vale, te lo paso: {phone}', 'Te dejo mi contacto: {phone}',
    'Para el lunes, mejor {phone}', 'Pregunta por mí en el {phone}', 'Yo soy el {phone}',
    'Si no contesto aquí: {phone}',
  ],
  ca: [
    'El meu número és {phone}', "Truca'm al {phone}", 'Apunta: {phone}', 'Escriu-me al {phone}',
    'Em trobes al {phone}', 'Et deixo el {phone}',
  ],
  gl: ['O meu número é {phone}', 'Chámame ao {phone}', 'Apunta: {phone}', 'Escríbeme ao {phone}', 'Estou no {phone}'],
  eu: [
    'Nire zenbakia: {phone}', 'Deitu: {phone}', '{phone} deitu', 'Idatzi {phone} zenbakira',
    'Hau da nire zenbakia: {phone}',
  ],
  en: [
    'My number is {phone}', 'Call me on {phone}', 'Text me at {phone}', 'Reach me at {phone}',
    "Here's my number: {phone}",
  ],
};

// prettier-ignore
const TEXT_TEMPLATES: Record<string, Partial<Record<Lang, string[]>>> = {
  channel: {
    es: [
      'Hablamos por {channel}', 'Te escribo por {channel}', '¿Tienes {channel}?', 'Pásame tu {channel}',
      'Agrégame al {channel}', 'Mejor por {channel}, que aquí tardo', 'Te mando las fotos por {channel}',
      '¿Me das tu {channel}?', 'Sigamos por {channel}', 'Escríbeme al {channel} y lo cerramos',
      'Por {channel} te contesto antes', '¿Hablamos mejor por {channel}?', '{channel}?',
      'Te paso el horario por {channel}', 'Mejor por {channel} 🙏', 'Mándame un audio por {channel}',
      'Te busco en {channel}', 'Por {channel} mejor', 'Llámame al {phoneword}',
      'Escríbeme al {phoneword} cuando salgas', 'Dime tu {phoneword} y te llamo', 'Pásame el {phoneword}',
      '¿Me pasas tu {phoneword}?', 'Te escribo al {phoneword}', 'Mi {phoneword} ya lo tienes',
    ],
    ca: ['Parlem per {channel}', "T'escric per {channel}", "Passa'm el teu {channel}", 'Truca-me al {phoneword}'],
    gl: ['Falamos por {channel}', 'Escríboche por {channel}', 'Pásame o teu {channel}'],
    eu: ['{channel} bidez hitz egingo dugu', 'Idatzi {channel}-en'],
    en: ["Let's talk on {channel}", 'Message me on {channel}', 'Do you have {channel}?', 'Text me on {channel}'],
  },
  network: {
    es: [
      'Búscame en {network}, soy {handle}', 'Estoy en {network} como {handle}', 'Sígueme en {network}',
      'Mira mi {network} y me dices', 'Tengo canal de {network}, búscalo: {name}', 'En {network} salgo como {handle}',
      'Mi {network} es {handle}', '{network}: {handle}', 'Te escribo por {network}', 'Hablemos por {network}',
      'Agrégame en {network}', 'Me encuentras en {network} como {name}', 'Pásame tu {network}',
      'Escríbeme por {network} mejor', 'Te dejo mi {network}: {handle}', 'Sígueme por {network} y me escribes',
    ],
    ca: ["Busca'm a {network}, sóc {handle}", 'Segueix-me a {network}'],
    gl: ['Búscame en {network}, son {handle}'],
    en: ['Find me on {network}: {handle}', 'Follow me on {network}', "I'm {handle} on {network}"],
  },
  description: {
    es: [
      'Búscame en {desc}, soy {handle}', 'Estoy en {desc} como {handle}', 'Escríbeme por {desc}',
      '¿Tienes {desc}? Te escribo por ahí', 'Sígueme en {desc}', '¿Me agregas en {desc}?',
      'Mándame un mensaje por {desc}', 'Hablamos por {desc}', 'Mejor por {desc}',
      'Me encuentras en {desc} como {name}', 'Te paso mi usuario de {desc}', 'En {desc} soy {handle}',
    ],
    en: ['Find me on the bird app, {handle}', "I'm on the photo app as {handle}"],
  },
  handle: {
    es: [
      'Búscame: {handle}', 'Me encuentras como {handle}', 'Me encontrarás como {handle}', 'Salgo como {handle}',
      'Aparezco como {handle}', 'Mi usuario es {handle}', 'Estoy como {handle} en todas las redes',
      'Soy {handle} en todos lados', 'Búscame como {name}', 'Encuéntrame como {handle}', 'Mi alias: {handle}',
      'nick: {handle}', 'Usuario {handle}, agrégame', 'Me puedes buscar como {handle}', 'Búscame por {handle}',
      'Pon {handle} en el buscador y me sales', 'Agrégame: {handle}', 'Sígueme: {handle}', 'Me tienes como {handle}',
      'Estoy en todas partes como {handle}', 'Mi user: {handle}', 'Ahí me encuentras: {handle}',
    ],
    ca: ['Em trobes com a {handle}', "Busca'm: {handle}", 'Sóc {handle} a totes les xarxes'],
    gl: ['Atópasme como {handle}', 'Búscame como {handle}'],
    eu: ['Bilatu nazazu: {handle}'],
    en: ['Find me as {handle}', 'Look me up: {handle}', "I'm {handle} everywhere"],
  },
  domain: {
    es: [
      '{domain}', 'Mira {domain}', 'Mi web: {domain}', 'Tienes todo en {domain}', 'Entra en {domain} y me escribes',
      'Reserva en {domain}', 'Info en {domain} 👈', 'Mis tarifas: {domain}',
    ],
    en: ['My site: {domain}', 'Check {domain}'],
  },
  email: {
    es: [
      '{email}', 'Mi correo es {email}', 'Escríbeme a {email}', 'Mándame el contrato a {email}', 'Correo: {email}',
      'Te paso mi correo: {email}',
    ],
    ca: ['Escriu-me a {email}', 'El meu correu: {email}'],
    en: ['Email me at {email}', 'My address is {email}'],
  },
  call: {
    es: [
      '¿Te puedo llamar?', '¿Puedo llamarte {when}?', 'Te llamo {when} y lo hablamos', 'Te doy un toque {when}',
      'Hacemos una videollamada {when}?', '¿Una videollamada {when}?', 'Te hago una llamada {when}',
      '¿Me llamas {when}?', 'Llámame {when}', 'Márcame {when}', 'Te marco {when}',
      'Mejor por llamada, ¿te va {when}?', 'Hablamos por voz {when}', 'Lo hablamos por videollamada',
      'Nos llamamos {when} y lo cerramos', 'Te pego un toque {when}', 'Hazme una perdida y te llamo',
      '¿Hablamos por Zoom {when}?', '¿Te importa si te llamo {when}?', 'Prefiero hablarlo por llamada',
      '¿Hacemos una llamada rápida {when}?', 'Mejor te llamo y te lo explico', 'Te telefoneo {when}',
    ],
    ca: [
      'Et puc trucar {when}?', 'Et truco {when}', "Truca'm {when}", 'Fem una videotrucada?',
      'Et faig una trucada {when}',
    ],
    gl: ['Chámame {when}', 'Podo chamarte {when}?', 'Facemos unha videochamada?', 'Chámote {when}'],
    eu: ['Deitu iezadazu {when}', 'Deituko dizut {when}', 'Bideodei bat egingo dugu?'],
    en: [
      'Can I call you {when}?', "I'll call you {when}", 'Call me {when}', "Let's hop on a call {when}",
      "Let's do a video call", 'Give me a ring {when}',
    ],
  },
  contact: {
    es: [
      'Dame tu contacto', 'Pásame tu contacto y te escribo', '¿Me das tu contacto?', 'Te paso mi contacto',
      '¿Me pasas un contacto directo?', 'Agrégame', 'Agrégame y hablamos', 'Añádeme y te escribo',
      'Te agrego y seguimos', '¿Me agregas?', 'Dame un número y te escribo', '¿Me dejas un número?',
      '¿A qué número te escribo?', '¿Tienes un número donde escribirte?', 'Pásame algún contacto tuyo',
      'Déjame tus datos y te llamo', '¿Cómo te localizo fuera de aquí?', 'Dime cómo te encuentro fuera de la app',
      '¿Me das tu número?', 'Pásame tu número y lo hablamos', 'Te paso mis datos de contacto',
      '¿Tienes algún otro contacto?',
    ],
    ca: ["Passa'm el teu contacte", "Dona'm el teu número", 'Afegeix-me'],
    gl: ['Dame o teu contacto', 'Engádeme', 'Pásame o teu número'],
    eu: ['Emadazu zure kontaktua', 'Zure zenbakia?'],
    en: ['Give me your contact', 'Add me', "What's your number?", 'Send me your details'],
  },
  offplatform: {
    es: [
      'Hablamos por fuera de la app', 'Mejor seguimos fuera de la plataforma', 'Escríbeme por otro lado',
      'Sigamos la conversación en otro sitio', 'Mejor por otra app, esta va fatal',
      'Salgamos de aquí y lo hablamos tranquilos', 'Esto mejor lo hablamos por otro canal',
      'Te contacto por otra vía', 'Cerramos el trato fuera de FitCover', 'Por aquí no, mejor por fuera',
      'Lo hablamos fuera del chat', 'Hablemos por otra aplicación', 'Te escribo fuera de FitCover',
      'Lo cerramos por fuera y así no pagamos comisión',
    ],
    ca: ["Parlem fora de l'app", 'Millor per un altre canal'],
    gl: ['Falamos fóra da aplicación'],
    en: ["Let's talk outside the app", "Let's take this off the platform"],
  },
  payment: {
    es: [
      'Te pago por bizum', 'Hazme un bizum', '¿Te va bien por bizum?', 'Bizum y listo',
      'Te lo pago en mano y nos ahorramos la comisión', 'Te pago por fuera, sin comisión',
      '¿Me pasas tu IBAN y te hago la transferencia directamente?', 'Te pago por PayPal',
      'En efectivo el día de la clase, sin pasar por la plataforma', 'Si pagamos por fuera te doy 5 € más',
      'Te mando el dinero por bizum', 'Te hago una transferencia directa y nos saltamos la comisión',
      'Cobro en efectivo, fuera de la app', 'Te lo bizumeo',
    ],
    ca: ['Et faig un bizum', 'Et pago en mà, sense comissió'],
    en: ["I'll pay you via PayPal", 'Cash in hand, no fees'],
  },
};

const PHONE_KINDS: Record<string, (lang: Lang) => (g: Gen) => string> = {
  digits: () => phoneDigits,
  words: phoneWords,
  mixed: phoneMixed,
  filler: phoneFill,
  script: () => phoneScript,
  prefixed: () => phonePrefixed,
  intl: () => phoneIntl,
};

export const EVASION_TEMPLATES: Template[] = [
  ...Object.entries(PHONE_INTROS).flatMap(([lang, texts]) =>
    texts.map((text) => ({ kind: 'phone', lang: lang as Lang, text })),
  ),
  ...Object.entries(TEXT_TEMPLATES).flatMap(([kind, byLang]) =>
    Object.entries(byLang).flatMap(([lang, texts]) =>
      (texts ?? []).map((text) => ({ kind, lang: lang as Lang, text })),
    ),
  ),
];

/** Slot fillers of evasion templates; `phoneKind` says how {phone} is written. */
export function evasionSlots(lang: Lang, phoneKind: string): Record<string, (g: Gen) => string> {
  const phone = PHONE_KINDS[phoneKind]?.(lang) ?? phoneAny(lang);
  return {
    phone,
    handle,
    name: displayName,
    channel,
    phoneword: phoneWord,
    network: (g) => g.pick(NETWORKS),
    desc: (g) => g.pick(DESCRIPTIONS),
    domain,
    email,
    when: (g) => g.rng.pick(WHEN),
  };
}

export const PHONE_KIND_NAMES = Object.keys(PHONE_KINDS);
