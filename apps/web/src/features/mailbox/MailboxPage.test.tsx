import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { MailboxPage } from './MailboxPage.tsx';
import type { OutboxMail } from './mailbox-api.ts';

const INVITE: OutboxMail = {
  mailId: 'm-1',
  to: 'ravi@example.com',
  subject: 'You are invited to Harbourside Care Services',
  bodyText: 'Hello Ravi,\nSet your password here: http://localhost:3000/auth/set-password?token=abc.\nThanks',
  attachments: [{ fileId: 'f-1', name: 'Offer letter.pdf', url: '/api/Files/f-1' }],
  status: 'Stored',
  lastError: null,
  dateCreated: '2026-06-30T23:05:00Z',
  dateSent: null,
  smtpConfigured: false,
};

describe('the mailbox', () => {
  beforeEach(() => setScreen(true));

  it('explains that without SMTP the mail is kept here, and shows each mail with its status', async () => {
    await renderPage('/app/user/mailbox', MailboxPage, {
      role: 'Administrator',
      api: { 'GET /api/Mailbox/get_outbox': () => json([INVITE]) },
    });
    expect(await screen.findByText('E-mail is kept here')).toBeTruthy();
    expect(screen.getByText(/Sending e-mail is not set up/)).toBeTruthy();
    expect(screen.getByText('Stored')).toBeTruthy();
    expect(screen.getByText('You are invited to Harbourside Care Services')).toBeTruthy();
  });

  it('shows the text with clickable links and the attachments, opening in a new tab', async () => {
    await renderPage('/app/user/mailbox', MailboxPage, {
      role: 'Administrator',
      api: {
        'GET /api/Mailbox/get_outbox': () => json([{ ...INVITE, smtpConfigured: true, status: 'Sent' }]),
      },
    });
    await screen.findByText('Sent');
    expect(screen.queryByText('E-mail is kept here')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    const link = await screen.findByRole('link', {
      name: 'http://localhost:3000/auth/set-password?token=abc',
    });
    expect(link.getAttribute('target')).toBe('_blank');
    const attachment = screen.getByRole('link', { name: /Offer letter\.pdf/ });
    expect(attachment.getAttribute('href')).toBe('/api/Files/f-1');
    expect(attachment.getAttribute('target')).toBe('_blank');
  });

  it('says why a hidden one-time link is hidden and how to connect a mail server', async () => {
    const reset: OutboxMail = {
      ...INVITE,
      mailId: 'm-2',
      to: 'owner@example.com',
      subject: 'Reset your Harbourside Care Services password',
      bodyText: 'Hello Olive,\nChoose a new password here:\n[one-time link hidden]',
      attachments: [],
      linkHidden: true,
    };
    await renderPage('/app/user/mailbox', MailboxPage, {
      role: 'Administrator',
      api: { 'GET /api/Mailbox/get_outbox': () => json([reset]) },
    });
    await screen.findByText('Reset your Harbourside Care Services password');
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('The link in this e-mail is hidden')).toBeTruthy();
    expect(screen.getByText(/set SMTP_URL/)).toBeTruthy();
    expect(screen.getByText(/\[one-time link hidden\]/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /token=/ })).toBeNull();
  });

  it('shows no hidden-link note on a mail whose link is readable', async () => {
    await renderPage('/app/user/mailbox', MailboxPage, {
      role: 'Administrator',
      api: { 'GET /api/Mailbox/get_outbox': () => json([{ ...INVITE, linkHidden: false }]) },
    });
    await screen.findByText('Stored');
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    await screen.findByRole('link', { name: 'http://localhost:3000/auth/set-password?token=abc' });
    expect(screen.queryByText('The link in this e-mail is hidden')).toBeNull();
  });
});
