// Issue 26, thirteenth round: the mechanisms added for what the tuning halves of the round's sets
// written blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests
// (not the writers' own), and the harmless messages each one must leave alone. Every "blocks" case
// gets through the twelfth round's detector (4dd585e), and every "leaves" case under "false blocks
// fixed" is blocked by it (the "blocks" there are what those fixes must go on blocking).
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

describe('paid so that the platform never knows', () => {
  blocks([
    'me lo das al acabar y la plataforma ni se entera',
    'hacemos la clase y no la subimos a la app',
    'te lo dejo en un sobre en recepción',
    'el dinero en un sobre y todos contentos',
    'cóbrame en B y lo dejamos ahí',
    'en mano y sin ticket, ¿te cuadra?',
    'pásame la cuenta y te ingreso el sábado',
    'te hago transferencia mañana mismo',
    '¿me indicas tu número de cuenta?',
    'prefiero cobrar por transferencia',
    'si lo hacemos por transferencia te hago precio',
  ]);
  leaves([
    'la cuota se paga por la app, en efectivo no se acepta',
    'te dejo el sobre con las llaves en recepción',
    'la sala B está libre a las 18:00',
    'el pago de la clase lo hace la plataforma el día 5',
  ]);
});

describe('calls and contact asked for in other voices', () => {
  blocks([
    '¿puedo llamate mañana?',
    'posso chiamarti domani?',
    'chama no whats depois',
    'escríboche ao privado esta noite',
    'vorbim in afara aplicatiei mai bine',
    'drop me your digits',
    'pásame el contacto y lo vemos',
    '¿puedes dejarme un número para coordinar?',
  ]);
  leaves(['¿puedes darme un número de sala?', 'mi contacto con el suelo es malo en las sentadillas']);
});

describe('a way out named without a channel', () => {
  blocks([
    'no lo puedo poner, pero ya sabes por dónde encontrarme',
    '¿lo seguimos por un canal más directo?',
    'mándame un mensaje directo y lo vemos',
    'aquí no se puede decir todo, luego te cuento',
    'te explico lo que no puedo poner aquí en persona',
    'te escribo por la app que no es esta',
    'hablamos por el numerito',
    '¿tienes el privado abierto?',
  ]);
  leaves([
    'el mensaje de la oferta lo ves en tu panel',
    'vaya numerito montó ayer un socio en la recepción',
    'el privado de la sala grande está reservado',
  ]);
});

describe('weak alone, a way out beside a network or a meeting', () => {
  blocks([
    'tg? soy el mismo user',
    'acepta mi petición en Strava',
    'aquí no puedo, pero en TikTok sí',
    'quedamos en la cafetería de enfrente y cerramos lo del pago',
  ]);
  leaves([
    'soy el mismo nick que en el ranking del box',
    'acepta mi solicitud para la clase del sábado',
    'quedamos en la cafetería de enfrente después de la clase',
  ]);
});

describe('false blocks fixed: a search that seeks no account', () => {
  leaves([
    'la wifi del centro se llama SalaInvitados2, pide la clave',
    'buscamos una monitora más de pilates que de yoga',
    'el Zen.Studio busca cubrir yoga los jueves, está publicado',
    'en la lista sale como QXP204, es la clase de las 19:00',
    'eskerrik asko! ostiralean 19:30etan',
  ]);
  blocks(['búscame: pilatesconnerea', 'sígueme, soy nereamueve22', 'añade a coachsergi y hablamos']);
});

describe('false blocks fixed: a form of address, networks as where others live', () => {
  leaves([
    'no me llames señora, que tengo 30 años',
    'llámame de tú, por favor',
    'mi hijo se pasa la tarde en las redes y luego no duerme',
  ]);
  blocks(['llámame tú, que no tengo saldo', 'búscame en redes, salgo como nereafit']);
});

describe('digits in dingbat circles and list numbers before the pieces', () => {
  blocks(['uy era ➅➄➀ ➇➄ 🄋➁ ➁➂', 'ahora ⓺⓹⓪ ⓵⓶ ⓷⓸ ⓹⓺']);
  it('blocks a number dictated as a numbered list over three messages', () =>
    expect(blocked('3) 4 1 8', ['1) 6 5 2', '2) 7 0 9'])).toBe(true));
  leaves(['1) calentamiento 10 min', '2) 4 series de 12 a 60 kg']);
  it('leaves a numbered routine over three messages', () =>
    expect(blocked('3) estiramientos 5 min', ['1) calentamiento 10 min', '2) 4 series de 12 a 60 kg'])).toBe(false));
});

describe('look-alike letters all through a number', () => {
  blocks([
    'apunta 6O9 lSB 2I4',
    'el mío: +34 71S2Z8B4O',
    'TEZ 4Z1 858',
    '+3A 6I8 O2 7B 1O',
    'fijo 0034-G12 3g 45 7T',
    '6-Z-1-O-I-9-B-4-3 y me dices',
  ]);
  leaves([
    'intervalos de 60s 45s 30s y descanso',
    'mi DNI es 71234567B para el contrato',
    'NIE X1234567L, te lo subo a la app',
    'piso 2o B, puerta 3, portal 14',
    'el código del candado es 7E3B5A9',
    'series 6 a 4 e 9 o 2 reps',
    'el equipo 7-0 ganó a los 3-1 y luego al 2-0',
    'la talla es S, la 38 o la 40 a 42',
  ]);
});
