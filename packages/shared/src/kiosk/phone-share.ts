import { shareMessage } from '../shoots/share-links.ts';

/**
 * A guest's mobile number as typed on the kiosk's number pad, in international form (`+491701234567`),
 * or null when it is not one: a kiosk serves guests from anywhere, so the country code is required
 * (a leading `00` counts as `+`; a national `0170…` cannot be told apart and is refused).
 */
export function internationalPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s()./-]/g, '');
  const plus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{6,14}$/.test(plus) ? plus : null;
}

/** A text message to the guest's own number with the microsite link (`sms:` with a recipient). */
export function smsToPhoneUrl(phone: string, body: string, link: string): string {
  return `sms:${phone}?&body=${encodeURIComponent(shareMessage(body, link))}`;
}

/** A WhatsApp chat with the guest's number, the message ready to send (wa.me takes the digits only). */
export function whatsappToPhoneUrl(phone: string, body: string, link: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(shareMessage(body, link))}`;
}
