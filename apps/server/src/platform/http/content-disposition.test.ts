import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('overlay.png', 'inline')).toBe(`inline; filename="overlay.png"; filename*=UTF-8''overlay.png`);
  });

  it('cannot be broken out of by quotes, backslashes or line breaks, and keeps the exact name in filename*', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.png', 'attachment');
    expect(header).toBe(`attachment; filename="a_b_c__Set-Cookie: x=1.png"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.png`);
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('encodes non-ASCII names for filename* and replaces them in the fallback', () => {
    expect(contentDisposition('Grüße (1).jpg', 'inline')).toBe(`inline; filename="Gr__e (1).jpg"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%281%29.jpg`);
  });
});
