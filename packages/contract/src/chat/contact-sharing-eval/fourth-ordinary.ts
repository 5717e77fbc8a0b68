// The fourth generator's ordinary messages: number-heavy text a trainer and a client write
// (times, prices, dates, addresses with floor and door, postal codes, reps, references, counts,
// scores) and near misses (calls and apps that stay here, "llámame Laura"). Slots are filled by
// the functions below, each drawn with the half's dice.
import type { Dice } from './fourth-numbers.ts';

// prettier-ignore
export const ORDINARY: string[] = [
  'Quedamos a las {time} en la puerta', 'la clase de las {time} pasa a las {time}', '¿te va bien de {time} a {time}?',
  'son {price} la sesión y {price} el bono de diez', 'el mes cuesta {price}', 'te hago {price} por cuatro clases',
  'empezamos el {date} y acabamos el {date}', 'el {date} no puedo, ¿el {date}?', 'estoy en {addr}',
  'la sala está en {addr}, {cp} {city}', 'vivo en el {cp}', 'el CP es {cp}', 'hoy {reps} de sentadilla y {reps} de press',
  'haz {reps}, descansa {secs} y repite', 'tu reserva es la {ref}', 'el código del bono: {ref}', 'factura nº {ref}',
  'somos {n} en el grupo y {n} en lista de espera', 'mis marcas: {kg} kg, {kg} kg y {kg} kg', 'ganamos {score}',
  'la llamada a la acción del post no funciona', 'le di un toque al balón y entró', 'llámame {first}, que lo de señora me hace mayor',
  'te escribo por aquí mañana', 'mejor lo hablamos en clase', 'el pago se hace por la app', '¿tienes la app actualizada?',
  'el bizum no va, pago por la app como siempre', 'no tengo redes, lo siento', 'prefiero no dar mi número, seguimos por aquí',
  'el {day}, el {day} y el {day} hay clase de {class}', 'las {hour}, las {hour} y las {hour} están llenas',
  'series {pyramid} con {kg} kg', 'tempo {tempo} en cada repetición', 'horario: {range} y {range}',
  'los {weekday} {day}, {day}, {day} y {day}', 'tengo {age} años y llevo {n} entrenando', 'hicimos {n} km, luego {n} y después {n}',
  'llego a las {time}, aparco en la planta {floor} plaza {spot}', 'portal {n}, {floor}º {door}ª, el timbre no va',
  'calle {street} {n}, {floor}º {door}, {cp}', 'pedido {ref} enviado, llega el {date}', 'la sala {n} o la {n}, tú eliges',
  'hoy {reps}, mañana {reps} y el {weekday} descanso', 'el de {kg} kilos, el de {kg} y el de {kg}',
  'pagué {price} + {price} de matrícula', 'cambié la clase del {date} a las {time} por la del {date} a las {time}',
  'mi récord en 5 km es {mmss} y en 10 km {mmss}', 'FC media {bpm} ppm, máxima {bpm}', 'peso {kg},{d} kg y mido 1,{cm}',
  'el grupo de las {time} somos {n}: {first}, {first} y yo', 'te llamo {first} o prefieres otro nombre?',
  'me llaman {first} en el gimnasio', 'hablamos en la próxima sesión, que por aquí me lío', 'el lunes te cuento por aquí',
  'la app de reservas no me deja cambiar la hora', 'he subido la rutina a la plataforma', 'vi tu perfil en FitCover y me gustó',
  'lo de la llamada de atención del otro día ya está olvidado', 'mi hija me hizo una videollamada desde el cole',
  'el número de la taquilla es el {n}', 'juego de pesas: 2, 4, 6, 8 y 10 kg', 'circuito: {reps}, {reps}, {reps} y {reps}',
  'la cuenta atrás: 10, 9, 8, 7, 6, 5, 4, 3, 2, 1', 'series de 12-10-8-6 y luego 15 de bombeo', 'objetivo {kg} kg para el {date}',
  'el autobús {n} para en la puerta', 'dorsal {ref}, salgo en el cajón {n}', 'El Pilates Reformer de las {time} es en la 2ª planta',
  'ok.es que llego justo', 'vale.nos vemos a las {time}', 'sesenta y cinco kilos en press, setenta en sentadilla',
  'doce, diez y ocho repeticiones', 'tengo treinta y dos años, peso sesenta y ocho', 'bloque {n}, escalera {n}, {floor}º {door}ª',
];

export const CITIES = ['Madrid', 'Barcelona', 'Vigo', 'Bilbao', 'Sevilla', 'València', 'Girona', 'Lugo', 'Donostia'];
export const FIRST_NAMES = ['Laura', 'Pepa', 'Juanjo', 'Maite', 'Toni', 'Merche', 'Quique', 'Bea', 'Nacho', 'Rocío'];
const STREETS = ['Mayor', 'Gran Vía', 'de la Paz', 'Alcalá', 'Aribau', 'Urzaiz', 'Sol', 'Real'];
const CLASSES = ['spinning', 'yoga', 'pilates', 'HIIT', 'funcional', 'zumba', 'boxeo'];
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];
const MONTHS = ['enero', 'marzo', 'mayo', 'junio', 'octubre', 'diciembre'];

