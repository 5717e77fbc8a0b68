// Issue 26, second round: every kind the outside corpus let through, in wordings written for
// these tests (not taken from any corpus or generator), and the harmless number-heavy messages
// that must stay. Measured figures live in ADR 0015; these are the cases, one kind at a time.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';
import { secondCorpus } from './contact-sharing-eval/second.ts';
import { judge, percent, rate, tally } from './contact-sharing-eval/measure.ts';
import { Rng } from './contact-sharing-eval/random.ts';

const verdict = (text: string, previous: string[] = []) => checkContactSharing(text, { previous });

describe('phone numbers whose groups are separated by words, marks or emoji', () => {
  it.each([
    'Escríbeme al 612, y la cola es 34 56 78',
    'Mi número: 655 y lo demás es 12 34 56',
    'al principio 91, seguido de 11 y termina con 35 y la cola es 151',
    'prefijo 699, después 12, y el resto 34 56',
    '640 de ahí 946 y luego 937',
    'Hemen duzu: 646 ondoren 78 eta azkena 08, ondoren 11',
    '699 y añade 12 34 56',
    '612 y encima 345, y otro 678',
    '6123 45678',
    'Toma: 6437 · 37000',
    'Directo 6682 🍀 33459',
    '612 — 345 — 678',
    '612\u2011345\u2011678',
    '612 ‒ 34 ‒ 56 ‒ 78',
    '612 🤙 34 🤙 56 🤙 78',
    '612,345,678',
    '612 ; 345 ; 678',
  ])('blocks %s', (text) => {
    expect(verdict(text)).toMatchObject({ blocked: true, reason: 'telefono' });
  });
});

describe('every dash, space and emoji between the groups', () => {
  it('blocks a phone whatever \\p{Pd}, \\p{Zs} or pictograph separates its groups', () => {
    const separators: string[] = [];
    for (let cp = 0x20; cp < 0x20000; cp++) {
      const c = String.fromCodePoint(cp);
      if (/[\p{Pd}\p{Zs}]/u.test(c) || (cp >= 0x1f300 && /\p{Extended_Pictographic}/u.test(c))) separators.push(c);
    }
    expect(separators.length).toBeGreaterThan(500);
    const missed = separators.filter(
      (sep) => !verdict(`Toma: 612 ${sep} 34 ${sep} 56 ${sep} 78`).blocked || !verdict(`612${sep}345${sep}678`).blocked,
    );
    expect(missed).toEqual([]);
  });
});

describe('numbers said in words, in any language of Spain or English, and in any script', () => {
  it.each([
    'seis cincuenta y cuatro, doce, treinta y cuatro, cincuenta y seis',
    'Yo soy el seis, nueve, siete, cuatro 28263',
    'seis cuatro tres siete, 37000',
    'sis-cents dotze, trenta-quatre, cinquanta-sis, set, vuit',
    'seiscentos doce trinta e catro cincuenta e seis sete oito',
    'seiehun eta hamabi, hogeita hamalau, berrogeita hamasei, zazpi, zortzi',
    'nine one two, thirty-four, fifty-six, seventy-eight',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });

  it('blocks the digits of every Unicode script (\\p{Nd})', () => {
    const zeros: number[] = [];
    for (let cp = 0x30; cp < 0x20000; cp++) {
      const c = String.fromCodePoint(cp);
      if (/\p{Nd}/u.test(c) && !/\p{Nd}/u.test(String.fromCodePoint(cp - 1))) zeros.push(cp);
    }
    expect(zeros.length).toBeGreaterThan(50);
    const missed = zeros.filter((zero) => {
      const say = (d: string) => [...d].map((x) => String.fromCodePoint(zero + Number(x))).join('');
      return !verdict(`Escríbeme al ${say('6123')} ${say('45678')}`).blocked;
    });
    expect(missed.map((cp) => cp.toString(16))).toEqual([]);
  });
});

describe('a number split over consecutive messages of the same sender', () => {
  it('blocks the message that completes it and says how many messages it spans', () => {
    expect(verdict('y la cola es 56 78', ['apunta 612', '34'])).toMatchObject({ blocked: true, messages: 3 });
    expect(verdict('después 8167', ['esto: 63802'])).toMatchObject({ blocked: true, messages: 2 });
    expect(verdict('eta gero 12 34 56', ['nire zenbakia 699'])).toMatchObject({ blocked: true, messages: 2 });
  });

  it('leaves short numbers in a row alone', () => {
    expect(verdict('o a las 10', ['¿A qué hora?', 'a las 9']).blocked).toBe(false);
    expect(verdict('total 15', ['Somos 12', 'más 3 de prueba']).blocked).toBe(false);
    expect(verdict('jueves 11', ['lunes 9', 'martes 10']).blocked).toBe(false);
  });
});

