/**
 * `Content-Disposition` for a file with a user-supplied name (RFC 6266): an ASCII-only quoted
 * fallback for old clients plus the exact name as RFC 8187 `filename*`. Quotes, backslashes and
 * control characters never reach the quoted form, so the header cannot be broken out of.
 */
export function contentDisposition(filename: string, disposition: 'inline' | 'attachment'): string {
  const fallback = Array.from(filename)
    .map((char) => (/^[\x20-\x7e]$/.test(char) && char !== '"' && char !== '\\' ? char : '_'))
    .join('');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
