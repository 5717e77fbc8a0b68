// Issue 26, seventeenth round: the rules added for what the tuning half of the round's sets got
// wrong (ADR 0015), with sentences written for these tests (not the writers' own). Every "leaves"
// case is an ordinary message the rules blocked before; every "blocks" case is an attempt they
// must still catch, or one they missed before.
import { describe, expect, it } from 'vitest';
import { checkByRules } from './contact-sharing.ts';

// The rules alone: these are the rules' lessons (the model is trained beside them).
const blocked = (text: string, previous: string[] = []) => checkByRules(text, { previous }).blocked;
const blocks = (cases: string[]) => it.each(cases)('blocks %s', (text) => expect(blocked(text)).toBe(true));
const leaves = (cases: string[]) => it.each(cases)('leaves %s', (text) => expect(blocked(text)).toBe(false));

describe('a call said to go through the platform itself', () => {
  leaves([
    'te llamo por la app en diez minutos y lo vemos',
    '¿te puedo llamar por aquí? escribiendo tardo mucho',
    'hacemos una llamada cortita por la plataforma y cerramos el horario',
    'la videollamada de la app va lenta, seguimos por escrito',
    'la llamada de la app se ha caído, te vuelvo a llamar por aquí',
    "truca'm per l'app quan arribis",
    'text me here if the room is locked',
  ]);
  blocks([
    'te llamo, que por aquí no se puede hablar tranquilos',
    'llámame fuera de la app y lo cerramos',
    'te llamo y lo hablamos, por aquí es un rollo',
    'mejor te llamo que por la app no me aclaro',
    'te llamo esta noche',
  ]);
});

describe('numbers of other kinds', () => {
  leaves([
    'el grupo de los martes acaba en 38 alumnos, te mando la lista por aquí',
    'la sesión 862-417-390 sale pendiente en la app',
    'el justificante 912 448 305 ya está en tu perfil',
    'la réservation 918273 est validée',
  ]);
  blocks(['mi número acaba en 38, el resto ya lo tienes', 'la sesión la cierro yo, llámame al 662 417 390']);
});

describe('places that are no apps', () => {
  leaves(['coge la L5 y bájate en Diego de León', 'salgo por la puerta de Alcalá, te espero fuera']);
  blocks(['bájate Lemon8 y sígueme', 'en la lista salgo como laura_pilates_22']);
});

describe('numbers from abroad, where a phone cue names them', () => {
  blocks([
    "mon numéro c'est le 06 71 42 88 19",
    'numărul meu e 0745 318 226',
    'meine Nummer ist 0157 32418876',
    'il mio numero è 347 812 4409',
  ]);
  leaves(['die Kundennummer ist 0157324188', 'el pedido 0612345678 ya ha llegado', 'la référence 0671428819']);
});

describe('a call asked for a day, and a contact asked to be shared', () => {
  blocks(['¿a qué hora te va bien que te llame el jueves?', '¿me compartes tu contacto?']);
  leaves(['que te llame el fisio, que lo lleva él', '¿me compartes la playlist de ayer?']);
});

describe('payment details kept where the platform pays', () => {
  leaves([
    'el IBAN tienes que ponerlo en tu perfil de la plataforma, nosotros no lo vemos',
    'la app te paga por transferencia; revisa que tu IBAN esté bien en el perfil',
    'DM me the room number here when you can',
  ]);
  blocks([
    'pásame tu IBAN y te hago la transferencia sin la app',
    'dame tu iban que te pago yo',
    'mejor te pago por transferencia a tu iban, que por la app se llevan comisión',
    'DM me on insta',
  ]);
});