describe('channels by short or rare names, networks by name or description', () => {
  it.each([
    'Mejor hablamos por el tele',
    'Escríbeme al tlgm',
    'Te busco en tg',
    'Sigo en tiktok si prefieres',
    'Escríbeme al yt',
    '¿Me das tu threads?',
    'Por wa te contesto antes',
    'Pásame tu celu',
    'Te escribo por i n s t a',
    'Te busco en ɪɴꜱᴛᴀ',
    'Te escribo por la del pajarito azul',
    '¿Estás en la app del avión de papel?',
    'Por el pájaro azul me escribes',
    'Sígueme en la de los bailecitos',
    'Estoy en X como marta_fit',
    'Mira mi canal de YouTube',
    'Búscame en Bluesky',
    'Mis rutinas están en la app de los reels',
    'Búscame en la red de los trabajos',
    'Subo mis clases a la app de los directos',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });
});

describe('handles offered as where to find someone', () => {
  it.each([
    'búscame: lauraspin',
    'me encuentras como lauraspin',
    'Me encuentras por ahí como lauraspin',
    'Mi usuario lauramoves',
    'Búscame, soy lauramoves',
    'Ponme en el buscador thefitlaura',
    'Me llamo yogalaura en las redes',
    'Estoy como oriol__active',
    'Estoy como lauraspin',
    'Estoy como thefitoriol',
    'Soy pilatesconana en todas partes',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });
});

describe('domains whatever the dot', () => {
  it.each([
    'lauraspin . es',
    'lauraspin[.]es',
    'Busca theyogaane. fit en el navegador',
    'En nereabox. pro está mi formulario',
    'Busca jordipilates83 punto es en el navegador',
  ])('blocks %s', (text) => {
    expect(verdict(text)).toMatchObject({ blocked: true, reason: 'enlace' });
  });
});

describe('moving off the platform without a number', () => {
  it.each([
    '¿Te puedo telefonear?',
    'Te vuelvo a llamar',
    '¿Hacemos un zoom?',
    'Un toque y te cuento',
    'Em truques?',
    'Podes chamarme?',
    'Bideodeia egingo dugu',
    "I'll give you a call",
    'Mejor llamada que chat',
    '¿Me haces una perdida?',
    '¿Llamada?',
    '¿Puedo marcarte?',
    'Una videollamadita rápida',
    '¿Te va una videollamada?',
    'Dame tu contacto',
    'Necesito tu contacto',
    '¿Tu contacto?',
    '¿Tienes número?',
    '¿Dónde te escribo?',
    'Dame forma de contactarte',
    'Guárdame el número',
    'Guárdame en tus contactos',
    'Agrégame',
    'Agréguenme',
    'Em passes el teu contacte?',
    'Dásme o teu contacto?',
    'Deitu diezazuket?',
    'Hablamos por fuera de la app',
    'Hablamos fuera y te explico',
    'Millor per un altre lloc',
    'Parlem per privat',
    'Lo arreglamos entre nosotros sin la plataforma',
    'Te hago un bizum',
    'Te lo pago fuera',
    'Te hago la transferencia a mi cuenta directamente',
    'Pásame el enlace de tu perfil',
    'Un bizumcito y listo',
    'Págame por transferencia',
    'Mejor en efectivo el día de la clase',
    'Te lo doy en mano',
    'Nos saltamos la plataforma y te pago yo',
    'Te escribo en privado',
    'Dejemos el chat de la app',
    'Sigamos por outra aplicación',
    'Parlem per una altra app',
    "Let's chat somewhere else",
    'Message me privately',
    'Kanpoan hitz egingo dugu',
    '¿Seguimos la charla en otra parte?',
    'Cambiemos de app',
    'Vamos a otro chat',
    'Hablamos por nuestra cuenta',
    'Mándame un mensaje de texto',
    '¿Tienes correo? Te mando la programación',
    'Te escribo al correo',
    'Pasa contacto',
    '¿Algún número para hablar?',
  ])('blocks %s', (text) => {
    expect(verdict(text).blocked).toBe(true);
  });
});

describe('harmless messages stay, however many numbers they hold', () => {
  it.each([
    'vale.es a las 21:00',
    'ok.es que llego justo',
    'Vale.es mañana',
    'Hecho.es todo',
    'Las clases son a las 9, 10, 11 y 12',
    'Mi horario es 6, luego 18 y después 10',
    'Son 45 € la hora, 650 € al mes',
    'El 12/03/2026 a las 9:00',
    'Calle Mayor 23, 2º 1ª, 28013 Madrid',
    'C/ Aragó 612, 3r 2a, 08015 Barcelona',
    'Código postal 28045',
    '4x12 sentadillas, 3x10 press',
    'Referencia: 2026-004587',
    'Somos 600 socios y 120 bicis',
    'Vienen 12, luego 15 y después 20',
    'Horario de 7 a 9, de 13 a 15 y de 19 a 21',
    'Llevo 612 km este año en bici',
    'Seis cincuenta la toalla',
    'Dorsal 612, categoría 35-39',
    'Fuera de la app no hay cobertura del seguro, así que todo por aquí',
    'Prefiero no dar mi número, seguimos aquí',
    'No tengo redes sociales, todo por la app',
    'Videollamadas no, todo presencial',
    'Llámame la atención si lo hago mal',
    'La tele de la sala 2 no funciona',
    'Lo vi por la tele',
    'Busca la clase en el buscador de la app',
    'Estoy como una moto hoy',
    'Hoy la clase es en otro sitio, en la sala 3',
    'Por otro lado, la clase de las 9 está llena',
    'Por otra parte, el aforo es de 20',
    'Aquí no hay toallas, están en otro lado',
    'Estoy como nueva, la coreografía salió genial',
    'Soy boxeador y monitor de spinning',
    'Te hago la transferencia desde la app',
    'Nada de bizum, por la plataforma',
    'Bizum no, pagamos por la app',
    '¿Tienes contacto con la dueña del gimnasio?',
    'La plataforma manda la factura por correo automáticamente',
    'Face to face feedback after the first class would be great',
  ])('lets through %s', (text) => {
    expect(verdict(text)).toEqual({ blocked: false });
  });
});

