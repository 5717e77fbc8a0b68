import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-change';

describe('validatePasswordChange', () => {
  it('accepts a new password of 8+ characters, repeated, different from the current one', () => {
    expect(validatePasswordChange({ current: 'Antigua123', next: 'Nueva1234', confirm: 'Nueva1234' })).toEqual({});
  });

  it('asks for the current password, a valid new one and the same one twice', () => {
    expect(validatePasswordChange({ current: '', next: 'corta', confirm: '' })).toEqual({
      current: 'Introduce tu contraseña actual.',
      next: 'La contraseña debe tener al menos 8 caracteres.',
    });
    expect(validatePasswordChange({ current: 'Antigua123', next: 'Nueva1234', confirm: 'Nueva12345' })).toEqual({
      confirm: 'Las contraseñas no coinciden.',
    });
  });

  it('refuses to "change" to the same password', () => {
    expect(validatePasswordChange({ current: 'Igual1234', next: 'Igual1234', confirm: 'Igual1234' })).toEqual({
      next: 'La nueva contraseña debe ser distinta de la actual.',
    });
  });
});
