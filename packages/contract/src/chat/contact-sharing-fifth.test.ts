// Issue 26, fifth round: the mechanisms added to generalise (ADR 0015), each with sentences
// written for these tests (not taken from any corpus or generator), and the harmless messages
// each one must leave alone. The fifth generator's held-out half is only counted.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { fifthCorpus } from './contact-sharing-eval/fifth.ts';
import { judge, rate, tally } from './contact-sharing-eval/measure.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;

describe('a number dictated out of order', () => {
  it.each([
    'acaba en 45 67, empieza por 612, en medio 38',
    'termina en 221; comienza con 655; y en el centro 903',
    'lo último 598, lo primero 671, y en mitad doscientos cincuenta y tres',
    'ends in 948. starts with 752. middle is 533',
    'el final es 80 12, arranca con 698 y entremedias 44',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'la clase empieza a las 9 y acaba a las 10',
    'empieza el día 3 y termina el 28',
    'empieza en la página 12 y acaba en la 340',
    'la primera serie de 12, la del medio de 10 y la última de 8',
    'el torneo empieza el 612 aniversario y acaba en el 2027',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('apps no lexicon names, in the slot a channel takes', () => {
  it.each([
    'sígueme en Yubo porfa',
    'te escribo por Hive mejor',
    'estoy en Likee, me buscas?',
    'descárgate Gab y te hablo por ahí',
    'subo mis coreos a Moj, sígueme',
    'Por Lemon8 te contesto antes',
    'dame tu Likee y te sigo',
    'estoy en Kwai como paufit',
    'mi Lemon8 es saracorre',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'escríbele a Kevin',
    'te escribo por Navidad',
    'estoy en Madrid, me buscas?',
    'te busco en Atocha',
    'hablamos en Decathlon a las 6',
    'búscame en Decathlon, estoy en la caja',
    'te espero en Gràcia, búscame en la salida',
    'te escribo en Castellano',
    'te lo mando por Correos',
    'sígueme en la Diagonal hasta la plaza',
    'estoy en Sants como siempre',
    'mi Pilates es a las 9',
    'Lo tienes en YouTube, busca BodyPump 120',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('handles offered in other words', () => {
  it.each([
    'soy saracorre, búscame',
    'añade a tonirun y hablamos',
    'escribe a evaentrena y te contesto',
    'itziarfit es mi nombre de usuario',
    'mi nombre de usuario es raquelstrong',
    'busca runwithsara y escríbeme',
    'Search galaxzumba and you will find me',
    'por ahí me llamo soniabox',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'entra en la web, lauramoves es el usuario',
    'la película me conmueve',
    'el circuito recorre todo el parque',
    'me llamo Laura, encantada',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('phone words in diminutive, lines given, leaving proposed', () => {
  it.each([
    'pásame tu telefonillo y te llamo',
    'dame tu movilito',
    'Mejor por telefonillo, que aquí tarda',
    'te doy mi línea: 8 3 5 8 3 4 5 5 3',
    'salgamos de esta app y hablamos tranquilas',
    'prefiero no usar el chat de la web',
    'seguimos por uats vale?',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'el telefonillo del portal no funciona, pulsa el 2B',
    'llama al telefonillo, 3ºB',
    'por el telefonillo no se oye nada',
    'el numerito que montó en clase',
    'el bus de la línea 612 345 678',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('the fifth generator (held-out half: totals only)', () => {
  const held = fifthCorpus().filter((s) => s.split === 'held');
  const outcomes = held.map(judge);
  // Floors that guard against regressions; nothing was tuned to pass them.
  it('blocks at least 95 % of its held-out attempts', () => {
    expect(rate(tally(outcomes.filter((o) => o.sample.sharing)))).toBeGreaterThanOrEqual(0.95);
  });
  it('blocks at most 1 % of its held-out ordinary messages', () => {
    expect(rate(tally(outcomes.filter((o) => !o.sample.sharing)))).toBeLessThanOrEqual(0.01);
  });
});

describe('a label names the number right after it, not one a place owns', () => {
  it.each(['el de la oficina es 655 123 987', 'el del local: 655 123 987'])('blocks %s', (text) =>
    expect(blocked(text)).toBe(true),
  );
  it.each([
    'la factura es la 655 123 987',
    'nº de pedido 655 123 987',
    'código de reserva 655123987',
    'el dorsal del corredor 612 345 678',
    'la factura de marzo 612345678',
    'localizador de la reserva: 655123987',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('the platform as what is avoided', () => {
  it.each([
    'pasemos de la plataforma para esto',
    'olvídate de la app y escríbeme',
    'mejor quitamos la app de en medio',
    'mejor en persona y sin app',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));
  it.each([
    'sin la app no puedes reservar',
    'no te olvides de la app para reservar',
    'se me olvidó la app en casa',
    'pasamos por la app para pagar',
    'la clase es sin app, vienes directamente',
    'quita la app de notificaciones si te molesta',
    'ven en bici y sin app de mapas, que es fácil',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('which one to reach, and paying through an app no list names', () => {
  it.each(['¿a qué correo te lo mando?', '¿a qué número te llamo?', 'te pago por Wise', 'págame con Verse'])(
    'blocks %s',
    (text) => expect(blocked(text)).toBe(true),
  );
  it.each([
    '¿qué número de sala es?',
    '¿qué correo usaste para registrarte?',
    '¿a qué correo te llegó la factura?',
    '¿cuál número te toca en la rifa?',
    'te pago con Visa',
    'habla con Recursos Humanos',
    'hablamos con Laura luego',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});
