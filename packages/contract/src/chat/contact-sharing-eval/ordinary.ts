// Templates of ordinary messages a gym and an instructor send each other: schedules, prices,
// dates, addresses with floor and door, postal codes, reps, references, counts, class plans,
// number words, and near-misses of the detector's words ("la tele", "búscame en recepción").
import type { Gen } from './random.ts';
import type { Template } from './evasions.ts';
import {
  address,
  ages,
  ascending,
  count,
  date,
  displayName,
  floorDoor,
  hour,
  postalCode,
  price,
  reference,
  reps,
  time,
} from './slots.ts';
import type { Lang } from './spell.ts';

const DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
// prettier-ignore
const CLASSES = [
  'spinning', 'BodyPump', 'pilates', 'yoga', 'HIIT', 'zumba', 'body combat', 'GAP', 'cross training', 'aquagym',
  'step', 'TRX',
];
// prettier-ignore
const REPLIES = [
  'vale', 'ok', 'perfecto', 'genial', 'bien', 'sí', 'claro', 'listo', 'gracias', 'hecho', 'bueno', 'entendido',
  'estupendo', 'okey', 'guay', 'correcto', 'exacto', 'fenomenal', 'Vale', 'Ok', 'Perfecto', 'Genial',
];
// prettier-ignore
const AFTER_STOP = [
  'es a las {time}', 'es que llego justo', 'es el {day}', 'es en la sala {n}', 'es mañana', 'me parece bien',
  'la clase es a las {time}', 'lo vemos el {day}', 'el {day} a las {time}', 'nos vemos allí', 'te confirmo luego',
  'es la de las {time}', 'ya está', 'es todo', 'en la sala {n}', 'no hay problema', 'si quieres lo cambiamos',
  'me va genial', 'hoy no puedo', 'eso es', 'a las {time} entonces',
];

