// Issue 26, twelfth round: the mechanisms added for what the tuning halves of the sets written
// blind missed or blocked wrongly (ADR 0015), each with sentences written for these tests (not the
// writers' own), and the harmless messages each one must leave alone. Every "blocks" case here
// gets through the eleventh round's detector, and every "leaves" case under "false blocks fixed"
// is blocked by it (the "blocks" there are what those fixes must go on blocking).
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe('letters read as digits, once the message says so', () => {
  blocks([
    'T8l 6O4 2S9, las letras son números',
    'cambia las letras por números: 6Z1 A0B 7T3',
    'mi contacto: 6QQ 1Z0 S43 (Q=9, Z=2, S=5)',
  ]);
  leaves(['la sala 2B y la 4C, las letras son números de sala: 1A', 'grupo A: 12 personas, grupo B: 9']);
});

describe('every digit shifted by what the message says', () => {
  blocks(['réstale 1 a cada cifra: 024 183 627', 'súmale dos a cada número: 409 316 872']);
  leaves(['súmale 1 a cada serie: 10, 12 y 15 repeticiones']);
});

describe('every number of the message put together, said in other words', () => {
  blocks([
    'a las 6, 25 personas, 38 minutos, 41 series y 79 kg: apunta esos números tal cual',
    'las horas de la semana: 7:12 - 4:58 - 3:90, sin los dos puntos ya sabes',
    'mi número de atrás para adelante: 325 918 476',
  ]);
  leaves(['pon estos números en la ficha: 12 series, 8 reps, 45 kg y 90 s de descanso']);
});

describe('a cancelled or declined booking dealt with directly', () => {
  blocks([
    'rechaza mi solicitud y lo hablamos directamente',
    'la marco como cancelada y vienes igual, yo te pago',
    'déjala como no realizada y te la pago aparte',
  ]);
  leaves([
    'he rechazado la solicitud porque ya está cubierta, perdona',
    'la clase aparece como cancelada, te devuelven el dinero directamente',
  ]);
  it('over messages, when the last one completes it', () => {
    expect(blocked('y lo cerramos usted y yo', ['anule la reserva en la plataforma'])).toBe(true);
    expect(blocked('y te la pago aparte', ['márcala como no hecha'])).toBe(true);
  });
});

describe('a place both know, and the platform done without', () => {
  blocks([
    'mañana te escribo donde tú sabes',
    'seguimos por donde ya sabes',
    'te dejé un audio por donde nos conocimos',
    'luego te mando un mensaje por allí',
    'a partir de la próxima sin plataformas, ¿vale?',
    'ya no hace falta la app, lo organizamos nosotros',
    'hablamos en persona y así no pasa por aquí',
    'lo cerramos en persona, que así no queda nada anotado aquí',
    'te contesto por la otra, que aquí tarda',
  ]);
  leaves([
    'la llave está donde siempre, en recepción',
    'la clase de la tarde es en la otra sala',
    'nos vemos por la otra puerta, la de la calle Mayor',
    'sin app de mapas es difícil llegar, está escondido',
    'ya sabes dónde está el vestuario, ¿no?',
  ]);
});

describe('paying one another, and one contact pointed to', () => {
  blocks([
    '¿te importa que te paguemos directamente este mes?',
    'si me pagas cash te hago precio',
    'llama al número que sale en el cartel y pregunta por mí',
    'pide en recepción que te pasen conmigo',
    'mira mi bio, ahí lo tienes todo',
  ]);
  leaves([
    'el número de la sala está en el cartel de la puerta',
    'el pago te llega por la plataforma el lunes',
    'la comisión la paga el centro, no te preocupes',
  ]);
});

describe('a call asked formally or in English, another way asked for', () => {
  blocks([
    '¿le puedo llamar mañana por la mañana?',
    'can I give you a buzz tomorrow?',
    'dame otra vía, que esto va fatal',
    'dámelo tú, que a ti no te lo bloquea',
    'desde ahora me escribes tú directamente',
    'pásame el número de la otra monitora, que la llamo yo',
  ]);
  leaves(['¿le puedo dar la clase a otra persona?', 'una arroba de patatas son unos doce kilos']);
});

describe('blank letters between digits, and a message that only says more follows', () => {
  blocks(['6ㅤ1ㅤ7ㅤ2ㅤ0ㅤ9ㅤ4ㅤ8ㅤ3']);
  it('reads a number around a message of sequencing words alone', () => {
    expect(blocked('cuatro uno nueve cero dos ocho', ['seis siete dos', 'y luego'])).toBe(true);
    expect(blocked('la sala 4', ['a las 6:12', 'y luego'])).toBe(false);
  });
});

describe('a deal closed in person, hiring directly, a price for outside', () => {
  blocks([
    'las clases de julio las pactamos en persona',
    'vente el martes y lo arreglamos todo cara a cara',
    'pásate por la oficina y firmamos un contrato directo',
    'cobro 25 si es por fuera y 30 si va por la app',
    '¿cuál es tu nick en el otro?',
    'mejor en la verde, que ahí no hay filtros',
    'mi portfolio: sofiafit[.]ai',
  ]);
  leaves([
    'lo hablamos en persona el lunes, antes de la clase',
    'cerramos la sala en persona a las 22 h, el conserje no está',
    'firmamos el alta en recepción en persona, trae el DNI',
    'la clase es por fuera, en el parque, si no llueve',
    'dime tu nombre de usuario para la reserva',
  ]);
});

describe('a Spanish account without its IBAN prefix, and your address asked for here', () => {
  blocks([
    'ingrésalo en mi cuenta del Sabadell: 0081 0200 10 0001234567',
    '2100 0418 45 0200051332',
    'déjame por aquí tu correo, porfa',
  ]);
  leaves(['pedido 1234 5678 90 1234567890, llega el lunes', 'escríbeme por aquí cuando llegues']);
});

describe('paid straight to one, an address given before, a video call by its full name', () => {
  blocks([
    '¿os parece bien que os paguemos directamente desde el mes que viene?',
    'así las alumnas me pagan aparte y listo, que me paguen directamente',
    'mándalo al correo que te di el lunes',
    'mejor por google meet, así te explico',
    'te mando privi y lo vemos',
    'la app no tiene por qué enterarse de esto',
  ]);
  leaves([
    'las alumnas te pagan directamente por la app',
    'nadie tiene por qué enterarse de la sorpresa del cumpleaños de Marta',
  ]);
});

describe('contact details had from before, or where they can be read', () => {
  blocks([
    '¿guardas mi número de antes? escríbeme ahí',
    'en recepción dejé mi tarjeta con el número',
    'en mi perfil explico cómo localizarme fuera',
    'en la web del estudio sale mi móvil, llámame',
  ]);
  leaves([
    '¿tienes mi número de socio a mano?',
    'en la factura viene el número de pedido',
    'usa el de siempre, el cinturón negro',
    'en la hoja sale el número de la sala, pregúntalo en recepción',
  ]);
});
