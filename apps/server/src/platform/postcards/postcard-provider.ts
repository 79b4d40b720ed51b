import type { PostalAddress } from '@booth/shared';
import { createHttpPostcardProvider } from './http-postcard-provider.ts';
import { createLocalPostcardProvider } from './local-postcard-provider.ts';

export interface PostcardInput {
  /** The print job's key: the provider's idempotency key, so a retried job is one postcard order. */
  jobKey: string;
  /** The rendered sheet (JPEG): the picture side. */
  front: Buffer;
  recipient: PostalAddress;
  sender: PostalAddress | null;
  copies: number;
}

/**
 * A postal print service (campaigns §3 oneprint): prints the picture as a postcard and posts it.
 * `local` is the labelled stand-in that only writes the print-ready PDF, for a fresh machine and tests.
 */
export interface PostcardProvider {
  readonly name: string;
  readonly local: boolean;
  send(input: PostcardInput): Promise<{ providerJobId: string }>;
}

export interface PostcardConfig {
  /** POSTCARD_API_URL: the provider's API base (Lob-compatible, see http-postcard-provider.ts). */
  apiUrl?: string;
  /** POSTCARD_API_KEY. */
  apiKey?: string;
  dataDir: string;
  fetch?: typeof fetch;
}

/** The configured provider: the HTTP client with an API address, else the local PDF writer. */
export function createPostcardProvider(config: PostcardConfig): PostcardProvider {
  if (config.apiUrl) return createHttpPostcardProvider({ apiUrl: config.apiUrl, apiKey: config.apiKey ?? '', dataDir: config.dataDir, fetch: config.fetch ?? fetch });
  return createLocalPostcardProvider(config.dataDir);
}
