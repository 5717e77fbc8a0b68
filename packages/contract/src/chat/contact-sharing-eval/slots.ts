// Slot fillers shared by the generated templates: names, handles, channels, times, prices,
// dates, addresses, references. Numbers are random, so a harmless message often carries digit
// runs that start with 6 to 9, as real ones do.
import { Vocab, type Gen } from './random.ts';
import { disguise } from './disguise.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// prettier-ignore
export const FIRST_NAMES = new Vocab('first', [
  'marta', 'laura', 'jordi', 'iker', 'ane', 'uxue', 'xoan', 'brais', 'nuria', 'pau', 'lucia', 'sergio', 'carla',
  'david', 'nerea', 'alba', 'hugo', 'irene', 'oier', 'sabela',
]);
// prettier-ignore
const SUFFIXES = [
  'fit', 'training', 'coach', 'bcn', 'mad', 'gym', 'yoga', 'pilates', 'trainer', 'sport', 'spin', 'fitness', 'move',
  'box',
];

/** martafit22, marta.fit.bcn, marta_coach, MartaFitBCN… */
export function handle(g: Gen): string {
  const name = g.pick(FIRST_NAMES);
  const suffix = g.rng.pick(SUFFIXES);
  const digits = g.rng.chance(0.4) ? String(g.rng.int(1, 99)) : '';
  switch (g.rng.int(0, 5)) {
    case 0:
      return `${name}${suffix}${digits}`;
    case 1:
      return `${name}.${suffix}${digits}`;
    case 2:
      return `${name}_${suffix}${digits}`;
    case 3:
      return `${name[0]?.toUpperCase()}${name.slice(1)}${suffix[0]?.toUpperCase()}${suffix.slice(1)}${digits}`;
    case 4:
      return `${name}.${suffix}.${g.rng.pick(['bcn', 'mad', 'vlc', 'bio', 'es'])}`;
    default:
      return `${suffix}${name}${digits}`;
  }
}

/** A person's name as said ("Marta Fit BCN"). */
export const displayName = (g: Gen) => {
  const name = g.pick(FIRST_NAMES);
  return `${name[0]?.toUpperCase()}${name.slice(1)} ${g.rng.pick(['Fit', 'Ruiz', 'López', 'Coach', 'Training', 'Etxeberria', 'Vidal'])}`;
};

// prettier-ignore
export const TALK_CHANNELS = new Vocab('talk', [
  'whatsapp', 'wasap', 'wasa', 'guasap', 'guasa', 'whats', 'wsp', 'wpp', 'watsap', 'uasap', 'güasap', 'wasapp',
  'whatsap', 'telegram', 'telegrama', 'tele', 'tg', 'tlgrm', 'telegr', 'insta', 'ig', 'instagram', 'face', 'fb',
  'facebook', 'signal', 'skype', 'discord', 'snapchat', 'snap', 'line', 'viber', 'messenger', 'wechat', 'wa',
  'el insta', 'zoom', 'facetime', 'the whats', 'teams', 'wassap', 'whatsaap', 'instagrm', 'telegrm', 'fbook', 'wsap',
  'watsapp',
]);
// prettier-ignore
export const PHONE_WORDS = new Vocab('phoneword', [
  'movi', 'celu', 'cel', 'telef', 'telf', 'tfno', 'tlfn', 'teléfono', 'móvil', 'fono', 'mòbil', 'movil',
  'telefonillo', 'móbil', 'tel', 'celular', 'movil personal', 'fijo',
]);
// prettier-ignore
export const NETWORKS = new Vocab('network', [
  'X', 'Twitter', 'YouTube', 'Bluesky', 'bsky', 'TikTok', 'Threads', 'Twitch', 'Strava', 'Pinterest', 'Reddit',
  'Tumblr', 'Mastodon', 'BeReal', 'OnlyFans', 'Vimeo', 'Patreon', 'Linktree', 'tiktok', 'youtube', 'Youtube',
  'Tik Tok', 'Twiter', 'Kick',
]);
// prettier-ignore
export const DESCRIPTIONS = new Vocab('description', [
  'la app de las fotos', 'la red del pajarito', 'la app verde', 'la del fantasmita', 'la red de los vídeos cortos',
  'la app azul de mensajes', 'la red profesional', 'la red social de los currículums', 'la app del avión de papel',
  'la del pajarito azul', 'la app de los bailes', 'la app del logo de la cámara', 'la red de la mariposa',
  'la plataforma de los directos', 'la app del globo verde', 'la red de la X', 'la app de las historias',
  'el chat verde', 'la red azul', 'la app morada', 'la de la cámara', 'la app de mensajería de siempre',
  'la de los mensajes que se borran', 'la app del fantasma amarillo', 'la red de los vídeos', 'la otra app, la verde',
  'el pajarito', 'la de los reels',
]);

