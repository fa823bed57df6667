import { describe, expect, it } from 'vitest';
import { addedAndInvited, linkSentTo } from './mail-destination.ts';

describe('what the office is told about mail', () => {
  it('says "invited by e-mail" only when a mail server is set up', () => {
    expect(addedAndInvited('Sam Lee', { smtpUrl: 'smtp://mail.example.com:587' })).toBe(
      'Sam Lee was added and invited by e-mail.',
    );
    expect(addedAndInvited('Sam Lee', { smtpUrl: undefined })).toBe(
      'Sam Lee was added. No mail server is set up, so the invitation is in the Mailbox (People › Mailbox) to pass on.',
    );
  });

  it('says a link went to the address only when a mail server is set up', () => {
    expect(linkSentTo('A password reset link', 'a@b.test', { smtpUrl: 'smtp://x' })).toBe(
      'A password reset link was sent to a@b.test.',
    );
    expect(linkSentTo('A password reset link', 'a@b.test', {})).toBe(
      'A password reset link for a@b.test is in the Mailbox: no mail server is set up, so nothing was e-mailed.',
    );
  });
});
