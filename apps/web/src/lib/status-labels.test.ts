import { describe, expect, it } from 'vitest';
import { applicationStatusLabel, applicationStatusTone, offerStatusLabel, offerStatusTone } from './status-labels';

describe('status labels', () => {
  it('labels application states, unknown ones as Desconocido', () => {
    expect(applicationStatusLabel('pendiente')).toBe('Pendiente');
    expect(applicationStatusLabel('retirada')).toBe('Retirada');
    expect(applicationStatusLabel('enviada')).toBe('Desconocido');
    expect(applicationStatusLabel('unknown')).toBe('Desconocido');
    expect(applicationStatusTone('aceptada')).toBe('success');
    expect(applicationStatusTone('enviada')).toBe('neutral');
  });

  it('labels offer states', () => {
    expect(offerStatusLabel('abierta')).toBe('Abierta');
    expect(offerStatusLabel('cubierta')).toBe('Cubierta');
    expect(offerStatusLabel('cancelada')).toBe('Cancelada');
    expect(offerStatusLabel('expirada')).toBe('Expirada');
    expect(offerStatusLabel('activa')).toBe('Desconocido');
    expect(offerStatusTone('cancelada')).toBe('danger');
  });
});
