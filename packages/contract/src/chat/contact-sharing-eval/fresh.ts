// A second held-out set, written after the rules were tuned and committed before it was first
// run (ADR 0015): new wordings, new separators and fillers, new ordinary messages, none of them
// seen while tuning. Its figures are printed by `npm run eval:detector`, never its messages.
import { Rng, makeGen, type Gen } from './random.ts';
import { inScript, spellGroup, type GroupStyle, type Lang } from './spell.ts';
import { groupsOf, spanishNumber } from './phones.ts';
import { address, count, date, displayName, handle, postalCode, price, reference, reps, time } from './slots.ts';
import type { Sample } from './generate.ts';

export const FRESH_SEED = 20260427;

// prettier-ignore
const SEPARATORS = [
  ' ', ' ', ' ', ', ', ' - ', '.', ' ~~ ', ' :) ', ' // ', ' -> ', ' ‒ ', ' ⁃ ', ' ・ ', '、', ' ; ', ' ** ', ' 🤙 ',
  ' ⭐ ', ' 😜 ', ' ✔️ ', '\u2007', '\u3000', ' | ', '--', ' ... ', ' ‖ ', ' ♦ ',
];
// prettier-ignore
const FILLERS: Record<Lang, string[]> = {
  es: [
    'y tras ello', 'y después de eso', 'luego ya', 'y para rematar', 'y la segunda parte es', 'y a partir de ahí',
    'y acto seguido', 'luego sigue', 'y ahora lo que falta', 'y al final va', 'después de eso', 'y más tarde',
    'lo siguiente es', 'y por otro lado', 'y finalmente', 'y entonces', 'seguido por', 'y para acabar',
  ],
  ca: ['i després ve', 'i finalment', 'i la resta és', 'i seguidament'],
  gl: ['e despois vén', 'e finalmente', 'e logo'],
  eu: ['eta ondoren', 'eta azkenik', 'gero'],
  en: ['and after that', 'then it is', 'and the last part is', 'and lastly'],
};

function phone(g: Gen, lang: Lang): string {
  const digits = spanishNumber(g);
  const groups = groupsOf(digits, g);
  const r = g.rng.next();
  const sep = g.rng.pick(SEPARATORS);
  if (r < 0.3) return groups.join(sep);
  const style = g.rng.pick(['perDigit', 'value', 'mixedDigit'] as GroupStyle[]);
  if (r < 0.55) return groups.map((x) => spellGroup(x, style, lang, g)).join(g.rng.pick([' ', ', ', ' - ']));
  if (r < 0.8) {
    const said = groups.length < 2 ? [digits.slice(0, 3), digits.slice(3)] : groups;
    return said
      .map((x, i) =>
        i === 0 ? x : `${g.rng.pick(FILLERS[lang])} ${g.rng.chance(0.5) ? x : spellGroup(x, style, lang, g)}`,
      )
      .join(g.rng.pick([' ', ', ']));
  }
  if (r < 0.9)
    return groups
      .map((x) =>
        inScript(
          x,
          g.rng.pick(['arabic', 'devanagari', 'thai', 'fullwidth', 'bengali', 'khmer', 'mathBold', 'keycap']),
        ),
      )
      .join(' ');
  return `${g.rng.pick(['+34 ', '0034 ', '+34.', '(0034) '])}${groups.join(sep)}`;
}

type T = { kind: string; lang: Lang; text: string };
const ev = (kind: string, lang: Lang, texts: string[]): T[] => texts.map((text) => ({ kind, lang, text }));

