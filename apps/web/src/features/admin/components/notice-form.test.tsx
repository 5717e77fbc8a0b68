import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NoticeForm } from './notice-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticeForm />
    </QueryClientProvider>,
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar notificación' }));

describe('NoticeForm', () => {
  it('requires the message and sends nothing without it', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Mensaje/), { target: { value: '   ' } });
    send();
    expect(screen.getByText('Por favor, completa el campo "Mensaje".')).toBeTruthy();
    expect(screen.getByLabelText(/^Mensaje/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen recipients and the trimmed message, then clears it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ id: '6f1c1f0e-3b0a-4c55-9d6a-0d6c5f7b2a11', recipientsCount: 3 }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    expect((screen.getByRole('radio', { name: 'Todos los usuarios' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Solo gimnasios' }));
    fireEvent.change(screen.getByLabelText(/^Mensaje/), { target: { value: '  Nuevas facturas  ' } });
    expect(screen.getByText('19/1000')).toBeTruthy();
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/notices');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ destinatarios: 'gyms', mensaje: 'Nuevas facturas' });
    await waitFor(() => expect((screen.getByLabelText(/^Mensaje/) as HTMLTextAreaElement).value).toBe(''));
  });
});
