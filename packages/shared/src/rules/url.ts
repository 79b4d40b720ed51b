/** What a URL field's check says when it fails; the server maps it to the field code `invalid_url`. */
export const URL_FIELD_MESSAGE = 'Expected an http or https URL';

/** A URL is valid only if it parses and its protocol is http or https (platform §5). */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
