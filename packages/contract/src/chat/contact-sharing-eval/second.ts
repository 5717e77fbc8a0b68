// The second generator (issue 26, ADR 0015): written after the first one (generate.ts, fresh.ts)
// by someone who did not reuse its templates, vocabularies or number speller, and committed with
// its first figures before any rule was changed. Templates and vocabularies are split in two by
// a seeded shuffle (not by the hash the first generator uses): the rules are tuned on the
// "tune" half only; `eval:detector` prints the "held" half's totals, never its messages.
import { DealtList, Rng, deal, fillSlots, type Split } from './random.ts';
import { SCRIPT_ZEROS, inScript, sayGroup, type Tongue } from './second-numbers.ts';
import type { Sample } from './generate.ts';
import { conversationSample, templateSamples, type Kind } from './assemble.ts';

export const SECOND_SEED = 20261127;
const PER_PHONE = 14;
const PER_ATTEMPT = 8;
const PER_ORDINARY = 8;
const SPLIT_PER_HALF = 300;

type G = { rng: Rng; split: Split; pick: (list: Pool) => string };

/** A list whose items are dealt to the two halves by a seeded shuffle. */
class Pool extends DealtList {
  constructor(name: string, items: readonly string[]) {
    super(items, seedOf(name), 'tune');
  }
}

function seedOf(text: string): number {
  // djb2 on the name, then one round of mixing: independent of FNV's low bit.
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) + text.charCodeAt(i)) >>> 0;
  return (h ^ SECOND_SEED) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

// prettier-ignore
const SEPARATORS = new Pool('sep', [
  ' ', ' ', '.', '-', ' - ', '–', ' – ', '\u2011', '—', ' — ', '\u2212', ', ', ',', '/', ' / ', '_', ' · ', '·', '\u00a0',
  '\u202f', ' | ', ' 👉 ', ' 📞 ', ' ✨ ', ' 🔥 ', ' ➡️ ', ' 💪 ', ' 🙂 ', ' * ', ' ~ ', ' … ', '...', ' :: ', ' > ', ' • ',
  ' 🏋️ ', ' 🤸 ', ' ❤️ ', ' 😉 ', '  ', ' ; ', ' ‐ ', '‒', ' + ', ' 🔹 ', ' 💬 ', ' ,', '\n', ' ⚡ ', ' ✅ ',
]);
// prettier-ignore
const FILLERS: Record<Tongue, Pool> = {
  es: new Pool('filler-es', [
    'y luego', 'después', 'y después', 'y el resto', 'lo que sigue:', 'y sigue con', 'seguido de', 'y a continuación', 'más',
    'y acaba en', 'y termina con', 'y por último', 'luego va', 'y detrás', 'tras eso', 'y ya el final:', 'de ahí', 'continúa',
    'y lo demás es', 'el siguiente trozo', 'y ahora', 'y pon', 'y añade', 'luego', 'y al final', 'lo siguiente:', 'y encima',
    'y remata con', 'y otro', 'y la cola es', 'sigue', 'y lo último', 'y después de eso', 'y luego ya',
  ]),
  ca: new Pool('filler-ca', ['i després', 'i la resta', 'i llavors', 'després', 'i acaba amb', 'i per últim', 'i segueix']),
  gl: new Pool('filler-gl', ['e despois', 'e o resto', 'e logo', 'despois', 'e remata en', 'e por último']),
  eu: new Pool('filler-eu', ['eta gero', 'eta ondoren', 'eta gainerakoa', 'gero', 'eta azkena', 'ondoren']),
  en: new Pool('filler-en', ['then', 'and then', 'followed by', 'and the rest is', 'after that', 'and finally']),
};
const PREFIX_WORDS = new Pool('prefix', [
  'prefijo',
  'empieza por',
  'primero',
  'arranca con',
  'el inicio es',
  'al principio',
]);
const EMOJI_SEPS = new Pool('emoji', [
  ' 👉 ',
  ' 📱 ',
  ' 🙌 ',
  ' 🔥 ',
  ' 💥 ',
  ' 🌟 ',
  ' 🍀 ',
  ' 👍 ',
  ' 🎯 ',
  ' 🚀 ',
  ' 😊 ',
  ' 🤙 ',
]);
const SCRIPTS = new Pool('script', Object.keys(SCRIPT_ZEROS));
const INTL = new Pool('intl', ['+34 ', '+34', '0034 ', '0034', '(+34) ', '+ 34 ', '00 34 ', '+34-', '(34) ']);
const INTL_WORDS: Record<Tongue, string> = {
  es: 'más treinta y cuatro',
  ca: 'més trenta-quatre',
  gl: 'máis trinta e catro',
  eu: 'gehi hogeita hamalau',
  en: 'plus thirty-four',
};

const GROUPINGS = [
  [3, 3, 3],
  [3, 3, 3],
  [3, 2, 2, 2],
  [3, 2, 2, 2],
  [2, 3, 2, 2],
  [4, 5],
  [3, 3, 1, 2],
  [2, 2, 2, 3],
];

function nineDigits(rng: Rng): string {
  const first = rng.pick(['6', '6', '6', '7', '9']);
  const second = first === '7' ? String(rng.int(1, 4)) : String(rng.int(0, 9));
  return first + second + rng.digits(7);
}

function groups(rng: Rng, digits: string): string[] {
  const shape = rng.pick(GROUPINGS);
  const out: string[] = [];
  let at = 0;
  for (const n of shape) {
    out.push(digits.slice(at, at + n));
    at += n;
  }
  return out;
}

export const PHONE_FORMS = ['digits', 'filler', 'words', 'mixed', 'script', 'intl', 'emoji'] as const;
export type PhoneForm = (typeof PHONE_FORMS)[number];

