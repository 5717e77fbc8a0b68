// Issue 26, fifteenth round: the mechanisms added for what the tuning halves of the round's sets
// written blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests
// (not the writers' own), and the harmless messages each one must leave alone. Every "blocks" case
// gets through the fourteenth round's detector (4069149), and every "leaves" case under "false
// blocks fixed" is blocked by it.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));
const blocksOver = (cases: string[]) =>
  it.each(cases)('blocks %s', (said) => {
    const messages = said.split(' || ');
    const last = messages.pop() as string;
    expect(blocked(last, messages)).toBe(true);
  });

describe('groups named by where they go or what course they are', () => {
  blocks([
    'cabecera 61, cuerpo 734, cola 2290, y me escribes',
    '712 de entrada, 448 de segundo y 305 de postre',
    'arriba 654, en medio 118, abajo 207',
    'tengo el 7 delante, luego 12, y lo que sigue: 445 908',
  ]);
  leaves(['de entrada 10 minutos de calentamiento, de segundo 20 de fuerza', 'arriba la sala 2, abajo la 3']);
});

describe('a count of the part of a number, and digits said with thousands', () => {
  blocks([
    'los tres primeros 612, los tres del medio 877 y los últimos 430',
    '633 y después el cuatrocientos doce mil novecientos ocho',
  ]);
  leaves(['los tres del medio van a la barra y los demás al suelo', 'cuatrocientos doce mil euros de presupuesto']);
});

describe('the conversation moved or kept off the record', () => {
  blocks([
    'cambiemos de canal, que esto va lento',
    'tenemos que movernos de aquí para hablar tranquilos',
    'sin que quede constancia en la app, ¿vale?',
    'quita lo de la app y lo hablamos como personas normales',
    'lo del mes que viene lo hablamos allí, no aquí',
    'el precio lo hablamos a nivel personal',
  ]);
  leaves(['cambiamos de sala, la 2 está ocupada', 'lo hablamos el lunes en recepción']);
});

describe('a place to write asked for, someone else’s contact, a friend request', () => {
  blocks([
    '¿tienes algún sitio donde te pueda escribir sin prisas?',
    '¿me pasas el de tu encargada? prefiero tratarlo con ella',
    'mándame solicitud y te acepto',
    'pídeme amistad, salgo con la foto del kettlebell',
  ]);
  leaves(['¿me pasas el cuadrante de tu encargada?', 'la solicitud de la sustitución ya está enviada']);
});

describe('an account looked for by one’s full name, or by a quoted search that finds oneself', () => {
  blocks([
    'busca Marta Ruiz pilates Getafe y me ves',
    'sale si buscas Iker Olano spinning, la foto del logo verde',
    'búscame por nombre y apellido, soy la única',
    "busca 'yoga con Irene Teruel' y verás mi página",
  ]);
  leaves([
    'busca a Marta Ruiz en recepción, ella te da la llave',
    'busca Marta Ruiz en la lista de asistentes',
    "busca 'plancha lateral' en el buscador de ejercicios",
  ]);
});

describe('apps by their padlock, gamers, ticks, plane or icon; short names; the tube', () => {
  blocks([
    'mejor por la del candado azul, es más segura',
    'por la de los gamers te paso la tabla',
    'mejor por la del tick azul',
    '¿tienes el avión de papel? es más cómodo',
    'escríbeme por twt y lo vemos',
    'te he mandado solicitud en vk',
    'sígueme en el tubo, canal Pilates con Nuria',
  ]);
  leaves(['la del pajarito es la postura que más cuesta', 'el candado de la taquilla 12 está roto']);
});

describe('cash, an envelope, "en B", a booking cancelled and paid anyway', () => {
  blocks([
    '¿en efectivo te viene bien?',
    '¿puede ser en negro? te hago mejor precio',
    'te lo pago a tocateja al acabar',
    'cancelamos en la app y te lo pago igual',
    'en mano cada clase y listo',
    'ingrésamelo en mi cuenta y no lo marcamos',
  ]);
  leaves(['el pago de la cuota se hace desde la app', 'en mano llevo la esterilla y la toalla']);
});

describe('an e-mail with its at said or written otherwise, or the address one always had', () => {
  blocks([
    'nuria.boxARROBAhotmailPUNTOes',
    'fotos a lucas(a)fitsur(p)es porfa',
    'al hotmail de toda la vida, ya sabes cuál',
  ]);
  leaves(['los alumno(a)s de la sala 3', 'mi usuario de la plataforma es mi correo de siempre']);
});

describe('a known number with its end changed', () => {
  blocks([
    'es el mismo que el de recepción pero acabado en 58',
    'el del cartel de la puerta pero con un 33 al final',
    'el fijo del centro y mi extensión es la 412',
    'el de la web cambiando los dos últimos por 91',
  ]);
  leaves([
    'la clase es igual que la del lunes pero acaba en 45 minutos',
    'mi número de afiliación termina en 42, el resto está en la ficha',
  ]);
});

describe('pieces put together on a hint, also a hint that comes alone; read back group by group', () => {
  blocks(['sala 655, taquilla 180, código 442 (ya me entiendes)', '310 447 926, empieza por el final']);
  blocksOver(['mi número de la suerte es 612 || el de mi dorsal 304 || y el de mi taquilla 977 || júntalos']);
  leaves(['sala 6, taquilla 18, código 44, ya me entiendes']);
});

describe('Ukrainian words with their apostrophe; number words with digits for letters', () => {
  blocks([
    "мій номер: шість, дев'ять, два, п'ять, один, нуль, три, сім, вісім",
    's3is d0s s1ete, cu4tr0 un0 tr3s, 0ch0 nu3v3 d0s',
  ]);
  leaves(['r2d2 y c3po en la peli del sábado']);
});

describe('false blocks fixed', () => {
  leaves([
    'se ha puesto de moda un reto de burpees en las redes y no paran',
    'en Strava tengo 34 km esta semana, voy fatal',
    'la red de invitados es Sala_Norte_Guest y la clave Verano2025',
    'si no te conecta la Estudio_Sur_5G prueba la otra',
    'en el cuadrante aparezco como Lidia M.',
    'el telefonillo no funciona, dame un grito al llegar',
    'se entra por el lateral; mi número de socia, por si lo piden en la puerta, es el 2336',
    'le he dado un toque a Dani por llegar tarde',
    'la canción es call me maybe, para el calentamiento',
    'he visto que la app tiene videollamada integrada, ¿la probamos?',
    'no te paso mi número, seguimos por aquí',
    'número de la oferta en FitCover: 655 210 488',
    'mi número de colegiado es 823240041',
    'ref. CL-2025-4155 · yoga aéreo',
  ]);
});
