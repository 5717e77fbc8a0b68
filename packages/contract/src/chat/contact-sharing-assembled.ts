// A phone number given as a puzzle (issue 26, tenth round): digits read backwards once the
// message says so ("al revés: 4 1 5 3 0 9 8 7 6", "dale la vuelta: 10.25.38.476"), or every
// number of the message put together once it says to ("a las 7, 15 euros, 22 inscritos, 09 de
// marzo, 48 min: en ese orden", "junta las cifras"). Only the digits typed as digits count, and
// only all of them: nine with a phone's shape, or +34 and nine.
import { lazy } from './contact-sharing-lazy.ts';
import type { PhoneMatch } from './contact-sharing-phone.ts';
import { shapeOf } from './contact-sharing-phone-shape.ts';
import { LOOK_ALIKE_DIGITS } from './contact-sharing-lookalike-runs.ts';

/** "al revés", "dale la vuelta", "del final al principio", in the languages of Spain and English. */
const BACKWARDS = lazy(
  () =>
    /\b(?:al|del|ao|do) reves\b|\bl ?inreves\b|\ba la inversa\b|\bda(?:le|rle|dle|lo|la|selo) (?:la )?vuelta\b|\bde derecha a izquierda\b|\bdel final al principio\b|\b(?:empezando|empezar|empezad|empieza|empiezas|empiezalo) por el final\b|\bde atras (?:(?:a|hacia|para|pa) )?(?:a|de|ade)?lante\b|\balderantziz\b|\bbackwards?\b|\bin reverse\b|\breversed\b|\bright to left\b/,
);
/**
 * "todo seguido", "en ese orden", "junta las cifras", "put them together"; and the letters among
 * the digits said not to count ("633A 218B 540, las letras no van", "quita las letras").
 */
const TOGETHER = lazy(
  () =>
    /\btodo (?:seguido|junto|pegado)\b|\btodos (?:seguidos|juntos)\b|\ben (?:ese|este|aquest|aquell) orden?\b|\bnesa orde\b|\bpor ese orden\b|\bjunt(?:a|as|alos|alas|ando|ar) (?:las |los |les )?(?:cifras|numeros|digitos|xifres)\b|\b(?:ajunta|uneix|une|pega|concatena) (?:las |los |les )?(?:cifras|numeros|digitos|xifres)\b|\btot seguit\b|\bsegidan\b|\bin (?:that|this) order\b|\bput them together\b|\ball together\b|\b(?:las|les) lletres no\b|\blas letras no (?:van|cuentan|valen|sirven)\b|\b(?:quita|quitale|borra|ignora|salta|sin) (?:las )?letras\b|\bsolo (?:los |las )?(?:numeros|digitos|cifras)\b|\bignore the letters\b|\b(?:pon|ponlos|ponlas|apunta|apuntalos|junta|lee|leelos) (?:esos|estos|esas|estas|todos los|todas las) (?:numeros|digitos|cifras)\b|\b(?:numeros|cifras|digitos) (?:tal cual|en orden|seguidos)\b|\bel orden importa\b|\bsin (?:los )?(?:dos puntos|puntos|simbolos|signos)\b|\b(?:pegalos|pegalas|juntalos|juntalas|unelos|unelas|marcalos|marcalas)\b|\bno son (?:precios|series|reps|repeticiones|horas|minutos|kilos|puntos|notas)\b|\bes (?:pa|para) (?:llamarme|escribirme|localizarme)\b|\bya sabes (?:cuales son|para que(?: es| son)?|lo que son)\b|\bya me entiendes\b|\bya sabes\W*😉/,
);

/**
 * Letters standing for digits, once the message says so ("las letras son números", "cambia las
 * letras por números", "letras = números", "S=5, I=1"): "G77 202 T5l", "61AE oT404".
 */
const LETTERS_ARE_DIGITS = lazy(
  () =>
    /\b(?:las |les )?(?:letras|lletres) (?:son|=|son tambien|valen|equivalen a) (?:numeros|cifras|digitos|xifres|nombres)\b|\b(?:cambia|cambiale|sustituye|pasa|lee|leer) (?:las |les )?(?:letras|lletres) (?:por|a|como) (?:numeros|cifras|digitos|xifres)\b|\bletras ?= ?numeros\b|\bletters (?:are|=) (?:numbers|digits)\b|\b[a-z] ?= ?\d\b.*\b[a-z] ?= ?\d\b|\b(?:la|el|las|los) [a-z] (?:es|son|vale|=) (?:un |una )?(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|\d)\b/,
);
/** "súmale 1 a cada cifra", "resta dos a cada número": every digit moved by the same amount. */
const SHIFT = lazy(
  () =>
    /\b(sum|anad|rest|quit)[a-z]* (\d|un|uno|dos|tres|cuatro|cinco) a (?:cada|todas? las|todos los) (?:cifras?|numeros?|digitos?|xifres?)\b/,
);
const SHIFT_WORDS: Record<string, number> = { un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 };

export type Assembled = { start: number; end: number; score: number };

/** The digits typed in `text` and where the first and last are. */
function digitsOf(text: string): { digits: string; start: number; end: number } {
  let digits = '';
  let start = -1;
  let end = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    digits += text.charAt(i);
    if (start < 0) start = i;
    end = i + 1;
  }
  return { digits, start, end };
}

