// Issue 26, seventh round: the mechanisms added to generalise (ADR 0015), each with sentences
// written for these tests (not taken from any corpus or generator), and the harmless messages
// each one must leave alone.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { cutNumberWords } from './contact-sharing-unglue.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;

describe('number words glued together are cut back into words', () => {
  it('cuts tens, hundreds and connectors, and nothing else', () => {
    expect(cutNumberWords('seiscientosdoce')).toEqual(['seiscientos', 'doce']);
    expect(cutNumberWords('treintaycuatro')).toEqual(['treinta', 'y', 'cuatro']);
    expect(cutNumberWords('sixtyfour')).toEqual(['sixty', 'four']);
    expect(cutNumberWords('docena')).toBeNull();
    expect(cutNumberWords('quincena')).toBeNull();
    expect(cutNumberWords('seis')).toBeNull();
  });

  it.each([
    'seiscientosdoce trescientoscuarentaycinco seiscientossetentayocho',
    'apunta: seis cincuentaycuatro, treintaydos, diecinueve, setentayuno',
    'sixhundredtwelve threefourfive sixseveneight',
    'sixtyfour twelve thirtythree fortyfive five',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'hago cincuentaycinco sentadillas y treintaydos flexiones',
    'el bono de treintaycinco sesiones cuesta 120 €',
    'a las diecinueveytreinta en la sala 2',
    'nos vemos el veintidos a las nueveymedia',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('a short message about a weak name that something points to', () => {
  it.each(['pasa el tele', 'por el tele mejor', 'Al cel mejor', 'fono y lo cerramos', 'me mandas un tele?'])(
    'blocks %s',
    (text) => expect(blocked(text)).toBe(true),
  );

  it.each([
    'apaga la tele',
    'la tele del vestuario no va',
    'lo vi en la tele',
    'fijo que llueve mañana',
    'el cel està ennuvolat avui',
    'face to face es mejor',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('a group on a chat app is a place to talk there', () => {
  it.each(['grupo de wa para las de pilates', 'creo grupo de tg y os meto'])('blocks %s', (text) =>
    expect(blocked(text)).toBe(true),
  );

  it.each(['grupo de pilates de los martes', 'el grupo de las 7 está lleno', 'el grupo de la tele del bar'])(
    'leaves %s',
    (text) => expect(blocked(text)).toBe(false),
  );
});

describe('a number with a dot in it is no handle, a routine no network, a thing kept in an app no talk', () => {
  it.each([
    'en la app de los pasos hice 10.000 hoy',
    'lo tengo en la app de las rutinas',
    'tengo la app de las rutinas en el iPad',
    'lo tengo en la app de notas',
    'lo tengo en la app de la dieta',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));

  it.each([
    'búscame en la app de los reels: marta.fit',
    'estoy en la de los bailes como ana.2000',
    'estoy en la app de los hilos',
    'lo tengo todo colgado en youtube',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));
});

describe('shorthand typed on a phone is read out, and "por fuera" after moving is a route', () => {
  it.each(['x fuera t sale + barato', 'xq no lo hacemos x fuera?', 'fuera d aki mejor', 'hablemos por afuera'])(
    'blocks %s',
    (text) => expect(blocked(text)).toBe(true),
  );

  it.each([
    'hoy corremos por fuera',
    'salimos a correr x fuera',
    'hago 4 x 8 reps con 20 kg',
    'series d 10 x 3',
    't paso la rutina x la app',
    "Passa'm la rutina",
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('the platform as a third party to get round, and the conversation moved', () => {
  it.each([
    'la app se queda con un 15%, si quieres lo hacemos directo',
    'sin app de por medio sale mejor',
    'quitamos a la app de en medio',
    'q la app no se entere jaja',
    'que no se entere FitCover',
    'movamos la conversación a otro sitio',
    'al margen de la app mejor',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'la app cobra una comisión del 5% a los entrenadores',
    'la app cobra directamente de tu tarjeta',
    'la comisión la paga el centro, tú pagas directamente en la app',
    'la conversación de otro día sobre dieta',
    'la charla es en otro edificio, el B',
    'la charla del sábado será fuera, en el parque',
    'el gimnasio está lejos de la app de mapas',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('paying apart, into an account, without the platform, and a preference said with little else', () => {
  it.each([
    'Te pago aparte',
    'Págame por otro lado',
    'Ingrésamelo',
    'Te paso mi número de cuenta',
    'Ahórrate la comisión',
    'Me pagas cuando nos veamos, sin app',
    'Sin app mejor',
    'En mano mejor',
    'Por otro lado mejor',
    'Sin pasar por la web',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'la toalla se paga aparte',
    'te pago aparte la taquilla del mes',
    'te cobro aparte la taquilla, 5 € al mes',
    'ingrésame en la lista de espera de pilates',
    'te paso el número de cuenta de la empresa para la factura',
    'puedes venir sin app, solo con el DNI, y pagas en recepción',
    'sin app no puedes pagar la cuota',
    'mejor por la tarde',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('Basque asks after the name, and a handle where one is seen or named', () => {
  it.each([
    'el zap baduzu?',
    'insta daukazu?',
    'Me verás como elenayoga22',
    'Apareces como coach.marta?',
    'Mi nombre allí es coach.marta',
  ])('blocks %s', (text) => expect(blocked(text)).toBe(true));

  it.each([
    'etxea baduzu?',
    'sigue así, martaentrena',
    'Referencia ABC1234 en mi nombre',
    'mi nombre en la lista es Laura G',
    'busca la clave abc12345 en la hoja de bienvenida',
    'busca el código RES734383 en tu ficha',
    'me verás como nueva después del verano',
  ])('leaves %s', (text) => expect(blocked(text)).toBe(false));
});

describe('a profile described after a colon is no handle', () => {
  it.each(['mi perfil: socia desde 2019', 'mi cuenta: al día, pagada hasta junio'])('leaves %s', (text) =>
    expect(blocked(text)).toBe(false),
  );

  it.each(['mi perfil: anafit', 'mi perfil: ana.fit22 desde 2019', 'mi cuenta: anafit gracias'])('blocks %s', (text) =>
    expect(blocked(text)).toBe(true),
  );
});
