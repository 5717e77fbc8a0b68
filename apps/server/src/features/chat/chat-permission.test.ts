import { describe, expect, it } from 'vitest';
import { chatPermission, type ChatPermissionInput } from './chat-permission.ts';

const gym = { id: 'g', rol: 'gimnasio' as const, active: true };
const instructor = { id: 'i', rol: 'instructor' as const, active: true };
const admin = { id: 'a', rol: 'admin' as const, active: true };
const base = { conversationExists: false, appliedToGym: false };
const can = (input: ChatPermissionInput) => chatPermission(input).canWrite;

describe('chatPermission', () => {
  it('lets a gym start with any active instructor', () => {
    expect(can({ ...base, me: gym, partner: instructor })).toBe(true);
    expect(can({ ...base, me: gym, partner: { ...instructor, active: false } })).toBe(false);
  });

  it('lets an instructor start with a gym only after applying to one of its offers', () => {
    expect(can({ ...base, me: instructor, partner: gym })).toBe(false);
    expect(can({ ...base, appliedToGym: true, me: instructor, partner: gym })).toBe(true);
  });

  it('lets both sides write once a conversation exists', () => {
    expect(can({ ...base, conversationExists: true, me: instructor, partner: gym })).toBe(true);
    expect(can({ ...base, conversationExists: true, me: instructor, partner: admin })).toBe(true);
  });

  it('lets admin write to anyone, and users answer admin only', () => {
    expect(can({ ...base, me: admin, partner: gym })).toBe(true);
    expect(can({ ...base, me: gym, partner: admin })).toBe(false);
  });

  it('refuses gym-to-gym, instructor-to-instructor and oneself', () => {
    expect(can({ ...base, me: gym, partner: { ...gym, id: 'g2' } })).toBe(false);
    expect(can({ ...base, me: instructor, partner: { ...instructor, id: 'i2' } })).toBe(false);
    expect(can({ ...base, conversationExists: true, me: gym, partner: gym })).toBe(false);
  });
});
