import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CheckInDocument, HomePageDocument, MarkFoodCollectedDocument } from '../../../gql/graphql';
import { makeSession, renderRoute, signedInSession } from '../../../test/render';

const zxing = vi.hoisted(() => ({
  codes: [] as string[],
  stop: vi.fn(),
  loaded: false,
}));

// The fallback decoder, as loaded by the page's dynamic import.
vi.mock('@zxing/browser', () => {
  zxing.loaded = true;
  return {
    BrowserQRCodeReader: class {
      async decodeFromConstraints(c: MediaStreamConstraints, _v: unknown, callback: (r: { getText(): string } | undefined) => void) {
        // Like the real reader, it asks for the camera first.
        await navigator.mediaDevices.getUserMedia(c);
        for (const code of zxing.codes) callback({ getText: () => code });
        return { stop: zxing.stop };
      }
    },
  };
});

const staff = signedInSession({ isStaff: true });

const admission = {
  checkIn: {
    __typename: 'CheckIn',
    checkedInAt: '2030-07-01T12:52:05Z',
    ageCheck: null as string | null,
    booking: {
      __typename: 'Booking',
      id: 'b1',
      reference: 'K7Q2M9XD',
      checkedInAt: '2030-07-01T12:52:05Z',
      seatDetails: [
        { __typename: 'BookedSeat', label: 'D4', category: 'Prime' },
        { __typename: 'BookedSeat', label: 'D5', category: 'Prime' },
      ],
      food: [] as object[],
      show: {
        __typename: 'Show',
        id: 's1',
        localDate: '2030-07-01',
        localTime: '18:30',
        cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee Grand', timeZone: 'Asia/Kolkata' },
        screen: { __typename: 'Screen', id: 'sc1', name: 'Audi 1' },
        movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' },
      },
    },
  },
};

function admit(code: string, ageCheck: string | null = null) {
  return {
    request: { query: CheckInDocument, variables: { code } },
    result: { data: { checkIn: { ...admission.checkIn, ageCheck } } },
  };
}

function refuse(code: string, message: string, extensions: Record<string, unknown>) {
  return { request: { query: CheckInDocument, variables: { code } }, result: { errors: [new GraphQLError(message, { extensions })] } };
}

const result = () => screen.getByRole('region', { name: 'Check-in result' });