describe('number-heavy harmless messages, drawn at random', () => {
  it('blocks none of 3 000 schedules, dates, prices, addresses with floor, door and postal code, reps, references', () => {
    const rng = new Rng(77);
    const i = (a: number, b: number) => rng.int(a, b);
    const p2 = (n: number) => String(n).padStart(2, '0');
    const time = () =>
      rng.pick([
        `${i(6, 22)}:${p2(rng.pick([0, 15, 30, 45]))}`,
        `${i(6, 22)}h`,
        `${i(6, 22)}.${p2(rng.pick([0, 30]))}`,
      ]);
    const date = () =>
      rng.pick([`${i(1, 28)}/${i(1, 12)}`, `${p2(i(1, 28))}/${p2(i(1, 12))}/2026`, `${i(1, 28)}-${i(1, 12)}-26`]);
    const price = () =>
      rng.pick([`${i(5, 900)} €`, `${i(5, 99)},${p2(i(0, 99))} €`, `${i(1, 9)}.${i(100, 999)} €`, `${i(5, 99)}€`]);
    const street = () => rng.pick(['Calle Mayor', 'C/ Alcalá', 'Avda. Diagonal', 'Rúa Nova', 'Kale Nagusia']);
    const postal = () => `${rng.pick(['28', '08', '46', '15', '48'])}${p2(i(0, 99))}${i(0, 9)}`;
    const address = () =>
      rng.pick([
        `${street()} ${i(1, 700)}, ${i(1, 12)}º ${i(1, 4)}ª, ${postal()}`,
        `${street()} ${i(1, 700)}, piso ${i(1, 12)}, puerta ${i(1, 20)}, ${postal()} Madrid`,
        `${street()} ${i(1, 700)} ${i(1, 12)} ${i(1, 4)} ${postal()}`,
      ]);
    const reference = () =>
      rng.pick([
        `REF ${i(1000, 99999)}`,
        `nº pedido ${i(100000, 999999)}`,
        `factura ${i(2020, 2026)}/${i(100, 9999)}`,
        `reserva ${i(100, 999)}-${i(100, 999)}`,
        `código ${i(1000, 9999)} ${i(1000, 9999)}`,
      ]);
    const reps = () =>
      rng.pick([`${i(2, 6)}x${i(5, 20)}`, `${i(2, 6)} series de ${i(5, 20)}`, `${i(5, 20)}-${i(5, 20)}-${i(5, 20)}`]);
    const templates = [
      () => `Clases a las ${time()}, ${time()} y ${time()}`,
      () => `El ${date()} a las ${time()} en ${address()}`,
      () => `Son ${price()} + ${price()} de matrícula`,
      () => `Circuito: ${reps()} luego ${reps()} y después ${reps()}`,
      () => `${reference()}, ${date()}, ${price()}`,
      () => `Del ${date()} al ${date()}, de ${time()} a ${time()}`,
      () => `Horario: ${time()}-${time()} / ${time()}-${time()}`,
    ];
    const blockedOnes = Array.from({ length: 3000 }, () => rng.pick(templates)()).filter((t) => verdict(t).blocked);
    expect(blockedOnes).toEqual([]);
  });
});

describe('the second generator (contact-sharing-eval/second.ts): its held-out part', () => {
  it('stays above a floor (a guard against regressions; its figures are in ADR 0015)', () => {
    const held = secondCorpus().filter((s) => s.split === 'held');
    const outcomes = held.map(judge);
    const recall = rate(tally(outcomes.filter((o) => o.sample.sharing)));
    const falseBlocks = rate(tally(outcomes.filter((o) => !o.sample.sharing)));
    // Only the totals: the held-out messages themselves are never printed.
    console.log(`second generator, held-out: recall ${percent(recall)}, false blocks ${percent(falseBlocks)}`);
    expect(recall).toBeGreaterThanOrEqual(0.92);
    expect(falseBlocks).toBeLessThanOrEqual(0.01);
  });
});
