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

describe('a number dictated over four messages', () => {
  it('blocks the fourth piece', () => expect(blocked('21', ['659', '47', '08'])).toBe(true));
  it('blocks the fourth piece said in words', () =>
    expect(blocked('y noventa', ['seiscientos doce', 'treinta y cuatro', 'cincuenta y seis'])).toBe(true));
  it('reports the four messages it spans', () =>
    expect(checkContactSharing('90', { previous: ['612', '45', '78'] })).toMatchObject({ blocked: true, messages: 4 }));
  it('leaves four messages of scores', () =>
    expect(blocked('21 a 19', ['ganamos 3 a 1', 'luego 25 a 20', '18 a 25'])).toBe(false));
  it('leaves a fifth piece: only the last three messages are read', () =>
    expect(blocked('33', ['6', '59', '47', '08'])).toBe(false));
});

describe('what is sent over messages: an account, a handle after one names it', () => {
  it('blocks an account typed over three messages', () =>
    expect(blocked('1418 4502 2005 1332', ['mi IBAN', 'ES76 2100'])).toBe(true));
  it('leaves an order number typed over two messages', () =>
    expect(blocked('3456 7890 1234 5678 9012', ['pedido ES12'])).toBe(false));
  it('blocks a handle sent alone after "mi user"', () => expect(blocked('pilatesconnerea', ['mi user'])).toBe(true));
  it('blocks a handle spelled letter by letter after "mi usuario"', () =>
    expect(blocked('n e r e a _ f i t', ['mi usuario'])).toBe(true));
  it('leaves a word after "mi user"', () => expect(blocked('perfecto', ['mi user'])).toBe(false));
  it('leaves a handle-like word after anything else', () =>
    expect(blocked('pilatesconnerea', ['la clase se llama'])).toBe(false));
});

describe('a label before a number said whole in words', () => {
  blocks(['Oficina: seis cuarenta y uno treinta y dos cincuenta y ocho diecinueve']);
  leaves(['oficina 6, planta 4, sala 12', 'la reserva es la 612 34 56 78']);
});

describe('digits said in Romanian and in Moroccan Arabic typed in Latin letters', () => {
  blocks([
    'numărul meu: șase unu doi patru cinci opt trei nouă doi',
    'noteaza sapte trei trei opt unu doi cinci sase patru',
    'ktb: stta tlata jouj rb3a khamsa sifr tmnya wahed ts3ud',
  ]);
  leaves(['am fost la sala de doua ori, trei zile pe saptamana', 'wahed, jouj, tlata, yallah! otra serie']);
});

describe('networks described as a joke, asks in Moroccan Arabic and Catalan, leaving in Romanian', () => {
  blocks([
    'escríbeme por el libro de caras',
    'en el cielo azul ese me encuentras',
    'sifti liya nmrtk 3afak',
    "telefona'm demà",
    'ne vedem si platim fara aplicatie',
    'nkhalsek cash bla application',
  ]);
  leaves(['el libro de la clase tiene caras de colores', 'qué cielo azul hace hoy para la clase en el parque']);
});

describe("weak alone: the platform's cut, another way to pay, the only one of a name", () => {
  blocks(['mejor transferencia, que la app se queda su parte', 'soy la única Nerea de pilates en TikTok']);
  leaves([
    'la app se queda un pico de comisión, ¿no?',
    'mejor transferencia que tarjeta para pagar la cuota del gym',
    'soy la única monitora de pilates del centro',
  ]);
});

describe('false blocks fixed: the door, a language, a code, a list that is a subject, the wifi', () => {
  leaves([
    'Calle Gran Vía 8, 3ºB, 48001 Bilbao. Hay que llamar al telefonillo 3B',
    'Sorry, my Spanish is basic. Class at 8pm, room 3?',
    'la oferta sale en la app con la referencia 4471',
    '912, 688 y 745 son las altas de abril, mayo y junio',
    'la red del centro es Box_Invitados, la clave te la dan en recepción',
  ]);
  blocks([
    'pásame tu telefonillo y te llamo',
    'búscame en la app con el logo del fantasma',
    'apunta 612 345 678 son las cifras',
    'sígueme, soy boxinvitados_22',
  ]);
});

describe('a label before a number with a call asked for right after it', () => {
  blocks(['la reserva de mi sala es la 655 204 317, marca y te lo cuento']);
  leaves(['el localizador es 612345678, llama a recepción si no llega']);
});

describe('shorthand for paying, calling, a group on the phone; a number asked to be typed apart', () => {
  blocks([
    'págame x biz y lo dejamos',
    'transfe directa y listo',
    'te pago cash el viernes',
    'por transfe te lo dejo a 25',
    '¿te lo hago en mano?',
    'todo en negro, ¿vale?',
    'así no pagáis el fee, ¿vale?',
    'lo pagamos en mano y listo',
    'sin factura ni plataforma',
    '¿lo hacemos por cripto?',
    'hacemos una vdll mañana?',
    'una video rápida y lo vemos',
    'creo un grupo de movi con todos?',
    'escríbemelo con espacios que si no no sale',
    'dale a seguir y hablamos',
    'te guardo en mis contactos',
    'te etiqueté en una historia',
    'no la reserves por la app y ven directamente',
    '¿tienes mvl?',
    'hablamos por lnkd',
    'pásame tu slack',
  ]);
  leaves([
    'no pagamos nada fuera de la app, todo por aquí',
    'una vídeo-reseña de la clase sale en el perfil del gym',
    'dale a guardar en la oferta y te aparece en favoritos',
  ]);
});

describe('a handle sent in pieces', () => {
  it('blocks pieces glued by "todo junto" after one names the account', () =>
    expect(blocked('todo junto', ['me encuentras como', 'nere', 'a.pilates'])).toBe(true));
  it('blocks a name sent after "sígueme || como"', () =>
    expect(blocked('nereapilates', ['sígueme', 'como'])).toBe(true));
  it('blocks a name then "ese soy yo"', () => expect(blocked('ese soy yo', ['nereapilates'])).toBe(true));
  it('leaves a word then "ese soy yo"', () => expect(blocked('ese soy yo', ['Nerea'])).toBe(false));
  it('leaves "todo junto" after a workout', () => expect(blocked('todo junto', ['3 series', 'de 12'])).toBe(false));
});

describe('look-alikes in three groups of three, a spaced "E S", a handle after a question', () => {
  blocks(['T6t 4sa g6o', 'E S 12 3456 7890 1234 5678 9012, ahí me ingresas', '¿me sigues? nerea88']);
  leaves(['¿me sigues? 25 reps y 3 series', 'grupo A1B, C2D y E3F']);
});