const two = (n: number) => String(n).padStart(2, '0');

/** Slot fillers for ordinary text. */
export const ORDINARY_SLOTS: Record<string, (d: Dice) => string> = {
  time: (d) =>
    d.one([
      `${d.int(6, 22)}:${two(d.int(0, 3) * 15)}`,
      `${d.int(6, 22)}.${two(d.int(0, 3) * 15)}`,
      `${d.int(6, 11)}h`,
      `${d.int(7, 21)}:00h`,
    ]),
  price: (d) =>
    d.one([
      `${d.int(10, 90)} €`,
      `${d.int(10, 90)},${d.one(['00', '50', '95'])}€`,
      `${d.int(100, 999)} euros`,
      `€${d.int(20, 60)}`,
    ]),
  date: (d) =>
    d.one([
      `${d.int(1, 28)}/${d.int(1, 12)}`,
      `${d.int(1, 28)}/${two(d.int(1, 12))}/2026`,
      `${d.int(1, 28)} de ${d.one(MONTHS)}`,
      `${d.int(1, 28)}-${d.int(1, 12)}-26`,
    ]),
  addr: (d) =>
    `${d.one(['c/', 'Calle', 'Avda.', 'Pza.'])} ${d.one(STREETS)} ${d.int(1, 140)}, ${d.int(1, 8)}º ${d.int(1, 4)}ª`,
  cp: (d) => String(d.one([8, 28, 36, 48, 41, 46, 17, 27, 20]) * 1000 + d.int(1, 99)).padStart(5, '0'),
  city: (d) => d.one(CITIES),
  reps: (d) =>
    d.one([
      `${d.int(3, 5)}x${d.int(6, 15)}`,
      `${d.int(3, 5)} x ${d.int(8, 12)}`,
      `${d.int(3, 5)}×${d.int(5, 12)}`,
      `${d.int(3, 4)} series de ${d.int(8, 20)}`,
    ]),
  secs: (d) => d.one([`${d.int(30, 90)} segundos`, `${d.int(1, 3)} min`, `${d.int(30, 90)}"`]),
  ref: (d) =>
    d.one([
      `${d.one(['RES', 'FC', 'BN'])}-${d.int(10000, 99999)}`,
      `#${d.int(100000, 999999)}`,
      `${d.int(2024, 2026)}/${d.int(100, 9999)}`,
      `A${d.int(1000000, 9999999)}`,
    ]),
  n: (d) => String(d.int(2, 40)),
  kg: (d) => String(d.int(4, 180)),
  score: (d) => `${d.int(4, 7)}-${d.int(0, 6)}, ${d.int(0, 6)}-${d.int(4, 7)}, ${d.int(6, 7)}-${d.int(3, 5)}`,
  first: (d) => d.one(FIRST_NAMES),
  day: (d) => String(d.int(1, 31)),
  hour: (d) => String(d.int(6, 21)),
  class: (d) => d.one(CLASSES),
  weekday: (d) => d.one(WEEKDAYS),
  pyramid: (d) => {
    const top = d.int(12, 20);
    return `${top}-${top - 2}-${top - 4}-${top - 6}`;
  },
  tempo: (d) => `${d.int(2, 4)}-${d.int(0, 2)}-${d.int(1, 3)}-${d.int(0, 1)}`,
  range: (d) => `${d.int(7, 12)}:00-${d.int(13, 15)}:${d.one(['00', '30'])}`,
  age: (d) => String(d.int(18, 70)),
  floor: (d) => String(d.int(1, 9)),
  door: (d) => String(d.int(1, 4)),
  spot: (d) => String(d.int(1, 240)),
  street: (d) => d.one(STREETS),
  mmss: (d) => `${d.int(18, 55)}:${two(d.int(0, 59))}`,
  bpm: (d) => String(d.int(110, 195)),
  d: (d) => String(d.int(0, 9)),
  cm: (d) => String(d.int(50, 95)),
};

/** Ordinary conversations split over messages: numbers that never add up to a phone. */
// prettier-ignore
export const ORDINARY_SPLITS: string[][] = [
  ['llego a las {time}', 'y salgo a las {time}'], ['hoy {reps}', 'mañana {reps}'], ['son {price}', 'más {price} de matrícula'],
  ['estoy en el portal {n}', '{floor}º {door}ª'], ['el {date}', 'a las {time}', 'en la sala {n}'], ['CP {cp}', 'calle {street} {n}'],
];

/** Fills "{slot}" marks with `slots`. */
export function fillSlots(text: string, d: Dice, slots: Record<string, (d: Dice) => string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`fourth generator: no slot ${name}`);
    return slot(d);
  });
}
