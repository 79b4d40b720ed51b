/**
 * The guest's message for text-message style sharing (campaigns §3 SMS, WhatsApp, Telegram `body`):
 * the organiser's body with `{link}` replaced by the microsite address, or the address appended when
 * the body has no placeholder (a message without the link would share nothing).
 */
export function shareMessage(body: string, link: string): string {
  const text = body.trim();
  if (text.includes('{link}')) return text.split('{link}').join(link);
  return text ? `${text} ${link}` : link;
}

export function whatsappShareUrl(body: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(body, link))}`;
}

export function telegramShareUrl(body: string, link: string): string {
  // Telegram shows the link as a preview card and the text under it: the text must not repeat the link.
  const text = body.includes('{link}') ? body.split('{link}').join('').trim() : body.trim();
  const query = new URLSearchParams({ url: link });
  if (text) query.set('text', text);
  return `https://t.me/share/url?${query.toString()}`;
}

/** `sms:?&body=` is understood by both iOS and Android messaging apps. */
export function smsShareUrl(body: string, link: string): string {
  return `sms:?&body=${encodeURIComponent(shareMessage(body, link))}`;
}