async function enter(code: string) {
  const input = await screen.findByLabelText('Ticket code or booking reference');
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

afterEach(() => {
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  zxing.codes = [];
});

describe('CheckInPage, by hand', () => {
  it('admits a good code: a large green result with movie, show time, seats, in a live region', async () => {
    renderRoute('/admin/check-in', { session: staff, mocks: [admit('MQ1.good')] });
    expect(await screen.findByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    await enter('  MQ1.good  ');
    const green = await within(result()).findByTestId('check-in-admitted');
    expect(result()).toHaveAttribute('aria-live', 'assertive');
    expect(green).toHaveTextContent('Admitted');
    expect(green).toHaveTextContent('Monsoon Protocol');
    expect(green).toHaveTextContent('Monday, July 1, 2030 · 06:30 PM IST');
    expect(green).toHaveTextContent('Marquee Grand · Audi 1');
    expect(within(green).getByTestId('check-in-seats')).toHaveTextContent('Seats D4, D5');
    expect(green).toHaveTextContent('D4 Prime · D5 Prime');
    expect(green).toHaveTextContent('Booking K7Q2M9XD · checked in at 6:22:05 PM IST');
    // Ready for the next ticket.
    expect(screen.getByLabelText('Ticket code or booking reference')).toHaveValue('');
  });

  it('says what food to collect and marks it collected', async () => {
    const line = (id: string, name: string, quantity: number, collected: boolean) => ({
      __typename: 'OrderLine',
      quantity,
      collected,
      item: { __typename: 'MenuItem', id, name },
    });
    const food = [line('f1', 'Large popcorn', 1, false), line('f2', 'Cola', 2, false)];
    const withFood = { request: { query: CheckInDocument, variables: { code: 'MQ1.food' } }, result: { data: { checkIn: { ...admission.checkIn, booking: { ...admission.checkIn.booking, food } } } } };
    const collected = {
      request: { query: MarkFoodCollectedDocument, variables: { bookingId: 'b1' } },
      result: { data: { markFoodCollected: { __typename: 'Booking', id: 'b1', food: food.map((l) => ({ ...l, collected: true })) } } },
    };
    renderRoute('/admin/check-in', { session: staff, mocks: [withFood, collected, admit('MQ1.good')] });
    await enter('MQ1.food');
    const green = await within(result()).findByTestId('check-in-admitted');
    expect(within(green).getByTestId('check-in-collect')).toHaveTextContent('collect: 1 × Large popcorn, 2 × Cola');
    await userEvent.click(within(green).getByRole('button', { name: 'Mark collected' }));
    await waitFor(() => expect(within(green).getByTestId('check-in-collect')).toHaveTextContent('Food collected'));
    expect(within(green).queryByRole('button', { name: 'Mark collected' })).toBeNull();
    // A booking without food shows nothing about it.
    await enter('MQ1.good');
    await waitFor(() => expect(within(result()).queryByTestId('check-in-food')).toBeNull());
  });

  it('says "A — check ID" prominently when admitting a ticket of an A film, and nothing for others', async () => {
    renderRoute('/admin/check-in', { session: staff, mocks: [admit('MQ1.adult', 'A — check ID'), admit('MQ1.family')] });
    await enter('MQ1.adult');
    const green = await within(result()).findByTestId('check-in-admitted');
    expect(within(green).getByTestId('check-in-age-check')).toHaveTextContent(/^A — check ID$/);
    await enter('MQ1.family');
    await waitFor(() => expect(within(result()).queryByTestId('check-in-age-check')).toBeNull());
    expect(within(result()).getByTestId('check-in-admitted')).toBeInTheDocument();
  });

  it('words SHOW_CANCELLED itself when the answer has no message', async () => {
    renderRoute('/admin/check-in', { session: staff, mocks: [refuse('MQ1.gone', '', { code: 'SHOW_CANCELLED' })] });
    await enter('MQ1.gone');
    const red = await within(result()).findByTestId('check-in-refused');
    expect(red).toHaveTextContent('This show was cancelled: the ticket is not valid');
    expect(red).toHaveAttribute('data-code', 'SHOW_CANCELLED');
  });

  it('admits by the booking reference typed by hand, sent as typed for the server to read', async () => {
    renderRoute('/admin/check-in', { session: staff, mocks: [admit('k7q2-m9xd')] });
    await enter('k7q2-m9xd');
    const green = await within(result()).findByTestId('check-in-admitted');
    expect(within(green).getByTestId('check-in-seats')).toHaveTextContent('Seats D4, D5');
  });

  it('shows a second scan the show and seats the first scan showed, in red', async () => {
    renderRoute('/admin/check-in', {
      session: staff,
      mocks: [
        refuse('K7Q2M9XD', 'Already checked in at 6:22:05 PM', {
          code: 'ALREADY_CHECKED_IN',
          checkedInAt: '2030-07-01T12:52:05Z',
          reference: 'K7Q2M9XD',
          movie: 'Monsoon Protocol',
          showDate: '2030-07-01',
          showTime: '18:30',
          timeZone: 'Asia/Kolkata',
          cinema: 'Marquee Grand',
          screen: 'Audi 1',
          seats: [
            { label: 'D4', category: 'Prime' },
            { label: 'D5', category: 'Prime' },
          ],
        }),
      ],
    });
    await enter('K7Q2M9XD');
    const red = await within(result()).findByTestId('check-in-refused');
    expect(red).toHaveAttribute('data-code', 'ALREADY_CHECKED_IN');
    expect(red).toHaveTextContent('Not admitted');
    // The cinema's zone, which the server's sentence leaves out.
    expect(red).toHaveTextContent('Already checked in at 6:22:05 PM IST');
    expect(red).toHaveTextContent('Monsoon Protocol');
    expect(red).toHaveTextContent('Monday, July 1, 2030 · 06:30 PM IST');
    expect(red).toHaveTextContent('Marquee Grand · Audi 1');
    expect(within(red).getByTestId('check-in-seats')).toHaveTextContent('Seats D4, D5');
    expect(red).toHaveTextContent('D4 Prime · D5 Prime');
    expect(red).toHaveTextContent('Booking K7Q2M9XD · first checked in at 6:22:05 PM IST');
  });

  it('says how long to wait when references are typed too fast', async () => {
    renderRoute('/admin/check-in', {
      session: staff,
      mocks: [
        refuse('ZZZZZZZZ', 'Too many check-ins by booking reference. Please try again in 20 seconds.', {
          code: 'RATE_LIMITED',
          retryAfter: 20,
        }),
      ],
    });
    await enter('ZZZZZZZZ');
    const red = await within(result()).findByTestId('check-in-refused');
    expect(red).toHaveAttribute('data-code', 'RATE_LIMITED');
    expect(red).toHaveTextContent('Please try again in 20 seconds.');
    expect(within(red).queryByTestId('check-in-seats')).not.toBeInTheDocument();
  });

  it('refuses a second scan in red, saying it was already checked in and when', async () => {
    renderRoute('/admin/check-in', {
      session: staff,
      mocks: [
        admit('MQ1.good'),
        refuse('MQ1.good', 'Already checked in at 6:22:05 PM', { code: 'ALREADY_CHECKED_IN', checkedInAt: '2030-07-01T12:52:05Z' }),
      ],
    });
    await enter('MQ1.good');
    await within(result()).findByTestId('check-in-admitted');
    await enter('MQ1.good');
    const red = await within(result()).findByTestId('check-in-refused');
    expect(red).toHaveTextContent('Not admitted');
    expect(red).toHaveTextContent('Already checked in at 6:22:05 PM');
    expect(red).toHaveAttribute('data-code', 'ALREADY_CHECKED_IN');
    expect(within(result()).queryByTestId('check-in-admitted')).not.toBeInTheDocument();
  });

  it('words ALREADY_CHECKED_IN itself when the server message does not, with the first scan time', async () => {
    renderRoute('/admin/check-in', {
      session: staff,
      mocks: [refuse('MQ1.twice', 'Refused', { code: 'ALREADY_CHECKED_IN', checkedInAt: '2030-07-01T12:52:05Z' })],
    });
    await enter('MQ1.twice');
    expect(await within(result()).findByTestId('check-in-refused')).toHaveTextContent(/Already checked in at \d{1,2}:52:05 [AP]M/);
  });

  it.each([
    ['INVALID_TICKET', 'This is not a valid Marquee ticket'],
    ['TICKET_REFUNDED', 'This booking was refunded'],
    ['TICKET_CANCELLED', 'This booking was cancelled'],
    ['TICKET_UNPAID', 'This booking has not been paid'],
    ['NOT_TODAY', 'This ticket is for Tue 2 Jul 2030, 6:30 PM, not today'],
    ['SHOW_OVER', 'This show is over'],
    ['SHOW_CANCELLED', 'This show was cancelled: the ticket is not valid and its refund is on its way'],
  ])('refuses %s in red with its reason', async (code, message) => {
    renderRoute('/admin/check-in', { session: staff, mocks: [refuse('MQ1.bad', message, { code })] });
    await enter('MQ1.bad');
    const red = await within(result()).findByTestId('check-in-refused');
    expect(red).toHaveTextContent(message);
    expect(red).toHaveAttribute('data-code', code);
  });

  it('says when the server cannot be reached', async () => {
    renderRoute('/admin/check-in', {
      session: staff,
      mocks: [{ request: { query: CheckInDocument, variables: { code: 'MQ1.x' } }, error: new Error('Failed to fetch') }],
    });
    await enter('MQ1.x');
    expect(await within(result()).findByTestId('check-in-refused')).toHaveTextContent(
      'The check-in could not be made. Check the connection and try again.',
    );
  });

  it('asks for a code instead of sending an empty one', async () => {
    renderRoute('/admin/check-in', { session: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code printed under the QR code, or the booking reference.');
    expect(result()).toBeEmptyDOMElement();
  });
});

function fakeCamera() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { getUserMedia, track };
}

describe('CheckInPage, by camera', () => {
  it("reads the QR with the browser's BarcodeDetector, checks it in once while it stays in view", async () => {
    const { getUserMedia, track } = fakeCamera();
    const detect = vi.fn(async () => [{ rawValue: 'MQ1.cam' }]);
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['qr_code', 'ean_13'];
      }
      detect = detect;
    };
    renderRoute('/admin/check-in', { session: staff, mocks: [admit('MQ1.cam')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect(await within(result()).findByTestId('check-in-admitted')).toHaveTextContent('Monsoon Protocol');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    // The code stays in view: more frames read it, but it is not sent again (one mock only).
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(3));
    expect(zxing.loaded).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });

  it('falls back to ZXing, loaded on demand, where the browser has no BarcodeDetector', async () => {
    fakeCamera();
    zxing.codes = ['MQ1.zx'];
    renderRoute('/admin/check-in', { session: staff, mocks: [admit('MQ1.zx')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect(await within(result()).findByTestId('check-in-admitted')).toHaveTextContent('Seats D4, D5');
    expect(zxing.loaded).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(zxing.stop).toHaveBeenCalled();
  });

  it('explains a refused camera and leaves manual entry working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => Promise.reject(denied)) },
    });
    renderRoute('/admin/check-in', { session: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access was refused.');
    expect(screen.getByLabelText('Ticket code or booking reference')).toBeEnabled();
  });

  it('says so when the browser offers no camera at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/check-in', { session: staff });
    await userEvent.click(await screen.findByRole('button', { name: 'Start camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera is available here.');
  });
});

describe('CheckInPage access', () => {
  const home = { request: { query: HomePageDocument }, result: { data: { movies: [] } } };

  it('is open to staff who are not admins, with only the check-in link in the sidebar', async () => {
    renderRoute('/admin/check-in', { session: staff });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Check-in']);
  });

  it("titles the page 'Check-in' for staff who are not admins, 'Admin Check-in' for admins", async () => {
    const { unmount } = renderRoute('/admin/check-in', { session: staff });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(/^Check-in$/);
    expect(screen.queryByRole('heading', { name: 'Admin Check-in' })).not.toBeInTheDocument();
    unmount();
    renderRoute('/admin/check-in', { session: signedInSession({ isAdmin: true, isStaff: true }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Admin Check-in$/);
  });

  it('shows admins every admin link, check-in and outbox among them', async () => {
    renderRoute('/admin/check-in', { session: signedInSession({ isAdmin: true, isStaff: true }) });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links).toContain('Check-in');
    expect(links).toContain('Outbox');
    expect(links).toContain('Dashboard');
  });

  it('asks a signed-out visitor to sign in with a staff account', async () => {
    renderRoute('/admin/check-in', { session: makeSession() });
    expect(await screen.findByText('Sign in with a staff account to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a customer who is not staff home as not authorized', async () => {
    const { router } = renderRoute('/admin/check-in', { session: signedInSession(), mocks: [home] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
  });

  it('keeps staff who are not admins out of the rest of the admin area', async () => {
    const { router } = renderRoute('/admin/outbox', { session: staff, mocks: [home] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You are not authorized to access this page.')).toBeInTheDocument();
  });
});
