// E-mail hints and handles that need punctuation ("marta [at] gmail", "correo:", "jordi(a)…(p)es",
// "marta_fit"), each looked for only when the text holds what it needs. A name looked behind, not
// matched from every character, so that a long word is read once (linear time).
import { lazy } from './contact-sharing-lazy.ts';
import { namedThing } from './contact-sharing-handle-shape.ts';
import type { LinkMatch } from './contact-sharing-links.ts';

type Pattern = { reason: LinkMatch['reason']; needs: string; pattern: RegExp; code?: boolean };

// Patterns that depend on punctuation; each runs only if the text contains `needs`.
const PATTERNS = lazy((): Pattern[] => [
  { reason: 'email', needs: 'at', pattern: /[([{<]\s*at\s*[)\]}>]/gu },
  // "jordi(a)pilatesalameda(p)es": an at as "(a)" between a name and a domain ("monitor(a)s" is
  // a plural). The name is looked behind, so that a long word is read once (linear time).
  {
    reason: 'email',
    needs: 'a',
    pattern:
      /(?<=[\p{L}\p{N}._-]{2})\s?[([]a[)\]]\s?[\p{L}\p{N}-]{2,}\s?(?:\.|[([](?:p|punto|dot|\.)[)\]]|punto|dot)\s?[a-z]{2,4}\b/gu,
  },
  // "spin.andreiARROBAyahooPUNTOes": the at said in a word glued to the name and the provider.
  {
    reason: 'email',
    needs: 'a',
    pattern: /(?<=[\p{L}\p{N}._]{2})(?:arroba|arrova|at)(?:gmail|hotmail|yahoo|outlook|icloud|protonmail|gmx|msn)/gu,
  },
  // "camilaximnasiaARROBAmovistarPUNTOeus": any provider, its dot said in a word too.
  {
    reason: 'email',
    needs: 'arro',
    pattern: /(?<=[\p{L}\p{N}._]{2})(?:arroba|arrova)[a-z]{3,}(?:punto|dot)(?:es|com|cat|eus|gal|net|org)\b/gu,
  },
  { reason: 'email', needs: ':', pattern: /(?<![\p{L}\p{N}])(?:correo|correu|mail|e-mail)\s*:/gu },
  { reason: 'email', needs: '→', pattern: /(?<![\p{L}\p{N}])(?:correo|correu|mail|e-mail)\s*→\s*[\p{L}\p{N}]/gu },
  { reason: 'enlace', needs: '://', pattern: /:\/\//g },
  // A handle: letters and digits joined by underscores, with at least one letter ("marta_fit");
  // not one named after the platform ("la wifi es FitCover_5": its own), nor a code (below).
  {
    reason: 'red_social',
    needs: '_',
    pattern: /(?<![\p{L}\p{N}_])(?!fitcover)(?=[\p{N}_]*\p{L})[\p{L}\p{N}_]*[\p{L}\p{N}]_+[\p{L}\p{N}][\p{L}\p{N}_]*/gu,
    code: true,
  },
]);

/** A wifi's name: its band ("Estudi_Arrel_2G", "Box_5GHz") or its guests ("Gym_Invitados", "Kaizen_Guest"). */
const WIFI_NAME = /(?:^|_)(?:2g|5g|2\.4g|5ghz|24ghz)$|invitad|guest|wifi|wlan/;

/**
 * "usa el cupón VERANO_25", "la wifi es GymSur_5G": written in capitals, or named as a code, a key
 * or a thing of the gym right before it, an underscored word is no handle.
 */
function namedAsCode(folded: string, cased: string, at: number, match: string): boolean {
  if (!/[a-z]/.test(cased.slice(at, at + match.length)) || WIFI_NAME.test(match)) return true;
  return namedThing(
    folded
      .slice(Math.max(0, at - 60), at)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

export function findPattern(folded: string, cased: string = folded): LinkMatch | null {
  for (const { reason, needs, pattern, code } of PATTERNS()) {
    if (!folded.includes(needs)) continue;
    for (const m of folded.matchAll(pattern)) {
      if (code && namedAsCode(folded, cased, m.index, m[0])) continue;
      return { reason, match: m[0] };
    }
  }
  return null;
}
