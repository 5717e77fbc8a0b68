import { describe, expect, it } from 'vitest';
import { PERSONAL_MESSAGE, TOO_COMMON_MESSAGE, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('refuses zxcvbn’s common passwords and our Spanish list, whatever the case or Unicode form', () => {
    for (const password of ['password', 'Iloveyou1', 'trustno1', 'contraseña', 'CONTRASEÑA123', 'Fitcover2026']) {
      expect(passwordProblem(password), password).toBe(TOO_COMMON_MESSAGE);
    }
    // "ñ" typed as n + combining tilde is the same password once normalised.
    expect(passwordProblem('contrasen\u0303a')).toBe(TOO_COMMON_MESSAGE);
  });

  it('refuses the e-mail, its local part and the names, ignoring case and spaces', () => {
    const personal = { email: 'ana.lopez@example.test', names: ['Ana López Ruiz', null] };
    for (const password of ['ANA.LOPEZ@example.test', 'ana.lopez', 'Ana López Ruiz', 'analópezruiz']) {
      expect(passwordProblem(password, personal), password).toBe(PERSONAL_MESSAGE);
    }
  });

  it('accepts anything else, including passwords that merely contain a common word', () => {
    const personal = { email: 'ana.lopez@example.test', names: ['Ana López Ruiz'] };
    for (const password of ['Demo1234!', 'password-de-ana-con-mas-cosas', 'ana.lopez.2026!', 'Gx7-pÑq2!rZ']) {
      expect(passwordProblem(password, personal), password).toBeNull();
    }
  });
});