function phone(g: G, form: PhoneForm, t: Tongue): string {
  const rng = g.rng;
  const gs = groups(rng, nineDigits(rng));
  switch (form) {
    case 'digits':
      return gs.join(g.pick(SEPARATORS));
    case 'emoji':
      return gs.join(g.pick(EMOJI_SEPS));
    case 'filler': {
      const said = gs.map((x) => (rng.chance(0.25) ? sayGroup(x, t, rng) : x));
      const head = rng.chance(0.3) && t === 'es' ? `${g.pick(PREFIX_WORDS)} ` : '';
      return (
        head + said.map((x, i) => (i === 0 ? x : `${rng.chance(0.5) ? ',' : ''} ${g.pick(FILLERS[t])} ${x}`)).join('')
      );
    }
    case 'words':
      return gs.map((x) => sayGroup(x, t, rng)).join(rng.pick([' ', ', ', ' ', ' - ', '... ']));
    case 'mixed': {
      const cut = rng.int(1, gs.length - 1);
      const flip = rng.chance(0.5);
      return gs
        .map((x, i) => (i < cut !== flip ? x : sayGroup(x, t, rng)))
        .join(rng.pick([' ', ', ', ' ', ' y ', '-']));
    }
    case 'script': {
      const zero = SCRIPT_ZEROS[g.pick(SCRIPTS)] as number;
      const all = rng.chance(0.6);
      return gs.map((x, i) => (all || i % 2 === 0 ? inScript(x, zero) : x)).join(rng.pick([' ', '-', '.', ' ']));
    }
    case 'intl': {
      const lead = rng.chance(0.15) ? `${INTL_WORDS[t]} ` : g.pick(INTL);
      return lead + gs.join(rng.pick([' ', '', '-', '.', ' ']));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Other slots

// prettier-ignore
const NAMES = new Pool('names', [
  'Marta', 'Iker', 'Laia', 'Xoán', 'Nerea', 'Pau', 'Lucía', 'Jon', 'Aitana', 'Rubén', 'Uxía', 'Oriol', 'Ane', 'Sergio', 'Noa',
  'Brais', 'Carla', 'Unai', 'Irene', 'Hugo', 'Maider', 'Jordi', 'Sabela', 'Dani',
]);
// prettier-ignore
const HANDLE_PARTS = new Pool('handle-parts', [
  'fit', 'yoga', 'coach', 'pilates', 'spin', 'train', 'moves', 'zen', 'power', 'box', 'core', 'run', 'flow', 'strong', 'body',
  'cross', 'dance', 'gym', 'stretch', 'active',
]);
function handle(g: G): string {
  const name = g.pick(NAMES).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const part = g.pick(HANDLE_PARTS);
  const n = g.rng.chance(0.6) ? String(g.rng.int(1, 99)) : '';
  return g.rng.pick([
    `${name}_${part}${n}`,
    `${part}.${name}${n}`,
    `${name}${part}${n}`,
    `the${part}${name}`,
    `${name}.${part}`,
    `${part}_con_${name}`,
    `${name}__${part}`,
  ]);
}
// prettier-ignore
const TLDS = new Pool('tld', ['es', 'net', 'org', 'cat', 'eus', 'gal', 'io', 'fit', 'info', 'me', 'pro', 'studio']);
const DOTS = new Pool('dots', [
  ' . ',
  '[.]',
  '(.)',
  ' [.] ',
  '{.}',
  ' (punto) ',
  ' punto ',
  ' dot ',
  ' · ',
  '[dot]',
  ' .',
  '. ',
]);
function domain(g: G): string {
  const base = handle(g).replace(/[._]/g, '');
  return `${g.rng.chance(0.3) ? 'www . ' : ''}${base}${g.pick(DOTS)}${g.pick(TLDS)}`;
}

// prettier-ignore
const CHANNELS = new Pool('channels', [
  'tele', 'tg', 'telegr', 'tlgm', 'wa', 'wsp', 'wpp', 'wasa', 'guasa', 'guasap', 'whats', 'wasap', 'movi', 'celu', 'celular',
  'telef.', 'tfno', 'tel.', 'tlfn', 'i n s t a', 'insta', 'ig', 'ɪɴꜱᴛᴀ', 'ᴡʜᴀᴛꜱ', 'ｔｅｌｅ', 'f4ceb00k', 'fb', 'face', 'snap',
  'signal', 'discord', 'dc', 'twitter', 'X', 'youtube', 'yt', 'bluesky', 'bsky', 'threads', 'twitch', 'skype',
  'zoom', 'meet', 'facetime', 'viber', 'wechat', 'messenger', 'msn', 'tiktok', 'tik tok', 'linkdn', 'teams',
  'w h a t s', 't e l e', 'wh@ts', 'whtsp', 'tlgrm', 'Telegrama', 'Guasá', 'güasap', 'ínsta', 'ig.', 'móbil', 'mobil',
]);
// prettier-ignore
const DESCRIPTIONS = new Pool('descriptions', [
  'la app de las fotos', 'la red del pajarito', 'la del pajarito azul', 'la app de los vídeos cortos', 'la app verde',
  'la app del avión de papel', 'la del fantasmita', 'la red de los currículums', 'la app de mensajes verde',
  'la de los bailecitos', 'la red de la mariposa azul', 'la app del globito verde', 'la red de las stories',
  'la app del icono azul con la f', 'la de los directos morados', 'la plataforma de vídeos larga', 'la app del fantasma amarillo',
  'la red de los reels', 'la aplicación del avioncito', 'el pajarito', 'la app de la cámara', 'la red de trabajo azul',
  'la red de la X', 'la app china de vídeos', 'la del logo verde con el auricular',
]);
// prettier-ignore
const NETWORKS = new Pool('networks', [
  'X', 'YouTube', 'Bluesky', 'TikTok', 'Twitch', 'Pinterest', 'Threads', 'Snapchat', 'Discord', 'Reddit', 'Strava',
  'Mastodon', 'Tumblr', 'Vimeo', 'Substack', 'Patreon', 'OnlyFans', 'Kick', 'BeReal', 'Twitter', 'Telegram', 'Signal',
]);

function pick(g: G, list: Pool) {
  return g.pick(list);
}

// ---------------------------------------------------------------------------------------------
// Ordinary slots (number-heavy but harmless)

function pad(n: number) {
  return String(n).padStart(2, '0');
}
function hour(g: G): string {
  const h = g.rng.int(6, 22);
  const m = g.rng.pick([0, 0, 15, 30, 45, 10, 50]);
  return g.rng.pick([
    `${h}:${pad(m)}`,
    `${pad(h)}:${pad(m)}`,
    `${h}.${pad(m)}`,
    `${h}:${pad(m)}h`,
    `${h}h`,
    `${h}.${pad(m)} h`,
    `${h}`,
  ]);
}
function money(g: G): string {
  const n = g.rng.int(5, 120);
  return g.rng.pick([
    `${n} €`,
    `${n}€`,
    `${n},${g.rng.pick(['50', '90', '00', '95'])} €`,
    `${n} euros`,
    `€${n}`,
    `${g.rng.int(1, 3)}.${g.rng.int(100, 999)} €`,
    `${n} eur`,
    `${n}€/mes`,
  ]);
}
function day(g: G): string {
  const d = g.rng.int(1, 28);
  const m = g.rng.int(1, 12);
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre'];
  return g.rng.pick([
    `${d}/${m}`,
    `${pad(d)}/${pad(m)}/2026`,
    `${d}-${m}-2026`,
    `${d}.${m}.26`,
    `el ${d} de ${g.rng.pick(months)}`,
    `${d}/${pad(m)}/26`,
    `2026-${pad(m)}-${pad(d)}`,
  ]);
}
// prettier-ignore
const STREETS = new Pool('streets', [
  'C/ Mayor', 'Calle Alcalá', 'Avda. Diagonal', 'Rúa do Vilar', 'Kale Nagusia', 'Pza. España', 'Carrer de Sants',
  'Paseo de la Castellana', 'Gran Vía', 'Avenida de Madrid', 'Calle Uría', 'Carrer Aragó', 'Rúa Real', 'Calle Larios',
]);
function address(g: G): string {
  const street = g.pick(STREETS);
  const n = g.rng.int(1, 240);
  const floor = g.rng.int(1, 9);
  return g.rng.pick([
    `${street} ${n}, ${floor}º ${g.rng.int(1, 4)}ª`,
    `${street} ${n}, ${floor}º${g.rng.pick(['A', 'B', 'C', 'D', 'izda', 'dcha'])}`,
    `${street}, ${n} ${floor}r ${g.rng.int(1, 4)}a`,
    `${street} ${n} bajo`,
    `${street} nº ${n}, planta ${floor}, puerta ${g.rng.int(1, 12)}`,
    `${street} ${n}-${n + 2}, ${floor}.º`,
    `${street} ${n}, ${floor}. ezk.`,
  ]);
}
function postal(g: G): string {
  return g.rng.pick(['28', '08', '46', '41', '48', '15', '50', '36', '20', '29', '07', '03']) + g.rng.digits(3);
}
function reps(g: G): string {
  const s = g.rng.int(2, 6);
  const r = g.rng.int(5, 20);
  return g.rng.pick([
    `${s}x${r}`,
    `${s} x ${r}`,
    `${s} series de ${r}`,
    `${s}x${r}-${r + 2}`,
    `${g.rng.int(20, 45)}/${g.rng.int(10, 20)} x ${s} rondas`,
    `${s}×${r}`,
    `${r}-${r - 2}-${r - 4}`,
  ]);
}
function reference(g: G): string {
  const L = () => String.fromCharCode(65 + g.rng.int(0, 25));
  return g.rng.pick([
    `REF-2026-${g.rng.digits(5)}`,
    `nº ${g.rng.digits(5)}`,
    `FAC-2026/${g.rng.digits(4)}`,
    `${L()}${L()}${g.rng.int(1, 9)}${L()}${g.rng.int(1, 9)}${L()}`,
    `#${g.rng.digits(4)}-${g.rng.digits(2)}`,
    `${L()}${L()}${L()}-${g.rng.digits(4)}`,
    `expediente ${g.rng.digits(4)}/2026`,
    `pedido ${g.rng.digits(6)}`,
  ]);
}
const small = (g: G) => String(g.rng.int(2, 40));

// ---------------------------------------------------------------------------------------------
// Templates

type Template = { kind: Kind | 'ordinary'; text: string; tongue: Tongue };
const T = (kind: Template['kind'], tongue: Tongue, texts: string[]): Template[] =>
  texts.map((text) => ({ kind, text, tongue }));

// prettier-ignore
export const ATTEMPTS: Template[] = [
  ...T('phone', 'es', [
    'Si te viene mejor escríbeme al {num}', 'Apúntate esto, {num}', 'Lo más fácil: {num}', 'Me pillas siempre en el {num}',
    'El mío es {num}, por si acaso', 'Cuando salgas de la clase me dices algo al {num}', '{num} ese es el mío',
    'Para cuadrar lo del sábado: {num}', 'Guárdalo: {num}', 'mi num {num}', 'Número personal {num}', 'n° {num} (mío)',
    'Te paso el contacto directo {num}', 'De lunes a viernes me encuentras en el {num}', '{num} y hablamos tranquilamente',
    'Un mensajito al {num} y te contesto', 'Oye, por si la app falla: {num}', 'Mi línea directa es {num}', 'Dale al {num}',
    'Aquí lo tienes -> {num}', 'Anota {num} que es más rápido', 'Llamadas y mensajes al {num}', 'Si quieres, {num}',
    'Ya sabes, {num}', '{num}', 'Este es el bueno: {num}', 'Escríbeme ahí: {num}', 'Pásate el {num} a tu agenda',
    'El de la oficina no, el mío: {num}', 'Contáctame directamente al {num}', 'Cualquier cosa me dices al {num} porfa',
    'Ahí va el número {num}', 'Por si no contesto aquí, {num}', 'Para la suplencia del jueves: {num}',
    'Puedes mandarme un audio al {num}', 'Agéndame: {num}', 'Yo soy el {num}', 'Mejor directo, {num}',
    'Te dejo mis datos: Marta, {num}', 'Este es mi número privado {num} no lo compartas', 'Mi teléfono de casa no, el otro: {num}',
    'Toma: {num}', '{num} <- ese', 'Sin prisa, cuando puedas al {num}', 'Para coordinar mejor: {num} 😊',
    'Si es urgente, {num}', 'Mi contacto es el {num}', 'Marca el {num}', 'Escríbeme por privado al {num}',
    'A partir de las 18:00 estoy en el {num}', 'La coordinadora es Ana, {num}', 'Pregunta por mí en el {num}',
    'Número nuevo: {num}', 'He cambiado de número, ahora es {num}', 'Te lo repito: {num}', 'Por si lo perdiste, {num}',
    'Estoy disponible en el {num} todo el día', 'Me dices algo al {num} y cerramos', 'Directo: {num}',
  ]),
  ...T('phone', 'ca', [
    'Escriu-me al {num}', 'El meu número és {num}', 'Truca\'m al {num}', 'Apunta\'t el {num}', 'Si vols parlar, {num}',
    'Em trobes al {num}', 'Aquí el tens: {num}', 'Per qualsevol cosa {num}',
  ]),
  ...T('phone', 'gl', [
    'Escríbeme ao {num}', 'O meu número é {num}', 'Chámame ao {num}', 'Apunta o {num}', 'Se queres falar, {num}',
    'Atópasme no {num}',
  ]),
  ...T('phone', 'eu', [
    'Idatzi iezadazu {num} zenbakira', 'Nire zenbakia {num} da', 'Deitu {num}', 'Hemen duzu: {num}', 'Edozer gauza {num}',
  ]),
  ...T('phone', 'en', [
    'Text me at {num}', 'My number is {num}', 'Call me on {num}', 'Reach me at {num}', 'Drop me a line: {num}',
  ]),
  ...T('channel', 'es', [
    '¿Seguimos por {chan}?', 'Te lo mando por {chan} que aquí va lento', 'Mejor hablamos por el {chan}', '¿Tienes {chan}?',
    'Escríbeme al {chan}', 'Pásame tu {chan} y te agrego', 'Por {chan} te contesto antes', 'Te busco en {chan}',
    'Mi {chan} es el mismo nombre', 'Hablamos por {chan} esta tarde', 'Te envío las fotos por {chan}',
    'Lo comentamos por {chan} mejor', 'Agrégame al {chan}', 'Cuando puedas mira el {chan}', '¿Me das tu {chan}?',
    'Te he escrito al {chan}', 'Sigo en {chan} si prefieres', 'Mándame la ubicación por {chan}', '{chan}?',
    'Por {chan} es más cómodo', 'Oye, ¿y si lo vemos por {chan}?', 'Dime tu {chan} y te paso el plan',
    'Te hago una nota de voz por {chan}', 'Busca mi nombre en {chan}', 'Nos vemos en {chan}', 'Te paso todo al {chan}',
    'En {chan} me encuentras', 'Por el {chan} te contesto seguro', 'Tengo {chan}, ¿y tú?', 'Te dejo un mensaje en {chan}',
    'Escríbeme por {chan} que aquí no miro', 'Hablamos por {chan} y te cuento', 'Pasa tu {chan} porfa',
    'Te agrego a un grupo de {chan}', 'Videollamada por {chan}?', 'te llamo por {chan}', 'Me tienes en {chan}',
  ]),
  ...T('channel', 'ca', ['Parlem per {chan}?', 'Escriu-me pel {chan}', 'Tens {chan}?', 'T\'ho envio per {chan}']),
  ...T('channel', 'gl', ['Falamos polo {chan}?', 'Escríbeme polo {chan}', 'Tes {chan}?']),
  ...T('channel', 'eu', ['{chan} bidez hitz egingo dugu?', 'Idatzi {chan}-en', '{chan} duzu?']),
  ...T('channel', 'en', ['Hit me up on {chan}', 'Do you have {chan}?', 'Message me on {chan}', 'Let\'s move to {chan}']),
  ...T('network', 'es', [
    'Sígueme en {net}, subo rutinas cada semana', 'Estoy en {net} como {h}', 'Mi canal de {net} se llama {h}',
    'Búscame en {net}: {h}', 'En {net} soy {h}', 'Tengo perfil en {net}, {h}', 'Mis clases están en {net}, busca {name}',
    'Te escribo por {net}', 'Mándame un mensaje en {net}', 'Agrégame en {net}', 'Mi cuenta de {net} es {h}',
    'Hablamos por {net}', 'Échale un vistazo a mi {net}: {h}', 'Subo los entrenos a {net}, soy {h}', '¿Tienes {net}? Yo soy {h}',
    'Por {net} me encuentras rápido', 'En mi {net} tengo todas las tarifas', 'Escríbeme por DM en {net}',
    'Síguenos en {net}, cuenta {h}', 'Estoy en {net}, mismo nombre que aquí', 'Suscríbete a mi canal de {net}',
    'Mira mis directos en {net}', 'Tengo un {net} con tutoriales: {h}',
  ]),
  ...T('network', 'en', ['Follow me on {net}: {h}', 'I\'m {h} on {net}', 'DM me on {net}']),
  ...T('description', 'es', [
    'Búscame en {desc}, soy {h}', 'Estoy en {desc} como {name}', 'Te escribo por {desc}', 'Mejor por {desc}',
    'Hablamos en {desc}, que ahí contesto antes', 'Sígueme en {desc}', 'Te paso las fotos por {desc}', '¿Estás en {desc}?',
    'Agrégame en {desc}', 'Tengo perfil en {desc}: {h}', 'Mándame un privado en {desc}', 'Mis vídeos están en {desc}',
    'Por {desc} te contesto', 'Escríbeme en {desc} y quedamos', 'Me tienes en {desc} como {h}', 'Nos vemos en {desc}',
  ]),
  ...T('handle', 'es', [
    'búscame: {h}', 'me encuentras como {h}', 'Estoy como {h}', 'Mi usuario: {h}', 'Sígueme: {h}', 'Soy {h} en todas partes',
    'Ponme en el buscador {h}', 'Mi nick es {h}', 'Búscame por {h}', 'Me encontrarás como {h}', 'user: {h}',
    'Aparezco como {h}', 'Mi cuenta es {h}', 'Salgo como {h}', 'Encuéntrame como {h}', 'Me llamo {h} en las redes',
    'Añádeme: {h}', 'Búscame como {h} y me escribes', 'Mi perfil: {h}', 'Escríbeme a {h} por privado',
    'búscame, {h}', 'En las redes soy {h}', 'Si buscas {h} me encuentras', 'Mi alias es {h}',
  ]),
  ...T('handle', 'ca', ['Busca\'m com {h}', 'Em trobes com {h}', 'El meu usuari és {h}']),
  ...T('handle', 'gl', ['Búscame como {h}', 'Atópasme como {h}']),
  ...T('handle', 'en', ['Find me as {h}', 'Look me up: {h}', 'My username is {h}']),
  ...T('domain', 'es', [
    'Todo en {dom}', 'Mira mi web {dom}', 'Reservas en {dom}', 'Precios en {dom}', 'Entra en {dom} y me escribes',
    'Mi página es {dom}', 'Tienes mi contacto en {dom}', 'Más info: {dom}', 'Visita {dom}', 'Mis clases: {dom}',
    'Apúntate desde {dom}', 'Te dejo la web: {dom}', 'En {dom} está mi formulario', 'Escríbeme desde {dom}',
    '{dom} ahí está todo', 'Busca {dom} en el navegador', 'Mi blog: {dom}', 'Echa un ojo a {dom}',
  ]),
  ...T('call', 'es', [
    '¿Te puedo llamar?', 'Te doy un toque luego', '¿Hacemos una videollamada?', 'Llámame cuando puedas',
    '¿Me llamas esta tarde?', 'Te llamo en cinco minutos', '¿Podemos hablar por teléfono un momento?', 'Mejor te llamo y lo hablamos',
    '¿Te va bien una llamada rápida?', 'Dame un toque cuando salgas', 'Te pego un telefonazo mañana', 'Hacemos una videoconferencia y lo vemos',
    '¿Puedo llamarte?', '¿Te llamo?', 'Llámame y te explico', 'Mejor por llamada', 'Un toque y te cuento',
    '¿Nos llamamos esta noche?', 'Te hago una perdida y me llamas', 'Hacemos un videochat', 'Llámame al fijo',
    '¿Te marco?', 'Te marco en un rato', 'Si me das tu número te llamo', 'Prefiero hablarlo por llamada',
    '¿Hablamos por teléfono?', 'Te hago una videollamada a las 8', 'Te dejo un audio por llamada', 'Dame un telefonazo',
    'Hagamos una llamadita', 'mejor en una call', '¿Una llamada y lo cerramos?',
  ]),
  ...T('call', 'ca', ['Et puc trucar?', 'Truca\'m quan puguis', 'Fem una videotrucada?', 'Et faig una trucada']),
  ...T('call', 'gl', ['Podo chamarte?', 'Chámame cando poidas', 'Facemos unha videochamada?']),
  ...T('call', 'eu', ['Deitu diezazuket?', 'Deitu iezadazu', 'Bideodei bat egingo dugu?']),
  ...T('call', 'en', ['Can I call you?', 'Give me a ring', 'Let\'s jump on a call', 'Quick video call?']),
  ...T('contact', 'es', [
    'Dame tu contacto', 'Pásame tu contacto y hablamos', '¿Me das tu número?', 'Pásame tu número', '¿Tienes un número donde escribirte?',
    'Mándame tu contacto por favor', 'Necesito tu contacto personal', 'Dame algún sitio donde escribirte fuera de aquí',
    '¿Cómo te localizo fuera de la app?', 'Pásame tus datos de contacto', '¿Tu número?', 'Dime tu número y te escribo',
    'Dame tu correo y te mando el PDF', 'Pásame tu mail', '¿Tienes correo? Te mando la programación', 'Mi correo es el de siempre, escríbeme allí',
    'Dame una forma de contactarte', '¿Cuál es tu contacto?', 'Agrégame', 'Agrégame y seguimos', 'Añádeme a tus contactos',
    'Agréguenme', 'Guárdame en tus contactos', 'Me agregas y te escribo', 'Pasa contacto', 'Déjame tu número',
    'Pásame tu cel', 'Dame tu número de móvil', '¿Me pasas tu teléfono?', 'Dame tu contacto y lo cerramos',
  ]),
  ...T('contact', 'ca', ['Passa\'m el teu contacte', 'Em dones el teu número?', 'Afegeix-me']),
  ...T('contact', 'gl', ['Pásame o teu contacto', 'Dásme o teu número?', 'Engádeme']),
  ...T('contact', 'en', ['Send me your number', 'Can I get your contact?', 'Add me']),
  ...T('offplatform', 'es', [
    'Hablamos por fuera de la app', 'Mejor seguimos fuera de aquí', 'Hablemos por otro lado', 'Esto mejor fuera de la plataforma',
    'Te escribo por otro sitio', 'Sigamos la conversación en otra app', 'Aquí no, mejor por privado', 'Hablamos por privado',
    'Mejor por otra vía', 'Salgamos de la app para hablar', 'No uses el chat, escríbeme por otro lado', 'Lo cerramos por fuera',
    'Sin la app nos ahorramos la comisión', 'Lo arreglamos entre nosotros sin la plataforma', 'Hablamos fuera y te explico',
    'Por aquí no puedo, hablamos por otra app', 'Mejor fuera del chat', 'Esto lo hablamos en persona sin la app, dame tu contacto',
    'Quedamos fuera de la aplicación', 'Te paso mis datos por otro canal', 'Hablemos en otro lado que aquí lo leen',
    'Por privado te cuento', 'Te escribo por md', 'Mándame un dm', 'Por DM mejor',
  ]),
  ...T('offplatform', 'ca', ['Parlem fora de l\'app', 'Millor per un altre lloc', 'Parlem per privat']),
  ...T('offplatform', 'en', ['Let\'s talk outside the app', 'Let\'s take this offline', 'DM me']),
  ...T('payment', 'es', [
    'Te hago un bizum', '¿Te pago por bizum?', 'Bizum y listo', 'Hazme un bizum y reservamos', 'Por bizum mejor',
    'Te mando el dinero por bizum', 'Pásame el bizum', 'Págame por transferencia directa y nos ahorramos la comisión',
    'Te pago en efectivo fuera de la app', 'Me pagas en mano y no pasa por la plataforma', '¿Tienes PayPal? Te lo paso ahí',
    'Te paso mi IBAN y me haces la transferencia', 'Págame por Revolut', 'Me lo pagas en metálico el día de la clase, sin app',
    'Hazme el bizum al mismo número', 'Cobro por bizum', 'Te bizumeo', 'Mándame un bizum de {money}', 'Pago por fuera, {money}',
    'Mi IBAN es ES12 3456 7890 1234 5678 9012', 'Por Verse te lo envío', 'Te lo pago por PayPal amigos',
    'Bizum {money} y te guardo la plaza', 'Te hago la transferencia a mi cuenta directamente',
  ]),
  ...T('payment', 'ca', ['Et faig un bizum', 'Paga\'m per bizum']),
  ...T('payment', 'en', ['I\'ll pay you by bizum', 'Send it via PayPal']),
];

// prettier-ignore
export const ORDINARY: Template[] = T('ordinary', 'es', [
  'vale.es a las {hora}', 'ok.es que llego justo', 'genial.es en la sala 2', 'perfecto.es el {fecha}', 'sí.es mañana',
  'bien.es que no llego', 'vale.Es a las {hora} entonces', 'ok.eso es todo', 'claro.es lo mejor', 'gracias.es un detalle',
  'La clase es a las {hora} en la sala {n}', 'Empezamos a las {hora} y acabamos a las {hora}', 'Horario: {hora}, {hora} y {hora}',
  'El precio es {money} la sesión', 'Son {money} por clase de 60 min', 'Pagamos {money} la hora, {money} los festivos',
  'La tarifa son {money} + IVA', 'Cobro {money} la hora y {money} el desplazamiento', 'Te abonamos {money} el {fecha}',
  'El {fecha} hay clase de {hora} a {hora}', 'Del {fecha} al {fecha} cerramos por vacaciones', 'Fecha de la sustitución: {fecha}',
  'El gimnasio está en {dir}', 'Estamos en {dir}, {cp} Madrid', 'Dirección: {dir}', 'La sala está en {dir}, al fondo',
  'Código postal {cp}', 'Es en el {cp}, cerca del metro', 'Envío a {dir}, CP {cp}',
  'Hoy toca {reps} de sentadilla y {reps} de press', 'Circuito: {reps}, descanso 90 s', 'Calentamiento y luego {reps}',
  'Tu referencia es {ref}', 'La factura {ref} ya está pagada', 'Número de reserva {ref}', 'Localizador: {ref}',
  'Somos {n} en la clase de las {hora}', 'Caben {n} personas y hay {n} bicis', 'Tenemos {n} esterillas y {n} kettlebells',
  'La clase dura 45 min, a las {hora} y a las {hora}', 'Los lunes {hora}, los martes {hora}, los jueves {hora}',
  'Turnos: {hora}-{hora} / {hora}-{hora}', 'De 7 a 9 y de 18 a 21', 'Sala 1: {hora}, sala 2: {hora}, sala 3: {hora}',
  'Cobramos el día 5 de cada mes', 'El IBAN del gimnasio ya lo tiene la app', 'Hemos subido a {money} la tarifa de fin de semana',
  'El {fecha} a las {hora} en {dir}', 'Te espero el {fecha} a las {hora}', 'Llego a las {hora}, aparco en el parking del {cp}',
  'Hacemos {reps}, luego {reps} y terminamos con {reps}', 'FC máxima 185 ppm, zona 2 entre 120 y 140',
  'Pesas de 2, 4, 6 y 8 kg', 'Los grupos son de 10, 12 y 15 personas', 'Plazas: 20/25 ocupadas', 'El 80 % de la clase repite',
  'Temporada 2025/2026', 'Clases 1, 2, 3 y 4 completas', 'Son las {hora} y sigo en el tráfico, llego a las {hora}',
  'Año 2026, edición 12', 'Pedido {ref} recibido', 'Expediente {ref}, pendiente de firma', 'Ticket {ref} cerrado',
  'Te debo {money} del material', 'El bono de 10 clases cuesta {money}', 'Matrícula {money}, cuota {money}',
  'El vestuario de la planta 2 está en obras hasta el {fecha}', 'Puerta 3, planta -1', 'Aula 204, edificio B, 2ª planta',
  'Mi horario: L-X-V de {hora} a {hora}', 'Martes y jueves, {hora}–{hora}', 'Sábados 10:00 – 11:30', 'Del 1 al 15 de julio',
  'Nos vemos en la sala {n} a las {hora}', 'La clase de las {hora} la cubro yo', 'Las de las {hora} y {hora} están libres',
  'Ponle 3 series de 12, 10 y 8', 'Tabata 20/10 x 8', 'EMOM 12 min: 10 burpees, 15 swings', 'AMRAP 20: 5-10-15',
  '5 km en 25:30', 'Distancia 10,5 km, ritmo 5:15', 'Hemos hecho 1.250 kcal', 'Pesa 72,5 kg y mide 1,78',
  'Te mando la tabla por aquí por el chat', 'Avísame por aquí cuando llegues', 'Te escribo por aquí mañana',
  'La tele de la sala de cardio está rota', 'Pon la tele en el canal de deportes', 'Se me ha roto la pantalla, te contesto desde el ordenador',
  'Te llamo la atención sobre el horario nuevo', 'La llamada a la acción del cartel está bien', 'Recepción atiende las llamadas de los socios',
  'Hay que hacer fotos de la clase para el tablón', 'El pajarito de la sala de yoga canta mucho', 'Me encanta la clase de zumba',
  'Las fotos de la clase las sube el gimnasio a su tablón', 'Apúntame a la lista de espera', 'Añade a Laura a la clase de las {hora}',
  'Dame tu opinión sobre la coreo', 'Dame un momento que miro el horario', 'Te doy la razón, mejor a las {hora}',
  'Me encuentras en recepción a las {hora}', 'Búscame en la sala de spinning al acabar', 'Estoy como una moto hoy',
  'Fuera de la app no hay cobertura del seguro, así que todo por aquí', 'Todo lo gestionamos desde la app, tranquilo',
  'Pagas con tarjeta en la app', 'El pago va por la plataforma como siempre', 'Web del ayuntamiento caída, no puedo reservar pista',
  'El canal de comunicación es este chat', 'Mi perfil ya tiene las certificaciones', 'He subido el certificado al perfil',
  'La coreo de hoy es de 32 tiempos x 4', 'Canción 1: 128 bpm, canción 2: 132 bpm', 'BPM entre 120 y 140',
  'Llevo 6 años dando clase y 300 alumnos', 'Fui monitora en 2019, 2020 y 2021', 'Nací en 1994',
  'El 12, el 19 y el 26 no puedo', 'Puedo el 3, 10, 17 y 24', 'Días libres: 2, 5, 9, 12, 16, 19, 23',
  'Habitación 612 del hotel, concentración del equipo', 'Autobús 27, parada 1543', 'Línea 6 de metro, salida 2',
  'La clave del wifi la tiene recepción', 'Taquilla 118, candado propio', 'Bici 14 rota, usa la 15',
  'Llego el {fecha} y me voy el {fecha}', 'Cubro del {fecha} al {fecha}, de {hora} a {hora}',
  'Precio hora: {money}; kilometraje 0,19 €/km; total {money}', 'Presupuesto: 4 clases x {money} = {money}',
  'Nº de socio 458 en el otro centro', 'Código de la clase: {ref}', 'La puerta tiene código 4 5 8 1', 'Código de acceso 2580',
  'Versión 2.3.1 de la app', 'Mi DNI termina en 45', 'Llevamos 3 semanas de 4 sesiones', 'Hicimos 4 x 400 m en 1:35',
  'Batido de 30 g, 2 cazos', 'Ratio 1:8 en la piscina', 'Temperatura de la sala 22-24 ºC', 'Aforo 35, hoy vinieron 33',
  'Primera planta: 1, 2 y 3; segunda: 4, 5 y 6', 'Calle 5, portal 3, 2º izda', 'Estamos en el km 12,5 de la N-6',
  'El examen es el 14/6 a las 9:00 en el aula 3.2', 'Mañana 9, 11 y 13 h', 'Sesiones de 45, 60 y 90 minutos',
  'Cinco series de diez', 'Tres por doce con treinta segundos de descanso', 'Seis cincuenta la toalla', 'Son nueve cincuenta la entrada',
  'Quedamos a las seis y media', 'Las siete y cuarto en la puerta', 'Doce euros con cincuenta', 'Vamos a hacer veinte minutos de core',
  'Ciento veinte pulsaciones en reposo es mucho', 'Mil doscientos socios este año', 'Dos mil veintiséis va a ser buen año',
  'Hay ocho clases esta semana, dos el lunes, tres el miércoles y tres el viernes', 'Nueve de cada diez repiten',
  'Tengo la clase 1 a las 9, la 2 a las 10 y la 3 a las 11', 'Sala 6, 7 u 8, la que esté libre',
  'Pilates a las 9, yoga a las 10:30, GAP a las 12', 'Lunes 18:00, martes 19:00, miércoles 20:00',
  'El grupo de los {n} está completo', 'Te cambio la de las {hora} por la de las {hora}', 'Sala {n}, planta {n}',
  'Instructor nº {n} de la lista', 'Tengo {n} alumnas nuevas', 'El {n} % de descuento el primer mes',
  'Puedes venir a las {hora}?', 'Voy tarde, llego {hora}', 'Confírmame la de las {hora} porfa', '¿Nos vemos el {fecha}?',
  'Vale, gracias!', 'Perfecto, nos vemos', 'Genial.Te confirmo mañana', 'Ok.Perfecto', 'Bien.Gracias', 'Hecho.es todo',
  'Hola.Soy la nueva monitora', 'Ya está.Es que había tráfico', 'Listo.es en la sala grande', 'Venga.es a las {hora}',
  'No tengo redes sociales, todo por la app', 'No uso bizum, pago por la app',
  'Sin llamadas, mejor por este chat', 'Prefiero no dar mi número, seguimos aquí', 'Por política no compartimos contactos',
  'La web del gimnasio está en su perfil de la app',
  'He visto tu vídeo en la app de FitCover', 'Te he dejado una valoración', 'Me salió la notificación a las {hora}',
  'Estoy en la clase de las fotos del catálogo', 'Hacemos fotos para el cartel el {fecha}', 'La mariposa es un ejercicio de aductores',
  'El pájaro perro es buen ejercicio de core', 'Hacemos el perro-pájaro 3x10', 'Fantasma en la sala 3? No hay nadie',
  'La red de voleibol está rota', 'Red de seguridad en la zona de cross', 'Los vídeos cortos de calentamiento están en la app',
  'Apúntalo en la pizarra', 'Anótalo en la hoja de firmas', 'Toma nota: {reps} y estiramientos', 'Apunta: sala {n} a las {hora}',
  'Guarda la fecha: {fecha}', 'Ahí va el plan: {reps}, {reps}, {reps}', 'Te paso los datos de la clase: {hora}, sala {n}, {n} alumnos',
  'Mi horario es {hora}, luego {hora} y después {hora}', 'Primero {reps} y luego {reps}', 'Y el resto de la semana a las {hora}',
  'Lo que sigue: estiramientos 10 min', 'Después {n} minutos de cardio', 'Y luego {n} de abdominales',
  'Prefijo de la sala: B-{n}', 'Empieza a las {hora} y acaba a las {hora}', 'Primero la de las {hora} y después la de las {hora}',
  'Son {n}, {n} y {n} kg', 'Series: {n}-{n}-{n}', 'Grupos A {n}, B {n}, C {n}', 'Ronda 1 {n}, ronda 2 {n}, ronda 3 {n}',
  'Clase {n} de {n}', 'Semana {n}/52', 'Página {n} del manual', 'Capítulo {n}, punto {n}',
  'Te he hecho la transferencia desde la app', 'La app me cobró {money}', 'Reembolso de {money} en 5-7 días',
  'El parking cuesta {money} las 4 horas', 'Menú del día {money}', 'Entrada {money}, reducida {money}',
  'La canción de {hora} min la cambio', 'Descanso de 1:30 entre series', 'Tempo 3-1-1-0', 'RPE 7-8 en las series de {n}',
  'Llevo 612 km este año en bici', 'Hice 654 sentadillas en el reto', 'Perdí 3,5 kg en 6 semanas',
  'Mi abuela tiene 92 años y viene a gimnasia', 'El grupo de mayores de 65 es a las {hora}', 'Niños de 6 a 12 años',
  'Cumplo 30 el {fecha}', 'Aniversario del gimnasio: 15 años', 'Desde 1998 en el barrio',
  'El CIF del gimnasio está en la factura', 'Número de la seguridad social: lo gestiona la app', 'Póliza {ref} del seguro',
  'Hoy 22 ºC, mañana 18', 'La piscina mide 25 x 12,5 m', 'La pista 3 de pádel, 19:30-21:00',
  'Reunión de equipo el {fecha} a las {hora}, sala {n}', 'Formación de 8 h: 4 el sábado, 4 el domingo',
]).concat(
  T('ordinary', 'ca', [
    'La classe és a les {hora} a la sala {n}', 'Són {money} per sessió', 'Som al {dir}, {cp} Barcelona', 'Fem {reps} i després {reps}',
    'Del {fecha} al {fecha} tanquem', 'Dilluns {hora}, dimecres {hora}', 'Vint minuts de cardio i deu d\'estiraments',
  ]),
  T('ordinary', 'gl', [
    'A clase é ás {hora} na sala {n}', 'Son {money} por sesión', 'Estamos na {dir}, {cp} Vigo', 'Facemos {reps} e logo {reps}',
    'Vinte minutos de core', 'Do {fecha} ao {fecha} pechamos',
  ]),
  T('ordinary', 'eu', [
    'Klasea {hora}etan da, {n}. gelan', '{money} saio bakoitzeko', '{dir}, {cp} Bilbo', '{reps} eta gero {reps}',
    'Hogei minutu core', '{fecha}tik {fecha}ra itxita',
  ]),
  T('ordinary', 'en', [
    'Class is at {hora} in room {n}', 'It costs {money} per session', 'We do {reps} then {reps}', 'See you on {fecha} at {hora}',
    'Twenty minutes of core, then ten of stretching',
  ]),
);

// ---------------------------------------------------------------------------------------------
// Split numbers

const SPLIT_OPEN = new Pool('split-open', [
  '',
  '',
  'apunta ',
  'va: ',
  'mi num ',
  'primero ',
  'te lo mando a trozos ',
  'ojo ',
  'esto: ',
  'anota ',
  'vale, ',
  'para que no lo pille el chat: ',
  'el mío empieza ',
  'dígitos: ',
]);
const SPLIT_MID = new Pool('split-mid', [
  '',
  '',
  '',
  'luego ',
  'sigue ',
  'y ',
  'después ',
  '+ ',
  'después va ',
  '...',
  'más ',
  'lo siguiente ',
]);
const SPLIT_CLOSE = new Pool('split-close', [
  '',
  '',
  '',
  ' ya está',
  ' 😉',
  '!!',
  ' y listo',
  ' eso es',
  ', escríbeme',
  ' ok?',
]);

function splitPieces(g: G, t: Tongue): string[] {
  const rng = g.rng;
  const digits = nineDigits(rng);
  const parts = rng.chance(0.5) ? [3, 6] : rng.chance(0.5) ? [3, 3, 3] : rng.chance(0.5) ? [5, 4] : [4, 3, 2];
  const out: string[] = [];
  let at = 0;
  for (const n of parts) {
    const chunk = digits.slice(at, at + n);
    at += n;
    const sub = n > 4 ? [chunk.slice(0, 3), chunk.slice(3)] : [chunk];
    const said = sub.map((x) => (rng.chance(0.25) ? sayGroup(x, t, rng) : x)).join(rng.pick([' ', ' ', '-', '.']));
    out.push(said);
  }
  return out.map((piece, i) => {
    if (i === 0) return `${g.pick(SPLIT_OPEN)}${piece}`;
    const text = `${g.pick(SPLIT_MID)}${piece}`;
    return i === out.length - 1 ? `${text}${g.pick(SPLIT_CLOSE)}` : text;
  });
}

/** Ordinary conversations whose messages are short numbers (the split path must leave them alone). */
const ORDINARY_SPLITS: string[][] = [
  ['¿A qué hora?', 'a las 9', 'o a las 10'],
  ['Somos 12', 'más 3 de prueba', 'total 15'],
  ['sala 2', 'planta 1'],
  ['Te debo 35', 'más 12 del material'],
  ['El 14', 'o el 21', 'de junio'],
  ['3x12', '4x10', '5x8'],
  ['CP 28013', 'Madrid'],
  ['clase 101', 'y la 102'],
  ['900 kcal', '120 ppm'],
  ['2026', 'temporada nueva'],
  ['Llego 18:30', 'bueno 18:45'],
  ['Calle Mayor 23', '2º 1ª'],
  ['654 sentadillas', 'en 30 días'],
  ['REF 2026', '0045'],
  ['lunes 9', 'martes 10', 'jueves 11'],
];

// ---------------------------------------------------------------------------------------------

function gen(rng: Rng, split: Split): G {
  return { rng, split, pick: (pool) => rng.pick(split === 'tune' ? pool.tune : pool.held) };
}

function slotsFor(g: G, tongue: Tongue, form: PhoneForm): Record<string, () => string> {
  return {
    num: () => phone(g, form, tongue),
    chan: () => pick(g, CHANNELS),
    net: () => pick(g, NETWORKS),
    desc: () => pick(g, DESCRIPTIONS),
    h: () => handle(g),
    dom: () => domain(g),
    name: () => pick(g, NAMES),
    money: () => money(g),
    hora: () => hour(g),
    fecha: () => day(g),
    dir: () => address(g),
    cp: () => postal(g),
    reps: () => reps(g),
    ref: () => reference(g),
    n: () => small(g),
  };
}

/** Which half each template falls in: a seeded shuffle of the list, every other one. */
const halves = (list: Template[], name: string) => deal(list, seedOf(name), 'tune');

export function secondCorpus(seed = SECOND_SEED, times = 1): Sample[] {
  const samples: Sample[] = [];
  const attemptHalf = halves(ATTEMPTS, 'attempts');
  const ordinaryHalf = halves(ORDINARY, 'ordinary');
  for (const split of ['tune', 'held'] as Split[]) {
    const rng = new Rng(seed + (split === 'tune' ? 11 : 29));
    const g = gen(rng, split);
    const ordinaryPool = ORDINARY.filter((t) => ordinaryHalf.get(t) === split);
    const history = (): string[] =>
      Array.from({ length: rng.pick([0, 0, 1, 2]) }, () =>
        fillSlots(rng.pick(ordinaryPool).text, slotsFor(g, 'es', 'digits')),
      );
    samples.push(
      ...templateSamples({
        split,
        rng,
        attempts: ATTEMPTS.filter((t) => attemptHalf.get(t) === split),
        ordinary: ordinaryPool,
        perAttempt: (t) => (t.kind === 'phone' ? PER_PHONE : PER_ATTEMPT) * times,
        perOrdinary: PER_ORDINARY * times,
        forms: PHONE_FORMS,
        attemptText: (t, form) => fillSlots(t.text, slotsFor(g, t.tongue, form)),
        ordinaryText: (t) => fillSlots(t.text, slotsFor(g, t.tongue, 'digits')),
        history,
      }),
    );
    for (let i = 0; i < SPLIT_PER_HALF * times; i++) {
      const tongue = rng.pick(['es', 'es', 'es', 'es', 'ca', 'gl', 'eu', 'en'] as Tongue[]);
      const messages = splitPieces(g, tongue);
      samples.push(conversationSample(messages, true, split));
    }
    ORDINARY_SPLITS.forEach((conversation, i) => {
      if ((i % 2 === 0) !== (split === 'tune')) return;
      samples.push(conversationSample(conversation, false, split));
    });
  }
  return samples;
}
