import type { Contact, Locale } from '@booth/shared';

/** Salutation, first and last name as the guest gave them; empty when none were asked. */
export function contactName(contact: Pick<Contact, 'personal'>): string {
  const { salutation, firstname, lastname } = contact.personal;
  return [salutation, firstname, lastname].filter((part) => part?.trim()).join(' ');
}

/** The data capture's e-mail, else the address the picture was sent to. */
export function contactEmail(contact: Pick<Contact, 'personal' | 'contact'>): string | null {
  return contact.personal.email?.trim() || contact.contact.email;
}

export function contactPhone(contact: Pick<Contact, 'personal' | 'contact'>): string | null {
  return contact.personal.phone?.trim() || contact.contact.phoneNumber;
}

/** A time to the second, as proof of a consent needs it. */
export function formatExactTime(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));
}