/** A channel name, sometimes disguised ("i n s t a", small capitals, Cyrillic look-alikes…). */
export const channel = (g: Gen) => {
  const name = g.pick(TALK_CHANNELS);
  return g.rng.chance(0.35) ? disguise(name.replace(/^(el|the) /, ''), g) : name;
};
export const phoneWord = (g: Gen) => {
  const word = g.pick(PHONE_WORDS);
  return g.rng.chance(0.2) ? disguise(word, g) : word;
};

// prettier-ignore
export const TLDS = new Vocab('tld', [
  'es', 'com', 'net', 'org', 'cat', 'eus', 'gal', 'fit', 'io', 'me', 'online', 'info', 'eu', 'app', 'club', 'pro',
  'coach', 'site',
]);
// prettier-ignore
export const DOT_FORMS = new Vocab('dot', [
  ' . ', '[.]', '(.)', ' (punto) ', ' punto ', ' dot ', '. ', ' .', '{.}', ' [punto] ', ' · ', '(dot)', ' [dot] ',
  '．', '․', ' (.) ', ' ‧ ', ' punt ', '｡', ' _punto_ ',
]);
export const domain = (g: Gen) =>
  `${g.pick(FIRST_NAMES)}${g.rng.pick(['fit', '-fit', 'coach', 'training', 'gym', 'yoga'])}${g.pick(DOT_FORMS)}${g.pick(TLDS)}`;

// prettier-ignore
export const PROVIDERS = new Vocab('provider', [
  'gmail', 'hotmail', 'yahoo', 'outlook', 'icloud', 'proton', 'gmx', 'live', 'msn', 'telefonica',
]);
// prettier-ignore
export const AT_FORMS = new Vocab('at', [
  ' arroba ', ' (arroba) ', ' [at] ', ' at ', ' (at) ', '＠', ' en ', ' de ', ' {at} ', ' @ ', ' a ', ' arrova ',
  ' aroba ',
]);
export const email = (g: Gen) =>
  `${g.pick(FIRST_NAMES)}${g.rng.pick(['', '.fit', '22', '_lopez', '.ruiz'])}${g.pick(AT_FORMS)}${g.pick(PROVIDERS)}${g.rng.chance(0.6) ? `${g.pick(DOT_FORMS)}${g.rng.pick(['com', 'es'])}` : ''}`;

