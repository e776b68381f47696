import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminOutboxDocument, OutboxAttachmentsDocument, RetryOutboxMessageDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });

function message(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OutboxMessage',
    id,
    kind: 'PAID',
    to: 'asha@example.com',
    subject: `Your tickets ${id}`,
    status: 'SENT',
    attempts: 1,
    lastError: null,
    dueAt: '2030-07-01T10:00:00Z',
    sentAt: '2030-07-01T10:00:05Z',
    createdAt: '2030-07-01T10:00:00Z',
    bookingReference: 'K7Q2M9XD',
    text: 'Your booking K7Q2M9XD is paid.',
    html: '<p>Your booking <b>K7Q2M9XD</b> is paid.</p><script>parent.hacked = true</script>',
    ...overrides,
  };
}

function outboxPage(messages: object[], status?: string) {
  return {
    request: { query: AdminOutboxDocument, variables: { ...(status ? { status } : {}), offset: 0, limit: 50 } },
    result: { data: { outbox: { __typename: 'OutboxPage', total: messages.length, offset: 0, limit: 50, messages } } },
  };
}

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const ICS = 'data:text/calendar;base64,QkVHSU46VkNBTEVOREFS';

function attachmentsOf(id: string, attachments: object[]) {
  return {
    request: { query: OutboxAttachmentsDocument, variables: { id } },
    result: { data: { outboxMessage: { __typename: 'OutboxMessage', id, attachments } } },
  };
}

const ticketFiles = [
  { __typename: 'MailAttachment', name: 'ticket-K7Q2M9XD.png', contentType: 'image/png', dataUrl: PNG },
  { __typename: 'MailAttachment', name: 'ticket-K7Q2M9XD.ics', contentType: 'text/calendar', dataUrl: ICS },
];

function rowOf(text: string) {
  return screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
}

