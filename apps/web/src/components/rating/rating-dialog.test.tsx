import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RatingDialog } from './rating-dialog';

afterEach(cleanup);

const renderDialog = (onSubmit = vi.fn()) => {
  render(
    <RatingDialog
      name="Ana Pérez"
      classLine="Clase «Yoga» del 20/11/2026"
      pending={false}
      onClose={vi.fn()}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar valoración' }));

describe('RatingDialog', () => {
  it('offers five named stars as a radio group and sends the choice with the trimmed comment', () => {
    const onSubmit = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Valorar a Ana Pérez' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 estrella',
      '2 estrellas',
      '3 estrellas',
      '4 estrellas',
      '5 estrellas',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.getByText('Muy buena')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comentario'), { target: { value: '  Muy puntual  ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ puntuacion: 4, comentario: 'Muy puntual' }, expect.any(Function));
  });

  it('asks for a score before sending, and sends no comment when it is blank', () => {
    const onSubmit = renderDialog();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: /Puntuación/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Elige una puntuación de 1 a 5 estrellas.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 estrella' }));

    fireEvent.click(screen.getByRole('radio', { name: '2 estrellas' }));
    expect(group.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Comentario'), { target: { value: '   ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ puntuacion: 2, comentario: undefined }, expect.any(Function));
  });
});
