// A minimal client of the scanned instance: JSON calls with a session cookie and the instance's
// own Origin (the CSRF check refuses state-changing requests from foreign origins).
export type Session = { label: string; email: string; userId: string; cookie: string };

export type ApiResponse = { status: number; data: unknown };

export class Api {
  constructor(readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    options: { cookie?: string; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<ApiResponse & { setCookie: string[] }> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON (CSV, PDF): keep the text.
    }
    return { status: response.status, data, setCookie: response.headers.getSetCookie() };
  }

  /** Like `call`, but throws unless the answer is 2xx. */
  async ok(method: string, path: string, options: Parameters<Api['call']>[2] = {}): Promise<unknown> {
    const response = await this.call(method, path, options);
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(response.data).slice(0, 300)}`);
    }
    return response.data;
  }

  async signIn(label: string, email: string, password: string): Promise<Session> {
    const response = await this.call('POST', '/api/auth/sign-in', { body: { email, password, rememberMe: true } });
    const cookie = response.setCookie.map((value) => value.split(';')[0]).find((value) => value?.includes('session'));
    const user = (response.data as { user?: { id?: string } }).user;
    if (response.status !== 200 || !cookie || !user?.id) {
      throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status} ${JSON.stringify(response.data)}`);
    }
    return { label, email, userId: user.id, cookie };
  }
}
