import { describe, expect, it } from 'vitest';
import { isSafeMethod, isSameOriginRequest } from './cookie-origin.ts';

const PUBLIC_URL = 'https://booth.example';

describe('isSameOriginRequest', () => {
  it('trusts Sec-Fetch-Site same-origin and none, nothing else', () => {
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-origin' }, PUBLIC_URL)).toBe(true);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'none' }, PUBLIC_URL)).toBe(true);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-site' }, PUBLIC_URL)).toBe(false);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'cross-site' }, PUBLIC_URL)).toBe(false);
  });

  it('Sec-Fetch-Site wins over a matching Origin', () => {
    expect(isSameOriginRequest({ 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL, host: 'booth.example' }, PUBLIC_URL)).toBe(false);
  });

  it('without fetch metadata, an Origin must be PUBLIC_URL or the request host', () => {
    expect(isSameOriginRequest({ origin: 'https://booth.example' }, PUBLIC_URL)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, PUBLIC_URL)).toBe(true);
    expect(isSameOriginRequest({ origin: 'https://evil.example', host: 'booth.example' }, PUBLIC_URL)).toBe(false);
    expect(isSameOriginRequest({ origin: 'https://booth.example.evil.example', host: 'booth.example' }, PUBLIC_URL)).toBe(false);
  });

  it('the opaque origin of a sandboxed frame never matches', () => {
    expect(isSameOriginRequest({ origin: 'null', host: 'booth.example' }, PUBLIC_URL)).toBe(false);
  });

  it('a request with neither header (curl, a server) is not a browser on a foreign page', () => {
    expect(isSameOriginRequest({ host: 'booth.example' }, PUBLIC_URL)).toBe(true);
  });
});

describe('isSafeMethod', () => {
  it('GET, HEAD and OPTIONS are safe; writes are not', () => {
    expect(['GET', 'head', 'OPTIONS'].every(isSafeMethod)).toBe(true);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].some(isSafeMethod)).toBe(false);
  });
});
