/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com), through the reference
 * `standardwebhooks` package: `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';

/** `whsec_` + base64 of 32 random bytes, the secret format of the specification. */
export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}
