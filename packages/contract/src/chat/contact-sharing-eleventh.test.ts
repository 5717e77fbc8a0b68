// Issue 26, eleventh round: the mechanisms added for what the tuning halves of the sets written
// blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests (not the
// writers' own), and the harmless messages each one must leave alone. Every "blocks" case here
// gets through the tenth round's detector, and every "leaves" case under "false blocks fixed" is
// blocked by it (the "blocks" there are what those fixes must go on blocking).
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe("someone else's number or contact asked for", () => {
  blocks([
    '¿me pasas el número de Lucía? quiero hablar con ella',
    'dame el contacto de la coordinadora, porfa',
    'y el numerito del encargado? pásamelo que le escribo yo',
    'necesito el correo de tu compañero para mandarle lo de la sustitución',
  ]);
  leaves([
    '¿me pasas el número de la sala?',
    'dame el número de socio y te apunto',
    'dime el número de alumnos que esperas',
    'pásame el número de Junio, el de las fechas',
  ]);
});

describe('asking with the subjunctive or "put down"', () => {
  blocks(['vale con que me pases tu fijo', 'con que me des tu fijo me vale']);
  leaves(['¿me pones la música un poco más alta?', 'me pones en la lista de espera']);
});

describe("the platform's cut dodged, in any order", () => {
  blocks([
    'y así nos ahorramos tú y yo la comisión',
    'en mano y olvidamos la comisión, ¿te parece?',
    'la mitad por la app y la otra no, así la comisión es menor',
    '¿por qué regalarle un 15 % a la app?',
  ]);
  leaves([
    'con el plan PRO pagas menos comisión',
    'la comisión es menor que en otras apps',
    'no te olvides de que la comisión la descuenta la plataforma',
    'me olvidé de restar la comisión en la factura',
  ]);
});

describe('a deal closed outside', () => {
  blocks(['cerramos el trato fuera y listo']);
  leaves(['el trato fue muy bueno, gracias']);
});

describe('a video call by its app, with an article', () => {
  blocks(['¿un zoom rapidito mañana?', 'te propongo una Zoom el lunes']);
  leaves(['hazle un zoom a la foto del horario', 'haz zoom en la imagen, se ve la sala']);
});

describe('which address to send to, even when "te mando" offers too', () => {
  blocks(['¿a qué correo te mando el calendario?']);
  leaves(['¿qué número de sala te mando?']);
});

describe('"a mi personal", "al privado": one\'s own number or address', () => {
  blocks(['envíame el horario a mi personal']);
  leaves(['se lo dije a mi personal de recepción', 'la clase es para mi personal']);
});

describe('short names: teleg, calendly', () => {
  blocks(['hablamos por teleg', 'reserva conmigo en mi calendly']);
  leaves(['usamos calendly para las reservas de la sala']);
});

describe('the icons of a network, where one is pointed to', () => {
  blocks(['estoy en 📸 como lauracoach', 'en 👻 igual, escríbeme']);
  leaves(['mándame 📸 de la sala', 'te paso 📸 del horario', '¿me mandas una 📸 del cartel?']);
});

describe('talking where we talked before, and stopping here', () => {
  blocks(['escríbeme por donde sabes', 'deja de escribirme aquí, anda', 'mejor por el canal de siempre']);
  leaves(['entra por donde te dije, la puerta lateral', 'nos vemos por donde siempre, en la puerta']);
});

describe('whose line: a work or home number asked for', () => {
  blocks(['¿tienes número de empresa? pásamelo']);
  leaves(['¿me dices el número de la oficina de correos?']);
});

describe('"sin FitCover" between the two, and kept off the platform', () => {
  blocks(['lo llevamos tú y yo, sin FitCover', 'lo cerramos el lunes, sin meterlo en la app']);
  leaves(['sin pasar por la app no se puede cobrar', '¿puedo reservar sin estar en la app?']);
});

describe('your address where a mail is spoken of', () => {
  blocks(['¿cuál es tu dirección? la propuesta va por correo']);
  leaves(['¿cuál es tu dirección? para el contrato', 'te mando el correo a tu dirección de facturación']);
});

