import { describe, expect, it } from 'vitest';
import { credentialsSchema, hasScope, registrationFormSchema, registrationSchema } from './auth.ts';

const person = { firstName: 'Anna', name: 'Berg' };

describe('registration', () => {
  it('needs a password of at least 8 characters', () => {
    const result = registrationSchema.safeParse({ ...person, email: 'a@b.de', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
    expect(registrationSchema.safeParse({ ...person, email: 'a@b.de', password: '12345678' }).success).toBe(true);
  });

  it('takes the e-mail address and password alone in the API; the form asks for the first name and the surname', () => {
    expect(registrationSchema.parse({ email: 'a@b.de', password: '12345678' })).toEqual({ email: 'a@b.de', password: '12345678' });
    expect(registrationSchema.safeParse({ firstName: ' ', email: 'a@b.de', password: '12345678' }).error?.issues.map((issue) => issue.path[0])).toEqual(['firstName']);
    const result = registrationFormSchema.safeParse({ firstName: ' ', email: 'a@b.de', password: '12345678' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['firstName', 'name']);
    expect(registrationFormSchema.parse({ ...person, firstName: '  Anna ', email: 'a@b.de', password: '12345678' }).firstName).toBe('Anna');
  });

  it('normalises the e-mail address', () => {
    expect(credentialsSchema.parse({ email: '  Anna@Example.DE ', password: 'x' }).email).toBe('anna@example.de');
  });

  it('refuses an invalid address', () => {
    expect(registrationSchema.safeParse({ ...person, email: 'no-at-sign', password: '12345678' }).success).toBe(false);
  });
});

describe('scope', () => {
  it('is held when present in a list or true in a map', () => {
    expect(hasScope(['events:read'], 'events:read')).toBe(true);
    expect(hasScope(['events:read'], 'admin')).toBe(false);
    expect(hasScope({ admin: true, support: false }, 'admin')).toBe(true);
    expect(hasScope({ admin: true, support: false }, 'support')).toBe(false);
    expect(hasScope(undefined, 'admin')).toBe(false);
  });
});
