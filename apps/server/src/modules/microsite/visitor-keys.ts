import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/platform/db/database.ts';
import { installationSecret } from './microsite.repo.ts';

/** Who is liking: the visitor cookie the browser sent (if any), its address and its User-Agent. */
export interface Visitor {
  cookie: string | undefined;
  address: string;
  agent: string | undefined;
}

/**
 * Visitors of the public pages, told apart for counting likes once each (docs/decisions.md "One like
 * per visitor"): a browser that keeps cookies is its visitor cookie, which the pages with a like
 * button hand out and the server signs, so a made-up value is no cookie at all; a client that sends
 * none is its address and browser. Keys are HMACs with the installation's secret and the picture's
 * id: the table of likes holds no address, and nothing links one picture's likes to another's.
 */
export interface VisitorKeys {
  /** A new visitor cookie: a random id and its signature. */
  issue(): Promise<string>;
  /** Whether `value` is a visitor cookie this installation issued. */
  isValid(value: string | undefined): Promise<boolean>;
  /** The key under which `visitor` likes the picture `shootId`. */
  likeKey(shootId: string, visitor: Visitor): Promise<string>;
}

const SECRET_NAME = 'visitor-keys';
/** 16 random bytes, base64url: the visitor's id. */
const ID_LENGTH = 22;
/** The first 16 bytes of the signature, base64url: enough that nobody forges one by trying. */
const SIGNATURE_LENGTH = 22;

function mac(secret: Buffer, ...parts: string[]): string {
  // NUL between the parts: no two different lists of parts hash the same text.
  return createHmac('sha256', secret).update(parts.join('\0')).digest('base64url');
}

export function createVisitorKeys(deps: { db: Db; now: () => Date }): VisitorKeys {
  let secret: Promise<Buffer> | undefined;
  const key = (): Promise<Buffer> => {
    secret ??= installationSecret(deps.db, SECRET_NAME, randomBytes(32).toString('base64url'), deps.now()).then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        secret = undefined;
        throw error;
      },
    );
    return secret;
  };
  const signature = async (id: string) => mac(await key(), 'visitor-cookie', id).slice(0, SIGNATURE_LENGTH);

  async function visitorId(value: string | undefined): Promise<string | null> {
    if (value?.length !== ID_LENGTH + 1 + SIGNATURE_LENGTH) return null;
    const [id = '', signed = ''] = value.split('.');
    const expected = await signature(id);
    return signed.length === expected.length && timingSafeEqual(Buffer.from(signed), Buffer.from(expected)) ? id : null;
  }

  return {
    async issue() {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${await signature(id)}`;
    },

    async isValid(value) {
      return (await visitorId(value)) !== null;
    },

    async likeKey(shootId, visitor) {
      const id = await visitorId(visitor.cookie);
      const secretKey = await key();
      const picture = shootId.toLowerCase();
      return id ? mac(secretKey, 'like', picture, 'cookie', id) : mac(secretKey, 'like', picture, 'client', visitor.address, visitor.agent ?? '');
    },
  };
}
