import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import tls from 'node:tls';
import { generate } from 'selfsigned';

/** A certificate and its private key, PEM encoded. */
export interface TlsMaterial {
  key: string;
  cert: string;
}

// Renewed a month before it runs out, so a long-running machine never meets an expired one.
const renewBeforeMs = 30 * 86_400_000;
const validForDays = 825;

function isUsable(cert: string, hostnames: readonly string[], now: Date): boolean {
  try {
    const x509 = new X509Certificate(cert);
    return (
      Date.parse(x509.validTo) - now.getTime() > renewBeforeMs &&
      hostnames.every(
        (hostname) => x509.checkHost(hostname) !== undefined || x509.checkIP(hostname) !== undefined,
      )
    );
  } catch {
    return false;
  }
}

/**
 * The commerce backend's own certificate for loopback TLS: read from `dir`, or made at first start
 * (and again when it nears its end or lacks a host name). The Storefront API SDK only speaks
 * `https://`, so the backend listens with TLS and the shop's clients trust this certificate.
 */
export async function ensureLocalCertificate(
  dir: string,
  options: {
    hostnames?: readonly string[];
    now?: Date;
    /**
     * Two self-signed certificates trusted by one process must differ in name: TLS looks a trusted
     * certificate up by its subject, and would try only the first of two alike.
     */
    commonName?: string;
  } = {},
): Promise<TlsMaterial & { created: boolean }> {
  const hostnames = ['localhost', '127.0.0.1', '::1', ...(options.hostnames ?? [])];
  const now = options.now ?? new Date();
  const keyPath = join(dir, 'commerce-key.pem');
  const certPath = join(dir, 'commerce-cert.pem');
  try {
    const [key, cert] = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]);
    if (isUsable(cert, hostnames, now)) return { key, cert, created: false };
  } catch {
    // Missing or unreadable: made below.
  }
  const notAfter = new Date(now.getTime() + validForDays * 86_400_000);
  const pems = await generate(
    [{ name: 'commonName', value: options.commonName ?? 'Lumen Optik commerce (local)' }],
    {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - 60_000),
      notAfterDate: notAfter,
      extensions: [
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: hostnames.map((hostname) =>
            /^[\d.]+$|:/.test(hostname) ? { type: 7, ip: hostname } : { type: 2, value: hostname },
          ),
        },
      ],
    },
  );
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written beside and renamed, so a crash never leaves a key without its certificate.
  await writeFile(`${keyPath}.tmp`, pems.private, { mode: 0o600 });
  await writeFile(`${certPath}.tmp`, pems.cert);
  await rename(`${keyPath}.tmp`, keyPath);
  await rename(`${certPath}.tmp`, certPath);
  return { key: pems.private, cert: pems.cert, created: true };
}

/**
 * Makes this process's TLS clients (fetch, and so the SDK) trust `cert` besides the system's
 * authorities: the SDK is used unchanged, and a SCAYLE tenant on the internet stays reachable.
 */
export function trustCertificate(cert: string): void {
  const current = tls.getCACertificates('default');
  if (!current.includes(cert)) tls.setDefaultCACertificates([...current, cert]);
}
