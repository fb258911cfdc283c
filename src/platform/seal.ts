/**
 * Sealing a small value under a secret the server does not keep: AES-256-GCM with a key derived
 * (HKDF-SHA-256) from that secret, bound to a context (`aad`). The dashboard seals a session's
 * one-view message under the session's cookie value, of which the database holds only a SHA-256
 * hash: what the row holds is unreadable without the browser's cookie.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `finrec ${purpose}`, 32));
}

export function seal(secret: string, purpose: string, aad: string, plaintext: string): string {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv, { authTagLength: TAG_LENGTH });
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The plaintext, or undefined when the value was sealed under another secret, purpose or context. */
export function unseal(secret: string, purpose: string, aad: string, sealed: string): string | undefined {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return undefined;
  const bytes = Buffer.from(data, 'base64url');
  if (bytes.length < IV_LENGTH + TAG_LENGTH) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), bytes.subarray(0, IV_LENGTH), {
      authTagLength: TAG_LENGTH,
    });
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_LENGTH));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_LENGTH, bytes.length - TAG_LENGTH)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
