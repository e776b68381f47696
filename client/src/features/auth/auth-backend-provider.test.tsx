import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAuthBackend } from './auth-backend';
import { AuthBackendProvider } from './auth-backend-provider';
import { RuntimeConfigProvider, defaultRuntimeConfig, fetchRuntimeConfig } from '../../lib/runtime-config';

const clerk = vi.hoisted(() => ({ openSignIn: vi.fn(), signOut: vi.fn(async () => {}), key: '' }));

// Clerk itself needs its servers; the adapter around it is what is tested.
vi.mock('@clerk/react', () => ({
  ClerkProvider: ({ publishableKey, children }: { publishableKey: string; children: ReactNode }) => {
    clerk.key = publishableKey;
    return <>{children}</>;
  },
  useAuth: () => ({ isLoaded: true, isSignedIn: true, userId: 'user_clerk1', getToken: async () => 'clerk-token' }),
  useUser: () => ({ user: { fullName: 'Asha Clerk', imageUrl: 'https://img.example/a.png' } }),
  useClerk: () => clerk,
}));

afterEach(() => {
  clerk.openSignIn.mockClear();
  vi.unstubAllGlobals();
});

function Probe() {
  const b = useAuthBackend();
  return (
    <>
      <p data-testid="status">{b.status}</p>
      <p data-testid="user">{b.user ? `${b.user.id}:${b.user.name}` : ''}</p>
      <button type="button" onClick={b.openSignIn}>
        Login
      </button>
      <button type="button" onClick={async () => (document.title = (await b.getToken()) ?? 'none')}>
        Token
      </button>
    </>
  );
}

function renderWith(config: Partial<typeof defaultRuntimeConfig>) {
  return render(
    <RuntimeConfigProvider initial={{ ...defaultRuntimeConfig, ...config }}>
      <AuthBackendProvider>
        <Probe />
      </AuthBackendProvider>
    </RuntimeConfigProvider>,
  );
}

describe('AuthBackendProvider', () => {
  it('uses Clerk when the server reports a publishable key', async () => {
    renderWith({ clerkPublishableKey: 'pk_test_abc' });
    expect(await screen.findByText('user_clerk1:Asha Clerk')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    expect(clerk.key).toBe('pk_test_abc');
    screen.getByRole('button', { name: 'Login' }).click();
    expect(clerk.openSignIn).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: 'Token' }).click();
    await vi.waitFor(() => expect(document.title).toBe('clerk-token'));
  });

  it('uses the development sign-in dialog otherwise', async () => {
    renderWith({ clerkPublishableKey: '', devSignIn: true });
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    screen.getByRole('button', { name: 'Login' }).click();
    expect(await screen.findByRole('dialog', { name: 'Development sign-in' })).toBeInTheDocument();
    expect(clerk.openSignIn).not.toHaveBeenCalled();
  });

  it('reads as loading until the runtime config has answered', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    render(
      <RuntimeConfigProvider>
        <AuthBackendProvider>
          <Probe />
        </AuthBackendProvider>
      </RuntimeConfigProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    answer(Response.json({ success: true, clerkPublishableKey: '', devSignIn: true, theatreTimeZone: 'Asia/Kolkata', paymentMode: 'test', holdMinutes: 10 }));
    await vi.waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    vi.unstubAllGlobals();
  });
});

describe('fetchRuntimeConfig', () => {
  it('reads the server config, including payment mode, hold minutes and layout limits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          success: true,
          clerkPublishableKey: 'pk_live_x',
          devSignIn: false,
          theatreTimeZone: 'Europe/London',
          paymentMode: 'stripe',
          holdMinutes: 15,
          layoutMaxRows: 70,
          layoutMaxColumns: 90,
        }),
      ),
    );
    await expect(fetchRuntimeConfig()).resolves.toEqual({
      clerkPublishableKey: 'pk_live_x',
      devSignIn: false,
      theatreTimeZone: 'Europe/London',
      paymentMode: 'stripe',
      holdMinutes: 15,
      layoutMaxRows: 70,
      layoutMaxColumns: 90,
    });
    vi.unstubAllGlobals();
  });
});
