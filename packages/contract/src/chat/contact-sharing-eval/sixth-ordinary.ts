// The sixth generator's ordinary messages (issue 26, sixth round; ADR 0015): what gym managers,
// instructors and members write, full of harmless numbers (times, prices, dates, addresses with
// floor and door, postal codes, reps, references, weights, paces, scores), typed on a phone, and
// near misses (a call that is not one, the platform's own payment, a name after "llámame").
import type { Roll } from './sixth-dice.ts';

// prettier-ignore
export const ORDINARY = [
  'la clase de spinning pasa de las {hora} a las {hora}', 'precio {precio}/mes y matricula {precio}',
  'estamos en {dir}, {cp} {ciudad}', 'haz {reps} de sentadilla con {peso}, descanso {seg}', 'tu reserva {ref} esta confirmada',
  'el {fecha} cerramos por festivo', 'horario L-V {hora}-{hora}, sabados {hora}-{hora}', 'factura n {ref}, importe {precio}',
  'llevo {reps} y {reps} mas de remo', 'mi 5k en {ritmo}, ritmo {ritmo}/km', 'quedamos a las {hora} en la puerta {n}',
  'el bono de {n} sesiones cuesta {precio}', 'sala {n}, planta {n}, al fondo a la derecha', 'la taquilla {n} esta rota',
  'tabata 20/10 x 8 y luego EMOM {n} min', 'AMRAP de {n} minutos: {reps} burpees, {reps} kb swings',
  'la cuota pasa de {precio} a {precio} desde el {fecha}', 'pedido {ref} enviado, llega el {fecha}',
  'somos {n} apuntados de {n} plazas', 'peso {peso}, grasa {n} %, agua {n} %', 'pulsaciones max {n}, medias {n}',
  'mañana a las {hora} o a las {hora}, como prefieras', 'el parking cuesta {precio} la hora, primeros {n} min gratis',
  'vivo en {dir}, {cp}, por si quieres dejar el material', 'series: {reps}, {reps}, {reps} y {reps}',
  'piramide 10-8-6-4-2 con {peso}', 'press banca {reps} x {peso}, {reps} x {peso}', 'codigo de descuento VERANO{n}',
  'la pista {n} a las {hora}, {hora} y {hora}', 'ok.es que llego justo a las {hora}', 'vale.nos vemos el {fecha}',
  'genial.el jueves a las {hora} entonces', 'perfecto.es en la sala {n}', 'si.mañana a las {hora}',
  'te llamo la atencion sobre la tecnica del peso muerto', 'llamame Lucia, no señora porfa 😅', 'mi madre me hizo una videollamada en clase jaja',
  'el pago se hace por la app, tranqui', 'paga en recepcion con tarjeta o por la app', 'no compartas tu contraseña con nadie',
  'emergencias es el 112', 'el {fecha} a las {hora} hay evaluacion fisica', 'ticket #{n}{n}{n} resuelto',
  'tu nº de socio es {ref}', 'calle {calle} {n}, {piso}, {cp}', 'avda {calle} {n} {piso} ({cp} {ciudad})',
  'entre semana de {hora} a {hora} y findes de {hora} a {hora}', 'hoy {reps} dominadas, {reps} fondos y {n} min de plancha',
  'el grupo de las {hora} tiene {n} plazas libres', 'mañana llueve, la clase de las {hora} pasa a la sala {n}',
  'cuanto pesas? yo {peso} y mido 1,{n}', 'la bici {n} hace ruido', 'la clase del {fecha} se mueve al {fecha}',
  'cuesta {precio} al trimestre o {precio} al año', 'he hecho {n} km en {ritmo}', 'vo2max {n}, ftp {n} w',
  'el lote {ref} de proteina esta retirado', 'dorsal {n} en la carrera del {fecha}', 'resultado {n}-{n}, ganamos!',
  'son {precio} con iva, {precio} sin iva', 'matricula gratis hasta el {fecha}', 'abrimos el {fecha} a las {hora}',
  'a las seis y media o siete menos cuarto, como veas', 'quedamos a las diez y cuarto en la puerta dos',
  'hicimos tres series de doce, luego dos de diez y una de ocho', 'la semana uno y dos suave, la tres fuerte',
  'cuatro por cuatro minutos al setenta y cinco por ciento', 'tengo 34 años y peso 68 kilos', 'mi hija tiene 7 y mi hijo 10',
  'te escribo por aqui cuando tenga el horario', 'te mando el plan por el chat de la app', 'hablamos por aqui mañana',
  'sigue asi! 💪 {reps} la proxima semana', 'busca la sala {n} al salir del ascensor', 'me encuentras en recepcion a las {hora}',
  'el horario nuevo? te lo pongo aqui: {hora} y {hora}',
  'nos vemos fuera, en la puerta del gym a las {hora}', 'salimos a correr por fuera del gym, km {n}',
  'codigo postal {cp}, piso {piso}', 'referencia del pago {ref}, {precio}', 'mi record: {peso} en sentadilla, {peso} en peso muerto',
  'el lunes {fecha}: {reps} y {reps}', 'vamos a hacer {n} rondas de {n} segundos', 'tempo 3-1-2-0, {reps}',
  'la app me cobro {precio} dos veces, ref {ref}', 'las llaves estan en la taquilla {n}, codigo {n}{n}',
  'entrada por la calle {calle} {n}, portal {n}, {piso}', 'el {fecha} y el {fecha} no hay clase',
  'reserva para {n} personas a las {hora}', 'en el {cp} tenemos otra sede, {dir}', 'el wifi del gym es FitCover_{n}',
];

