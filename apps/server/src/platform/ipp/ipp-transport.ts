import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipp from 'ipp';
import { PrinterRefused, PrinterUnreachable } from './ipp-errors.ts';

/** How long a printer may take to answer one request before it counts as unreachable. */
export const IPP_TIMEOUT_MS = 10_000;
/** An IPP answer is attributes (and never a document here): anything larger is not a printer talking. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
/** The fixed user the booth prints as, so Get-Jobs shows it the names of its own jobs (CUPS hides others'). */
export const IPP_USER = 'booth-print';

export type IppGroup = Record<string, unknown>;
export interface IppResponse {
  statusCode: string;
  'operation-attributes-tag'?: IppGroup;
  'printer-attributes-tag'?: IppGroup;
  /** One group per job; the parser gives a single object when there is one. */
  'job-attributes-tag'?: IppGroup | IppGroup[];
}

export interface IppRequest {
  operation: string;
  operationAttributes?: IppGroup;
  jobAttributes?: IppGroup;
  data?: Buffer;
}

/**
 * One IPP operation over HTTP. The `ipp` package encodes and decodes the messages; the HTTP exchange is
 * ours because its own has no timeout (a printer that accepts the connection and never answers would
 * hang the sender) and logs to the console on errors.
 */
export async function ippCall(uri: string, call: IppRequest, timeoutMs = IPP_TIMEOUT_MS): Promise<IppResponse> {
  const url = new URL(uri);
  const body = encode(url, call);
  const secure = url.protocol === 'ipps:';
  const send = secure ? httpsRequest : httpRequest;
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const req = send(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: Number(url.port) || 631,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { 'Content-Type': 'application/ipp', 'Content-Length': body.length },
        timeout: timeoutMs,
        // A printer's certificate is self-signed nearly always; ipps here buys privacy on the wire only.
        ...(secure ? { rejectUnauthorized: false } : {}),
      },
      (res) => void collect(res, uri).then(resolve, reject),
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => reject(error instanceof PrinterUnreachable ? error : new PrinterUnreachable(uri, error.message)));
    req.end(body);
  });
  const response = decode(uri, raw);
  if (!response.statusCode.startsWith('successful-ok')) {
    const detail = response['operation-attributes-tag']?.['status-message'];
    throw new PrinterRefused(uri, response.statusCode, typeof detail === 'string' ? detail : null);
  }
  return response;
}

function encode(url: URL, call: IppRequest): Buffer {
  const printerUri = `${url.protocol}//${url.host}${url.pathname}`;
  try {
    return ipp.serialize({
      version: '2.0',
      operation: call.operation,
      'operation-attributes-tag': {
        'attributes-charset': 'utf-8',
        'attributes-natural-language': 'en',
        'printer-uri': printerUri,
        'requesting-user-name': IPP_USER,
        ...call.operationAttributes,
      },
      ...(call.jobAttributes ? { 'job-attributes-tag': call.jobAttributes } : {}),
      ...(call.data ? { data: call.data } : {}),
    });
  } catch (error) {
    // The encoder throws plain strings for attributes it does not know: a programming error.
    throw new Error(`Cannot encode the IPP ${call.operation} request: ${String(error)}`, { cause: error });
  }
}

function collect(res: IncomingMessage, uri: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (res.statusCode !== 200) {
      res.resume();
      reject(new PrinterUnreachable(uri, `HTTP ${res.statusCode ?? '?'} instead of an IPP answer`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) res.destroy(new PrinterUnreachable(uri, 'the answer is too large for an IPP response'));
      else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

function decode(uri: string, raw: Buffer): IppResponse {
  let parsed: unknown;
  try {
    parsed = ipp.parse(raw);
  } catch (error) {
    throw new PrinterUnreachable(uri, `not an IPP answer (${error instanceof Error ? error.message : String(error)})`);
  }
  const statusCode = (parsed as { statusCode?: unknown }).statusCode;
  if (typeof statusCode !== 'string') throw new PrinterUnreachable(uri, 'not an IPP answer (no status)');
  return parsed as IppResponse;
}

/** The job groups of an answer as a list. */
export function jobGroups(response: IppResponse): IppGroup[] {
  const groups = response['job-attributes-tag'];
  if (!groups) return [];
  return Array.isArray(groups) ? groups : [groups];
}

/** A keyword or list of keywords as a list (the parser gives a single value as itself). */
export function keywords(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is string => typeof item === 'string');
}

/** A name or text value without the language prefix the parser keeps for the *WithLanguage syntaxes. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const separator = value.indexOf('\u001e');
  return separator >= 0 ? value.slice(separator + 1) : value;
}
