// Issue 26, fourth round: the mechanisms added to generalise (ADR 0015), each with sentences
// written for these tests (not taken from any corpus or generator), and the harmless messages
// each one must leave alone. The fourth generator's held-out half is only counted.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { fourthCorpus } from './contact-sharing-eval/fourth.ts';
import { judge, percent, rate, tally } from './contact-sharing-eval/measure.ts';

const verdict = (text: string, previous: string[] = []) => checkContactSharing(text, { previous });

describe('numbers written in ways the stream did not read', () => {
  it.each([
    'el 612, el 345 y el 678',
    'apunta: la 71, la 94, la 301 y la 12',
    'the 655 the 90 and the 2130',
    'un 6, un 62, un 40, un 11, un 87',
    's e i s  u n o  d o s  t r e s  c u a t r o  c i n c o  s e i s  s i e t e  o c h o',
    'el mío: n.o.u-v.u.i.t-s.e.t-u-d.o.s-z.e.r.o-t.r.e.s-s.i.s-n.o.u',
    'o meu é s e i s u n o c i n c o c e r o d o u s t r e s c a t r o o i t o n o v e',
    '6-1-2 3-4-5 6-7-8',
    'sisudos 7bat 34 56 7',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it.each([
    'el 12, el 14 y el 16 hay clase',
    'el 600, el 700 y el 800',
    'el 927, el 947 y el 402 son los modelos de bici',
    'sala 612, sala 345 y sala 678',
    'un 6 en mates y un 7 en física',
    'series 6-3-3, 8-7-6 y 2-6-3',
    'tempo 3-1-2, luego 2-0-1 y 4-0-1',
    'la cuenta atrás: 10, 9, 8, 7, 6, 5, 4, 3, 2, 1',
    'O N C E kilómetros hoy',
    's o s, me duele todo después de 4x10',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });
});

describe('a call word that names someone or tells what happened', () => {
  it.each([
    'Llámame Laura, que lo de señora me hace mayor',
    '¿Te llamo Toni o prefieres otro nombre?',
    'que te llame el fisio, yo no sé de eso',
    'mi hija me hizo una videollamada desde el cole',
    'estuve en una videollamada con el jefe toda la tarde',
    'me llamo Laura',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });

  it.each([
    'llámame mañana',
    '¿te viene bien que te llame luego?',
    'cuando me llames lo hablamos',
    'videochat esta noche?',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });
});

describe('networks described in words of no list, presence asked, follow verbs', () => {
  it.each([
    'escríbeme por la red de los hilos',
    'estoy en la app de los corredores, búscame',
    'Agrégame a la app china de los bailes',
    '¿estás en la app con el icono de la cámara?',
    '¿estás en Twitch?',
    'sígueme, elenafitbcn',
    'te sigo en el X',
    'oye, ¿me das el tuyo? gracias',
    'beacoach es mi usuario',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it.each([
    'En la red de monitores de la zona se habla bien de ti',
    'reserva en la app del gimnasio',
    'te escribo por la app de reservas',
    'la red de voleibol está rota',
    'hablamos por la app de siempre',
    'Prefiero hablar todo por el chat de la plataforma',
    'Lo tienes en YouTube, busca BodyPump 120',
    'sigue así, martaentrena',
    'ese es mi usuario de siempre, el de la app',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });
});

describe('leaving the platform and paying outside it', () => {
  it.each([
    'me haces la transferencia y no pasamos por aquí',
    'en efectivo el primer día y no pasamos por la plataforma',
    'no hace falta usar la web para esto',
    'prefiero no usar la app para esto',
    'te pago directamente en la primera clase',
    '¿te hago transferencia directa?',
    'hablemos en privado, no aquí',
    'esto lo hablamos afuera de la aplicación',
    '¿tienes alguna otra forma de contacto?',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it.each([
    'se paga directamente en la app',
    'el pago directo se hace en la app',
    'la clase de hoy en directo, 25 € el pago',
    'Bizum no, por la app',
    'sin usar la app no puedes reservar',
    'te lo explico directamente en clase',
  ])('leaves %s', (text) => {
    expect(verdict(text).blocked).toBe(false);
  });
});

describe('the fourth generator (contact-sharing-eval/fourth.ts): its held-out half', () => {
  it('stays above a floor (a guard against regressions; its figures are in ADR 0015)', () => {
    const held = fourthCorpus().filter((s) => s.split === 'held');
    const outcomes = held.map(judge);
    const recall = rate(tally(outcomes.filter((o) => o.sample.sharing)));
    const falseBlocks = rate(tally(outcomes.filter((o) => !o.sample.sharing)));
    // Only the totals: the held-out messages themselves are never printed.
    console.log(`fourth generator, held-out: recall ${percent(recall)}, false blocks ${percent(falseBlocks)}`);
    expect(recall).toBeGreaterThanOrEqual(0.89);
    expect(falseBlocks).toBeLessThanOrEqual(0.01);
  });
});
