// The third generator's ordinary messages (issue 26, third round): number-heavy but harmless
// text (times, prices, dates, addresses with floor and door, postal codes, reps, reference
// codes, counts) and near misses (calls to action, contact with the floor, the app itself, a
// full stop that lost its space), worded anew.
import { Deck, type Draw } from './third-numbers.ts';
import { T, type Template } from './third-attempts.ts';

const two = (n: number) => String(n).padStart(2, '0');

export function time(d: Draw): string {
  const h = d.rng.int(6, 22);
  const m = d.rng.pick([0, 0, 30, 15, 45, 5, 20, 40]);
  return d.rng.pick([
    `${h}:${two(m)}`,
    `${two(h)}:${two(m)}`,
    `${h}.${two(m)}`,
    `${h}h${two(m)}`,
    `${h}:${two(m)} h`,
    `${h} h`,
  ]);
}
export function price(d: Draw): string {
  const n = d.rng.int(4, 180);
  return d.rng.pick([
    `${n} €`,
    `${n}€`,
    `${n},${d.rng.pick(['00', '50', '99', '25'])} €`,
    `${n} euros`,
    `${n} EUR`,
    `€ ${n}`,
    `${d.rng.int(1, 9)}.${d.rng.int(100, 999)},00 €`,
    `${n}€/h`,
    `${n} € brutos`,
    `${n} pavos`,
  ]);
}
export function date(d: Draw): string {
  const day = d.rng.int(1, 30);
  const month = d.rng.int(1, 12);
  const names = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
  return d.rng.pick([
    `${day}/${month}`,
    `${two(day)}/${two(month)}/2027`,
    `${day}-${month}-27`,
    `${day} ${names[month - 1]}`,
    `${day} de ${names[month - 1]}.`,
    `${two(day)}.${two(month)}.2026`,
    `2027/${two(month)}/${two(day)}`,
  ]);
}
// prettier-ignore
const STREETS = new Deck('streets', [
  'C/ San Bernardo', 'Calle Princesa', 'Av. Meridiana', 'Rúa Nova', 'Kale Berria', 'Plaza Mayor', 'Carrer de Balmes',
  'Camino de Ronda', 'Calle Toledo', 'Av. de la Constitución', 'Calle Colón', 'Passeig de Gràcia', 'Rúa do Franco',
  'Calle del Pez', 'Ronda de Atocha', 'Paseo Zorrilla',
]);
export function address(d: Draw): string {
  const street = d.from(STREETS);
  const n = d.rng.int(1, 199);
  const floor = d.rng.int(1, 12);
  const door = d.rng.int(1, 6);
  return d.rng.pick([
    `${street} ${n}, ${floor}º ${door}ª`,
    `${street}, ${n}, ${floor}º-${door}`,
    `${street} ${n} ${floor}B`,
    `${street} ${n}, esc. ${d.rng.int(1, 3)}, ${floor}º ${door}`,
    `${street} ${n}, piso ${floor}, puerta ${door}`,
    `${street} ${n}, ${floor}-${door}`,
    `${street} n.º ${n}, ${floor}.º ${door}.ª`,
    `${street} ${n}, local ${door}`,
  ]);
}
export const postcode = (d: Draw) =>
  d.rng.pick(['28', '08', '41', '46', '48', '15', '33', '50', '29', '35', '38', '01', '31']) + d.rng.digits(3);
export function sets(d: Draw): string {
  const s = d.rng.int(2, 8);
  const r = d.rng.int(4, 25);
  return d.rng.pick([
    `${s}x${r}`,
    `${s} x ${r}`,
    `${s}×${r}`,
    `${s} rondas de ${r}`,
    `${r}-${r - 2}-${r - 4}-${r - 6}`,
    `${s}x${r} con ${d.rng.int(20, 120)} kg`,
    `${s}x${r}/${r - 2}/${r - 4}`,
    `${r} reps x ${s}`,
  ]);
}
export function code(d: Draw): string {
  const L = () => String.fromCharCode(65 + d.rng.int(0, 25));
  return d.rng.pick([
    `RES-${d.rng.digits(6)}`,
    `${L()}${L()}-${d.rng.digits(3)}-${d.rng.digits(3)}`,
    `F2026-${d.rng.digits(5)}`,
    `#${d.rng.digits(7)}`,
    `${d.rng.digits(4)}-${L()}${L()}${L()}`,
    `ID ${d.rng.digits(8)}`,
    `${L()}${d.rng.digits(8)}`,
    `lote ${d.rng.digits(3)}/${d.rng.digits(2)}`,
    `${d.rng.digits(3)}.${d.rng.digits(3)}.${d.rng.digits(3)}-${L()}`,
  ]);
}
export const count = (d: Draw) => String(d.rng.int(2, 60));

