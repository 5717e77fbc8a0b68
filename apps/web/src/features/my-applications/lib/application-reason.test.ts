import { describe, expect, it } from 'vitest';
import { applicationReason, motivoLabel } from './application-reason';

describe('application reasons', () => {
  it('maps the server codes to Spanish', () => {
    expect(motivoLabel('otro_instructor')).toBe('El gimnasio eligió a otro instructor');
    expect(motivoLabel('gimnasio')).toBe('El gimnasio no seleccionó tu postulación');
    expect(motivoLabel('cancelada')).toBe('La oferta fue cancelada');
    expect(motivoLabel('expirada')).toBe('La oferta expiró sin cubrirse');
  });

  it('shows anything else as it is', () => {
    expect(motivoLabel('Me he lesionado la rodilla')).toBe('Me he lesionado la rodilla');
    expect(motivoLabel('toString')).toBe('toString');
  });

  it('applies to rejected and withdrawn applications only', () => {
    expect(applicationReason('rechazada', 'otro_instructor')).toBe('El gimnasio eligió a otro instructor');
    expect(applicationReason('retirada', 'No llego a tiempo')).toBe('No llego a tiempo');
    expect(applicationReason('pendiente', 'otro_instructor')).toBeNull();
    expect(applicationReason('rechazada', null)).toBeNull();
    expect(applicationReason('rechazada', '  ')).toBeNull();
  });
});
