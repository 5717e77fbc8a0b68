// The digits of more communities from abroad (issue 26, fourteenth and fifteenth rounds): Polish,
// Russian, Ukrainian, Bulgarian, Arabic in its script, Aranese, Brazilian "meia" (half a dozen),
// Romanian, German. Written as
// typed; folded here as the text is (Cyrillic look-alikes become Latin letters: "шесть" →
// "шectь"), so that they meet the folded words of a message. Merged into UNITS (-numbers.ts).
import { foldText } from './contact-sharing-text.ts';

const ROWS = [
  'ноль|нуль|нула|صفر|null',
  'jeden|один|одна|едно|واحد|unu|eins',
  'dwa|два|две|اثنان|اثنين|dus|doi|doua|zwei|zwo',
  'trzy|три|ثلاثة|ثلاثه|drei',
  'cztery|четыре|чотири|четири|اربعة|اربعه|quate|patru|vier',
  'piec|пять|пет|خمسة|خمسه|cinci|funf|fuenf',
  'szesc|шесть|шість|шест|ستة|سته|meia|sieis|sase|sechs',
  'siedem|семь|сім|седем|سبعة|سبعه|sapte|sieben',
  'osiem|восемь|вісім|осем|ثمانية|ثمانيه|ueit|acht',
  'dziewiec|девять|девет|تسعة|تسعه|nau|noua|neun',
];

/** Each word, folded, with the digit it says. */
export const abroadDigitWords = (): [string, number][] =>
  ROWS.flatMap((row, digit) => row.split('|').map((word): [string, number] => [foldText(word).folded, digit]));
