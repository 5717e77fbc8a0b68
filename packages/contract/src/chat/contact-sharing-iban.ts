// A bank account number (IBAN) in a message is a way to be paid outside the platform. Found by
// its shape and its check digits (ISO 13616, mod 97), so reference codes, invoices and postal
// codes with letters never pass: a random code has one chance in 97 and the country's exact length.
import { lazy } from './contact-sharing-lazy.ts';

/** IBAN lengths of the countries a gym in Spain hears of (SEPA and neighbours). */
const LENGTHS = lazy(
  () =>
    new Map<string, number>([
      ['es', 24],
      ['ad', 24],
      ['pt', 25],
      ['fr', 27],
      ['it', 27],
      ['de', 22],
      ['gb', 22],
      ['ie', 22],
      ['nl', 18],
      ['be', 16],
      ['lu', 20],
      ['ch', 21],
      ['at', 20],
      ['pl', 28],
      ['ro', 24],
      ['se', 24],
      ['dk', 18],
      ['fi', 18],
      ['no', 15],
      ['gi', 23],
      ['mc', 27],
      ['ma', 28],
      ['lt', 20],
      ['lv', 21],
      ['ee', 20],
      ['gr', 27],
      ['cz', 24],
    ]),
);

/**
 * Two letters, two check digits, then the account in groups of four as printed ("ES91 2100 0418…"),
 * or all in one: never words that happen to follow ("es 612 kg en el total…").
 */
const CANDIDATE =
  /(?<![a-z0-9])([a-z]{2}|e s) ?(\d{2})((?:[ .-]?[a-z0-9]{4}){2,7}(?:[ .-]?[a-z0-9]{1,3})?|[a-z0-9]{11,30})(?![a-z0-9])/g;
/** Two letters, two digits and five groups of four digits, spaced. */
const PRINTED = /^[a-z]{2}\d{2}(?: \d{4}){5}(?![0-9])/;
/** An account or a payment into one: "mi cuenta", "me ingresas", "transferencia", "IBAN". */
const ACCOUNT_WORDS = /\b(?:cuenta|compte|conta|kontua|iban|ingres\w*|transf\w*|pag\w*|cobr\w*|account|pay\w*|wire)\b/;
/** Banks' codes may have letters (GB29 NWBK…); an account is digits mostly. */
const MAX_LETTERS = 4;

/** Words of an order, a booking or a code: the digits after them are its reference. */
const OTHER_THINGS =
  /\b(?:pedido|ref|referencia|localizador|reserva|factura|albaran|envio|seguimiento|codigo|ticket|order|booking|invoice|expediente|poliza|lote)\b/;

/** True when `iban` (letters and digits, lower case) has valid check digits. */
function checks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= 'a' ? ch.charCodeAt(0) - 87 : Number(ch);
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest === 1;
}

/** The first IBAN in folded text, or null. */
export function findIban(folded: string): string | null {
  if (!/\d{2}/.test(folded)) return null;
  for (const m of folded.matchAll(CANDIDATE)) {
    // "E S 56 0943…": Spain's letters spaced like the rest.
    const country = (m[1] as string).replace(' ', '');
    const length = LENGTHS().get(country);
    if (!length) continue;
    // Words after it may have been read as groups ("… 1332 gracias"): the country says where it ends.
    const body = (m[3] as string).replace(/[ .-]/g, '').slice(0, length - 4);
    if ((body.match(/[a-z]/g)?.length ?? 0) > MAX_LETTERS) continue;
    const iban = `${country}${m[2]}${body}`;
    if (iban.length !== length) continue;
    // "mi cuenta es ES76 2100 0418 4502 0005 1332": a Spanish account printed as the bank prints
    // it, with words of an account or a payment, is one even with a digit mistyped.
    // A Spanish account is 22 digits after "ES": it is one however it is grouped, even with its
    // check digits mistyped or made up, unless it names something else ("pedido ES12 3456…").
    const spanish =
      country === 'es' && /^\d{20}$/.test(body) && (ACCOUNT_WORDS.test(folded) || !OTHER_THINGS.test(folded));
    if (checks(iban) || spanish || (country === 'es' && PRINTED.test(m[0]) && ACCOUNT_WORDS.test(folded)))
      return iban.toUpperCase();
  }
  return spanishAccount(folded);
}

/**
 * A Spanish account without its IBAN prefix, the old 20 digits (CCC): bank, branch, two control
 * digits, account, in those groups or all in one ("2100 0418 45 0200051332"; not four-digit codes
 * in a row). Its control digits checked, or words of an account or a payment near.
 */
const CCC = /(?<![\d.,])(\d{4})([ .-]?)(\d{4})\2(\d{2})\2(\d{10})(?![\d.,]\d|\d)/g;
const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
function control(digits: string): number {
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (CCC_WEIGHTS[i] as number), 0);
  const rest = 11 - (sum % 11);
  return rest === 11 ? 0 : rest === 10 ? 1 : rest;
}
function spanishAccount(folded: string): string | null {
  for (const m of folded.matchAll(CCC)) {
    const [, bank, , branch, dc, account] = m as unknown as [string, string, string, string, string, string];
    const valid = `${control(`00${bank}${branch}`)}${control(account)}` === dc;
    if (valid || ACCOUNT_WORDS.test(folded)) return `${bank} ${branch} ${dc} ${account}`;
  }
  return null;
}
