// Tables of the contact-sharing detector are built on the first check, not when the module is
// imported: the web app imports the contract on every signed-in page, and most pages never
// check a message. Every table is declared the same way, `const X = lazy(() => build())`, and
// read as `X()`.
import { lazy } from '../common/lazy.ts';

export { lazy };

/** The words of a space-separated list, as a set. */
export const wordSet = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

/** A set of words built on first use: `const WORDS = lazyWords('a b c')`, read as `WORDS()`. */
export const lazyWords = (list: string): (() => Set<string>) => lazy(() => wordSet(list));
