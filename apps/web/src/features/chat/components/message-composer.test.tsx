import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { MessageComposer } from './message-composer';

vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

function renderComposer(canWrite = true) {
  const onSend = vi.fn((_text: string, onSent: () => void) => onSent());
  render(<MessageComposer canWrite={canWrite} sending={false} onSend={onSend} />);
  const box = () => screen.queryByLabelText('Escribe un mensaje') as HTMLTextAreaElement | null;
  return { onSend, box };
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and clears the box', () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box()!, { target: { value: '  Hola, ¿mañana a las 9?  ' } });
    fireEvent.keyDown(box()!, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toBe('Hola, ¿mañana a las 9?');
    expect(box()!.value).toBe('');
  });

  it('keeps what was typed while the last message was on its way', () => {
    let sent: (() => void) | undefined;
    const onSend = vi.fn((_text: string, onSent: () => void) => {
      sent = onSent;
    });
    render(<MessageComposer canWrite sending={false} onSend={onSend} />);
    const box = screen.getByLabelText('Escribe un mensaje') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '¡Claro! Allí estaré.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Y llevo mi esterilla' } });
    act(() => sent?.());
    expect(box.value).toBe('Y llevo mi esterilla');
  });

  it('does not send on Shift+Enter (new line) nor with blank text', () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box()!, { target: { value: 'Primera línea' } });
    fireEvent.keyDown(box()!, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box()!, { target: { value: '   \n  ' } });
    fireEvent.keyDown(box()!, { key: 'Enter' });
    fireEvent.submit(box()!.closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
  });

  it('blocks contact details in the browser with the spec toast, keeping the text', () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box()!, { target: { value: 'mi WhatsApp es el 612 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Intento de compartir contacto externo', {
      description: 'Para proteger tu seguridad, no compartas información de contacto.',
    });
    expect(box()!.value).toBe('mi WhatsApp es el 612 345 678');
  });

  it('explains instead of offering a box when the user may not write', () => {
    const { box } = renderComposer(false);
    expect(box()).toBeNull();
    expect(screen.getByText(/No puedes escribir en esta conversación/)).toBeTruthy();
  });
});
