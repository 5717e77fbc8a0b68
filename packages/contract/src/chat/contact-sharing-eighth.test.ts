// Issue 26, eighth round: the mechanisms added to generalise (ADR 0015), each with sentences
// written for these tests (not taken from any corpus or generator), and the harmless messages
// each one must leave alone. Every "blocks" case here passes the detector of the seventh round.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;

describe('English ways of leaving the platform', () => {
  it.each([
    "let's take this offline",
    'can we move things elsewhere?',
    'you can pay me cash at the door',
    'just pay me directly',
    'venmo me the 40',
    'pay me under the table',
    'drop me a text',
    'flick me a text tonight',
    'we can sort the payment offline',
    'slide into my DMs',
    'keep the payment between us',
    "let's avoid the platform fees",
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    "I'll pay in cash at the front desk",
    'send me a message here if you are late',
    "let's move on to the next exercise",
    'cash or card at reception, both fine',
    'the discount applies if you pay the whole year',
    'between us, the new coach is great',
    'the money is between us and the gym',
    'the app is offline for maintenance until 10:00',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe("someone's handle asked for", () => {
  it.each(['pásame tu user', 'me dices tu user?', 'send me your handle'])('blocks %s', (text) =>
    expect(blocked(text)).toBe(true),
  );

  it.each(['pásame tu usuario de la app y te añado a la clase', 'dime tu nombre de usuario para la reserva'])(
    'leaves %s',
    (text) => expect(blocked(text)).toBe(false),
  );
});

describe('a network named by its owner', () => {
  it.each(['escríbeme por la de Zuckerberg', 'búscame en la de Musk', 'pásate por la de Mark Zuckerberg'])(
    'blocks %s',
    (text) => expect(blocked(text)).toBe(true),
  );

  it.each([
    'la de Mark es la clase de las 19:00',
    'pásate por la de Marta a las 18:30',
    'la meta es correr 10 km en 50 min',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('a request sent on a network', () => {
  it.each(['acepta mi solicitud de cel', 'te mandé invitación de cel, acéptala'])('blocks %s', (text) =>
    expect(blocked(text)).toBe(true),
  );

  it.each(['acepta mi solicitud de cambio de turno', 'te envié invitación a la clase del sábado'])(
    'leaves %s',
    (text) => expect(blocked(text)).toBe(false),
  );
});

describe('a handle where one is seen, in the present', () => {
  it.each(['me ves como lauragym93'])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each(['me ves como siempre en la sala 2', 'ves a la sala 2 i fes 3x12'])('leaves %s', (text) =>
    expect(blocked(text)).toBe(false),
  );
});

describe('tens said apart from a typed digit are read both ways', () => {
  it.each([
    ['612 345 ninety 7', []],
    ['y luego ninety 7', ['apunta: 712 cinco diecinueve']],
    ['eighty 6', ['siete cinco ocho, seis seis uno']],
  ] as [string, string[]][])('blocks %s', (text, previous) => expect(blocked(text, previous)).toBe(true));

  it.each([
    'keep it up, ninety 7 % done',
    'ninety seconds rest, then 7 more reps',
    'a las veinte 7 personas, 3x12 a 60 kg',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('a network pointed to from after it, or named by what it was', () => {
  it.each([
    '¿Tienes la red de Elon? Ahí me encuentras',
    '¿tienes la app de los memes? ahí te mando uno',
    'Agrégame a la app que era Twitter',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    '¿tienes la app de la dieta? ahí te apuntas las comidas',
    '¿conoces la app de meditación? allí te enseñan a respirar',
    'la red de pádel está ahí, te lo explico luego',
    'la clase que era de zumba ahora es de yoga',
    'en la app que antes era Twitter vi un vídeo de sentadillas',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('a bare handle offered for whatever comes up, or as a user name', () => {
  it.each([
    'cualquier cosa: lauragym93',
    'para lo que sea, lauragym93',
    'lauragym93, ahí me tienes',
    'me localizas como lauragym93',
    'de nick tengo lauragym93',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'cualquier cosa: sala2 a las 19:00',
    'por si acaso: 3x12',
    'para lo que sea, 18:30',
    'cualquier cosa: RES734383',
    'de nick en el gym me llaman la jefa',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('an English contraction is no name cut in two (a false block fixed)', () => {
  it.each(["what's your favourite class?", "what's up, ready for 3x12?"])('leaves %s', (text) =>
    expect(blocked(text)).toBe(false),
  );

  it.each(["escríbeme al what's", "al what's y hablamos", "tienes what's?", "tes what's app?"])('blocks %s', (text) =>
    expect(blocked(text)).toBe(true),
  );
});
