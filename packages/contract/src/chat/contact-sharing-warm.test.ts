// Warming the detector (the chat does it when idle) builds tables only: every verdict after it is
// the verdict before it, and the window of earlier messages it used leaves nothing behind.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContactSharing, warmContactSharing } from './contact-sharing.ts';

const lines = (file: string) =>
  readFileSync(new URL(`./contact-sharing-corpus/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('warmContactSharing', () => {
  it('changes no verdict', () => {
    const sample = [...lines('sharing.txt').slice(0, 150), ...lines('ordinary.txt').slice(0, 150)];
    const before = sample.map((text) => checkContactSharing(text));
    warmContactSharing();
    warmContactSharing();
    expect(sample.map((text) => checkContactSharing(text))).toEqual(before);
    expect(before.some((verdict) => verdict.blocked)).toBe(true);
    expect(before.some((verdict) => !verdict.blocked)).toBe(true);
    // Its own split number stays its own: a lone "345 678" is not the end of anyone's number.
    expect(checkContactSharing('345 678').blocked).toBe(false);
  });
});
