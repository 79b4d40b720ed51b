import { describe, expect, it } from 'vitest';
import { parseBoothPath } from './booth-path';

describe('parseBoothPath', () => {
  it('reads the slug and the guest language from the path', () => {
    expect(parseBoothPath('/booth/demo-party')).toEqual({ slug: 'demo-party', locale: 'de' });
    expect(parseBoothPath('/en/booth/demo-party/')).toEqual({ slug: 'demo-party', locale: 'en' });
    expect(parseBoothPath('/booth/sommer%20fest')).toEqual({ slug: 'sommer fest', locale: 'de' });
  });

  it('refuses paths that are not a booth page', () => {
    expect(parseBoothPath('/booth/')).toBeNull();
    expect(parseBoothPath('/booth/a/b')).toBeNull();
    expect(parseBoothPath('/events/a')).toBeNull();
    expect(parseBoothPath('/booth/%E0%A4%A')).toBeNull();
  });
});