// prettier-ignore
export const ORDINARY_TALKS = [
  ['sala {n}', 'a las {hora}', 'somos {n}'],
  ['el {fecha}', 'de {hora} a {hora}'],
  ['{reps}', '{reps} y {reps}', 'descanso {seg}'],
  ['cuesta {precio}', 'o {precio} el bono de {n}'],
  ['estoy en {dir}', '{cp} {ciudad}'],
  ['ref {ref}', 'importe {precio}'],
  ['mañana {hora}', 'pasado {hora}', 'el viernes no'],
  ['3 series', 'de 12', 'con 20 kg'],
];

// prettier-ignore
const CALLES = ['Mayor', 'Gran Via', 'de la Paz', 'Diagonal', 'Alcala', 'San Vicente', 'del Carmen', 'Real', 'Colon', 'Urzaiz'];
const CIUDADES = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Bilbao',
  'Vigo',
  'Zaragoza',
  'Malaga',
  'Murcia',
  'Gijon',
];
const pad = (n: number) => String(n).padStart(2, '0');

export function fill(template: string, r: Roll): string {
  const int = (lo: number, hi: number) => lo + r.below(hi - lo + 1);
  const slots: Record<string, () => string> = {
    hora: () =>
      r.pick([
        `${int(6, 22)}:${pad(r.pick([0, 15, 30, 45, 10]))}`,
        `${int(6, 22)}.${pad(r.pick([0, 30, 15]))}`,
        `${int(6, 22)}h`,
        `${int(6, 11)}:${pad(int(0, 59))}`,
      ]),
    precio: () =>
      r.pick([`${int(9, 99)},${r.pick(['90', '95', '00', '50'])} €`, `${int(10, 450)}€`, `${int(20, 90)} euros`]),
    fecha: () =>
      r.pick([
        `${int(1, 28)}/${int(1, 12)}/${r.pick(['2026', '2027', '26'])}`,
        `${int(1, 28)}-${pad(int(1, 12))}`,
        `${int(1, 28)} de ${r.pick(['enero', 'marzo', 'julio', 'octubre'])}`,
      ]),
    dir: () => `${r.pick(['c/', 'calle', 'avda.', 'pza'])} ${r.pick(CALLES)} ${int(1, 240)}, ${slots.piso!()}`,
    piso: () =>
      r.pick([
        `${int(1, 9)}º ${int(1, 4)}ª`,
        `${int(1, 9)}º${r.pick(['A', 'B', 'C', 'D'])}`,
        `bajo ${int(1, 3)}`,
        `${int(1, 12)}-${r.pick(['izq', 'dcha'])}`,
      ]),
    cp: () =>
      `${r.pick(['28', '08', '46', '41', '48', '36', '50', '29', '30', '33'])}${String(int(0, 999)).padStart(3, '0')}`,
    ciudad: () => r.pick(CIUDADES),
    calle: () => r.pick(CALLES),
    reps: () =>
      r.pick([
        `${int(2, 6)}x${int(5, 15)}`,
        `${int(2, 5)} series de ${int(6, 20)}`,
        `${int(3, 5)}x${int(3, 12)}x${int(20, 120)}kg`,
      ]),
    peso: () => r.pick([`${int(20, 180)} kg`, `${int(20, 140)}kg`, `${int(50, 99)},${int(1, 9)} kg`]),
    seg: () => r.pick([`${int(30, 180)} s`, `${int(1, 3)}'`, `${int(45, 120)} seg`]),
    ref: () =>
      r.pick([
        `${r.pick(['AB', 'FC', 'RX', 'ES'])}-${int(1000, 9999)}-${int(10, 99)}`,
        `2026/${String(int(1, 99999)).padStart(5, '0')}`,
        `#${int(10000, 9999999)}`,
        `${r.pick(['FC', 'GYM'])}${int(100000, 999999)}`,
      ]),
    ritmo: () => `${int(3, 7)}'${pad(int(0, 59))}"`,
    n: () => String(r.pick([int(1, 12), int(1, 40), int(100, 250)])),
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`unknown slot {${name}} in "${template}"`);
    return slot();
  });
}