// prettier-ignore
const ORDINARY: Record<Lang, string[]> = {
  es: [
    // glued sentences ("vale.es a las 21:00")
    '{reply}.{after}', '{reply}.{after}', '{reply}.{after} {emoji}', '{reply}. {after}',
    // times and schedules
    'La clase es a las {time} en la sala {n}', '¿Puedes de {time} a {time2} los {day}?',
    'Los {day} tenemos {class} a las {time}', 'Nos vemos el {date} a las {time}',
    'El horario es de {hour} a {hour2} h de lunes a viernes',
    'Puedo de {hour} a {hour2}, de {hour3} a {hour4} y de {hour5} a {hour6}', 'Tengo hueco el {list}',
    'Clases a las {list}', 'Libre los días {listSpaced}', 'Mañana de {time} a {time2} y tarde de {time3} a {time4}',
    'A las {time}, {time2}, {time3} y {time4}', '{hour}-{hour2}, {hour3}-{hour4}, {hour5}-{hour6}',
    'Turnos: {hour}-{hour2} y {hour3}-{hour4}', 'Horario: L-V {time}-{time2}, S {time3}-{time4}',
    'El {day} {n} a las {time} y el {day2} {n2} a las {time2}',
    'Llego a las {time}, salgo de otra clase a las {time2}', 'Del {date} al {date2} necesitamos cubrir las mañanas',
    'Empezamos el {date}', 'La sustitución sería del {n} al {n2} de {month}', 'El bloque de verano: {date} - {date2}',
    'Son {n} sesiones de {minutes} minutos a las {time}', 'Cambiamos la clase del {date} al {date2}, mismo horario',
    '¿Te va bien el {day} {n} a las {time}?', 'Sesiones a las {time} y {time2}, {minutes} min cada una',
    'El {date} cerramos a las {time}',
    // prices
    'Son {price} la sesión de {minutes} minutos', 'Pagamos {price} la hora',
    'La oferta es de {price}/mes por {count} horas semanales', 'Serían {price} al mes más IVA',
    'El bono de {n} clases son {price}', 'Cobro {price} por {count} clases', 'La cuota pasa de {price} a {price2}',
    '{price} brutos + {price2} de dietas', 'Serían {n} clases x {price} = {price2}', 'Facturamos {price} en {month}',
    'Precios: {price} básica, {price2} plus', 'IVA 21 %, IRPF 15 %, total {price}',
    'Pagamos {price} el mes pasado y {price2} este', 'Te pagamos por la plataforma a final de mes, {price} en total',
    '{count} sesiones a {price}, total {price2}', 'El plus de fin de semana son {price} por clase',
    // addresses and postal codes
    'Estamos en {address}', 'La dirección es {address}', 'El gimnasio está en {address}',
    'Nuestra dirección: {address}', 'Nos mudamos a {address}', 'Cambiamos de local: ahora estamos en {address}',
    'Código postal {cp}', 'El código postal es el {cp}', 'CP {cp}', '{cp}, {cp2} y {cp3} son los del centro',
    'Es en la {floor}, entrada por la calle de atrás', 'Llama al timbre del {floor}',
    'Sube a la {floor}, la sala del fondo',
    // reps and class plans
    'Series de {reps} con {kg} kg', '{reps} + {reps2}', 'Press banca {kg} kg {reps}, sentadilla {kg2} kg {reps2}',
    'Hoy toca {reps}, {reps2} y {reps3}', 'Tabata {n}x20/10', "Hacemos {n}x400 m con 1' de descanso",
    'EMOM de {minutes} minutos y AMRAP de {n2}',
    "Calentamiento {n}', parte principal {minutes}', vuelta a la calma {n2}'", 'Kettlebells de {kgList} kg',
    'Discos de {kgList} kg', 'Mancuernas de {kgList} kg', 'Uso música entre {bpm} y {bpm2} bpm',
    'En {class} hacemos {n} bloques de {minutes} minutos', 'Para {class} suelo hacer bloques de 40/20, {n} rondas',
    // references and codes
    'Ref. {ref}', 'Localizador: {ref}', 'Reserva {ref}', 'Factura {ref}', 'Nº de pedido {ref}',
    'La referencia del pago es {ref}', 'Referencia de la reserva: {ref}',
    'Te he enviado la propuesta en la oferta nº {count}', 'Código de la taquilla {code}',
    'La clave del candado: {codeDashed}', 'El código de la puerta es {code}#', 'Tu número de socio es el {code}',
    'Oferta {count} y oferta {count2}, las dos son nuestras',
    // counts
    'Tenemos {count} socios, {count2} bicis y {n} taquillas', 'Somos {n} monitores y {n2} salas',
    'Hemos vendido {count} bonos este trimestre', '{count} personas inscritas en la carrera',
    'Hicimos {n} clases, {n2} sesiones y {count} entrenos', 'Grupos de {list} personas', 'Edades: {ages} y {ages2}',
    'En total {count} socios y {count2} bajas este año', 'Sala {n}, bici {n2}, fila {n3}',
    'Hoy {n} clases, mañana {n2}, el {day} {n3}', 'El grupo A son {n} personas y el B {n2}',
    '{n} de cada 10 socios vienen a colectivas', 'Del 1 al 10, la clase de ayer fue un {n}',
    'Llevo {n} años, {n2} certificaciones y {count} clases este año',
    'Entre semana {count} socios diarios, fin de semana {count2}',
    // number words
    'Son {wordsN} clases de {wordsMin} minutos', '{wordsPrice} euros el trimestre',
    'Tres series de doce y dos de quince', 'Llego a las {wordsHour} y media',
    'Somos unos {wordsN} o {wordsN2} alumnos', 'Son las {wordsHour} y cuarto, voy para allá',
    'Cuento uno, dos, tres, cuatro y arriba',
    // near-misses
    'Lo vi anoche en la tele', 'La tele de la sala {n} no funciona', 'Ponen el partido en la tele a las {time}',
    'Tengo la talla XL', 'Hacemos {n} x {n2} de zancadas', 'El ejercicio X del circuito es el de burpees',
    'La app de FitCover me avisa de todo', 'La app no me deja subir el certificado',
    'Te escribo por aquí en cuanto salga', 'Me encuentras en la sala {n} a partir de las {time}',
    'Búscame en la recepción, llevo la camiseta azul', 'Búscame cuando acabes la clase',
    'Me encontrarás en el almacén', 'Soy la monitora nueva de las {time}', '¿Cómo te llamas?',
    'Me llamo {name} y doy {class}', 'La clase se llama Body Attack', 'Tengo una llamada con dirección a las {time}',
    'Te doy un toque por aquí cuando llegue', 'Dame un toque por el chat si te retrasas',
    'Añádeme a la lista de espera de la clase del {day}', 'Tu contacto en el centro será {name}',
    'Seguimos hablando por aquí', 'El pago va por la plataforma, como siempre',
    'Lo importante en este punto es la técnica', 'A las {hour} en punto empezamos',
    'El punto es que faltan monitores', 'Sígueme la cuenta: 4 tiempos arriba, 4 abajo',
    'Te mando el vídeo de la coreo por aquí', 'Las fotos de la clase las subimos a la web del gimnasio',
    'Mi perfil de la plataforma ya está completo', 'Vimos el vídeo de la coreo en YouTube',
    'Hacemos coreos de TikTok en la clase de baile', 'La sala X está cerrada por obras',
    'El canal de la piscina está en obras', 'La línea {n} del metro te deja al lado',
    'Lo anunciaremos en nuestras redes', 'Te busco en la entrada a las {time}',
    'Llamaré a recepción para que te esperen', '¿Podemos hacer una reunión en persona el {day}?',
    'La nueva app de reservas del gimnasio sale en {month}', 'Te escribo por el chat si hay cambios',
    'Estoy a punto de salir', 'Es un deporte de contacto', 'La persona de contacto es {name}',
    'Búscame en la sala de máquinas', 'Sígueme hasta el almacén',
  ],
  ca: [
    'La classe és a les {time} a la sala {n}', "Paguem {price} l'hora", 'Som al {address}', 'El codi postal és {cp}',
    'Tens disponibilitat dijous de {time} a {time2}?', 'Fem {reps} amb {kg} kg',
    'Vint-i-tres alumnes a la classe de dimarts', 'Ens veiem dilluns a les {time}', 'La quota és de {price}/mes',
    'Sis sessions de quaranta-cinc minuts', 'Truca a la porta del darrere', 'Estic a punt de sortir',
    'Et paguem per la plataforma', 'Tenim {count} socis i {n} sales',
  ],
  gl: [
    'A clase é ás {time} na sala {n}', 'Pagamos {price} á hora', 'Estamos na {address}',
    'Trinta e cinco euros a sesión', 'Somos {count} socios', 'Vémonos o luns ás {time}', 'Fago {reps} con {kg} kg',
  ],
  eu: [
    'Klasea {time}etan da, {n}. gelan', 'Hogeita hamar minutu gehiago', '{price} ordua ordaintzen dugu',
    'Astelehenean {time}etan ikusiko gara',
  ],
  en: [
    'The class starts at {time} in studio {n}', 'We pay {price} per hour', 'Our gym is at {address}',
    'See you on Monday at {time}', 'Can you do {reps} with {kg} kg?', 'Class sizes are between {n} and {n2}',
    'Booking ref {ref}', 'I left my bag in locker {n}',
  ],
};