// prettier-ignore
export const ORDINARY: Template[] = T('ordinary', 'es', [
  'vale.es a las {time}', 'ok.es que llego justo', 'vale.es en la sala {n}', 'listo.es el {date}', 'bueno.es lo que hay',
  'genial.es perfecto', 'si.es verdad', 'ya.es tarde para hoy', 'hecho.es a las {time} entonces', 'gracias.es muy amable',
  'vale.no, la red de la sala {n} está rota', 'perfecto.me va bien el {date}', 'claro.me apunto', 'ok.me parece bien',
  'Clase de {time} a {time}, luego {time} a {time}', 'Hoy doy {time}, {time} y {time}', 'Mañana a las {time} en la sala {n}',
  'El {date} a las {time}', 'Del {date} al {date} estoy fuera', 'Libro el {date}, el {date} y el {date}',
  'Cobramos {price} por sesión y {price} por la de 90', 'Son {price} la hora, {price} si es festivo', 'Te pago {price} el {date}',
  'Precio cerrado: {price}', 'La cuota sube a {price} en {date}', '{price} por clase + {price} de desplazamiento',
  'Estamos en {addr}, {cp}', 'Dirección: {addr} ({cp})', 'El local está en {addr}', 'Entrada por {addr}, el portal de al lado',
  'CP {cp}, {addr}', 'Vivo cerca, en el {cp}', 'El centro nuevo: {addr}, {cp} Sevilla',
  'Hoy {sets} de peso muerto y {sets} de remo', 'Rutina: {sets}, {sets}, {sets}', 'Piernas: {sets} y {sets}',
  'Tu código de reserva es {code}', 'Factura {code} pagada el {date}', 'Incidencia {code} abierta', 'Referencia: {code}',
  'El localizador {code} no me sale', 'Pedido {code} enviado', 'Código de descuento {code}',
  'Somos {n} y faltan {n}', 'Vinieron {n} personas de {n} apuntadas', 'Tengo {n} alumnos a las {time} y {n} a las {time}',
  'De {n} a {n} años', 'Cabemos {n} en la sala {n}', 'Quedan {n} plazas', '{n} esterillas, {n} fitballs y {n} bandas',
  'Llevo {n} años, {n} en este gimnasio', 'He hecho {n} clases este mes', 'Grupo de {n}, {n} y {n}',
  'El contacto del pie con el suelo tiene que ser suave', 'Es un deporte sin contacto', 'Mantén el contacto visual con el grupo',
  'Agrega {n} kg a la barra', 'Añade una serie más de {n}', 'Agrégale un poco de movilidad al final',
  'Fuera de la sala no se puede comer', 'Nos vemos fuera, en la puerta', 'Fuera hace {n} grados',
  'Un toque de canela en el batido', 'El toque final es la relajación', 'Dale un toque de intensidad a la coreo',
  'La llamada para el torneo se abre el {date}', 'Es una llamada a la acción para los socios', 'Tuve una llamada de recepción, ya está resuelto',
  'Tu perfil en la app está genial', 'En la app sale la oferta del {date}', 'Te he escrito por la app', 'Te contesto por aquí, no te preocupes',
  'Escríbeme por aquí cuando llegues', 'Por este chat lo vemos', 'La app me avisa de tus mensajes', 'Sigo por aquí mañana',
  'Sígueme el ritmo en la coreo', 'Búscame en recepción al llegar', 'Estoy como nueva después del masaje', 'Me encuentras en la sala {n}',
  'Me encuentras como siempre en la puerta', 'Soy la de las {time}', 'Pregunta por mí en recepción',
  'La red de gimnasios tiene {n} centros', 'El canal de avisos es esta app', 'Me han pasado tu perfil los de recepción',
  'El gimnasio no acepta bizum, se paga todo en la app', 'Todo se paga con tarjeta en la plataforma', 'Ya te ha llegado el pago de la app',
  'El pago de la sustitución va por FitCover', 'La app cobra {price} de comisión', 'He visto el cargo de {price} en la app',
  'Número de plazas: {n}', 'El número de alumnos es {n}', 'Mi número de socio es {code}', 'Socio {code}',
  'Prefijo de sala A{n}', 'Empieza a las {time}, y luego otra a las {time}', 'Primero {sets} y después {sets}',
  'Lo que sigue: {sets} y estiramientos', 'Y el resto de la semana igual', 'Después, {n} minutos de bici',
  'Te lo mando por aquí en un rato', 'Te dejo la tabla en el chat', 'Mándame la foto del certificado por aquí',
  'La clase de las {time} es de {n} min', 'Pausa de {n} s entre series', 'FC {n}0-{n}0 ppm', 'Cadencia {n}0 rpm',
  'El {n} de cada mes pagamos', 'Tienes {n} días para confirmar', 'Confirmo antes del {date}', 'Caduca el {date}',
  'Km {n}, salida {n}', 'Autobús {n}, parada {code}', 'Andén {n}', 'Metro línea {n}, salida {n}',
  'Taquilla {n}, código {n}{n}', 'Clave de la taquilla: {n}{n}', 'Planta {n}, puerta {n}', 'Sala {n}, {n}º piso',
  'Cuatro series de doce', 'Seis cincuenta y cuatro calorías quemadas', 'Tres por diez a setenta kilos', 'Son las nueve y veinte',
  'Nos vemos a las siete y media', 'Cuesta veinte euros con cincuenta', 'Treinta segundos de plancha, diez de descanso',
  'Somos doce y mañana quince', 'Dos mil veintisiete empieza fuerte', 'Quinientos metros de remo y cien de sprint',
  'La sala 6 tiene 24 bicis y la 7 tiene 18', 'Llegaron 3, luego 5 y después 12', 'Ronda 1: 10, ronda 2: 12, ronda 3: 15',
  'Horario: L {time}, M {time}, X {time}, J {time}', 'Del 2 al 9, del 16 al 23', '18:00-19:00 / 19:15-20:15 / 20:30-21:30',
  'El 6, 13, 20 y 27 de mayo', 'Pesos: 20, 22,5, 25 y 27,5 kg', '5-4-3-2-1 y descanso', '10-20-30-40 metros',
  'Carril 3, serie 2, calle 5', 'Año 2026, mes 11, semana 47', 'Pin de la puerta: el de siempre',
  'Mi DNI acaba en {n}', 'Versión 3.{n}.{n}', 'Nivel {n} de {n}', 'Paso {n} de {n} del registro',
  'Ok, gracias!', 'Perfecto, quedamos así', 'Genial, nos vemos el {date}', 'Hasta mañana', 'Vale.Nos vemos', 'Ok.Confirmado',
  'No doy mi número a nadie, todo por aquí', 'Sin llamadas por favor, escríbeme por aquí', 'No tengo redes sociales',
  'Prefiero hablarlo por este chat', 'La plataforma nos cubre con el seguro, mejor todo por aquí',
  'La app de las reservas del gimnasio va lenta', 'Hicimos fotos de la clase para el mural', 'La clase de la mariposa es la de aductores',
  'El pájaro perro son 3x10', 'Hoy toca la red de voleibol en la pista', 'Los vídeos de la clase los sube el gimnasio a la app',
  'Apunta: {sets} y core', 'Anota la hora: {time}', 'Guárdate la fecha: {date}', 'Toma nota, sala {n} a las {time}',
  'Te paso los datos: {date}, {time}, sala {n}', 'Ahí va el plan: {sets} y {sets}', 'Empieza con {sets}, luego {sets}',
  'Mi horario: {time}, luego {time} y después {time}', 'El resto: {n}, {n} y {n} minutos',
  'Hice {n}0 km en bici y {n} corriendo', 'Récord: {n}0 kg en sentadilla', 'Peso {n}, mido 1,{n}',
  'La factura lleva el CIF y el número {code}', 'Número de cuenta del gimnasio en la factura de la app', 'Reembolso de {price} en {n} días',
  'Cubro la de las {time} del {date}', 'Cambio la del {date} por la del {date}', 'Sustitución del {date}, {time}, {addr}',
]).concat(
  T('ordinary', 'ca', [
    'La classe és a les {time} a la sala {n}', 'Cobrem {price} per sessió', 'Som a {addr}, {cp}', 'Fem {sets} i després {sets}',
    'Del {date} al {date} tanquem', 'Som {n} i en falten {n}', 'Afegeix {n} kg', 'D\'acord.és a les {time}',
  ]),
  T('ordinary', 'gl', [
    'A clase é ás {time} na sala {n}', 'Cobramos {price} por sesión', 'Estamos en {addr}, {cp}', 'Facemos {sets} e logo {sets}',
    'Somos {n} e faltan {n}', 'Do {date} ao {date} pechamos',
  ]),
  T('ordinary', 'eu', [
    'Klasea {time}etan da', '{price} saioko', '{addr}, {cp}', '{sets} eta gero {sets}', '{n} gara eta {n} falta dira',
  ]),
  T('ordinary', 'en', [
    'Class at {time} in room {n}', 'It is {price} a session', 'Do {sets} then {sets}', 'See you on {date}', 'We are {n}, {n} missing',
  ]),
);

/** Ordinary conversations of short numbers (the split window must leave them alone). */
export const ORDINARY_SPLITS: string[][] = [
  ['¿Cuántos sois?', '14', 'bueno, 16'],
  ['Sala 3', 'a las 18:30'],
  ['Te debo 45', 'y 12 de la toalla'],
  ['El 7', 'o el 14', 'de marzo'],
  ['4x10', '3x12', '2x15'],
  ['CP 08012', 'Barcelona'],
  ['Planta 2', 'puerta 4'],
  ['Pedido 2026', '118'],
  ['Reserva 654', 'sala 2'],
  ['martes 19', 'jueves 20'],
  ['600 kcal', 'en 45 min'],
  ['Calle Toledo 44', '3º 2ª', '28005'],
  ['Somos 9', 'más 6', 'total 15'],
  ['Llego 9:15', 'o 9:30'],
];
