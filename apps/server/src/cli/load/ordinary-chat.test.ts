import { checkContactSharing } from '@fitcover/contract/chat/contact-sharing';
import { describe, expect, it } from 'vitest';
import { ORDINARY_CHAT } from './ordinary-chat.ts';

// The load tools' senders take the sentences in any order, so every sentence must pass after any three
// earlier ones: a refused message would count as a failed send that has nothing to do with load.
describe('the load tools’ chat', () => {
  it('sends sentences the contact detector leaves, whatever the sender said before', () => {
    const refused: string[] = [];
    for (const text of ORDINARY_CHAT)
      for (const a of ORDINARY_CHAT)
        for (const b of ORDINARY_CHAT)
          for (const c of ORDINARY_CHAT)
            if (checkContactSharing(text, { previous: [a, b, c] }).blocked)
              refused.push(`${a} | ${b} | ${c} | ${text}`);
    expect(refused).toEqual([]);
  });
});