const phoneShape = (digits: string) =>
  shapeOf(digits, digits.startsWith('0034') ? '0034' : digits.startsWith('34') ? '34' : digits.slice(0, 3), false);

/**
 * A phone number assembled from every digit of `text` (a message, or the sender's last messages
 * joined), read backwards or put together as the text says, or null. `start` and `end` are
 * offsets in `text`.
 */
export function assembledPhone(text: string): Assembled | null {
  const backwards = BACKWARDS().test(text);
  const letters = LETTERS_ARE_DIGITS().test(text);
  const shift = SHIFT().exec(text);
  if (!backwards && !letters && !shift && !TOGETHER().test(text)) return null;
  // The hint's own digits ("súmale 1", "S=5") are not part of the number.
  const bare = blank(blank(text, shift ? [shift] : []), letters ? [...text.matchAll(KEY_PAIR)] : []);
  const read = letters ? lettersRead(bare, text) : bare;
  const { digits, start, end } = digitsOf(read);
  if (digits.length < 9 || digits.length > 13) return null;
  const moved = shift ? shifted(digits, shift) : digits;
  // "024 286 722, empieza por el final": backwards digit by digit, or group by group.
  const readings = backwards ? [[...moved].reverse().join(''), (read.match(/\d+/g) ?? []).reverse().join('')] : [moved];
  const score = Math.max(...readings.map(phoneShape));
  return score > 0 ? { start, end, score } : null;
}

/** Says how to read the digits: backwards, letters as digits, moved, or put together. */
const hinted = (text: string) =>
  BACKWARDS().test(text) || LETTERS_ARE_DIGITS().test(text) || SHIFT().test(text) || TOGETHER().test(text);

/**
 * The puzzle read in the last message alone (`single`), or over the sender's last messages
 * ending in it (`split`): "al revés: 3 8 0 9 || 1 4 2 7 6". Offsets as in findPhone.
 */
export function assembledFinds(messages: string[]): { single: PhoneMatch | null; split: PhoneMatch | null } {
  const current = messages.length - 1;
  const last = messages[current] ?? '';
  const own = assembledPhone(last);
  const single = own && { ...own, spelled: false, messages: 1 };
  let split: PhoneMatch | null = null;
  // "986 || 063 || 467 || júntalos 😉": the last message may be the hint alone, which completes it.
  const completes = hinted(last);
  for (let k = current - 1; k >= 0 && !single && !split; k--) {
    const before = messages.slice(k, current).join(' ').length + 1;
    const over = assembledPhone(`${messages.slice(k, current).join(' ')} ${last}`);
    if (over && (over.end > before || completes))
      split = {
        start: over.start,
        end: over.end > before ? over.end - before : last.length,
        score: over.score,
        spelled: false,
        messages: current - k + 1,
      };
  }
  return { single, split };
}

/**
 * `text` with the letters of its digit groups read as digits: a run of letters and digits with a
 * digit in it, or a short run of look-alikes between two of them ("93l oE 35 34"). Same length.
 */
const KEY_PAIR = /\b([a-z]) ?= ?(\d)\b/g;
/** "la B es un ocho": a letter's digit said in words. */
const DIGIT_WORDS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const KEY_SAID =
  /\b(?:la|el|las|los) ([a-z]) (?:es|son|vale) (?:un |una )?(cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/g;

/** `text` with what `matches` cover turned to spaces (same length, same offsets). */
function blank(text: string, matches: readonly RegExpMatchArray[]): string {
  let out = text;
  for (const m of matches) {
    const at = m.index ?? 0;
    out = out.slice(0, at) + ' '.repeat(m[0].length) + out.slice(at + m[0].length);
  }
  return out;
}

function lettersRead(text: string, keyed: string): string {
  // The usual look-alikes, overridden by a key the message gives ("B=8").
  const key: Record<string, string> = { ...LOOK_ALIKE_DIGITS };
  for (const [, letter, digit] of keyed.matchAll(KEY_PAIR)) key[letter as string] = digit as string;
  for (const [, letter, word] of keyed.matchAll(KEY_SAID))
    key[letter as string] = String(DIGIT_WORDS.indexOf(word as string));
  const runs = [...text.matchAll(/[a-z0-9]+/g)];
  const digital = (k: number) => /\d/.test(runs[k]?.[0] ?? '');
  const readable = (run: string) => [...run].every((c) => /\d/.test(c) || c in key);
  let out = text;
  runs.forEach((run, k) => {
    const word = run[0];
    const near = digital(k) || (word.length <= 3 && digital(k - 1) && digital(k + 1));
    if (!near || !readable(word)) return;
    const at = run.index ?? 0;
    out = out.slice(0, at) + [...word].map((c) => key[c] ?? c).join('') + out.slice(at + word.length);
  });
  return out;
}

/** Every digit moved back by what the text says was added ("súmale 1": the number is one less). */
function shifted(digits: string, shift: RegExpExecArray): string {
  const by = SHIFT_WORDS[shift[2] as string] ?? Number(shift[2]);
  const sign = /^(?:sum|anad)/.test(shift[1] as string) ? 1 : -1;
  return [...digits].map((d) => String((Number(d) + sign * by + 100) % 10)).join('');
}