describe('OutboxPage', () => {
  it('lists messages: kind, to, subject, status, attempts, last error, due or sent', async () => {
    const failed = message('m2', { kind: 'REMINDER', status: 'FAILED', attempts: 5, lastError: '550 mailbox unavailable', sentAt: null });
    renderRoute('/admin/outbox', { session: admin, mocks: [outboxPage([message('m1'), failed])] });
    expect(await screen.findByRole('heading', { name: 'Admin Outbox' })).toBeInTheDocument();
    await screen.findByText(/Your tickets m1/);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Kind', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Due / Sent', 'Actions',
    ]);
    const sent = within(rowOf('Your tickets m1')).getAllByRole('cell').map((c) => c.textContent);
    expect(sent.slice(0, 5)).toEqual(['Paid', 'asha@example.com', 'Your tickets m1', 'Sent', '1']);
    expect(sent[6]).toMatch(/^Sent Mon, Jul 1 2030 /);
    // No cinema owns a message's time: it is the viewer's clock, and says whose.
    expect(sent[6]).toMatch(/ [AP]M (UTC|GMT[+-][\d:]+|[A-Z]{2,5})$/);
    expect(within(rowOf('Your tickets m1')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    const bad = within(rowOf('Your tickets m2')).getAllByRole('cell').map((c) => c.textContent);
    expect(bad.slice(0, 6)).toEqual(['Reminder', 'asha@example.com', 'Your tickets m2', 'Failed', '5', '550 mailbox unavailable']);
    expect(bad[6]).toMatch(/^Due /);
  });

  it('filters by status and keeps it in the URL', async () => {
    const kept = message('m3', { status: 'KEPT', attempts: 0, sentAt: null });
    const { router } = renderRoute('/admin/outbox', { session: admin, mocks: [outboxPage([message('m1'), kept]), outboxPage([kept], 'KEPT')] });
    await screen.findByText(/Your tickets m1/);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'KEPT');
    await waitFor(() => expect(screen.queryByText(/Your tickets m1/)).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?status=KEPT');
    expect(screen.getByText(/Your tickets m3/)).toBeInTheDocument();
  });

  it('puts a kept message back in the queue with Retry', async () => {
    const kept = message('m3', { status: 'KEPT', attempts: 0, sentAt: null });
    renderRoute('/admin/outbox', {
      session: admin,
      mocks: [
        outboxPage([kept]),
        {
          request: { query: RetryOutboxMessageDocument, variables: { id: 'm3' } },
          result: {
            data: {
              retryOutboxMessage: { __typename: 'OutboxMessage', id: 'm3', status: 'PENDING', attempts: 0, lastError: null, dueAt: kept.dueAt, sentAt: null },
            },
          },
        },
        outboxPage([{ ...kept, status: 'PENDING' }]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Your tickets m3 to asha@example.com' }));
    expect(await screen.findByText('The message is queued again.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Your tickets m3')).getAllByRole('cell')[3]).toHaveTextContent('Pending'));
    expect(within(rowOf('Your tickets m3')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a retry", async () => {
    const failed = message('m4', { status: 'FAILED', sentAt: null });
    renderRoute('/admin/outbox', {
      session: admin,
      mocks: [
        outboxPage([failed]),
        {
          request: { query: RetryOutboxMessageDocument, variables: { id: 'm4' } },
          result: { errors: [new GraphQLError('Only failed or kept messages can be retried', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('Only failed or kept messages can be retried')).toBeInTheDocument();
  });

  it('shows a message as its customer gets it: header, HTML rendered in a sandbox without scripts, text, attachments', async () => {
    renderRoute('/admin/outbox', { session: admin, mocks: [outboxPage([message('m1')]), attachmentsOf('m1', ticketFiles)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Your tickets m1' }));
    const dialog = screen.getByRole('dialog', { name: 'Your tickets m1' });
    const header = within(dialog).getByTestId('message-header');
    expect(header).toHaveTextContent('Toasha@example.com');
    expect(header).toHaveTextContent('SubjectYour tickets m1');
    expect(header).toHaveTextContent(/DateMon, Jul 1 2030 /);
    expect(header).toHaveTextContent('BookingK7Q2M9XD');

    // The HTML is rendered, not shown as source: a frame whose document is the message.
    const frame = within(dialog).getByTitle('E-mail HTML');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<p>Your booking <b>K7Q2M9XD</b> is paid.</p>');
    expect(within(dialog).queryByText(/<b>/)).not.toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    // Links leave like a mail client's: in a new tab, without a referrer.
    expect(srcdoc.startsWith('<base target="_blank"><meta name="referrer" content="no-referrer">')).toBe(true);
    // The sandbox grants no scripts, no same origin, no forms, no navigating this page: only opening links.
    const sandbox = (frame.getAttribute('sandbox') ?? 'missing').split(/\s+/).filter(Boolean);
    expect(sandbox).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox']);
    for (const right of ['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-top-navigation', 'allow-modals']) {
      expect(sandbox).not.toContain(right);
    }
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    // The files attached to it: the QR code shown as an image, each file downloadable.
    const files = within(dialog).getByRole('region', { name: 'Attachments' });
    const qr = await within(files).findByRole('img', { name: 'ticket-K7Q2M9XD.png' });
    expect(qr).toHaveAttribute('src', PNG);
    expect(within(files).getByRole('link', { name: 'ticket-K7Q2M9XD.png' })).toHaveAttribute('download', 'ticket-K7Q2M9XD.png');
    const ics = within(files).getByRole('link', { name: 'ticket-K7Q2M9XD.ics' });
    expect(ics).toHaveAttribute('href', ICS);
    expect(ics).toHaveAttribute('download', 'ticket-K7Q2M9XD.ics');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Text' }));
    expect(within(dialog).getByTestId('outbox-text')).toHaveTextContent('Your booking K7Q2M9XD is paid.');
  });

  it('puts the mail client head inside the message head, and says so when nothing is attached', async () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title></head><body><a href="https://t.example/tickets/A">Open</a></body></html>';
    const pending = message('m5', { kind: 'CANCELLED', html, sentAt: null, status: 'PENDING', attempts: 0 });
    renderRoute('/admin/outbox', { session: admin, mocks: [outboxPage([pending]), attachmentsOf('m5', [])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Your tickets m5' }));
    const dialog = screen.getByRole('dialog', { name: 'Your tickets m5' });
    expect(within(dialog).getByTitle('E-mail HTML').getAttribute('srcdoc')).toBe(
      '<!DOCTYPE html><html><head><base target="_blank"><meta name="referrer" content="no-referrer"><meta charset="utf-8"><title>x</title></head><body><a href="https://t.example/tickets/A">Open</a></body></html>',
    );
    expect(within(dialog).getByText(/^Not sent yet \(due Mon, Jul 1 2030 /)).toBeInTheDocument();
    expect(await within(dialog).findByText('None.')).toBeInTheDocument();
  });

  it.each([
    [new GraphQLError('sign in', { extensions: { code: 'UNAUTHENTICATED' } }), 'Please sign in to view the outbox.'],
    [new GraphQLError('boom'), 'Failed to fetch the outbox.'],
  ])('on %s says %s', async (error, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/outbox', {
      session: admin,
      mocks: [{ request: { query: AdminOutboxDocument, variables: { offset: 0, limit: 50 } }, result: { errors: [error] } }],
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('The outbox could not be loaded.')).toBeInTheDocument();
  });
});
