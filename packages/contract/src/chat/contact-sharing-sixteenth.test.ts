// Issue 26, sixteenth round: the rules added for what the tuning half of the round's sets wrongly
// blocked (ADR 0015), with sentences written for these tests (not the writers' own). Every
// "leaves" case is blocked by the detector before these rules; every "blocks" case is an attempt
// the new rules must not let through.
import { describe, expect, it } from 'vitest';
import { checkContactSharing } from './contact-sharing.ts';

const blocked = (text: string, previous: string[] = []) => checkContactSharing(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe("a code's label further back in its clause, in the languages instructors write in", () => {
  leaves([
    'el número de socio que te asignaron es 655 310 872',
    'Nº de incidencia de la cinta de correr: 688 120 457, vienen el lunes',
    'el folio del pago es 612-880-411',
    'die Kundennummer ist 711 204 398',
    'la póliza del seguro del centro es la 934 221 570',
    'passport 622 418 907, por si lo pide recepción',
    'Référence de réservation : 688 240 517',
    'Erreserbaren erreferentzia: 67 120 44 93',
    'Numărul facturii este 611.402.388',
    'o número do pedido é 677 902 113',
    'il numero di tessera è 688 310 245',
  ]);
  blocks([
    'para lo del contrato, mi número es 655 310 872',
    'para la factura hablamos en el 688 ➖ 120 ➖ 457',
    'te confirmo la reserva. pd 6 8 8 1 2 0 4 5 7',
    'el número de socio es el mío: llámame al 655 310 872',
  ]);
});

describe('the name one goes by on the platform', () => {
  leaves([
    'en la plataforma salgo como Marta Gil, por si no me ves en la lista',
    'búscame en el buscador de la plataforma, salgo como Íñigo P.',
  ]);
  blocks([
    'en la plataforma no, pero en insta salgo como marta_gil_fit',
    'salgo como martagilfit en la red del pajarito',
  ]);
});
