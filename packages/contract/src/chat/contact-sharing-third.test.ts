// Issue 26, third round: the mechanisms added to generalise (ADR 0015), each with sentences
// written for these tests (not taken from any corpus or generator), and the harmless messages
// each one must leave alone. The third generator's held-out part is only counted.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { gluedName } from './contact-sharing-handles.ts';
import { thirdCorpus } from './contact-sharing-eval/third.ts';
import { judge, percent, rate, tally } from './contact-sharing-eval/measure.ts';
import { Rng } from './contact-sharing-eval/random.ts';

const verdict = (text: string, previous: string[] = []) => checkContactSharing(text, { previous });

describe('numbers sent in pieces that look like decimals or dates', () => {
  it.each([
    [['toma 720.39'], 'segunda parte 78 24'],
    [['esto es mío: 681.51'], 'más: 05 60'],
    [['apunta 64.25'], '379.09'],
    [['primero 918.39'], 'y después 05 03'],
    [['bikoitza sei 45'], 'zazpi bat sei 64'],
  ])('blocks %j then %s', (previous, text) => {
    expect(verdict(text, previous)).toMatchObject({ blocked: true, messages: 2 });
  });

  it.each([
    [['Pesa 72.50'], 'y mide 1.78'],
    [['Tiempos: 64.25'], '65.10 y 63.80'],
    [['Llego a las 18.30'], 'o a las 19.15'],
  ])('leaves %j then %s', (previous, text) => {
    expect(verdict(text, previous).blocked).toBe(false);
  });

  it.each([
    [['Grupo de 24, 39 y 4', 'Primero 8 x 6 y después 15-13-11-9'], 'Dos mil veintisiete empieza fuerte'],
    [['Autobús 10, parada AK-870-735', 'ya es tarde para hoy'], 'El 6, 13, 20 y 27 de mayo'],
    [[], 'La factura lleva el CIF y el número 683.526.322-Y'],
    [[], 'La factura lleva el número IG-674-067'],
    [[], 'Expediente DM-144-003 cerrado'],
  ])('leaves codes, thousands and chat between pieces: %j then %s', (previous, text) => {
    expect(verdict(text, previous).blocked).toBe(false);
  });

  it('still joins pieces with no chat between them', () => {
    expect(verdict('6 13', ['870 735']).blocked).toBe(true);
    expect(verdict('tel-612-345-678').blocked).toBe(true);
  });

  it('a phone cue in the plural waives a label before the number', () => {
    expect(verdict('Para reservas privadas: 673 874 109').blocked).toBe(true);
    expect(verdict('Número de reserva 673874').blocked).toBe(false);
  });
});

