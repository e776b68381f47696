import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthBackend } from './auth-backend';
import { DevAuthBackend } from './dev-auth-backend';
import { DEV_SESSION_STORAGE_KEY, isExpired, parseStoredDevSession } from './dev-session-storage';

function jwt(payload: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'RS256' })}.${b64(payload)}.signature`;
}

const validToken = jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

function Probe() {
  const backend = useAuthBackend();
  return (
    <div>
      <p data-testid="status">{backend.status}</p>
      <p data-testid="user">{backend.user?.name ?? ''}</p>
      <button type="button" onClick={backend.openSignIn}>
        Login
      </button>
      <button type="button" onClick={() => void backend.signOut()}>
        Sign out
      </button>
      <button
        type="button"
        onClick={async () => {
          const token = await backend.getToken();
          document.title = token ?? 'no-token';
        }}
      >
        Token
      </button>
    </div>
  );
}

function renderBackend() {
  return render(
    <DevAuthBackend>
      <Probe />
    </DevAuthBackend>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DevAuthBackend', () => {
  it('signs in through /api/dev/sign-in and persists the token', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        success: true,
        token: validToken,
        user: { id: 'u1', name: 'Asha', isAdmin: true },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBackend();
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Development sign-in' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sign in as admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('Asha');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/dev/sign-in',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'Asha', admin: true, staff: false }),
      }),
    );
    const stored = JSON.parse(localStorage.getItem(DEV_SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.token).toBe(validToken);

    await userEvent.click(screen.getByRole('button', { name: 'Token' }));
    await waitFor(() => expect(document.title).toBe(validToken));
  });

  it('signs in as staff when the staff box is ticked', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, token: validToken, user: { id: 'u2', name: 'Usha', isStaff: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Usha');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sign in as staff (checks tickets in)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/dev/sign-in',
      expect.objectContaining({ body: JSON.stringify({ name: 'Usha', admin: false, staff: true }) }),
    );
  });

  it('has an optional E-mail field, sent with the name when filled in', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, token: validToken, user: { id: 'dev_asha', name: 'Asha', email: 'asha@example.org' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const field = screen.getByLabelText('E-mail (optional)');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).not.toBeRequired();
    expect(field).toHaveAccessibleDescription(/placeholder address on example\.com/);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(field, '  asha@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/dev/sign-in',
      expect.objectContaining({
        body: JSON.stringify({ name: 'Asha', email: 'asha@example.org', admin: false, staff: false }),
      }),
    );
  });

  it('leaves the e-mail out when the field is empty, for the server to give a placeholder', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, token: validToken, user: { id: 'dev_ravi', name: 'Ravi', email: 'dev_ravi@example.com' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/dev/sign-in',
      expect.objectContaining({ body: JSON.stringify({ name: 'Ravi', admin: false, staff: false }) }),
    );
  });

  it('refuses something that is not one e-mail address before asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'asha at home');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter one e-mail address, like asha@example.com, or leave it empty.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an address", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'E-mail must be one address like asha@example.com (at most 254 characters), or left out' }, { status: 400 }),
      ),
    );
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail must be one address');
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('shows the server message when sign-in fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, message: 'Development sign-in is disabled.' }, { status: 404 }),
      ),
    );
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Development sign-in is disabled.');
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('requires a name', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderBackend();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored session and signs out clearing it', async () => {
    localStorage.setItem(
      DEV_SESSION_STORAGE_KEY,
      JSON.stringify({ token: validToken, user: { id: 'u1', name: 'Ravi' } }),
    );
    renderBackend();
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    expect(screen.getByTestId('user')).toHaveTextContent('Ravi');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(localStorage.getItem(DEV_SESSION_STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Token' }));
    await waitFor(() => expect(document.title).toBe('no-token'));
  });
});

describe('stored dev sessions', () => {
  it('drops expired tokens', () => {
    const expired = jwt({ exp: Math.floor(Date.now() / 1000) - 10 });
    expect(isExpired(expired)).toBe(true);
    expect(
      parseStoredDevSession(JSON.stringify({ token: expired, user: { id: 'u', name: 'A' } })),
    ).toBeNull();
  });

  it('keeps tokens without an expiry and rejects malformed entries', () => {
    const noExp = jwt({ sub: 'u' });
    expect(isExpired(noExp)).toBe(false);
    expect(
      parseStoredDevSession(JSON.stringify({ token: noExp, user: { id: 'u', name: 'A' } })),
    ).not.toBeNull();
    expect(parseStoredDevSession('not json')).toBeNull();
    expect(parseStoredDevSession(JSON.stringify({ token: noExp }))).toBeNull();
    expect(parseStoredDevSession(null)).toBeNull();
  });
});
