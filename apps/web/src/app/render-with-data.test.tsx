// @vitest-environment node
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSession } from '../features/auth/api/session';
import { apiRequest, endpointRef } from '../lib/api-client';
import { isOwnPage, renderWithData, type ServerGet } from './render-with-data';

const ref = (path: string) => endpointRef({ method: 'GET', path, access: 'user' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A page whose second query needs the first's answer, plus one that always fails. */
function Page() {
  const session = useSession();
  const list = useQuery({
    queryKey: ['things'],
    queryFn: () => apiRequest(ref('/api/things')) as Promise<{ first: string }>,
    enabled: !!session.data,
  });
  const detail = useQuery({
    queryKey: ['thing', list.data?.first],
    queryFn: () => apiRequest(ref(`/api/things/${list.data!.first}`)) as Promise<{ text: string }>,
    enabled: !!list.data,
  });
  const broken = useQuery({ queryKey: ['broken'], queryFn: () => apiRequest(ref('/api/broken')) });
  return <p>{`${session.data?.nombre} · ${detail.data?.text ?? 'cargando'} · ${broken.data ?? 'sin datos'}`}</p>;
}

const render = (client: QueryClient) => ({
  html: renderToString(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  ),
  title: 'Página',
});

/** The API of one user: every URL asked for is recorded. */
function apiOf(nombre: string, rol = 'instructor') {
  const asked: string[] = [];
  const get: ServerGet = async (url) => {
    asked.push(url);
    // An answer that takes a turn, so that two renders interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (url === '/api/session') return json({ usuario: nombre ? { id: nombre, nombre, rol, email: 'x@y.es' } : null });
    if (url === '/api/things') return json({ first: `${nombre}-1` });
    if (url.startsWith('/api/things/')) return json({ text: `detalle de ${url.slice(12)}` });
    return json({ error: { code: 'INTERNAL', message: 'Error interno.' } }, 500);
  };
  return { asked, get };
}

describe('renderWithData', () => {
  it('renders until no query is left unfetched, each user with their own answers, and dehydrates what succeeded', async () => {
    const ana = apiOf('Ana');
    const luis = apiOf('Luis');
    const [forAna, forLuis] = await Promise.all([
      renderWithData('/instructor-dashboard/opportunities', ana.get, render),
      renderWithData('/chat', luis.get, render),
    ]);
    expect(forAna?.html).toContain('Ana · detalle de Ana-1 · sin datos');
    expect(forLuis?.html).toContain('Luis · detalle de Luis-1 · sin datos');
    // One try per query, the failing one included; never a URL twice.
    expect(ana.asked.sort()).toEqual(['/api/broken', '/api/session', '/api/things', '/api/things/Ana-1']);
    const keys = JSON.parse(forAna!.data).queries.map((query: { queryKey: unknown }) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['auth', 'session'], ['things'], ['thing', 'Ana-1']]));
    expect(keys).not.toContainEqual(['broken']);
  });

  it('renders nothing for a visitor or on another role’s area', async () => {
    const visitor = apiOf('');
    expect(await renderWithData('/chat', visitor.get, render)).toBeNull();
    expect(visitor.asked).toEqual(['/api/session']);
    expect(await renderWithData('/gym-dashboard/chat', apiOf('Ana').get, render)).toBeNull();
    expect(await renderWithData('/gym-dashboard/chat', apiOf('Gimnasio', 'gimnasio').get, render)).not.toBeNull();
  });
});

describe('isOwnPage', () => {
  it('is the role’s own area or /chat', () => {
    expect(isOwnPage('/instructor-dashboard', 'instructor')).toBe(true);
    expect(isOwnPage('/instructor-dashboard/chat', 'instructor')).toBe(true);
    expect(isOwnPage('/instructor-dashboard-x', 'instructor')).toBe(false);
    expect(isOwnPage('/gym-dashboard/chat', 'instructor')).toBe(false);
    expect(isOwnPage('/chat', 'gimnasio')).toBe(true);
  });
});
