import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AdminAuditLogDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });

const entry = (id: string, action: string, subject: string) => ({
  __typename: 'AuditEntry',
  id,
  at: '2030-07-01T10:00:00Z',
  actor: { __typename: 'Customer', id: 'u1', name: 'Asha Rao' },
  action,
  subject,
  before: '{"status":"PAID"}',
  after: '{"status":"REFUNDED"}',
});

function audit(variables: Record<string, unknown>, rows: object[]): MockLink.MockedResponse {
  return { request: { query: AdminAuditLogDocument, variables: { limit: 200, ...variables } }, result: { data: { auditLog: rows } } };
}

describe('AuditPage', () => {
  it('lists the trail and asks the server again with the filters', async () => {
    renderRoute('/admin/audit', {
      session: admin,
      mocks: [
        audit({}, [entry('a2', 'booking.refund', 'booking:42'), entry('a1', 'show.cancel', 'show:7')]),
        audit({ subject: 'booking:42', actorId: 'u1' }, [entry('a2', 'booking.refund', 'booking:42')]),
      ],
    });
    expect(await screen.findByText('show:7')).toBeInTheDocument();
    const refund = screen.getByText('booking.refund').closest('tr') as HTMLElement;
    expect(within(refund).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(refund).getByText('after: {"status":"REFUNDED"}')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Subject (e.g. booking:42)'), 'booking:42');
    await userEvent.type(screen.getByLabelText('Actor id'), 'u1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    // Only the second mock (the filtered query) drops show:7.
    await waitFor(() => expect(screen.queryByText('show:7')).not.toBeInTheDocument());
    expect(screen.getByText('booking:42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/admin/audit');
  });
});