// prettier-ignore
const EVASIONS: T[] = [
  ...ev('phone', 'es', [
    'Oye, mejor apunta esto {phone}', 'Esto es lo mío: {phone}', 'Por si necesitas algo urgente {phone}', 'Cualquier duda {phone} 😊',
    'A este: {phone}', 'Mi personal es {phone}', 'Para temas de horarios, {phone}', 'Te dejo esto por aquí {phone} y lo borro luego',
    'Dime algo al {phone}', 'Toma nota, {phone}', 'Por WhatsApp no, pero al {phone} sí', 'Si no te respondo, {phone}',
  ]),
  ...ev('phone', 'ca', ['Apunta-ho: {phone}', 'Si vols, {phone}', 'El meu és {phone}']),
  ...ev('phone', 'gl', ['Apunta isto: {phone}', 'O meu é {phone}']),
  ...ev('phone', 'eu', ['Hona hemen: {phone}', 'Nirea: {phone}']),
  ...ev('phone', 'en', ['Ping me at {phone}', 'Save this: {phone}']),
  ...ev('channel', 'es', [
    '¿Seguimos por wasap?', 'Te mando el horario al guasá', 'Pásate por mi telegram y lo vemos', '¿Tienes tlgrm?', 'Mejor por wats',
    'Escríbeme por el verde', 'Te hablo por insta', 'Pásame tu ig y te escribo', 'Mándame un audio al whats', 'Tienes face? Te busco',
    'Mejor por el telegram, es más rápido', 'Te escribo por el Signal', 'Dame tu tele y te escribo', 'Mi celular te lo paso ahora',
    'Escríbeme al móvil mejor', 'Te paso mi tfno', 'Pásame el cel', 'Escríbeme al w h a t s', 'Háblame por t e l e g r a m',
    'Mándame algo por sɪɢɴᴀʟ', 'Te escribo por ᴡᴀ', 'Te busco en ｉｎｓｔａ', 'Ping por el 𝐰𝐡𝐚𝐭𝐬', 'Mejor hablamos por skype',
  ]),
  ...ev('network', 'es', [
    'Sígueme en TikTok que subo las coreos', 'Estoy en YouTube, canal {name}', 'Mi Twitter es {handle}', 'Búscame en Bluesky como {handle}',
    'En X me llamo {handle}', 'Me tienes en Twitch todas las noches', 'Sígueme en Strava, soy {handle}', 'Mi perfil de Pinterest: {handle}',
    'Te dejo mi Threads: {handle}', 'Agrégame en Discord, soy {handle}', 'Mira mi canal de YouTube, {name}', 'Estoy en TikTok como {name}',
  ]),
  ...ev('description', 'es', [
    'Búscame en la red de los pajaritos, {handle}', 'Te escribo por la app verde esa', 'Estoy en la de las fotos como {handle}',
    'Sígueme en la app de los vídeos cortos', 'Búscame en la red social del fantasma, {handle}', 'Agrégame en la app de mensajes azul',
    'Mándame algo por la aplicación verde', 'En la red profesional me encuentras como {name}',
  ]),
  ...ev('handle', 'es', [
    'Me puedes encontrar como {handle}', 'Búscame, soy {handle}', 'Estoy como {handle} en todos los sitios', 'Me encontrarás por {handle}',
    'Salgo como {handle} en todas las redes', 'Mi nombre de usuario es {handle}', 'Usuario: {handle}', 'Sígueme: {handle}',
    'Búscame por ahí como {handle}', 'Me verás como {handle}', 'Añádeme, soy {handle}', 'Agrégame como {handle}',
  ]),
  ...ev('domain', 'es', [
    'Todo está en {dom}', 'Échale un ojo a {dom}', 'Mi página: {dom}', 'Reserva en {dom} y quedamos', 'Tarifas y contacto en {dom}',
  ]),
  ...ev('email', 'es', [
    'Mi correo: {user} arroba gmail punto com', 'Mándamelo a {user} (arroba) hotmail', 'Escríbeme a {user} at gmail dot com',
    'Te paso el correo: {user} en gmail', 'Mi mail es {user} de hotmail',
  ]),
  ...ev('call', 'es', [
    '¿Te llamo un momento?', '¿Puedo llamarte luego?', 'Te doy un toque al salir', 'Llámame y lo hablamos', '¿Hacemos videollamada mañana?',
    'Lo hablamos por teléfono mejor', 'Mejor te llamo', '¿Te importa si te llamo?', 'Llamada rápida y lo cerramos', 'Te marco luego',
    'Hazme una llamada perdida', 'Llámame cuando puedas, que por escrito me lío', 'Hablamos por videollamada el lunes',
  ]),
  ...ev('call', 'ca', ['Et truco més tard', "Truca'm quan surtis", 'Fem una trucada?']),
  ...ev('call', 'gl', ['Chámote despois', 'Chámame cando poidas']),
  ...ev('call', 'en', ['Can I give you a call?', "I'll ring you later"]),
  ...ev('contact', 'es', [
    '¿Me pasas tu número?', 'Dame tu número y te escribo', '¿Me dejas tu contacto?', 'Pásame un contacto tuyo', 'Agrégame y lo hablamos',
    'Te paso mi número', '¿Tienes un número para escribirte?', '¿Cuál es tu número?', 'Dame algún contacto directo', 'Añádeme y seguimos',
  ]),
  ...ev('offplatform', 'es', [
    'Mejor hablamos fuera de la aplicación', 'Esto lo cerramos por fuera', 'Prefiero seguir fuera de FitCover', 'Sigamos por otro lado',
    'Salimos de aquí y lo hablamos', 'Hablamos por privado', 'Mejor por otra app',
  ]),
  ...ev('payment', 'es', [
    'Te hago un bizum y listo', 'Te lo pago por bizum', 'Pásame tu IBAN y te hago la transferencia', 'Te pago en efectivo el día de la clase',
    'Por fuera te pago más', 'Sin comisión si me pagas por bizum', 'Te pago por PayPal directamente',
  ]),
];