export const ORDINARY_TEMPLATES: Template[] = Object.entries(ORDINARY).flatMap(([lang, texts]) =>
  texts.map((text) => ({ kind: 'ordinary', lang: lang as Lang, text })),
);

// prettier-ignore
const MONTHS = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre',
  'diciembre',
];
// prettier-ignore
const NUMBER_WORDS = [
  'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'doce', 'quince', 'veinte', 'treinta',
];
// prettier-ignore
const MINUTE_WORDS = [
  'treinta', 'cuarenta y cinco', 'cincuenta', 'sesenta', 'noventa', 'cuarenta', 'cincuenta y cinco',
];
const PRICE_WORDS = ['noventa y nueve', 'cuarenta y cinco', 'sesenta', 'setenta y cinco', 'treinta y nueve', 'ochenta'];
const HOUR_WORDS = ['seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
const EMOJI = ['🙂', '👍', '💪', '🙌', '😊', ''];

const num = (g: Gen) => String(g.rng.int(1, 12));
const kgList = (g: Gen) => {
  const start = g.rng.pick([1, 2, 4, 5, 6, 8]);
  const step = g.rng.pick([2, 4, 5]);
  const n = g.rng.int(3, 6);
  const list = Array.from({ length: n }, (_, i) => String(start + i * step));
  return `${list.slice(0, -1).join(g.rng.pick([', ', ' ']))} y ${list.at(-1)}`;
};

export function ordinarySlots(): Record<string, (g: Gen) => string> {
  const slots: Record<string, (g: Gen) => string> = {
    time,
    time2: time,
    time3: time,
    time4: time,
    date,
    date2: date,
    price,
    price2: price,
    count,
    count2: count,
    address,
    cp: postalCode,
    cp2: postalCode,
    cp3: postalCode,
    reps,
    reps2: reps,
    reps3: reps,
    ref: reference,
    floor: floorDoor,
    n: num,
    n2: num,
    n3: num,
    ages,
    ages2: ages,
    name: displayName,
    kgList,
    hour: (g) => String(hour(g)),
    hour2: (g) => String(hour(g)),
    hour3: (g) => String(hour(g)),
    hour4: (g) => String(hour(g)),
    hour5: (g) => String(hour(g)),
    hour6: (g) => String(hour(g)),
    day: (g) => g.rng.pick(DAYS),
    day2: (g) => g.rng.pick(DAYS),
    month: (g) => g.rng.pick(MONTHS),
    class: (g) => g.rng.pick(CLASSES),
    minutes: (g) => String(g.rng.pick([30, 40, 45, 50, 55, 60, 75, 90])),
    kg: (g) => String(g.rng.int(2, 40) * 5),
    kg2: (g) => String(g.rng.int(2, 40) * 5),
    bpm: (g) => String(g.rng.int(110, 135)),
    bpm2: (g) => String(g.rng.int(130, 160)),
    code: (g) => g.rng.digits(g.rng.int(4, 5)),
    codeDashed: (g) => [...g.rng.digits(g.rng.int(3, 4))].join('-'),
    list: (g) => {
      const list = ascending(g, 24);
      return `${list.slice(0, -1).join(', ')} y ${list.at(-1)}`;
    },
    listSpaced: (g) => ascending(g, 31).join(' '),
    wordsN: (g) => g.rng.pick(NUMBER_WORDS),
    wordsN2: (g) => g.rng.pick(NUMBER_WORDS),
    wordsMin: (g) => g.rng.pick(MINUTE_WORDS),
    wordsPrice: (g) => g.rng.pick(PRICE_WORDS),
    wordsHour: (g) => g.rng.pick(HOUR_WORDS),
    reply: (g) => g.rng.pick(REPLIES),
    emoji: (g) => g.rng.pick(EMOJI),
  };
  slots.after = (g) =>
    g.rng.pick(AFTER_STOP).replace(/\{(\w+)\}/g, (_, name: string) => (slots[name] as (g: Gen) => string)(g));
  return slots;
}
