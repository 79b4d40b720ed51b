import { describe, expect, it } from 'vitest';
import { composeMessage, type OutgoingMail } from './mailer.ts';

describe('composeMessage', () => {
  it('hands an inline picture to the transport with its Content-ID, and a plain attachment without one', () => {
    const mail: OutgoingMail = {
      messageId: 'id-1',
      to: 'gast@guest.example',
      subject: 'Dein Bild',
      text: 'Hallo',
      html: '<img src="cid:picture@test">',
      attachments: [
        { filename: 'bild.jpg', contentType: 'image/jpeg', content: Buffer.from('jpeg'), cid: 'picture@test' },
        { filename: 'clip.mp4', contentType: 'video/mp4', content: Buffer.from('mp4') },
      ],
    };
    const message = composeMessage('Boothwerk <no-reply@boothwerk.local>', mail);
    expect(message.attachments?.map((attachment) => [attachment.filename, attachment.cid])).toEqual([
      ['bild.jpg', 'picture@test'],
      ['clip.mp4', undefined],
    ]);
  });
});