// prettier-ignore
const ORDINARY: T[] = ev('ordinary', 'es', [
  'Entonces te espero el {date} a las {time}', 'He movido tu clase a las {time}, ¿te va bien?', 'La cuota de {price} incluye {n} clases',
  'Nos hemos mudado: {address}', 'El parking está en {address}', 'Hacemos {reps} y luego {reps2}', 'Tu referencia es {ref}',
  'Hay {count} inscritos y {count2} en lista de espera', 'El día {n} a las {time} y el día {n2} a las {time2}', 'Entre {n} y {n2} alumnos',
  'Cobramos {price} por sesión y {price2} por bono', 'La factura es la {ref}, ya pagada', 'El CP de la sala nueva es {cp}',
  'Ayer vinieron {n} y hoy {n2}', 'Mañana de {time} a {time2}', 'Semana que viene: lunes {n}, martes {n2}, jueves {n3}',
  'Sala {n}, planta {n2}, puerta {n3}', 'Son {n} rondas de {n2} minutos', 'Del {date} al {date2}, sin cambios',
  'Te he pagado {price} por la plataforma', '¿Te va bien a las {time}? Si no, a las {time2}', 'Llevamos {count} clases este trimestre',
  'Pesas de {n} y {n2} kg', 'Grupo A: {n} personas. Grupo B: {n2} personas', '{n}x{n2} de sentadillas y {n3}x{n2} de zancadas',
  'La clase del {date} se cancela', 'El bono trimestral sube a {price}', 'Estamos a {n} minutos andando del metro',
  'Tenemos {count} socios activos', 'Tu taquilla es la {count}', 'Horario nuevo: {time}-{time2}', 'Te toca la sala {n} a las {time}',
  'Vale, nos vemos a las {time}', 'Perfecto, quedamos así', '¿Puedes cubrir el {date}?', 'Gracias por la clase de ayer, muy bien',
  'La tele de la recepción está rota', 'Vimos tu vídeo en la web del centro', 'El punto de encuentro es la puerta {n}',
  'Te llamo la atención sobre el horario nuevo', 'Me llamo {name}, soy la nueva coordinadora', 'Busca la sala {n} al fondo',
  'Me encontrarás en recepción a las {time}', 'Soy la de la clase de las {time}', 'Estoy en la sala {n}', 'Agrega un bloque de {n} minutos',
  'La app de reservas tiene un fallo', 'En la red de monitores de la zona se habla bien de ti', 'El pago por la plataforma, como siempre',
  'Hoy no puedo, ¿mañana a las {time}?', 'Ok.Es la de las {time}', 'vale.es en la sala {n}', 'genial.nos vemos el {date}',
  'Dos series de quince y una de veinte', 'Llegaré sobre las siete y cuarto', 'Son cuarenta y cinco minutos de clase',
  'El {date} hay puertas abiertas de {time} a {time2}', 'Aforo: {n} personas por sala', 'Temperatura de la piscina: {n}{n2} grados',
]).concat(ev('ordinary', 'ca', ['Ens veiem el {date} a les {time}', 'La quota és de {price}', 'Som a {address}', 'Fem {reps}']),
  ev('ordinary', 'en', ['See you on the {date} at {time}', 'The fee is {price}', 'We moved to {address}']));

const slots = (lang: Lang): Record<string, (g: Gen) => string> => ({
  phone: (g) => phone(g, lang),
  name: displayName,
  handle,
  user: (g) => handle(g).replace(/\./g, ''),
  dom: (g) =>
    `${handle(g).replace(/[._]/g, '')}${g.rng.pick([' . es', '[.]com', ' (punto) net', ' punto es', '.es', ' dot com', '(.)cat'])}`,
  date,
  date2: date,
  time,
  time2: time,
  price,
  price2: price,
  address,
  reps,
  reps2: reps,
  ref: reference,
  count,
  count2: count,
  cp: postalCode,
  n: (g) => String(g.rng.int(1, 30)),
  n2: (g) => String(g.rng.int(1, 30)),
  n3: (g) => String(g.rng.int(1, 30)),
});

const fillIn = (text: string, g: Gen, lang: Lang) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => (slots(lang)[name] as (g: Gen) => string)(g));

/** The fresh set: every template a few times, and split numbers over two or three messages. */
export function freshCorpus(seed = FRESH_SEED): Sample[] {
  const g = makeGen(new Rng(seed), 'held');
  const samples: Sample[] = [];
  const add = (t: T, times: number, previous: () => string[]) => {
    for (let i = 0; i < times; i++) {
      samples.push({
        text: fillIn(t.text, g, t.lang),
        previous: previous(),
        sharing: t.kind !== 'ordinary',
        kind: t.kind,
        template: t.text,
        split: 'held',
      });
    }
  };
  const chatter = () => (g.rng.chance(0.5) ? [] : [fillIn(g.rng.pick(ORDINARY).text, g, 'es')]);
  for (const t of EVASIONS) add(t, t.kind === 'phone' ? 16 : 6, chatter);
  for (const t of ORDINARY) add(t, 25, chatter);
  for (let i = 0; i < 150; i++) {
    const lang = g.rng.pick(['es', 'es', 'ca', 'en'] as Lang[]);
    const digits = spanishNumber(g);
    const cut = g.rng.int(3, 6);
    const style = g.rng.pick(['digits', 'perDigit', 'value'] as GroupStyle[]);
    const say = (part: string) =>
      groupsOf(part, g)
        .map((x) => spellGroup(x, style, lang, g))
        .join(' ');
    samples.push({
      text: `${g.rng.pick(['', 'y ', 'luego '])}${say(digits.slice(cut))}`,
      previous: [say(digits.slice(0, cut))],
      sharing: true,
      kind: 'split',
      template: 'fresh split',
      split: 'held',
    });
  }
  return samples;
}
