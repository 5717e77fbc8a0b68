// The fifth generator's ordinary messages: number-heavy but harmless text (times, prices, dates,
// addresses with floor and door, postal codes, reps, reference codes, scores, counts) and near
// misses (a call that is no call, an app that is the gym's), written for this round.
import type { Dice } from './fifth-numbers.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export const ORDINARY_SLOTS: Record<string, (d: Dice) => string> = {
  time: (d) =>
    d.one([
      `${7 + d.int(15)}:${d.one(['00', '15', '30', '45'])}`,
      `${7 + d.int(15)}h`,
      `${7 + d.int(15)}.${d.one(['00', '30'])}`,
      `a las ${1 + d.int(12)} y media`,
    ]),
  price: (d) =>
    d.one([
      `${10 + d.int(90)} €`,
      `${10 + d.int(200)},${pad(d.int(100))} €`,
      `${1 + d.int(9)}.${100 + d.int(900)} euros`,
      `€${20 + d.int(80)}`,
      `${15 + d.int(40)} eur/h`,
    ]),
  date: (d) =>
    d.one([
      `${1 + d.int(28)}/${1 + d.int(12)}`,
      `${1 + d.int(28)}/${pad(1 + d.int(12))}/202${6 + d.int(2)}`,
      `${1 + d.int(28)} de ${d.one(['enero', 'marzo', 'junio', 'octubre'])}`,
      `${1 + d.int(28)}-${pad(1 + d.int(12))}-2027`,
    ]),
  street: (d) =>
    `${d.one(['C/ Mayor', 'Av. de la Paz', 'calle Sants', 'Rúa do Vilar', 'Paseo de Gracia', 'Avda. Diagonal'])}, ${1 + d.int(250)}, ${1 + d.int(9)}º ${d.one(['A', 'B', '2ª', '1ª', 'izq', 'dcha'])}`,
  cp: (d) => `${pad(1 + d.int(52))}${String(d.int(1000)).padStart(3, '0')}`,
  reps: (d) =>
    d.one([
      `${3 + d.int(3)}x${6 + d.int(10)}`,
      `${3 + d.int(3)} series de ${8 + d.int(8)}`,
      `${10 + d.int(10)}-${8 + d.int(4)}-${6 + d.int(3)}`,
      `${20 + d.int(20)}/${10 + d.int(20)}/${5 + d.int(10)}`,
    ]),
  ref: (d) =>
    d.one([
      `FC-${1000 + d.int(9000)}-${d.int(100)}`,
      `#${100000 + d.int(900000)}`,
      `RES${10000 + d.int(90000)}`,
      `${2026}${pad(1 + d.int(12))}${1000 + d.int(9000)}`,
      `TK-${d.int(1000)}/${d.int(100)}`,
    ]),
  n: (d) => String(2 + d.int(60)),
  big: (d) => String(100 + d.int(900)),
  kg: (d) => d.one([`${20 + d.int(120)} kg`, `${40 + d.int(60)},${d.int(10)} kg`, `${10 + d.int(40)}kg`]),
  year: (d) => String(1970 + d.int(57)),
  min: (d) => `${5 + d.int(85)} min`,
  name: (d) => d.one(['Laura', 'Marta', 'Dani', 'Nuria', 'Javi', 'Carlos', 'Ana', 'Jordi', 'Iker', 'Xiana']),
  score: (d) => `${d.int(40)}-${d.int(40)}`,
  pct: (d) => `${d.int(100)} %`,
};

