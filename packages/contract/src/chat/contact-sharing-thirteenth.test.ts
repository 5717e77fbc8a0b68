// Issue 26, thirteenth round: the mechanisms added for what the tuning halves of the round's sets
// written blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests
// (not the writers' own), and the harmless messages each one must leave alone. Every "blocks" case
// gets through the twelfth round's detector (4dd585e).
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe('a Spanish account, however grouped, its check digits made up', () => {
  blocks(['para el pago: es12-3456-7890-1234-5678-9012', 'mi número de cuenta: es9911112222333344445555']);
  it('blocks the account sent after saying it comes', () =>
    expect(blocked('es77-1234-5678-9012-3456-7890', ['ahí va mi cuenta'])).toBe(true));
  leaves(['pedido ES12 3456 7890 1234 5678 9012 enviado', 'localizador ES4455667788990011223344 del vuelo']);
});

describe("the country's code glued to the number", () => {
  blocks(['el mío es 34655128907', 'apunta 34 sin más: 34912👉554👉871', 'Marta 3471 230 88 45']);
  leaves(['el pedido 34655128907 llega el martes', 'somos 34 en clase y 655 socios en total']);
});

describe('four digits said with thousands, a group of a number', () => {
  blocks(['novecientos doce, treinta y cuatro, siete mil cuatrocientos diez']);
  it('blocks the last piece of three', () =>
    expect(
      blocked('y acaba en cuatro mil quinientos veinte', ['el primero seiscientos treinta y uno', 'después cero ocho']),
    ).toBe(true));
  leaves([
    'en dos mil veinticuatro éramos seiscientos doce socios y ahora novecientos',
    'cuesta mil doscientos euros, seiscientos cincuenta la matrícula',
    'el 15 de marzo de dos mil veintisiete a las seis y media',
  ]);
});