describe('the booking cancelled and dealt with alone, or paid by one', () => {
  blocks(['cancela aquí y lo hacemos por libre', 'te ingreso yo el dinero y tú cancelas la reserva']);
  leaves(['si cancelas la clase aquí te devuelven el dinero directamente', 'cancelo la clase aparte de la de mañana']);
});

describe('one piece of contact detail, Google Chat, Basque ways out', () => {
  blocks([
    '¿me dejas algún dato de contacto?',
    'por el chat de Google mejor',
    'gehitu nazazu',
    'goazen beste aplikaziora',
    'komisioa ordaindu gabe egingo dugu',
  ]);
  leaves(['un dato: la sala 2 está cerrada', 'goazen aretora, hasiko gara']);
});

describe('Italian teens, tens and their elided compounds', () => {
  blocks(['sei tre otto, dodici, novanta, ventuno']);
  leaves(['siamo ventotto in classe, dodici nuovi']);
});

describe('letters among the digits said not to count', () => {
  blocks(['toma: 655C 310D 287, las letras no cuentan', '7x1y2 3z4w5 6v7u8, quita las letras']);
  leaves(['la clase 3B a las 18:30, sala 4, sin letras en la taquilla 12']);
});

describe('the formal register of leaving, and hiring directly', () => {
  blocks([
    '¿me podría facilitar un medio de contacto alternativo?',
    'sería mejor seguir por una vía distinta, sin la intermediación de la aplicación',
    'le propongo que en adelante me contrate directamente',
  ]);
  leaves(['el canal distinto de la tele ponía el partido', 'le contraté la clase por la app, como siempre']);
});

describe('the filter to be got round, and "por donde sea"', () => {
  blocks(['ponlo separado, así no lo pilla', 'dímelo en clave y lo entiendo', 'mándamelo como quieras menos por aquí']);
  leaves([
    'pásame la lista por donde sea, en papel o en foto',
    'el sistema no lo detecta si no fichas',
    'escribe los números con letras en el cheque',
  ]);
});

describe('kept off the platform, or asked of a third person', () => {
  blocks([
    'esta no la metemos en la app y ya está',
    'lo hablamos en persona, así no queda registrado aquí',
    'pídele lo mío a Sergio',
    'cualquiera del equipo te puede pasar mi contacto',
  ]);
  leaves(['no lo metas en la bolsa, déjalo en la taquilla', 'pídele la llave a Sergio']);
});

describe("a search engine, a QR or one's card pointed to", () => {
  blocks([
    'pon mi nombre en google y me escribes',
    'escanea el qr y me escribes',
    'coge mi tarjeta de recepción y escríbeme',
  ]);
  leaves(['escanea el QR del cartel y te sale la playlist', 'me dejas tu tarjeta de socio?']);
});

describe('work kept off the platform: not published, given directly', () => {
  blocks(['la próxima no la publico, te la paso directamente']);
  leaves([
    'no la publico hasta el lunes, directamente te aviso por aquí',
    'si no publicas la oferta no te llegan candidatos directamente',
  ]);
});

describe('false blocks fixed', () => {
  leaves([
    // An underscored word named as a code, a key or a thing of the gym, or in capitals.
    'la wifi de la sala es Sala_Norte y la clave gym2026',
    'usa el cupón INVIERNO_30',
    'la clase se llama core_express',
    // Networks in general, where a gym runs something.
    'hacemos un concurso en redes este mes',
    // X between numbers, or spelled among letters.
    'pagado por la app: 2 x 30 €',
    'el apellido: E-T-X-E-B-A-R-R-I-A, para la factura',
    // Contact details refused.
    'no puedo darte datos de contacto, son las normas',
    // A search box, not a search engine to be found by.
    'en el buscador pones "hiit 20" y te sale el temporizador',
  ]);
  blocks(['marta_fit', 'mi usuario es coach_ana', 'te sigo en X', 'búscame en redes']);
});

describe('over messages, what the last message adds must be part of what is found', () => {
  it('leaves a code after a meeting at the door', () =>
    expect(blocked('Código de descuento #4294306', ['Nos vemos fuera, en la puerta'])).toBe(false));
  it('still blocks a channel completed by the last message', () =>
    expect(blocked('tele', ['lo seguimos hablando', 'en el'])).toBe(true));
});