// prettier-ignore
export const ORDINARY: string[] = [
  'la clase empieza a las {time} y acaba a las {time}', 'el bono de 10 sesiones cuesta {price}',
  'la sala está en {street}, {cp} Madrid', 'hoy toca {reps} de sentadilla y {reps} de press',
  'tu reserva es la {ref}, guárdala', 'el {date} no hay clase por festivo', 'nacimos en {year} las dos',
  'cobro {price} la hora y {price} el fin de semana', 'somos {n} alumnas y {n} en lista de espera',
  'el gimnasio queda en {street}, código postal {cp}', 'la sesión dura {min} y luego {min} de estiramientos',
  'levanté {kg} en peso muerto y {kg} en sentadilla', 'del {date} al {date} estoy de vacaciones',
  'la factura {ref} ya está pagada por la app', 'horario: lunes {time}, miércoles {time}, viernes {time}',
  'el partido quedó {score} y el segundo {score}', 'baja un {pct} la grasa en {n} semanas, con {reps}',
  'número de socia {big} {big}', 'el aula {n} del piso {n}, puerta {n}', 'mi hija tiene {n} años y mide 1,{big} m',
  'estuve en la sala {big} de {time} a {time}', 'código de la taquilla: {big}', 'pedido {ref} llega el {date}',
  'tabata: 20 s trabajo, 10 s descanso, {n} rondas', 'intervalos {reps}, descanso {min}', 'km {n}, ritmo 5:{n} el km',
  'vivo en el {street}, {cp}, te queda cerca', 'el {date} a las {time} en {street}',
  'pirámide {reps} y después {reps}', 'pagué {price} el {date} y {price} el {date}',
  'referencia del seguro {ref}, vence el {date}', 'cabemos {n} en la sala {n}, {n} bicis y {n} esterillas',
  'ya he hecho {n}, {n}, {n} y {n} flexiones esta semana', 'la tarifa {year} es de {price} al mes',
  '¿te va bien el {date} a las {time}? si no el {date}', 'llevo {n} clases, me quedan {n}',
  'circuito: {n} burpees, {n} saltos, {n} zancadas, {n} abdominales',
  'la cuenta atrás va 5, 4, 3, 2, 1 y ¡a tope!', 'la app de reservas va lentísima hoy',
  'te llamo la atención sobre la postura de la espalda', 'mi madre me hizo una videollamada en el descanso',
  'una llamada a la acción en el cartel estaría bien', 'búscame en recepción cuando llegues',
  'sígueme el ritmo en el calentamiento', 'tengo la app del gimnasio actualizada', 'el número de plazas es {n}',
  'sígueme la cuenta: {n}, {n}, {n}', 'el contacto del pie con el suelo tiene que ser suave',
  'mi número de la suerte es el {n}', 'estoy en la sala {n} como siempre', 'el grupo de las {time} está lleno',
  'hoy he salido a correr {n} km', 'mándame el horario por aquí cuando puedas', 'te escribo por aquí mañana',
  'hablamos por este chat, que así queda registrado', 'el pago lo hacemos por la app como siempre',
  'prefiero no dar mi número, seguimos por aquí', 'no tengo redes sociales', 'bizum no, todo por la plataforma',
  'soy nueva, búscame en la entrada', 'me encuentras en la sala de máquinas', 'me llamo Laura, encantada',
  'llámame Marta, no señora', 'la web del gimnasio tiene los horarios', 'en el tablón pone {time}',
  'el DNI termina en {big}, ¿lo necesitas para el seguro?', 'tenemos {n} años de experiencia y {big} socios',
  'la barra pesa {kg} y los discos {kg}', 'en {year} abrimos la segunda sede', 'planta {n}, puerta {n}, {cp}',
  'del {n} al {n} de este mes hay descuento del {pct}', 'el {date}, {date} y {date} doy clase yo',
];

/** Conversations whose last message, read with the earlier ones, still shares nothing. */
// prettier-ignore
export const ORDINARY_SPLITS: string[][] = [
  ['la clase del {date}', 'a las {time}', 'sala {n}'],
  ['he hecho {reps}', 'y luego {reps}'],
  ['el precio es {price}', 'y la matrícula {price}'],
  ['vivo en {street}', '{cp}'],
  ['mi reserva {ref}', 'para el {date}'],
  ['pesé {kg}', 'ahora {kg}', 'objetivo {kg}'],
  ['somos {n}', 'bueno, {n}', 'o {n} si vienen las nuevas'],
  ['lunes {time}', 'martes {time}', 'jueves {time}'],
  ['grupo {n}', 'nivel {n}'],
  ['año {year}', 'curso {n}'],
];

export function fillSlots(text: string, d: Dice): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (ORDINARY_SLOTS[name] as (d: Dice) => string)(d));
}
