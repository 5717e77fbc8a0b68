// Issue 26, sixth round: the mechanisms added to generalise (ADR 0015), each with sentences
// written for these tests (not taken from any corpus or generator), and the harmless messages
// each one must leave alone. The sixth generator's held-out half is only counted.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { sixthCorpus } from './contact-sharing-eval/sixth.ts';
import { judge, rate, tally } from './contact-sharing-eval/measure.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;

describe('a number in pieces over messages, with ranges and a trailing "oh"', () => {
  it.each([
    [['apunta 7-19'], 'luego 843 265'],
    [['six four one, two oh'], 'y luego 57 13'],
  ])('blocks %j then %s', (previous, text) => expect(blocked(text, previous)).toBe(true));

  it.each([
    [['Horario: 9-13'], 'y luego 17-21'],
    [['Edades: 8-12 y 13-17'], 'Quedan 20 plazas'],
    [['series de 10-12'], 'y después 8-10, descanso 60 s'],
  ])('leaves %j then %s', (previous, text) => expect(blocked(text, previous)).toBe(false));
});

describe('number words typed as they sound, and letters that look like digits', () => {
  it.each(['apunta sies sinco tres 10 11 90', 'apunta siette ocho sinco 44 12 90', 'te dejo el mío 899.885.o2.l ok?'])(
    'blocks %s',
    (text) => expect(blocked(text)).toBe(true),
  );

  it.each([
    'creo que llego a las 7 y cuarto',
    'el cuarto de hora de descanso es obligatorio',
    'dice el fisio que 3x12 con 20 kg',
    'vamos al cine el 14 y el 15',
    'hierro 7i y madera 3 en el golf del sábado',
    'piso 2o izq, portal 3',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('an IBAN is paying outside the platform', () => {
  it.each([
    'ES91 2100 0418 4502 0005 1332 y me lo ingresas',
    'ok, ES7921000813610123456789',
    'GB29 NWBK 6016 1331 9268 19 es mi cuenta inglesa',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'tu referencia es ES-2026-004512',
    'pedido ES12 3456 7890 1234 5678 9012 enviado',
    'el récord es 612 kg en el total de los tres levantamientos',
    'la clase es 18 30 euros al mes',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('links, handles and channels as typed on a phone', () => {
  it.each([
    'todo en marcoentrena,es',
    'cuenta: lucia.pilates',
    'perfil: nereaboxfit',
    'en el youtube del club mireiafit22 lo tienes',
    'hablamos x tele mejor',
    'ei tes tele?',
    'dame tu tiktock',
    'sígueme en twich',
    'por 1g me pillas antes',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'vale,es que llego justo',
    'bien,com vulguis',
    'la cuenta: total 45 €',
    'perfil: socia desde 2019',
    'la wifi del gym es FitCover_24',
    'la red es FitCover_Socios, clave en recepción',
    'pon la tele en la sala 2',
    'tomo 1g de creatina al día',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('leaving the platform, and a place outside the gym', () => {
  it.each([
    'saltémonos la app y lo hablamos',
    'evitemos la plataforma esta vez',
    'dejamos la app y quedamos directamente',
    'búscame en la de los bailes',
    'búscame en el canal de vídeos de google',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'salimos a correr por fuera del gimnasio',
    'el calentamiento es por fuera de la pista',
    'dejamos la app abierta en recepción',
    'vienes a la de los bailes latinos?',
    'el canal de la piscina está cerrado',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('the sixth generator, held-out half', () => {
  const held = sixthCorpus().filter((s) => s.split === 'held');
  const outcomes = held.map(judge);
  // Floors that guard against regressions; nothing was tuned to pass them.
  it('blocks at least 93 % of its held-out attempts', () => {
    expect(rate(tally(outcomes.filter((o) => o.sample.sharing)))).toBeGreaterThanOrEqual(0.93);
  });
  it('blocks at most 1 % of its held-out ordinary messages', () => {
    expect(rate(tally(outcomes.filter((o) => !o.sample.sharing)))).toBeLessThanOrEqual(0.01);
  });
});
