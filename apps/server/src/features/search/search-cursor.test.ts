import { describe, expect, it } from 'vitest';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor.ts';

const id = '0b8f5c1e-8f3a-4b7e-9a61-2d1f3c4b5a69';

describe('search cursors', () => {
  it('round-trips every phase, keeping the exact chord', () => {
    const near = {
      phase: 'near' as const,
      position: { chord: 0.0012345678901234567, startsAt: '2026-11-20T17:00:00.000000Z', id },
    };
    expect(decodeSearchCursor(encodeSearchCursor(near))).toEqual(near);
    const online = { phase: 'online' as const, position: { startsAt: '2026-11-20T17:00:00.000000Z', id } };
    expect(decodeSearchCursor(encodeSearchCursor(online))).toEqual(online);
  });

  it('rejects anything it did not write', () => {
    for (const text of ['', 'abc', Buffer.from('[1,2]').toString('base64url')]) {
      expect(decodeSearchCursor(text)).toBeNull();
    }
    const bad = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeSearchCursor(bad(['near', '2026-11-20T17:00:00.000000Z', id, null]))).toBeNull();
    expect(decodeSearchCursor(bad(['time', '2026-11-20T17:00:00.000000Z', id, 0.1]))).toBeNull();
    expect(decodeSearchCursor(bad(['time', 'yesterday', id, null]))).toBeNull();
    expect(decodeSearchCursor(bad(['time', '2026-11-20T17:00:00.000000Z', 'x; drop table', null]))).toBeNull();
    expect(decodeSearchCursor(bad(['far', '2026-11-20T17:00:00.000000Z', id, null]))).toBeNull();
  });
});
