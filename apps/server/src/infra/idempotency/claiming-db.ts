// The database a keyed write's handler sees (ADR 0019): the first transaction it opens starts by
// inserting the idempotency key, so the key is committed together with the work, or not at all.
// A copy of the request that arrives meanwhile (another tab, another instance, the app's own
// retry) waits on that insert and then finds the key taken: KeyTakenError, nothing written.
// Before committing, the claiming transaction also stores the answer when it already knows it
// (see `answerFrom`), so even an instance killed right after the commit leaves its answer behind.
import type { Database } from '@fitcover/db/client';
import { claimKey, storeAnswer, type KeyRef } from './idempotency.repo.ts';

export type StoredAnswer = { status: number; body: string };

export type Claim = {
  ref: KeyRef;
  requestHash: string;
  now: () => Date;
  /** The endpoint's answer if it equals what the transaction returned, else null. */
  answerFrom: (transactionResult: unknown) => StoredAnswer | null;
  /** 'answered': the request answered without a claim; later work (after the answer) is ordinary. */
  state: 'none' | 'pending' | 'claimed' | 'answered';
  /** The answer written by the claiming transaction, if any. */
  stored: StoredAnswer | null;
};

export class KeyTakenError extends Error {
  constructor() {
    super('idempotency key already claimed by a copy of this request');
  }
}

export function claimingDatabase(db: Database, claim: Claim): Database {
  const transaction: Database['transaction'] = async (run, config) => {
    // Only the first transaction claims; later (or concurrent) ones are ordinary.
    if (claim.state !== 'none') return db.transaction(run, config);
    claim.state = 'pending';
    try {
      const result = await db.transaction(async (tx) => {
        if (!(await claimKey(tx, claim.ref, claim.requestHash, claim.now()))) throw new KeyTakenError();
        const value = await run(tx);
        const answer = claim.answerFrom(value);
        if (answer) await storeAnswer(tx, claim.ref, answer.status, answer.body);
        claim.stored = answer;
        return value;
      }, config);
      claim.state = 'claimed';
      return result;
    } catch (error) {
      claim.state = 'none';
      claim.stored = null;
      throw error;
    }
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
