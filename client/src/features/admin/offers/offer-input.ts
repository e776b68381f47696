import type { OfferInput, OfferKind, OfferScope, ShowFormat, Weekday } from '../../../gql/graphql';
import { formatPaise } from '../../../lib/format';
import { paiseOf } from '../shared/money';

/** The new-offer form as typed. */
export interface OfferDraft {
  code: string;
  title: string;
  kind: OfferKind;
  value: string;
  appliesTo: OfferScope;
  cap: string;
  startsAt: string;
  endsAt: string;
  minTickets: string;
  maxRedemptions: string;
  maxPerUser: string;
  cinemaIds: string[];
  formats: ShowFormat[];
  weekdays: Weekday[];
}

export const emptyOfferDraft: OfferDraft = {
  code: '',
  title: '',
  kind: 'PERCENT',
  value: '',
  appliesTo: 'ALL',
  cap: '',
  startsAt: '',
  endsAt: '',
  minTickets: '1',
  maxRedemptions: '',
  maxPerUser: '',
  cinemaIds: [],
  formats: [],
  weekdays: [],
};

export const WEEKDAY_VALUES: ReadonlyArray<{ value: Weekday; label: string }> = [
  { value: 'MONDAY', label: 'Mon' },
  { value: 'TUESDAY', label: 'Tue' },
  { value: 'WEDNESDAY', label: 'Wed' },
  { value: 'THURSDAY', label: 'Thu' },
  { value: 'FRIDAY', label: 'Fri' },
  { value: 'SATURDAY', label: 'Sat' },
  { value: 'SUNDAY', label: 'Sun' },
];

const SCOPE_TEXT: Record<OfferScope, string> = { TICKETS: 'tickets', FOOD: 'food', ALL: 'tickets and food' };

/** '20% off tickets, up to ₹100' / '₹50 off food'. */
export function offerValueText(o: { kind: OfferKind; value: number; appliesTo: OfferScope; capPaise: number | null }): string {
  const off = o.kind === 'PERCENT' ? `${o.value}% off` : `${formatPaise(o.value)} off`;
  const cap = o.kind === 'PERCENT' && o.capPaise !== null ? `, up to ${formatPaise(o.capPaise)}` : '';
  return `${off} ${SCOPE_TEXT[o.appliesTo]}${cap}`;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** A datetime-local value ('2030-07-01T18:30', the admin's clock) as an instant. */
function instant(local: string): string | null | undefined {
  if (!local) return null;
  const t = new Date(local);
  return Number.isNaN(t.getTime()) ? undefined : t.toISOString();
}

/**
 * The OfferInput of a draft, or what is wrong: a title; a percentage of 1
 * to 100 or a flat amount in rupees; whole numbers for the limits. A blank
 * code makes an automatic offer; blank limits are no limit (per user: the
 * server's default).
 */
export function toOfferInput(d: OfferDraft): { problem: string } | { input: OfferInput } {
  const title = d.title.trim();
  if (!title) return { problem: 'A title is needed.' };
  const value = d.kind === 'PERCENT' ? whole(d.value) : paiseOf(d.value);
  if (value === null || value <= 0 || (d.kind === 'PERCENT' && value > 100)) {
    return { problem: d.kind === 'PERCENT' ? 'The percentage is a whole number from 1 to 100.' : 'The amount off must be more than ₹0.' };
  }
  const cap = d.cap.trim() === '' ? null : paiseOf(d.cap);
  if (d.cap.trim() !== '' && cap === null) return { problem: 'The cap is an amount in rupees (blank for none).' };
  const limits = [d.minTickets, d.maxRedemptions, d.maxPerUser].map((t) => (t.trim() === '' ? null : whole(t)));
  if ([d.minTickets, d.maxRedemptions, d.maxPerUser].some((t, i) => t.trim() !== '' && limits[i] === null)) {
    return { problem: 'Minimum tickets and the redemption limits are whole numbers.' };
  }
  const startsAt = instant(d.startsAt);
  const endsAt = instant(d.endsAt);
  if (startsAt === undefined || endsAt === undefined) return { problem: 'The dates could not be read.' };
  if (startsAt && endsAt && endsAt <= startsAt) return { problem: 'The offer must end after it starts.' };
  const [minTickets, maxRedemptions, maxPerUser] = limits;
  const code = d.code.trim();
  return {
    input: {
      ...(code ? { code } : {}),
      title,
      kind: d.kind,
      value,
      appliesTo: d.appliesTo,
      capPaise: cap,
      startsAt,
      endsAt,
      minTickets: minTickets ?? 1,
      maxRedemptions,
      ...(maxPerUser !== null ? { maxPerUser } : {}),
      cinemaIds: d.cinemaIds,
      formats: d.formats,
      weekdays: d.weekdays,
    },
  };
}