describe('channel names cut short, by their skeleton, or in capitals', () => {
  it.each([
    '¿Me das tu whatsa?',
    'Dime algo por messeng',
    'Acepta mi solicitud de sgnl',
    'Nos escribimos por mssngr',
    'Contéstame por wzp',
    'Al igram mejor',
    'Pásame tu caralibro y te escribo',
    'Te he buscado en WA',
    'Acepta mi solicitud de TG',
    'Te he escrito por telegra',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it.each([
    'two two three',
    'Ponemos música disco en la clase',
    'Hoy linked de la rutina de ayer, la de las 9',
    'Lo tienes en YouTube, busca BodyPump 120',
    'La plataforma manda la factura por correo automáticamente',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });
});

describe('handles: a first name glued to a word, next to a verb of searching', () => {
  it.each([
    'Busca paulahiit',
    'Busca por trainingwithhector y me hablas',
    'Search joanwellness and you will find me',
    'Soy nuriaxtrx, búscame',
    'me encuentras por el nombre de lauraspin',
    'joanlift.es tiene todo',
    'zoetraining (punto) pro tiene todo',
    'mi web sin espacios: lauramoves es',
    'lauramoves ・ es',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it.each([
    'El vídeo de la coreo está en la app, búscalo como Coreo1',
    'Me encuentras en recepción a las 6.00',
    'Búscame en la sala 3 o en recepción',
    'vale.es a las 21:00',
    'ok.es que llego justo',
    'entra en la web, lauramoves es el usuario',
    'la web de lauramoves es genial',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });

  it('matches few ordinary words', () => {
    for (const word of ['primavera', 'hermosa', 'electronico', 'filosofia', 'inesperado', 'calendario', 'semana'])
      expect(gluedName(word), word).toBe(false);
    for (const word of ['paulahiit', 'joanwellness', 'hiitwithyaiza', 'rociobarre'])
      expect(gluedName(word), word).toBe(true);
  });
});

describe('calls, contacts, leaving the platform and paying outside it, by family', () => {
  it.each([
    '¿Quedamos en una llamada?',
    '¿Tienes un momento para una llamada?',
    'Ens truquem?',
    '¿Te puedo agregar?',
    'Dame el tuyo y te escribo',
    '¿me pasas el tuyo?',
    'Esto no por el chat',
    'Sin intermediarios mejor',
    'Lo apañamos fuera',
    'Lo cerramos entre tú y yo sin la web',
    '¿cómo puedo contactarte aparte de aquí?',
    'no hace falta pasar por FitCover',
    'podemos saltarnos la web',
    'pasemos a un chat normal',
    'esto mejor lo tratamos directamente tú y yo',
    'escríbeme por el otro lado',
    'Te lo pago en negro',
    'Te lo ingreso en tu cuenta',
    'Págame directo a mí',
    "Paga'm en mà i sense app",
    'te lo abono en efectivo',
    'mellor fóra desta aplicación',
    'el pago mejor fuera, te sale más barato',
    "I'll pay you in cash, skip the app",
    '¿por dónde hablamos mejor?',
    'dime dónde puedo escribirte',
    'esto no lo hablemos por aquí',
    'aquí no puedo hablar tranquila',
    'por aquí no, que lo leen',
    'te hago precio si no pasamos por la app',
    'te rebajo 10 € si me pagas directamente',
    'hitz egin dezagun beste nonbait',
    'contact me directly',
    'em pots trucar?',
    '¿me das algo para contactarte?',
    'ya te he agregado al grupo del tele',
    '¿tienes alguna red?',
    'te escribo por el otro chat',
    'suscríbete a mi newsletter',
    'mi enlace está en la bio',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it.each([
    'Tengo una llamada con dirección a las 17:00',
    'Es una llamada a la acción para los socios',
    'La llamada de recepción ya está resuelta',
    'Te agrego a la clase de las 19:00',
    'Agrega 2 kg a la barra',
    'Nos vemos fuera, en la puerta',
    'El bizum no funciona en la app, paga con tarjeta',
    'el pago en mano no está permitido, se paga en la app',
    'el IBAN del gimnasio ya está en la app',
    'lo hablamos aquí mismo mañana',
    'la transferencia de la app tarda 2 días',
    '¿por dónde se entra al gimnasio?',
    'aquí no hay aparcamiento',
    'fuera de la app no hay seguro, así que todo por aquí',
    'me pagas por la app como siempre',
    'te hago precio por la app para 10 clases',
    'la app me paga directamente',
    'es genial',
    'la clase de la coreo en la app',
    'La clase es en B',
    'et truca la Maria',
    'la cuota pagada fuera de plazo lleva recargo',
    '¿otra red?',
    '¿Qué app usas para reservar?',
    'Apúntate a mi grupo de los martes',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });
});

describe('labelled numbers in a row', () => {
  it('blocks almost none of 2 000 lists of labels and numbers joined by "después", "luego", "y"', () => {
    const rng = new Rng(11);
    // prettier-ignore
    const labels = ['sala', 'planta', 'puerta', 'km', 'salida', 'línea', 'parada', 'grupo', 'clase', 'nivel', 'bici',
      'taquilla', 'turno', 'semana', 'día', 'ronda', 'serie', 'pista', 'calle', 'portal', 'aula', 'mesa', 'fila', 'asiento',
      'lote', 'código', 'socio', 'pedido', 'ticket', 'tarifa', 'bono', 'FC', 'ritmo', 'peso', 'talla'];
    const num = () => String(rng.pick([rng.int(1, 9), rng.int(10, 99), rng.int(100, 999), rng.int(1000, 9999)]));
    const joins = [', ', '; ', ' y ', ' - ', ' / ', ', luego ', ', después ', '. ', ' · '];
    const blocked = Array.from({ length: 2000 }, () =>
      Array.from(
        { length: rng.int(2, 4) },
        (_, k) => `${k === 0 ? '' : rng.pick(joins)}${rng.pick(labels)} ${num()}`,
      ).join(''),
    ).filter((text) => verdict(text).blocked);
    expect(blocked.length).toBeLessThanOrEqual(2);
  });
});

describe('the third generator (contact-sharing-eval/third.ts): its held-out part', () => {
  it('stays above a floor (a guard against regressions; its figures are in ADR 0015)', () => {
    const held = thirdCorpus().filter((s) => s.split === 'held');
    const outcomes = held.map(judge);
    const recall = rate(tally(outcomes.filter((o) => o.sample.sharing)));
    const falseBlocks = rate(tally(outcomes.filter((o) => !o.sample.sharing)));
    // Only the totals: the held-out messages themselves are never printed.
    console.log(`third generator, held-out: recall ${percent(recall)}, false blocks ${percent(falseBlocks)}`);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(falseBlocks).toBeLessThanOrEqual(0.015);
  });
});
