// TRUST_PROXY: which peers may tell the client's address and scheme through X-Forwarded-For,
// -Proto and -Host (Fastify's `trustProxy`, evaluated by proxy-addr). Trusting every peer let
// any client pick its own address and walk past every per-address rate limit (issue 25), so
// the default trusts nobody: the socket's address is the client's.
import { isIP } from 'node:net';

/** false: nobody; a number: that many hops in front of the server; a list: those addresses/CIDRs. */
export type TrustProxy = false | number | string[];

type Parsed = { ok: true; value: TrustProxy } | { ok: false; message: string };

// proxy-addr's names for the reserved ranges (127.0.0.0/8 and ::1, link-local, private).
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): Parsed {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true') {
    return {
      ok: false,
      message:
        '"true" confiaría en la dirección que diga cualquier cliente. Indica cuántos proxies hay delante (p. ej. 1) o sus direcciones (p. ej. 127.0.0.1,10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) return { ok: false, message: 'como máximo 10 proxies delante del servidor' };
    return { ok: true, value: hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      ok: false,
      message: `no es un número de proxies ni una lista de direcciones o rangos CIDR: ${invalid.map((e) => `"${e}"`).join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

/**
 * Fastify's `trustProxy` for the parsed value. Fastify 5.12 no longer reads a number as a hop
 * count (it fails closed), so a count becomes proxy-addr's own hop test: the first `hops`
 * addresses counted from the socket are proxies. That trusts whoever connects directly, so it
 * is right only when nothing but the proxy reaches the port (README, "Behind a proxy").
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