// ---- numbers of ordinary messages ----
export const hour = (g: Gen) => g.rng.int(6, 22);
export function time(g: Gen): string {
  const h = hour(g);
  const m = g.rng.pick([0, 0, 15, 30, 45, 10, 20, 50, 5]);
  switch (g.rng.int(0, 5)) {
    case 0:
      return `${h}:${pad(m)}`;
    case 1:
      return `${pad(h)}:${pad(m)}`;
    case 2:
      return `${h}.${pad(m)}`;
    case 3:
      return `${h}h`;
    case 4:
      return `${h}:${pad(m)} h`;
    default:
      return `${h}`;
  }
}
// prettier-ignore
const MONTHS = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre',
  'diciembre',
];
export function date(g: Gen): string {
  const d = g.rng.int(1, 28);
  const m = g.rng.int(1, 12);
  const y = g.rng.int(2025, 2027);
  switch (g.rng.int(0, 6)) {
    case 0:
      return `${d}/${m}`;
    case 1:
      return `${pad(d)}/${pad(m)}/${y}`;
    case 2:
      return `${pad(d)}-${pad(m)}-${y}`;
    case 3:
      return `${d} de ${MONTHS[m - 1]}`;
    case 4:
      return `${y}-${pad(m)}-${pad(d)}`;
    case 5:
      return `${pad(d)}.${pad(m)}.${y}`;
    default:
      return `${d}/${m}/${String(y).slice(2)}`;
  }
}
export function price(g: Gen): string {
  const n = g.rng.pick([g.rng.int(8, 99), g.rng.int(100, 999), g.rng.int(1000, 9999)]);
  switch (g.rng.int(0, 6)) {
    case 0:
      return `${n} €`;
    case 1:
      return `${n},${pad(g.rng.pick([0, 50, 90, 95, 99, 25]))} €`;
    case 2:
      return `${n >= 1000 ? `${Math.floor(n / 1000)}.${pad(n % 1000, 3)}` : n} €`;
    case 3:
      return `${n} euros`;
    case 4:
      return `${n}€`;
    case 5:
      return `${n} eur`;
    default:
      return `€${n}`;
  }
}
export const count = (g: Gen) => String(g.rng.pick([g.rng.int(2, 30), g.rng.int(30, 200), g.rng.int(200, 999)]));
export const postalCode = (g: Gen) => pad(g.rng.int(1, 52), 2) + pad(g.rng.int(0, 999), 3);
// prettier-ignore
const STREETS = [
  'Mayor', 'Alcalá', 'Colón', 'Goya', 'Toledo', 'Sagunto', 'Princesa', 'Aribau', 'del Mar', 'Real', 'San Vicente',
  'Nueva', 'Urzáiz', 'Kale Nagusia', 'Gran Vía', 'Mallorca', 'Balmes', 'Diagonal',
];
// prettier-ignore
const STREET_TYPES = [
  'C/', 'Calle', 'Avda.', 'Av.', 'Avenida', 'Paseo', 'Plaza', 'Carrer', 'Rúa', 'Ronda', 'c/', 'Pza.', 'Travesía',
];
// prettier-ignore
const CITIES = [
  'Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Vigo', 'Zaragoza', 'Donostia', 'Santiago', 'Murcia',
  'Palma', 'Girona',
];
export function floorDoor(g: Gen): string {
  const f = g.rng.int(1, 9);
  const d = g.rng.int(1, 6);
  return g.rng.pick([
    `${f}º ${d}ª`,
    `${f}º ${'ABCD'.charAt(d % 4)}`,
    `${f}-${d}`,
    `${f} ${d}`,
    `piso ${f}, puerta ${d}`,
    `${f}º izda`,
    `${f}ºB`,
    `${f}º ${d}a`,
    `planta ${f}`,
    `${f}.º ${d}.ª`,
    `${f}-${'ABCD'.charAt(d % 4)}`,
    `bajo ${d}`,
    `${f}r ${d}a`,
  ]);
}
export function address(g: Gen): string {
  const street = `${g.rng.pick(STREET_TYPES)} ${g.rng.pick(STREETS)} ${g.rng.int(1, 250)}`;
  const parts = [street];
  if (g.rng.chance(0.7)) parts.push(floorDoor(g));
  if (g.rng.chance(0.8)) parts.push(`${postalCode(g)}${g.rng.chance(0.6) ? ` ${g.rng.pick(CITIES)}` : ''}`);
  return parts.join(g.rng.pick([', ', ', ', ' ', ' - ']));
}
export const reps = (g: Gen) => {
  const s = g.rng.int(2, 8);
  const r = g.rng.pick([5, 6, 8, 10, 12, 15, 20]);
  return g.rng.pick([
    `${s}x${r}`,
    `${s} x ${r}`,
    `${s}×${r}`,
    `${s}x${r}x${g.rng.int(4, 30) * 5}kg`,
    `${s} series de ${r}`,
  ]);
};
export function reference(g: Gen): string {
  const y = g.rng.int(2024, 2027);
  return g.rng.pick([
    `FC-${y}-${g.rng.digits(6)}`,
    `${y}/${g.rng.digits(4)}`,
    `#${g.rng.digits(6)}`,
    `${g.rng.pick(['K', 'X', 'B', 'R'])}${g.rng.digits(1)}${g.rng.pick(['X', 'P', 'Q'])}${g.rng.digits(3)}`,
    `R-${g.rng.digits(6)}`,
    `${g.rng.digits(4)}-${g.rng.digits(4)}-${g.rng.digits(2)}`,
    `ES-${g.rng.digits(5)}`,
    `${y}-${pad(g.rng.int(1, 12))}-${g.rng.digits(4)}`,
    `${g.rng.digits(7)}`,
    `PED${g.rng.digits(8)}`,
  ]);
}
export const ages = (g: Gen) => `${g.rng.int(6, 18)}-${g.rng.int(19, 40)}`;
export const ascending = (g: Gen, max: number) => {
  const start = g.rng.int(1, max - 8);
  const n = g.rng.int(4, 8);
  return Array.from({ length: n }, (_, i) => String(start + i * g.rng.int(1, 2)));
};
