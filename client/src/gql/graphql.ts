/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An RFC 3339 instant, always sent in UTC. */
  Time: { input: string; output: string; }
};

/** A show with its seat counts and takings, for the admin list. */
export type AdminShow = {
  __typename: 'AdminShow';
  /** Takings from paid seats, in rupees. */
  earnings: Scalars['Float']['output'];
  earningsPaise: Scalars['Int']['output'];
  seatsHeld: Scalars['Int']['output'];
  seatsSold: Scalars['Int']['output'];
  show: Show;
};

/** One row of the audit trail: written in the same transaction as the change it records, never edited or deleted. */
export type AuditEntry = {
  __typename: 'AuditEntry';
  /** What was done, e.g. booking.refund, show.cancel, filmHire.set. */
  action: Scalars['String']['output'];
  actor: Customer;
  /** The subject after the change, as JSON; null for something removed. */
  after: Maybe<Scalars['String']['output']>;
  at: Scalars['Time']['output'];
  /** The subject before the change, as JSON; null for something created. */
  before: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What it was done to, as kind:id (booking:…, show:…, screen:…). */
  subject: Scalars['String']['output'];
};

/** One booked seat. */
export type BookedSeat = {
  __typename: 'BookedSeat';
  /** The seat category's name (e.g. Classic, Prime, Recliner). */
  category: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** GST-inclusive price of the seat. */
  pricePaise: Scalars['Int']['output'];
};

export type Booking = {
  __typename: 'Booking';
  /** "A — check ID" for a show of an A-certificate film, for the ticket and the door; null otherwise. */
  ageCheck: Maybe<Scalars['String']['output']>;
  /** Whether the customer confirmed being 18 or older when booking (createBooking's confirmAge). */
  ageConfirmed: Scalars['Boolean']['output'];
  /** Amount in rupees (amountPaise / 100). */
  amount: Scalars['Float']['output'];
  amountPaise: Scalars['Int']['output'];
  /** An iCalendar (.ics) event for the show, for the owner, staff and admins; null for anyone else. */
  calendar: Maybe<Scalars['String']['output']>;
  /** Whether the caller may cancel this booking now, and what it would return. */
  cancellation: CancellationQuote;
  channel: SalesChannel;
  /** When the ticket was admitted at the door; null until then. */
  checkedInAt: Maybe<Scalars['Time']['output']>;
  createdAt: Scalars['Time']['output'];
  currency: Scalars['String']['output'];
  customer: Customer;
  /** What the offer took off, paise. */
  discountPaise: Scalars['Int']['output'];
  /** The food and drink ordered with the tickets, by name. */
  food: Array<OrderLine>;
  /** What was done to the booking, oldest first: created, paid, refunded, and by whom (audit rows about it). */
  history: Array<AuditEntry>;
  /** When an unpaid booking stops holding its seats. */
  holdExpiresAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  isPaid: Scalars['Boolean']['output'];
  /**
   * For admins: why this booking needs an admin to settle it, e.g. a refund that reached the payment
   * provider after the ticket was admitted at the door (the booking stays PAID and admitted while the
   * money has gone back). Null when nothing needs doing, and for anyone else.
   */
  needsAttention: Maybe<Scalars['String']['output']>;
  /** The offer (promo code or automatic offer) that took discountPaise off; null for none. */
  offer: Maybe<Offer>;
  /** How it was paid; null while unpaid (and for a booking that never was). */
  paymentMethod: Maybe<PaymentMethod>;
  /** Where to pay while the booking is pending; null otherwise. */
  paymentUrl: Maybe<Scalars['String']['output']>;
  /** What the amount is made of; totalPaise == amountPaise, exactly what is charged. */
  priceBreakdown: PriceBreakdown;
  /** Short unique reference (8 characters of Crockford base32) a person reads out or types. */
  reference: Scalars['String']['output'];
  /** refundedAmountPaise / 100. */
  refundedAmount: Maybe<Scalars['Float']['output']>;
  /**
   * What was returned to the customer: once REFUNDED; on a CANCELLED booking, a payment that arrived
   * after the cancel (refunded in full); on a PAID booking, a refund that reached the payment provider
   * after the ticket was admitted (see needsAttention). Null otherwise.
   */
  refundedAmountPaise: Maybe<Scalars['Int']['output']>;
  /** Each seat with its category and price, in seat order. */
  seatDetails: Array<BookedSeat>;
  /** Seat labels, sorted. */
  seats: Array<Scalars['String']['output']>;
  show: Show;
  /** The staff member who sold a counter sale; null online. */
  soldBy: Maybe<Customer>;
  status: BookingStatus;
  /** Signed code the e-ticket's QR carries: for the owner, staff and admins once paid; null otherwise. */
  ticketCode: Maybe<Scalars['String']['output']>;
  /** The e-ticket's QR code (an SVG document encoding ticketCode); null when ticketCode is. */
  ticketQrSvg: Maybe<Scalars['String']['output']>;
};

export type BookingPage = {
  __typename: 'BookingPage';
  /** Newest first. */
  bookings: Array<Booking>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Sum of the amounts of the matching PAID bookings (what the dashboard counts as revenue), paise. */
  paidAmountPaise: Scalars['Int']['output'];
  /** How many matching bookings are PAID. */
  paidCount: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type BookingStatus =
  /** Cancelled by the customer before paying; the seats were freed. */
  | 'CANCELLED'
  /** The hold ended unpaid; the seats were freed. */
  | 'EXPIRED'
  | 'PAID'
  /** Holding its seats until paid or until the hold ends. */
  | 'PENDING'
  /** The money was returned (cancelled after paying, refunded by an admin, or paid after the seats had gone to someone else); the seats were freed. */
  | 'REFUNDED';

/** The cancellation policy shown before a customer confirms. */
export type CancellationPolicy = {
  __typename: 'CancellationPolicy';
  /** How long before the show a paid booking can still be cancelled. */
  cutoffMinutes: Scalars['Int']['output'];
  /** Share of the amount kept on cancellation. */
  feePercent: Scalars['Int']['output'];
  /** The policy in one sentence, for people. */
  text: Scalars['String']['output'];
};

/** The cancellation terms of one booking for the caller, as of now. */
export type CancellationQuote = {
  __typename: 'CancellationQuote';
  allowed: Scalars['Boolean']['output'];
  /** Until when a paid booking can be cancelled (CANCEL_CUTOFF before the show). */
  deadline: Scalars['Time']['output'];
  feePaise: Scalars['Int']['output'];
  /** Kept from a paid booking's amount when it is cancelled. */
  feePercent: Scalars['Int']['output'];
  /** Why cancelling is not allowed now; null when it is. */
  reason: Maybe<Scalars['String']['output']>;
  /** What cancelling now would return (0 for an unpaid booking). */
  refundPaise: Scalars['Int']['output'];
};

export type CastMember = {
  __typename: 'CastMember';
  character: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Path relative to the image service; null when the person has no photo. */
  profilePath: Maybe<Scalars['String']['output']>;
  /** Absolute or server-relative URL of the photo; null when there is none. */
  profileUrl: Maybe<Scalars['String']['output']>;
};

/** A seat category's ticket price, GST included. */
export type CategoryPrice = {
  __typename: 'CategoryPrice';
  category: Scalars['String']['output'];
  /** Rupees (pricePaise / 100). */
  price: Scalars['Float']['output'];
  pricePaise: Scalars['Int']['output'];
};

export type CategoryPriceInput = {
  category: Scalars['String']['input'];
  pricePaise: Scalars['Int']['input'];
};

/** CBFC certificates. A is for adults only: booking asks for confirmAge and the door checks ID. */
export type Certificate =
  | 'A'
  | 'S'
  | 'U'
  | 'UA7'
  | 'UA13'
  | 'UA16';

/** A ticket admitted at the door. */
export type CheckIn = {
  __typename: 'CheckIn';
  /** "A — check ID" for a show of an A-certificate film: the usher checks the holders' age; null otherwise. */
  ageCheck: Maybe<Scalars['String']['output']>;
  booking: Booking;
  checkedInAt: Scalars['Time']['output'];
  /** "collect: 1 × Large popcorn, 2 × Cola" for food still to hand over; null when there is none. */
  collect: Maybe<Scalars['String']['output']>;
};

/** A venue. Its shows are dated and timed in its time zone. */
export type Cinema = {
  __typename: 'Cinema';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** Minutes a screen needs between two shows. */
  cleaningBufferMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /**
   * The food and drink menu, in the cinema's order, unavailable items included
   * (available says so). stockLeft is for the day of showId's show when given,
   * else for the cinema's today.
   */
  menu: Array<MenuItem>;
  name: Scalars['String']['output'];
  screens: Array<Screen>;
  /** Whether a booking may not leave one empty seat between taken seats in a row. */
  singleSeatGapRule: Scalars['Boolean']['output'];
  /** IANA zone name; THEATRE_TZ for the default cinema. */
  timeZone: Scalars['String']['output'];
};


/** A venue. Its shows are dated and timed in its time zone. */
export type CinemaMenuArgs = {
  showId?: InputMaybe<Scalars['ID']['input']>;
};

export type CinemaInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** Defaults to 20. */
  cleaningBufferMinutes?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  singleSeatGapRule?: InputMaybe<Scalars['Boolean']['input']>;
  /** IANA zone name such as Asia/Kolkata; empty means THEATRE_TZ. */
  timeZone: Scalars['String']['input'];
};

/** One cinema's shows of a movie on one local date, for the booking page. */
export type CinemaShowTimes = {
  __typename: 'CinemaShowTimes';
  cinema: Cinema;
  maxPricePaise: Scalars['Int']['output'];
  /** Cheapest and dearest seat price of these shows, paise. */
  minPricePaise: Scalars['Int']['output'];
  times: Array<ShowAvailability>;
};

/** What a copy (copyWeek, copyCinemaWeek, repeatShow) made and what it left out. */
export type CopyWeekResult = {
  __typename: 'CopyWeekResult';
  /** The shows created, by start. */
  created: Array<Show>;
  /** The shows not created, by local date and time. */
  skipped: Array<SkippedShow>;
};

/** The person a booking belongs to. */
export type Customer = {
  __typename: 'Customer';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The admin's overview. */
export type Dashboard = {
  __typename: 'Dashboard';
  /** Upcoming shows, soonest first. */
  activeShows: Array<Show>;
  /** Seats of upcoming shows held right now by unpaid bookings. */
  heldSeats: Scalars['Int']['output'];
  /** The same weekday last week's figures, to compare today with. */
  sameDayLastWeek: DayFigures;
  /** Seats of upcoming shows that are paid. */
  soldSeats: Scalars['Int']['output'];
  /** Today's figures: the cinema's local date (THEATRE_TZ's for every cinema). */
  today: DayFigures;
  /** Paid bookings. */
  totalBookings: Scalars['Int']['output'];
  /** Revenue from paid bookings, in rupees. */
  totalRevenue: Scalars['Float']['output'];
  totalRevenuePaise: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
};

/** One local day's paid bookings (of the shows playing that day), as salesReport counts them. */
export type DayFigures = {
  __typename: 'DayFigures';
  bookings: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  grossPaise: Scalars['Int']['output'];
  tickets: Scalars['Int']['output'];
};

export type FavouriteToggle = {
  __typename: 'FavouriteToggle';
  /** True when the movie is now a favourite, false when it was removed. */
  isFavourite: Scalars['Boolean']['output'];
  movie: Movie;
};

/** One menu item's sales: units, what they sold for (GST inside, before any discount) and the GST inside. */
export type FoodSalesRow = {
  __typename: 'FoodSalesRow';
  category: Scalars['String']['output'];
  grossPaise: Scalars['Int']['output'];
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** grossPaise - taxPaise. */
  netPaise: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  taxPaise: Scalars['Int']['output'];
};

export type Genre = {
  __typename: 'Genre';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A file attached to an e-mail. */
export type MailAttachment = {
  __typename: 'MailAttachment';
  contentType: Scalars['String']['output'];
  /** The file as a base64 data: URL. */
  dataUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** What an e-mail is about. */
export type MailKind =
  | 'CANCELLED'
  | 'PAID'
  | 'REFUNDED'
  | 'REMINDER'
  /** The show was cancelled: a refund on its way, or nothing charged. */
  | 'SHOW_CANCELLED'
  /** The show moved to another time or screen (one message per move). */
  | 'SHOW_MOVED'
  /** Seats held for a waiter from the waitlist. */
  | 'WAITLIST_OFFER';

/** One item of a cinema's food and drink menu; combos are items too. */
export type MenuItem = {
  __typename: 'MenuItem';
  /** Whether it can be ordered now (admins switch it off when the counter runs out). */
  available: Scalars['Boolean']['output'];
  /** Free text the menu groups by: popcorn, drinks, combos, snacks... */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The GST inside the price: 5 or 18. */
  gstRatePercent: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** GST-inclusive price. */
  pricePaise: Scalars['Int']['output'];
  /**
   * Units left to sell for the day: of the show when the menu was asked for with
   * showId, else of the cinema's today. Null when the item has no daily stock.
   */
  stockLeft: Maybe<Scalars['Int']['output']>;
  /** Units that may be sold per cinema-local day; null for no limit. */
  stockPerDay: Maybe<Scalars['Int']['output']>;
};

/** A menu item to add (no id) or change (id of one of the cinema's items). */
export type MenuItemInput = {
  available: Scalars['Boolean']['input'];
  category: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** 5 or 18. */
  gstRatePercent: Scalars['Int']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** GST-inclusive, more than 0. */
  pricePaise: Scalars['Int']['input'];
  /** Units that may be sold per day; null for no limit. */
  stockPerDay?: InputMaybe<Scalars['Int']['input']>;
};

/** An amount of one payment method. */
export type MethodAmount = {
  __typename: 'MethodAmount';
  amountPaise: Scalars['Int']['output'];
  method: PaymentMethod;
};

export type MethodAmountInput = {
  amountPaise: Scalars['Int']['input'];
  method: PaymentMethod;
};

export type Movie = {
  __typename: 'Movie';
  backdropPath: Maybe<Scalars['String']['output']>;
  backdropUrl: Maybe<Scalars['String']['output']>;
  /** Whether the caller may review it: signed in, with a ticket for it admitted at the door (any cinema). */
  canReview: Scalars['Boolean']['output'];
  /** Cast in billing order. */
  casts: Array<CastMember>;
  /** The CBFC certificate; null until an admin sets it (setMovieCertificate). An A film asks bookers to confirm their age. */
  certificate: Maybe<Certificate>;
  genreNames: Array<Scalars['String']['output']>;
  genres: Array<Genre>;
  /** The catalogue id (TMDB's numeric id). */
  id: Scalars['ID']['output'];
  /** Whether the caller has this movie among their favourites (false when signed out). */
  isFavourite: Scalars['Boolean']['output'];
  /** The caller's own review of it (hidden or not); null when signed out or not written. */
  myReview: Maybe<Review>;
  originalLanguage: Scalars['String']['output'];
  overview: Scalars['String']['output'];
  posterPath: Maybe<Scalars['String']['output']>;
  /** Ready-to-use image URLs (null when the movie has no such image). */
  posterUrl: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  releaseDate: Scalars['String']['output'];
  /** Its visible verified reviews, newest first: limit 1 to 50, offset 0 to 10000. */
  reviews: Array<Review>;
  /** Minutes. */
  runtime: Scalars['Int']['output'];
  /** Upcoming shows grouped by date in each show's cinema's time zone, earliest first. */
  showTimes: Array<ShowDate>;
  tagline: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** YouTube video key of the trailer, null when there is none. */
  trailerKey: Maybe<Scalars['String']['output']>;
  /** How many visible verified reviews it has. */
  verifiedCount: Scalars['Int']['output'];
  /** The average rating of its visible verified reviews; null while it has none. */
  verifiedRating: Maybe<Scalars['Float']['output']>;
  /**
   * The versions (format, language, subtitles) the movie's upcoming shows play in,
   * by language, format and subtitles: the chips of the movie page.
   */
  versions: Array<ShowVersion>;
  voteAverage: Scalars['Float']['output'];
  voteCount: Scalars['Int']['output'];
};


export type MovieReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Narrows the movie list. Every field is optional; null and the empty string
 * mean "any", so no filter lists exactly what movies lists without one.
 */
export type MovieFilter = {
  /**
   * A city as Query.cities spells it, ignoring letter case: movies with an
   * upcoming show at a cinema there (with date, one that day), and the
   * soonest show is the soonest there. At most 60 characters; a city without
   * a cinema matches nothing.
   */
  city?: InputMaybe<Scalars['String']['input']>;
  /**
   * YYYY-MM-DD: movies with an upcoming show that local day, in the time zone
   * of the show's cinema. With SOONEST_SHOW, the soonest show of that day counts.
   */
  date?: InputMaybe<Scalars['String']['input']>;
  /** Movies with an upcoming show in this format (with date and language: one show of all three). */
  format?: InputMaybe<ShowFormat>;
  /** A genre name as Movie.genreNames spells it, ignoring letter case. */
  genre?: InputMaybe<Scalars['String']['input']>;
  /**
   * A language code (e.g. hi, en), ignoring letter case: movies with an upcoming show
   * in that audio language (a show states its language, else plays the movie's original one).
   */
  language?: InputMaybe<Scalars['String']['input']>;
  /**
   * Words typed as you go: a movie matches when every word begins a word of
   * its title or of a cast member's name, ignoring letter case ("inter" finds
   * Interstellar, "matt mc" finds the films of Matthew McConaughey). At most 100
   * characters; text with no letter or digit matches nothing.
   */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What the movies filter can choose from. */
export type MovieFilterOptions = {
  __typename: 'MovieFilterOptions';
  /** The local dates (YYYY-MM-DD, in each cinema's time zone) that have upcoming shows, in order. */
  dates: Array<Scalars['String']['output']>;
  /** The formats of the upcoming shows, in ShowFormat's order. */
  formats: Array<ShowFormat>;
  /** Genre names, sorted. */
  genres: Array<Scalars['String']['output']>;
  /** Audio-language codes of the upcoming shows (e.g. en, hi), sorted. */
  languages: Array<Scalars['String']['output']>;
};

/** How the movie list is ordered; ties go to the soonest show, then the id. */
export type MovieSort =
  /** Latest releaseDate first. */
  | 'NEWEST'
  /** Highest voteAverage first. */
  | 'RATING'
  /**
   * Best match first: movies matching the search in their title before those
   * matching only in their cast. Without a search, the same as SOONEST_SHOW.
   */
  | 'RELEVANCE'
  /** The movie whose next show starts first comes first. */
  | 'SOONEST_SHOW';

export type Mutation = {
  __typename: 'Mutation';
  /**
   * Schedules a movie on the default screen (Screen 1 of the default cinema)
   * at its local dates and times, with showPrice for every seat category. A
   * movie, at least one date with a time and a price are required ('Missing
   * required fields'); times must be in the future; a time the movie already
   * has there is skipped; an overlap with another show fails with
   * SCREEN_BUSY. maxSeats (1 to 10, default 5; BAD_USER_INPUT otherwise) is the
   * most seats one booking of each show may hold. Returns the shows created.
   */
  addShows: Array<Show>;
  /**
   * Cancels one of the caller's bookings and frees its seats live. A pending
   * one becomes CANCELLED. A paid one, until CANCEL_CUTOFF before the show,
   * is refunded minus CANCEL_FEE_PERCENT and becomes REFUNDED; after the
   * cutoff it fails with CANCEL_CUTOFF_PASSED; when the refund fails it stays
   * PAID and fails with REFUND_FAILED.
   */
  cancelBooking: Booking;
  /**
   * Cancels a show (reason: 1 to 200 characters, told to its customers). In one
   * transaction the show stops selling and frees its screen, every pending hold ends,
   * every booking is e-mailed (SHOW_CANCELLED) and open seat maps and ticket pages see
   * the new status; then every paid booking is refunded in full, once, through the
   * admin's refund path (a refund that fails, or a server that dies, is resumed later).
   * A ticket already admitted at the door is not refunded (Booking.needsAttention).
   * Cancelling again only resumes refunds. A show that is over cannot be cancelled.
   */
  cancelShow: Show;
  /**
   * Admits a ticket at the door, once. code is the signed ticket code (the
   * QR), or the booking reference printed on the ticket as staff type it (any
   * case; O reads as 0, I and L as 1; at most
   * RATE_LIMIT_REFERENCE_CHECKINS_PER_MINUTE_USER a minute per staff user,
   * then RATE_LIMITED with extensions.retryAfter). Refusals carry their reason
   * in extensions.code: INVALID_TICKET, TICKET_CANCELLED, TICKET_REFUNDED,
   * TICKET_EXPIRED, TICKET_UNPAID, NOT_TODAY, SHOW_OVER, or ALREADY_CHECKED_IN
   * with extensions.checkedInAt (the first scan's time), reference, movie,
   * showDate and showTime (local), timeZone, cinema, screen and seats
   * ([{label, category}]), what the first scan showed.
   */
  checkIn: CheckIn;
  /** Closes the caller's open till with what was counted per method; the difference is counted less expected. */
  closeTill: Till;
  /** Closes a waiting room: its queue ends and its shows book without admission again. */
  closeWaitingRoom: WaitingRoom;
  /** copyWeek for every screen of a cinema. */
  copyCinemaWeek: CopyWeekResult;
  /**
   * Copies a screen's week: every scheduled show starting in the seven local days from
   * fromDate is scheduled again on the same weekday of the week from toDate (at least
   * seven days later) at the same local time, in the same version. A copy is priced as
   * its original was (by the best card for its new time when a card priced it, else with
   * its prices). Copies that clash with another show (the database's SCREEN_BUSY), are
   * already there, are in the past or cannot be priced are skipped and listed.
   */
  copyWeek: CopyWeekResult;
  /**
   * Claims 1 to the show's maxSeats (5 by default) seats of an upcoming show for the
   * caller, all or none, holding them until paid or until the hold ends. Each
   * label must be a seat of the show's layout (A1 to J9 on the default screen),
   * not blocked. A taken seat fails with CONFLICT and extensions.seats naming
   * the seats.
   *
   * idempotencyKey (1 to 100 visible ASCII characters, such as a UUID) makes
   * the request safe to retry: the client draws one per confirmed selection
   * and sends it again with a retry. The same caller sending the same show
   * and seats (in any order) with a key already used gets that key's booking
   * back, with its payment link, while it is PENDING within its hold or once
   * it is PAID, instead of CONFLICT. A used key with another show or other
   * seats, or whose booking has ended (EXPIRED, CANCELLED, REFUNDED), fails
   * with BAD_USER_INPUT: choose again with a new key.
   *
   * confirmAge: the customer confirms that everyone booked for is 18 or older, which
   * a show of an A-certificate film requires (AGE_CONFIRMATION_REQUIRED without it);
   * recorded as Booking.ageConfirmed. A cancelled show fails with SHOW_CANCELLED, and a
   * show moved or repriced while the booking was made with SHOW_CHANGED.
   *
   * food: items of the show's cinema's menu, 1 to 10 each (BAD_USER_INPUT otherwise,
   * and for unknown or unavailable items); their stock is claimed with the seats
   * (OUT_OF_STOCK naming the item when short) and returned if the booking ends unpaid.
   * promoCode: one code, matched whatever the case; without one the best automatic
   * offer applies. Refused with PROMO_INVALID (unknown, paused, outside its dates,
   * cinemas, formats or days), PROMO_EXHAUSTED (no redemptions left, in all or for
   * this customer, counting pending bookings that hold one) or PROMO_MIN_TICKETS.
   *
   * admissionToken: while a waiting room is open for the show or its movie, the caller's
   * admission (QueuePosition.admissionToken), used by this booking once; without a valid
   * unused one ADMISSION_REQUIRED, and past the room's per-user cap TICKET_CAP_REACHED.
   */
  createBooking: Booking;
  createCinema: Cinema;
  /** Creates a promo code or an automatic offer. A code already in use (whatever its case) is BAD_USER_INPUT. */
  createOffer: Offer;
  /** Adds a price card to a cinema (BAD_USER_INPUT for a bad card). */
  createPriceCard: PriceCard;
  /** Creates a screen with version 1 of its layout. A bad layout fails with BAD_USER_INPUT. */
  createScreen: Screen;
  /** Deletes a price card: it prices nothing more; the shows it priced keep their prices (NOT_FOUND for an unknown or deleted card). */
  deletePriceCard: Scalars['Boolean']['output'];
  /** Hides a review from every list and average, keeping it and an audit row; false when it was hidden already. */
  hideReview: Scalars['Boolean']['output'];
  /**
   * Gives the signed-in caller a place in the room, first come first served, or the one they have (a refresh
   * or a second tab keeps it); one whose admission was used or ended joins again at the back. Signed-out
   * visitors get UNAUTHENTICATED: one place per signed-in user.
   */
  joinQueue: QueuePosition;
  /**
   * Joins the show's waitlist for seats (1 to the show's maxSeats, BAD_USER_INPUT otherwise), optionally
   * together in one row and of one seat category. One active entry per customer and show (BAD_USER_INPUT
   * for a second). When seats free up they are offered in join order to the first entry they satisfy:
   * held for the waiter as a PENDING booking for WAITLIST_OFFER_MINUTES, e-mailed and pushed live.
   */
  joinWaitlist: WaitlistEntry;
  /** Leaves the waitlist (LEFT); a held offer is cancelled and its seats go to the next waiter. */
  leaveWaitlist: WaitlistEntry;
  /** Staff hand a paid booking's food over at the counter: its lines become collected (idempotent). */
  markFoodCollected: Booking;
  /**
   * Moves a scheduled show that has not started to another screen of its cinema, date
   * or time (each null keeps what it is). Its sold and held seats move by label:
   * a layout without one of them fails with SEATS_NOT_IN_LAYOUT and extensions.seats;
   * another show in the way with SCREEN_BUSY. Every paid booking and live hold is
   * e-mailed (SHOW_MOVED), and open seat maps get the new show revision.
   */
  moveShow: Show;
  /** Opens a till for the caller with a float of cash (CONFLICT when they have one open). */
  openTill: Till;
  /** Opens a waiting room for a movie or one show (exactly one of the two; CONFLICT when one is open). */
  openWaitingRoom: WaitingRoom;
  /** Refunds a paid counter sale in full out of the caller's open till and frees its seats. */
  refundAtCounter: Booking;
  /** Refunds any paid booking in full and frees its seats (REFUND_FAILED leaves it PAID). */
  refundBooking: Booking;
  /** Renames a screen (1 to 60 characters, else BAD_USER_INPUT; NOT_FOUND for an unknown id). */
  renameScreen: Screen;
  /** Schedules a show again at the same local time on each of the next days days (1 to 60), skipping and listing clashes as copyWeek does. */
  repeatShow: CopyWeekResult;
  /** Puts a FAILED or KEPT outbox message back in the queue. */
  retryOutboxMessage: OutboxMessage;
  /**
   * Rates and reviews a movie as the caller, or edits the caller's review of it (one per movie).
   * NOT_ADMITTED unless a ticket of theirs for the movie was admitted at the door (any cinema);
   * BAD_USER_INPUT for a rating outside 1..10 or text over 1,000 characters.
   */
  reviewMovie: Review;
  /**
   * Schedules a movie on a screen at dates and times local to its cinema, in a
   * version (default: 2D, the movie's original language) whose format the screen
   * shows (BAD_USER_INPUT otherwise), with a price (paise, GST included) for every
   * seat category the layout uses: given in prices, or, for each category left out,
   * the cinema's best-matching price card's at each show's time (PRICE_CARD_TIE when
   * two tie; BAD_USER_INPUT when none matches). A time the movie already has on the
   * screen is skipped; an overlap with another show (start to start + runtime +
   * cleaning buffer) fails the whole call with SCREEN_BUSY naming that show.
   * maxSeats (1 to 10, default 5; BAD_USER_INPUT otherwise) is the most seats one
   * booking of each show may hold.
   */
  scheduleShows: Array<Show>;
  /**
   * Sells seats at the counter into the caller's open till: a booking through the same seat engine as
   * createBooking (CONFLICT naming taken seats), PAID at once, channel COUNTER, with the usual reference,
   * ticket code and check-in; every open seat map sees it. method is CASH, CARD or UPI; CARD and UPI need
   * paymentReference (the terminal's reference, the UPI UTR). contact is an optional phone or e-mail: an e-mail
   * address is sent the e-ticket (through the mail outbox, like an online confirmation); a phone number is only stored.
   * food: items of the show's cinema's menu, as createBooking takes them (1 to 10 each, BAD_USER_INPUT for unknown or
   * unavailable items, OUT_OF_STOCK naming the item when short): their stock is taken with the seats, their lines are
   * in the booking's price breakdown and amount (so a CASH sale's food is in the till's expected cash), and a refund at
   * the counter gives back the stock of food not yet handed over.
   */
  sellAtCounter: Booking;
  /**
   * A film's hire agreement at a cinema: the distributor's percentage of net ticket revenue for each week
   * of release (the last one holds for every later week), and an optional weekly minimum guarantee.
   */
  setFilmHire: Scalars['Boolean']['output'];
  /** Sets a stored movie's certificate. */
  setMovieCertificate: Movie;
  /** Pauses an offer (refused from then on; bookings holding it keep it) or resumes it. */
  setOfferPaused: Offer;
  /** Sets the formats a screen projects (at least one; not one an upcoming show of the screen plays in). */
  setScreenFormats: Screen;
  /** Adds the movie to the caller's favourites, or removes it when already there. */
  toggleFavourite: FavouriteToggle;
  /**
   * Replaces a cinema's details under the rules of createCinema (BAD_USER_INPUT
   * otherwise; NOT_FOUND for an unknown id); a null cleaningBufferMinutes or
   * singleSeatGapRule keeps the current value. A changed cleaning buffer applies
   * only to shows scheduled later: existing shows keep their occupied-until.
   */
  updateCinema: Cinema;
  /** Stores a new layout version; shows already scheduled keep theirs. */
  updateScreenLayout: Screen;
  /**
   * New category prices for a scheduled show that has not started, for the bookings
   * made from now on (a category left out keeps its price; bookings made keep what they
   * paid, and a booking priced at the old prices while this ran fails with SHOW_CHANGED).
   */
  updateShowPrices: Show;
  /** Adds an item to a cinema's menu, or changes one of its items (input.id). */
  upsertMenuItem: MenuItem;
};


export type MutationAddShowsArgs = {
  maxSeats?: InputMaybe<Scalars['Int']['input']>;
  movieId: Scalars['ID']['input'];
  showPrice?: InputMaybe<Scalars['Float']['input']>;
  showsInput: Array<ShowsInput>;
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelShowArgs = {
  reason: Scalars['String']['input'];
  showId: Scalars['ID']['input'];
};


export type MutationCheckInArgs = {
  code: Scalars['String']['input'];
};


export type MutationCloseTillArgs = {
  counted: Array<MethodAmountInput>;
};


export type MutationCloseWaitingRoomArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCopyCinemaWeekArgs = {
  cinemaId: Scalars['ID']['input'];
  fromDate: Scalars['String']['input'];
  toDate: Scalars['String']['input'];
};


export type MutationCopyWeekArgs = {
  fromDate: Scalars['String']['input'];
  screenId: Scalars['ID']['input'];
  toDate: Scalars['String']['input'];
};


export type MutationCreateBookingArgs = {
  admissionToken?: InputMaybe<Scalars['String']['input']>;
  confirmAge?: InputMaybe<Scalars['Boolean']['input']>;
  food?: InputMaybe<Array<OrderLineInput>>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  seats: Array<Scalars['String']['input']>;
  showId: Scalars['ID']['input'];
};


export type MutationCreateCinemaArgs = {
  input: CinemaInput;
};


export type MutationCreateOfferArgs = {
  input: OfferInput;
};


export type MutationCreatePriceCardArgs = {
  cinemaId: Scalars['ID']['input'];
  input: PriceCardInput;
};


export type MutationCreateScreenArgs = {
  cinemaId: Scalars['ID']['input'];
  layout: SeatLayoutInput;
  name: Scalars['String']['input'];
};


export type MutationDeletePriceCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHideReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationJoinQueueArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationJoinWaitlistArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  seats: Scalars['Int']['input'];
  showId: Scalars['ID']['input'];
  together?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationLeaveWaitlistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkFoodCollectedArgs = {
  bookingId: Scalars['ID']['input'];
};


export type MutationMoveShowArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  screenId?: InputMaybe<Scalars['ID']['input']>;
  showId: Scalars['ID']['input'];
  time?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOpenTillArgs = {
  floatPaise: Scalars['Int']['input'];
};


export type MutationOpenWaitingRoomArgs = {
  admitPerMinute: Scalars['Int']['input'];
  maxTicketsPerUser: Scalars['Int']['input'];
  movieId?: InputMaybe<Scalars['ID']['input']>;
  sessionMinutes: Scalars['Int']['input'];
  showId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRefundAtCounterArgs = {
  bookingId: Scalars['ID']['input'];
};


export type MutationRefundBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameScreenArgs = {
  name: Scalars['String']['input'];
  screenId: Scalars['ID']['input'];
};


export type MutationRepeatShowArgs = {
  days: Scalars['Int']['input'];
  showId: Scalars['ID']['input'];
};


export type MutationRetryOutboxMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReviewMovieArgs = {
  movieId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationScheduleShowsArgs = {
  maxSeats?: InputMaybe<Scalars['Int']['input']>;
  movieId: Scalars['ID']['input'];
  prices?: InputMaybe<Array<CategoryPriceInput>>;
  screenId: Scalars['ID']['input'];
  showsInput: Array<ShowsInput>;
  version?: InputMaybe<ShowVersionInput>;
};


export type MutationSellAtCounterArgs = {
  contact?: InputMaybe<Scalars['String']['input']>;
  food?: InputMaybe<Array<OrderLineInput>>;
  method: PaymentMethod;
  paymentReference?: InputMaybe<Scalars['String']['input']>;
  seats: Array<Scalars['String']['input']>;
  showId: Scalars['ID']['input'];
};


export type MutationSetFilmHireArgs = {
  cinemaId: Scalars['ID']['input'];
  distributor: Scalars['String']['input'];
  minimumGuaranteePaise?: InputMaybe<Scalars['Int']['input']>;
  movieId: Scalars['ID']['input'];
  weeklyPercent: Array<Scalars['Float']['input']>;
};


export type MutationSetMovieCertificateArgs = {
  certificate: Certificate;
  movieId: Scalars['ID']['input'];
};


export type MutationSetOfferPausedArgs = {
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
};


export type MutationSetScreenFormatsArgs = {
  formats: Array<ShowFormat>;
  screenId: Scalars['ID']['input'];
};


export type MutationToggleFavouriteArgs = {
  movieId: Scalars['ID']['input'];
};


export type MutationUpdateCinemaArgs = {
  id: Scalars['ID']['input'];
  input: CinemaInput;
};


export type MutationUpdateScreenLayoutArgs = {
  layout: SeatLayoutInput;
  screenId: Scalars['ID']['input'];
};


export type MutationUpdateShowPricesArgs = {
  prices: Array<CategoryPriceInput>;
  showId: Scalars['ID']['input'];
};


export type MutationUpsertMenuItemArgs = {
  cinemaId: Scalars['ID']['input'];
  input: MenuItemInput;
};

/** The shows of one screen starting in one local hour (0-23) of one weekday (0 = Sunday). */
export type OccupancyCell = {
  __typename: 'OccupancyCell';
  hour: Scalars['Int']['output'];
  screenId: Scalars['ID']['output'];
  /** The shows' seats. */
  seats: Scalars['Int']['output'];
  shows: Scalars['Int']['output'];
  /** Seats of paid bookings. */
  sold: Scalars['Int']['output'];
  weekday: Scalars['Int']['output'];
};

/**
 * A promo code, or without a code an automatic offer (the best one that applies
 * is taken when the customer enters no code). Redemptions count only paid
 * bookings; a pending booking holds one until it is paid or ends, so a code is
 * never promised to more bookings than it has redemptions.
 */
export type Offer = {
  __typename: 'Offer';
  appliesTo: OfferScope;
  /** Most paise one booking saves; null for no cap. */
  capPaise: Maybe<Scalars['Int']['output']>;
  /** Cinemas it is restricted to; empty for all. */
  cinemaIds: Array<Scalars['ID']['output']>;
  /** As created; matched whatever the case. Null for an automatic offer. */
  code: Maybe<Scalars['String']['output']>;
  /** Bookable until (exclusive); null for no end. */
  endsAt: Maybe<Scalars['Time']['output']>;
  /** Show formats it is restricted to; empty for all. */
  formats: Array<ShowFormat>;
  /** Pending bookings holding a redemption right now. */
  held: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: OfferKind;
  /** Bookings per customer; 0 for no limit. */
  maxPerUser: Scalars['Int']['output'];
  /** Redemptions in all; null for no limit. */
  maxRedemptions: Maybe<Scalars['Int']['output']>;
  minTickets: Scalars['Int']['output'];
  paused: Scalars['Boolean']['output'];
  /** Paid bookings that used it. */
  redemptions: Scalars['Int']['output'];
  /** Bookable from (inclusive); null for no start. */
  startsAt: Maybe<Scalars['Time']['output']>;
  title: Scalars['String']['output'];
  /** Percent for PERCENT, paise for FLAT_PAISE. */
  value: Scalars['Int']['output'];
  /** Days (of the show) it is restricted to; empty for all. */
  weekdays: Array<Weekday>;
};

/** A new offer. */
export type OfferInput = {
  appliesTo: OfferScope;
  capPaise?: InputMaybe<Scalars['Int']['input']>;
  cinemaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Leave out for an automatic offer; 3 to 20 letters and digits, unique whatever the case. */
  code?: InputMaybe<Scalars['String']['input']>;
  endsAt?: InputMaybe<Scalars['Time']['input']>;
  formats?: InputMaybe<Array<ShowFormat>>;
  kind: OfferKind;
  /** Bookings per customer; leave out for 1 on a code, no limit (0) on an automatic offer. */
  maxPerUser?: InputMaybe<Scalars['Int']['input']>;
  maxRedemptions?: InputMaybe<Scalars['Int']['input']>;
  minTickets?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['Time']['input']>;
  title: Scalars['String']['input'];
  value: Scalars['Int']['input'];
  weekdays?: InputMaybe<Array<Weekday>>;
};

/** How an offer takes money off. */
export type OfferKind =
  /** value paise off what it applies to, at most all of it. */
  | 'FLAT_PAISE'
  /** value percent (1 to 100) of what it applies to, up to capPaise. */
  | 'PERCENT';

/** One offer's paid bookings: how many used it, what it took off them (its cost) and what they paid. */
export type OfferReportRow = {
  __typename: 'OfferReportRow';
  /** The promo code; null for an automatic offer. */
  code: Maybe<Scalars['String']['output']>;
  costPaise: Scalars['Int']['output'];
  grossPaise: Scalars['Int']['output'];
  offerId: Scalars['ID']['output'];
  redemptions: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** What an offer applies to. */
export type OfferScope =
  | 'ALL'
  | 'FOOD'
  | 'TICKETS';

/** One item of a booking's food order, as it was sold. */
export type OrderLine = {
  __typename: 'OrderLine';
  /** GST-inclusive: the item's price at the time × quantity. */
  amountPaise: Scalars['Int']['output'];
  /** Whether staff handed it over at the counter (markFoodCollected). */
  collected: Scalars['Boolean']['output'];
  item: MenuItem;
  quantity: Scalars['Int']['output'];
};

/** An item and how many of it (1 to 10). */
export type OrderLineInput = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** One e-mail of the outbox. */
export type OutboxMessage = {
  __typename: 'OutboxMessage';
  /**
   * The files the customer gets with it, made by the mail worker's own code
   * from the booking as it is now: the ticket's QR code (PNG) and calendar
   * entry (.ics) for PAID and REMINDER messages; none for the others.
   */
  attachments: Array<MailAttachment>;
  attempts: Scalars['Int']['output'];
  bookingReference: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  /** When it is due (a reminder is due REMINDER_HOURS before the show). */
  dueAt: Scalars['Time']['output'];
  /** The HTML part. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: MailKind;
  lastError: Maybe<Scalars['String']['output']>;
  sentAt: Maybe<Scalars['Time']['output']>;
  status: OutboxStatus;
  subject: Scalars['String']['output'];
  /** The plain-text part. */
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type OutboxPage = {
  __typename: 'OutboxPage';
  limit: Scalars['Int']['output'];
  /** Newest first. */
  messages: Array<OutboxMessage>;
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OutboxStatus =
  /** Gave up: a permanent SMTP refusal or too many attempts; lastError says why. */
  | 'FAILED'
  /** Kept undelivered because no SMTP_URL is set (development). */
  | 'KEPT'
  /** Waiting for its first or next attempt. */
  | 'PENDING'
  | 'SENT';

/** How a booking was paid: online through Stripe or the test checkout, at the counter in cash, by card (a terminal outside Marquee) or UPI. */
export type PaymentMethod =
  | 'CARD'
  | 'CASH'
  | 'STRIPE'
  | 'TEST_CHECKOUT'
  | 'UPI';

/**
 * What a booking costs. Ticket prices include GST (12% up to ₹100 a ticket,
 * 18% above), food prices too (5% or 18% by item); the booking fee carries 18%
 * GST on top. taxPaise is all the GST inside totalPaise:
 * totalPaise = ticketsPaise + foodPaise - discountPaise + feePaise + the fee's GST.
 */
export type PriceBreakdown = {
  __typename: 'PriceBreakdown';
  /** What the offer takes off (GST-inclusive, like the prices it reduces). */
  discountPaise: Scalars['Int']['output'];
  /** Booking fees before their GST. */
  feePaise: Scalars['Int']['output'];
  /** GST-inclusive food and drink. */
  foodPaise: Scalars['Int']['output'];
  /**
   * The invoice's lines: one per seat category, one per food item, the discount
   * (negative) and the booking fee (its GST included). The amounts add up to
   * totalPaise and the taxes to taxPaise.
   */
  lines: Array<PriceLine>;
  /** The offer applied: the code entered, or the best automatic offer; null for none. */
  offer: Maybe<Offer>;
  taxPaise: Scalars['Int']['output'];
  ticketsPaise: Scalars['Int']['output'];
  totalPaise: Scalars['Int']['output'];
};

/**
 * A cinema's pricing rule: a price per seat category for the shows it matches.
 * Scheduling without a price for a category takes it from the best-matching card
 * of the show's cinema: of the cards matching the show's local day, time, format
 * and date, the one of highest priority (two at that priority fail with
 * PRICE_CARD_TIE naming both); an explicit price always wins.
 */
export type PriceCard = {
  __typename: 'PriceCard';
  /** ISO weekdays the card covers, 1 (Monday) to 7 (Sunday); empty is every day. */
  days: Array<Scalars['Int']['output']>;
  /** Whether the card was deleted (it still names the shows it priced). */
  deleted: Scalars['Boolean']['output'];
  /** YYYY-MM-DD local, inclusive; null is open. */
  endsOn: Maybe<Scalars['String']['output']>;
  /** The formats it prices; empty is every format. */
  formats: Array<ShowFormat>;
  /** HH:mm local, inclusive; null is midnight. */
  from: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  prices: Array<CategoryPrice>;
  /** Higher wins among the cards that match a show. */
  priority: Scalars['Int']['output'];
  /** YYYY-MM-DD local, inclusive; null is open. */
  startsOn: Maybe<Scalars['String']['output']>;
  /** HH:mm local, exclusive (24:00 is the end of the day); null is the end of the day. A band whose from is after its to runs past midnight. */
  to: Maybe<Scalars['String']['output']>;
};

/** A new price card (see PriceCard); priority -1000 to 1000, at most 12 prices. */
export type PriceCardInput = {
  days: Array<Scalars['Int']['input']>;
  endsOn?: InputMaybe<Scalars['String']['input']>;
  formats?: InputMaybe<Array<ShowFormat>>;
  from?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  prices: Array<CategoryPriceInput>;
  priority: Scalars['Int']['input'];
  startsOn?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One line of a breakdown. */
export type PriceLine = {
  __typename: 'PriceLine';
  /** What the line adds to the total, GST included (negative for the discount). */
  amountPaise: Scalars['Int']['output'];
  /** The GST rate inside the line; null for a discount spread over several rates. */
  gstRatePercent: Maybe<Scalars['Int']['output']>;
  kind: PriceLineKind;
  /** e.g. "Prime × 2", "2 × Cola", "Offer FIRST50", "Booking fee". */
  label: Scalars['String']['output'];
  /** The GST inside amountPaise (negative for the discount: the GST it takes off). */
  taxPaise: Scalars['Int']['output'];
};

/** What a line of a breakdown is. */
export type PriceLineKind =
  | 'DISCOUNT'
  | 'FEE'
  | 'FOOD'
  | 'TICKETS';

export type Query = {
  __typename: 'Query';
  /**
   * Every booking, newest first, one page at a time (limit at most 200).
   * reference finds one booking exactly; search matches a reference or the
   * customer's e-mail (case-insensitive); status keeps the listed statuses.
   */
  allBookings: BookingPage;
  /** Every show, soonest first; with cinemaId, that cinema's shows only. */
  allShows: Array<AdminShow>;
  /** The audit trail, newest first (limit 1 to 500): rows at from..to, by actorId, about subject (exact). */
  auditLog: Array<AuditEntry>;
  /**
   * The best free seats for count people together: one row when possible, nearest the screen's
   * centre line and the middle rows, never leaving a single empty seat where the cinema's gap
   * rule is on; within one category when category is given. Empty when no such group exists.
   */
  bestSeats: Array<Scalars['String']['output']>;
  /** The cancellation policy. */
  cancellationPolicy: CancellationPolicy;
  cinema: Cinema;
  /** Cinemas of a city (every cinema when city is null), by city and name. */
  cinemas: Array<Cinema>;
  /** Cities that have a cinema, sorted. */
  cities: Array<Scalars['String']['output']>;
  /**
   * A booking by its reference (any case; O reads as 0, I and L as 1), for a refund at the counter;
   * null when no booking has it.
   */
  counterBooking: Maybe<Booking>;
  /** Cast of a movie in billing order. */
  credits: Array<CastMember>;
  /**
   * The overview; with cinemaId, bookings, revenue and shows of that cinema only (users stay global).
   * With from and to (local YYYY-MM-DD, both included, given together), bookings and revenue are those
   * of the shows playing on those dates: salesReport's totals for the same range.
   */
  dashboard: Dashboard;
  /** The caller's favourite movies, most recently added first. */
  favourites: Array<Movie>;
  /** Food of the paid bookings of the shows playing on from..to (as salesReport), by menu item. */
  foodSalesReport: Array<FoodSalesRow>;
  isAdmin: Scalars['Boolean']['output'];
  /** The signed-in caller, or null. */
  me: Maybe<User>;
  movie: Movie;
  /** The genres, languages and dates the movies filter can choose from, for the movies that have upcoming shows. */
  movieFilterOptions: MovieFilterOptions;
  /**
   * Movies that have at least one upcoming show. Without arguments: every such
   * movie, soonest show first. filter narrows the list (BAD_USER_INPUT for a
   * search over 100 characters, a malformed date or language); sort orders it
   * (RELEVANCE when null); limit, from 1 to 100, keeps the first ones.
   */
  movies: Array<Movie>;
  /** The caller's bookings, newest first. */
  myBookings: Array<Booking>;
  /** The caller's open till, or the one they closed last; null if they never opened one. */
  myTill: Maybe<Till>;
  /** The caller's waitlist entries, newest first (UNAUTHENTICATED when signed out). */
  myWaitlist: Array<WaitlistEntry>;
  /** Movies an admin can schedule: TMDB's now playing, or the sample catalogue. */
  nowPlaying: Array<Movie>;
  /** The occupancy heat map of the shows playing on from..to: screen × weekday × hour. */
  occupancy: Array<OccupancyCell>;
  /** Seats of a show that cannot be taken now. */
  occupiedSeats: Array<Scalars['String']['output']>;
  /** Every offer, newest first, with its redemptions so far. */
  offers: Array<Offer>;
  /** Each offer's redemptions and cost over the paid bookings of the shows playing on from..to (as salesReport). */
  offersReport: Array<OfferReportRow>;
  /** The e-mail outbox, newest first (limit at most 200); status keeps one status. */
  outbox: OutboxPage;
  /** One message of the outbox (NOT_FOUND when there is none). */
  outboxMessage: OutboxMessage;
  /** A cinema's price cards in force, highest priority first. */
  priceCards: Array<PriceCard>;
  /**
   * Prices a seat selection, with food and a promo code, exactly as createBooking
   * would charge it; refuses as createBooking would (PROMO_INVALID,
   * PROMO_EXHAUSTED, PROMO_MIN_TICKETS, OUT_OF_STOCK, BAD_USER_INPUT).
   */
  quote: PriceBreakdown;
  /** The refunds made on local dates from..to at the show's cinema, newest first (at most 1000). */
  refundsReport: Array<RefundRow>;
  /**
   * Paid bookings of the shows playing on local dates from..to (YYYY-MM-DD, both included, at most
   * 366 days), each show's date in its own cinema's time zone; every cinema, or cinemaId's.
   */
  salesReport: Array<SalesRow>;
  screen: Screen;
  /** The week from weekStart (a Friday) at a cinema, one settlement per distributor (or distributor's only). */
  settlement: Array<Settlement>;
  show: Show;
  /** Every upcoming show, soonest first. */
  shows: Array<Show>;
  /**
   * For the movie's booking page: every cinema (of city, when given) showing
   * the movie on a local date (YYYY-MM-DD), with its times, price range and
   * how full each show is.
   */
  showsByDate: Array<CinemaShowTimes>;
  /**
   * Up to limit (1 to 20) other movies with upcoming shows, those sharing most
   * genres with the movie first; ties keep the soonest show first.
   */
  similarMovies: Array<Movie>;
  /** A booking by its reference, for its owner, staff and admins (NOT_FOUND for anyone else). */
  ticket: Booking;
  /**
   * A cinema's shows laid out for a timeline: days (1 to 14, default 7) local days from
   * the local date from (YYYY-MM-DD), per screen (one screen with screenId).
   */
  timeline: Timeline;
  /** The open waiting room in front of a show (its own, else its movie's) or a movie; null when there is none. */
  waitingRoom: Maybe<WaitingRoom>;
};


export type QueryAllBookingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<BookingStatus>>;
};


export type QueryAllShowsArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAuditLogArgs = {
  actorId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['Time']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Time']['input']>;
};


export type QueryBestSeatsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  count: Scalars['Int']['input'];
  showId: Scalars['ID']['input'];
};


export type QueryCinemaArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCinemasArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCounterBookingArgs = {
  reference: Scalars['String']['input'];
};


export type QueryCreditsArgs = {
  movieId: Scalars['ID']['input'];
};


export type QueryDashboardArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFoodSalesReportArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMovieArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMoviesArgs = {
  filter?: InputMaybe<MovieFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MovieSort>;
};


export type QueryOccupancyArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryOccupiedSeatsArgs = {
  showId: Scalars['ID']['input'];
};


export type QueryOffersReportArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryOutboxArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OutboxStatus>;
};


export type QueryOutboxMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPriceCardsArgs = {
  cinemaId: Scalars['ID']['input'];
};


export type QueryQuoteArgs = {
  food?: InputMaybe<Array<OrderLineInput>>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  seats: Array<Scalars['String']['input']>;
  showId: Scalars['ID']['input'];
};


export type QueryRefundsReportArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QuerySalesReportArgs = {
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  groupBy: ReportGroup;
  to: Scalars['String']['input'];
};


export type QueryScreenArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySettlementArgs = {
  cinemaId: Scalars['ID']['input'];
  distributor?: InputMaybe<Scalars['String']['input']>;
  weekStart: Scalars['String']['input'];
};


export type QueryShowArgs = {
  id: Scalars['ID']['input'];
};


export type QueryShowsByDateArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  date: Scalars['String']['input'];
  format?: InputMaybe<ShowFormat>;
  language?: InputMaybe<Scalars['String']['input']>;
  movieId: Scalars['ID']['input'];
};


export type QuerySimilarMoviesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  movieId: Scalars['ID']['input'];
};


export type QueryTicketArgs = {
  reference: Scalars['String']['input'];
};


export type QueryTimelineArgs = {
  cinemaId: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  screenId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWaitingRoomArgs = {
  movieId?: InputMaybe<Scalars['ID']['input']>;
  showId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where the caller stands in a waiting room. */
export type QueuePosition = {
  __typename: 'QueuePosition';
  /** The signed admission token to pass to createBooking, once admitted; one booking uses it. */
  admissionToken: Maybe<Scalars['String']['output']>;
  admitted: Scalars['Boolean']['output'];
  /** When the admission ends. */
  admittedUntil: Maybe<Scalars['Time']['output']>;
  ahead: Scalars['Int']['output'];
  estimatedWaitSeconds: Scalars['Int']['output'];
  /** 1 for the next person in; 0 once admitted. */
  position: Scalars['Int']['output'];
  roomId: Scalars['ID']['output'];
  /** Seats nobody holds or bought across the room's shows that have not started. */
  seatsLeft: Scalars['Int']['output'];
};

/** One booking's refund. */
export type RefundRow = {
  __typename: 'RefundRow';
  /** What the booking cost. */
  amountPaise: Scalars['Int']['output'];
  bookingId: Scalars['ID']['output'];
  channel: SalesChannel;
  /** The film's title. */
  movie: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  refundedAt: Scalars['Time']['output'];
  /** What went back (less any cancellation fee). */
  refundedPaise: Scalars['Int']['output'];
};

/** How a sales report groups paid bookings. */
export type ReportGroup =
  | 'CHANNEL'
  | 'DAY'
  | 'MOVIE'
  | 'SCREEN';

/**
 * A review by someone whose ticket for the movie was admitted at the door: a rating from 1 to 10 and
 * up to 1,000 characters of plain text.
 */
export type Review = {
  __typename: 'Review';
  /** The reviewer's name, as the app shows names elsewhere (never their e-mail). */
  author: Scalars['String']['output'];
  /** The cinema of that show. */
  cinemaName: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  movie: Movie;
  /** 1 to 10. */
  rating: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  /** The local date (YYYY-MM-DD) of the admitted show it was written after, in that cinema's time zone. */
  watchedAt: Scalars['String']['output'];
};

export type Role =
  | 'ADMIN'
  /** Counter staff: sell at the box office and keep a till; admins have it too. */
  | 'BOX_OFFICE'
  /** Cinema staff (ushers); admins are staff too. */
  | 'STAFF';

/** Where a booking was sold. */
export type SalesChannel =
  | 'COUNTER'
  | 'ONLINE';

/** One group of a sales report: paid bookings of the shows playing in the range. */
export type SalesRow = {
  __typename: 'SalesRow';
  bookings: Scalars['Int']['output'];
  /** What customers paid (tickets, fees and their GST). */
  grossPaise: Scalars['Int']['output'];
  /** The movie's id, the screen's id, the local date (YYYY-MM-DD) or the channel. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** grossPaise - taxPaise. */
  netPaise: Scalars['Int']['output'];
  /** The GST inside grossPaise. */
  taxPaise: Scalars['Int']['output'];
  /** Seats sold. */
  tickets: Scalars['Int']['output'];
};

export type Screen = {
  __typename: 'Screen';
  /** Bookable seats of the current layout (seats, wheelchair and companion spaces). */
  capacity: Scalars['Int']['output'];
  cinema: Cinema;
  /** The formats the screen projects (TWO_D alone until setScreenFormats says otherwise). */
  formats: Array<ShowFormat>;
  id: Scalars['ID']['output'];
  /** The current layout; shows keep the version they were scheduled with. */
  layout: SeatLayout;
  /** Version number of the current layout (1 for a new screen). */
  layoutVersion: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * One screen's shows over the timeline's days: bars from startsAt to occupiedUntil
 * (the cleaning buffer included), with Show.priceCard saying which card priced each.
 * Cancelled shows are listed (status CANCELLED) but hold no screen.
 */
export type ScreenTimeline = {
  __typename: 'ScreenTimeline';
  /** Pairs of scheduled shows that overlap: none while the database enforces SCREEN_BUSY; listed so a timeline never hides one. */
  clashes: Array<ShowClash>;
  screen: Screen;
  /** The shows that overlap the days, by start. */
  shows: Array<Show>;
};

export type SeatCategory = {
  __typename: 'SeatCategory';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type SeatCategoryInput = {
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** A seat, a wheelchair or companion space, a blocked seat, or a GAP (an aisle: seat and category null). */
export type SeatCell = {
  __typename: 'SeatCell';
  category: Maybe<Scalars['String']['output']>;
  kind: SeatKind;
  seat: Maybe<Scalars['String']['output']>;
};

export type SeatCellInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  kind: SeatKind;
  seat?: InputMaybe<Scalars['String']['input']>;
};

export type SeatKind =
  | 'BLOCKED'
  | 'COMPANION'
  | 'GAP'
  | 'SEAT'
  | 'WHEELCHAIR';

export type SeatLayout = {
  __typename: 'SeatLayout';
  capacity: Scalars['Int']['output'];
  categories: Array<SeatCategory>;
  /** Rows as seen from the seats, nearest the screen first. */
  rows: Array<SeatRow>;
  version: Scalars['Int']['output'];
};

/**
 * A layout to store: at most 12 categories and 60 rows of at most 80 cells.
 * A large layout spelled cell by cell does not fit the 64 KiB request limit:
 * send its rows as cellCodes (a 60 × 80 layout is about 16 KB).
 */
export type SeatLayoutInput = {
  categories: Array<SeatCategoryInput>;
  rows: Array<SeatRowInput>;
};

/** A show's seats at one seat version, as pushed to live seat maps. */
export type SeatMap = {
  __typename: 'SeatMap';
  /** Seats held by unpaid bookings, sorted. */
  heldSeats: Array<Scalars['String']['output']>;
  /** Every seat that cannot be taken now (sold or held), sorted. */
  occupiedSeats: Array<Scalars['String']['output']>;
  showId: Scalars['ID']['output'];
  /** The show's revision (Show.revision): when it moves on, the show was moved or repriced; read it again. */
  showRevision: Scalars['Int']['output'];
  /** Seats of paid bookings, sorted. */
  soldSeats: Array<Scalars['String']['output']>;
  /** The show's status: a cancelled show's seat map (and ticket) says so live. */
  status: ShowStatus;
  /** Increases with every committed change to the show's seats. */
  version: Scalars['Int']['output'];
};

export type SeatRow = {
  __typename: 'SeatRow';
  cells: Array<SeatCell>;
  label: Scalars['String']['output'];
};

/** A row: give its cells, or its cellCodes (not both). */
export type SeatRowInput = {
  /**
   * The cells in compact form, left to right, separated by spaces: _ for a
   * gap, otherwise a kind letter (S seat, W wheelchair, C companion, B blocked)
   * followed by the position of the cell's category in the layout's
   * categories, from 0. Seats are labelled row label + running number, gaps
   * skipped: row A "S0 S0 _ W1" is A1, A2, an aisle and wheelchair space A3.
   */
  cellCodes?: InputMaybe<Scalars['String']['input']>;
  /** The cells one by one, left to right, each seat with its own label. */
  cells?: InputMaybe<Array<SeatCellInput>>;
  label: Scalars['String']['input'];
};

/** A distributor's week (Friday to Thursday) at one cinema. */
export type Settlement = {
  __typename: 'Settlement';
  cinema: Cinema;
  distributor: Scalars['String']['output'];
  rows: Array<SettlementRow>;
  totalDuePaise: Scalars['Int']['output'];
  /** The Friday the week starts, YYYY-MM-DD. */
  weekStart: Scalars['String']['output'];
};

/** One film's week: its tickets, what they took, and the distributor's share. */
export type SettlementRow = {
  __typename: 'SettlementRow';
  /** The share of net, or the minimum guarantee when that is more. */
  duePaise: Scalars['Int']['output'];
  /** Ticket prices paid, GST included (booking fees are the cinema's). */
  grossPaise: Scalars['Int']['output'];
  movie: Movie;
  /** grossPaise - taxPaise: what the share is of. */
  netPaise: Scalars['Int']['output'];
  /** The agreement's percentage for this week. */
  sharePercent: Scalars['Float']['output'];
  /** GST inside the ticket prices. */
  taxPaise: Scalars['Int']['output'];
  tickets: Scalars['Int']['output'];
  /** Week of release at this cinema: 1 for the week of its first show here. */
  week: Scalars['Int']['output'];
};

export type Show = {
  __typename: 'Show';
  /** An audio description track for blind and partially sighted viewers. */
  audioDescription: Scalars['Boolean']['output'];
  /** The admin's reason for the cancellation, as customers were told it; null while scheduled. */
  cancelReason: Maybe<Scalars['String']['output']>;
  /** When the show was cancelled; null while it is scheduled. */
  cancelledAt: Maybe<Scalars['Time']['output']>;
  cinema: Cinema;
  format: ShowFormat;
  id: Scalars['ID']['output'];
  /** ISO 639-1 code of the audio (the movie's original language unless the show states another). */
  language: Scalars['String']['output'];
  /** The seat layout version the show was scheduled with (later edits of the screen do not change it). */
  layout: SeatLayout;
  /** YYYY-MM-DD in the cinema's time zone. */
  localDate: Scalars['String']['output'];
  /** HH:mm in the cinema's time zone: occupiedUntil, where a timeline's bar ends. */
  localOccupiedUntil: Scalars['String']['output'];
  /** HH:mm in the cinema's time zone. */
  localTime: Scalars['String']['output'];
  /** The most seats one booking may hold. */
  maxSeats: Scalars['Int']['output'];
  movie: Movie;
  /** Every seat that cannot be taken now (sold or held). */
  occupiedSeats: Array<Scalars['String']['output']>;
  /** When the screen is free again: start + runtime + the cinema's cleaning buffer. */
  occupiedUntil: Scalars['Time']['output'];
  /** Subtitles burnt into the picture for deaf and hard-of-hearing viewers. */
  openCaptions: Scalars['Boolean']['output'];
  /** Price in rupees (pricePaise / 100). */
  price: Scalars['Float']['output'];
  /** The price card that priced the show (deleted ones included); null when every price was given. */
  priceCard: Maybe<PriceCard>;
  pricePaise: Scalars['Int']['output'];
  /** Ticket price of each seat category, GST included, dearest first. */
  prices: Array<CategoryPrice>;
  /**
   * Grows by one whenever the show itself changes (moved, repriced, cancelled);
   * SeatMap.showRevision carries it live, so a page knows to read the show again.
   */
  revision: Scalars['Int']['output'];
  /** The screen the show plays on. */
  screen: Screen;
  /** Seats that can be taken now. */
  seatsAvailable: Scalars['Int']['output'];
  startsAt: Scalars['Time']['output'];
  status: ShowStatus;
  /** ISO 639-1 code of the subtitles; null for none. */
  subtitles: Maybe<Scalars['String']['output']>;
  /** How many customers are waiting for seats of the show. */
  waitlistLength: Scalars['Int']['output'];
};

export type ShowAvailability = {
  __typename: 'ShowAvailability';
  audioDescription: Scalars['Boolean']['output'];
  capacity: Scalars['Int']['output'];
  /** More than 70% of the seats are sold or held. */
  fillingFast: Scalars['Boolean']['output'];
  format: ShowFormat;
  /** ISO 639-1 code of the audio: group times by "language · format". */
  language: Scalars['String']['output'];
  /** HH:mm in the cinema's time zone. */
  localTime: Scalars['String']['output'];
  openCaptions: Scalars['Boolean']['output'];
  screenId: Scalars['ID']['output'];
  screenName: Scalars['String']['output'];
  seatsAvailable: Scalars['Int']['output'];
  showId: Scalars['ID']['output'];
  /** ISO 639-1 code of the subtitles; null for none. */
  subtitles: Maybe<Scalars['String']['output']>;
  time: Scalars['Time']['output'];
  /** How many customers are waiting for seats of the show; read for every show of the list at once. */
  waitlistLength: Scalars['Int']['output'];
};

export type ShowClash = {
  __typename: 'ShowClash';
  clashesWith: Scalars['ID']['output'];
  showId: Scalars['ID']['output'];
};

/** The shows of one cinema-local day. */
export type ShowDate = {
  __typename: 'ShowDate';
  /** YYYY-MM-DD in the cinema's time zone. */
  date: Scalars['String']['output'];
  times: Array<ShowTime>;
};

/** How a show is projected. */
export type ShowFormat =
  | 'DOLBY_CINEMA'
  | 'FOUR_DX'
  | 'IMAX_2D'
  | 'IMAX_3D'
  | 'SCREEN_X'
  | 'THREE_D'
  | 'TWO_D';

export type ShowStatus =
  /** Cancelled by an admin: not bookable, its tickets refused at the door, its paid bookings refunded in full. */
  | 'CANCELLED'
  | 'SCHEDULED';

export type ShowTime = {
  __typename: 'ShowTime';
  audioDescription: Scalars['Boolean']['output'];
  /** The cinema's city, so a page can keep to the visitor's city. */
  cinemaCity: Scalars['String']['output'];
  cinemaId: Scalars['ID']['output'];
  cinemaName: Scalars['String']['output'];
  format: ShowFormat;
  /** ISO 639-1 code of the audio. */
  language: Scalars['String']['output'];
  /** HH:mm in the cinema's time zone. */
  localTime: Scalars['String']['output'];
  openCaptions: Scalars['Boolean']['output'];
  screenId: Scalars['ID']['output'];
  screenName: Scalars['String']['output'];
  /**
   * Seats that can be taken now; 0 when the show is sold out (its chip offers the waitlist). Read for every
   * show time of the operation at once.
   */
  seatsAvailable: Scalars['Int']['output'];
  showId: Scalars['ID']['output'];
  /** ISO 639-1 code of the subtitles; null for none. */
  subtitles: Maybe<Scalars['String']['output']>;
  time: Scalars['Time']['output'];
  /** How many customers are waiting for seats of the show; read for every show time of the operation at once. */
  waitlistLength: Scalars['Int']['output'];
};

/** One version a movie plays in. */
export type ShowVersion = {
  __typename: 'ShowVersion';
  format: ShowFormat;
  /** ISO 639-1 code of the audio (e.g. hi, ta, en). */
  language: Scalars['String']['output'];
  /** ISO 639-1 code of the subtitles; null for none. */
  subtitles: Maybe<Scalars['String']['output']>;
};

/** The version of the shows to schedule (without one: 2D, in the movie's original language, no subtitles). */
export type ShowVersionInput = {
  audioDescription?: InputMaybe<Scalars['Boolean']['input']>;
  format: ShowFormat;
  /** ISO 639-1 code of the audio. */
  language: Scalars['String']['input'];
  openCaptions?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 639-1 code of the subtitles; null for none. */
  subtitles?: InputMaybe<Scalars['String']['input']>;
};

/** The times chosen for one local date (of the default cinema for addShows, of the screen's cinema for scheduleShows). */
export type ShowsInput = {
  /** YYYY-MM-DD local. */
  date: Scalars['String']['input'];
  /** HH:mm (24-hour) local. */
  time: Array<Scalars['String']['input']>;
};

/** A show a copy left out. */
export type SkippedShow = {
  __typename: 'SkippedShow';
  /** The show in the way, when one is. */
  clashesWith: Maybe<Scalars['ID']['output']>;
  /** YYYY-MM-DD local, where the copy would have been. */
  date: Scalars['String']['output'];
  /** Why: the show in the way (SCREEN_BUSY's message), already scheduled, in the past, a format the screen no longer shows, no price. */
  reason: Scalars['String']['output'];
  /** HH:mm local. */
  time: Scalars['String']['output'];
};

export type Subscription = {
  __typename: 'Subscription';
  /**
   * The caller's place in the room (joining first if they have none): now, then whenever it moves, the seats
   * left change or they are admitted (with the token). Completes when the room closes. Sign-in required.
   */
  queuePosition: QueuePosition;
  /**
   * The show's seat map: the current snapshot first, then the full snapshot
   * after every committed change, with a strictly increasing version. A
   * subscriber that falls behind receives the newest snapshot (older ones are
   * skipped). Unknown shows fail with NOT_FOUND, malformed ids with
   * BAD_USER_INPUT.
   */
  seatsChanged: SeatMap;
  /**
   * The caller's newest waitlist entry for the show: now (once they have one), then after every change
   * to it (position, offer, lapse, booking, leaving), on any replica. UNAUTHENTICATED when signed out.
   */
  waitlist: WaitlistEntry;
};


export type SubscriptionQueuePositionArgs = {
  roomId: Scalars['ID']['input'];
};


export type SubscriptionSeatsChangedArgs = {
  showId: Scalars['ID']['input'];
};


export type SubscriptionWaitlistArgs = {
  showId: Scalars['ID']['input'];
};

/** A box-office till from opening to cash-up; read-only once closed. */
export type Till = {
  __typename: 'Till';
  closedAt: Maybe<Scalars['Time']['output']>;
  /** What was counted at closing, per method; null while open. */
  counted: Maybe<Array<MethodAmount>>;
  /** Counted less expected over every method, once closed; null while open. */
  differencePaise: Maybe<Scalars['Int']['output']>;
  /** What it should hold, per method (CASH, CARD, UPI): cash is the float plus cash sales less cash refunds. */
  expected: Array<MethodAmount>;
  /** The cash it opened with. */
  floatPaise: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  openedAt: Scalars['Time']['output'];
  openedBy: Customer;
};

/** What a week timeline draws for a cinema. */
export type Timeline = {
  __typename: 'Timeline';
  cinema: Cinema;
  /** The local days shown, in order. */
  days: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD, the first local day. */
  from: Scalars['String']['output'];
  screens: Array<ScreenTimeline>;
};

export type User = {
  __typename: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  isAdmin: Scalars['Boolean']['output'];
  /** Whether the user may sell at the box office and keep a till (admins may too): the navbar links /box-office. */
  isBoxOffice: Scalars['Boolean']['output'];
  /** Whether the user may check tickets in at the door (admins are staff too). */
  isStaff: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/**
 * An on-sale queue in front of a movie's shows (show null) or one show. While it is open, createBooking of
 * its shows needs an admission token of the caller's (ADMISSION_REQUIRED) and holds a per-user cap across
 * the movie's shows (TICKET_CAP_REACHED).
 */
export type WaitingRoom = {
  __typename: 'WaitingRoom';
  /** People let in per minute. */
  admitPerMinute: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Seats one user may hold or buy across the movie's shows while the room is open. */
  maxTicketsPerUser: Scalars['Int']['output'];
  movie: Maybe<Movie>;
  open: Scalars['Boolean']['output'];
  /** Minutes an admitted person may book for. */
  sessionMinutes: Scalars['Int']['output'];
  show: Maybe<Show>;
  /** People in the line not yet admitted. */
  waiting: Scalars['Int']['output'];
};

/** A signed-in customer waiting for seats of a sold-out (or too full) show. */
export type WaitlistEntry = {
  __typename: 'WaitlistEntry';
  /** The seat category code wanted; null for any. */
  category: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The seats held for the waiter while OFFERED (and what was offered, after); null before any offer. */
  offer: Maybe<WaitlistOffer>;
  /** Place among the show's waiting entries (1 is next); 0 once the entry no longer waits. */
  position: Scalars['Int']['output'];
  /** How many seats are wanted (1 to the show's maxSeats). */
  seats: Scalars['Int']['output'];
  show: Show;
  status: WaitlistStatus;
  /** Only seats side by side in one row will do. */
  together: Scalars['Boolean']['output'];
};

/** Seats held for a waiter: a PENDING booking of theirs, paid through the usual payment path. */
export type WaitlistOffer = {
  __typename: 'WaitlistOffer';
  bookingId: Scalars['ID']['output'];
  /** When the hold ends (WAITLIST_OFFER_MINUTES after the offer). */
  expiresAt: Scalars['Time']['output'];
  /** Where the waiter pays for the held seats (the booking's payment page). */
  paymentUrl: Maybe<Scalars['String']['output']>;
  seats: Array<Scalars['String']['output']>;
};

/** Where a waitlist entry stands. */
export type WaitlistStatus =
  /** The offer was paid. */
  | 'BOOKED'
  /** The offer's hold ran out unpaid; its seats went to the next waiter, then back to sale. */
  | 'LAPSED'
  /** The waiter left the waitlist. */
  | 'LEFT'
  /** Seats are held for the waiter (offer); pay them through the offer's booking. */
  | 'OFFERED'
  /** The show was cancelled while the entry waited or held an offer (the offer's hold ended, nothing charged). */
  | 'SHOW_CANCELLED'
  /** Waiting in line for seats. */
  | 'WAITING';

/** A day of the week (of the show's local date). */
export type Weekday =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type ShowMenuQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
}>;


export type ShowMenuQuery = { show: { __typename: 'Show', id: string, cinema: { __typename: 'Cinema', id: string, menu: Array<{ __typename: 'MenuItem', id: string, name: string, description: string, category: string, imageUrl: string | null, pricePaise: number, available: boolean, stockLeft: number | null }> } } };

export type MovieCard_MovieFragment = { __typename: 'Movie', id: string, title: string, posterUrl: string | null, voteAverage: number, releaseDate: string, genreNames: Array<string>, certificate: Certificate | null } & { ' $fragmentName'?: 'MovieCard_MovieFragment' };

export type PriceBreakdownList_BreakdownFragment = { __typename: 'PriceBreakdown', ticketsPaise: number, foodPaise: number, discountPaise: number, feePaise: number, taxPaise: number, totalPaise: number, lines: Array<{ __typename: 'PriceLine', kind: PriceLineKind, label: string, amountPaise: number, gstRatePercent: number | null, taxPaise: number }> } & { ' $fragmentName'?: 'PriceBreakdownList_BreakdownFragment' };

export type SeatLayoutOccupiedQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
}>;


export type SeatLayoutOccupiedQuery = { occupiedSeats: Array<string> };

export type SeatLayoutSeatsSubscriptionVariables = Exact<{
  showId: Scalars['ID']['input'];
}>;


export type SeatLayoutSeatsSubscription = { seatsChanged: { __typename: 'SeatMap', showId: string, version: number, occupiedSeats: Array<string>, heldSeats: Array<string>, soldSeats: Array<string> } };

export type SeatLayoutShowQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
}>;


export type SeatLayoutShowQuery = { show: { __typename: 'Show', id: string, maxSeats: number, prices: Array<{ __typename: 'CategoryPrice', category: string, pricePaise: number }>, layout: (
      { __typename: 'SeatLayout', version: number }
      & { ' $fragmentRefs'?: { 'SeatLayout_LayoutFragment': SeatLayout_LayoutFragment } }
    ) } };

export type MyWaitlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWaitlistQuery = { myWaitlist: Array<{ __typename: 'WaitlistEntry', id: string, seats: number, together: boolean, category: string | null, position: number, status: WaitlistStatus, offer: { __typename: 'WaitlistOffer', seats: Array<string>, expiresAt: string, bookingId: string, paymentUrl: string | null } | null, show: { __typename: 'Show', id: string, localDate: string, localTime: string, waitlistLength: number, movie: { __typename: 'Movie', id: string, title: string } } }> };

export type WaitlistEntryChangedSubscriptionVariables = Exact<{
  showId: Scalars['ID']['input'];
}>;


export type WaitlistEntryChangedSubscription = { waitlist: { __typename: 'WaitlistEntry', id: string, seats: number, together: boolean, category: string | null, position: number, status: WaitlistStatus, offer: { __typename: 'WaitlistOffer', seats: Array<string>, expiresAt: string, bookingId: string, paymentUrl: string | null } | null, show: { __typename: 'Show', id: string, waitlistLength: number } } };

export type JoinWaitlistMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Scalars['Int']['input'];
  together?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { __typename: 'WaitlistEntry', id: string, status: WaitlistStatus, position: number } };

export type LeaveWaitlistMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeaveWaitlistMutation = { leaveWaitlist: { __typename: 'WaitlistEntry', id: string, status: WaitlistStatus, position: number } };

export type AdminAuditLogQueryVariables = Exact<{
  from?: InputMaybe<Scalars['Time']['input']>;
  to?: InputMaybe<Scalars['Time']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminAuditLogQuery = { auditLog: Array<{ __typename: 'AuditEntry', id: string, at: string, action: string, subject: string, before: string | null, after: string | null, actor: { __typename: 'Customer', id: string, name: string } }> };

export type AdminBookingHistoryQueryVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type AdminBookingHistoryQuery = { ticket: { __typename: 'Booking', id: string, reference: string, history: Array<{ __typename: 'AuditEntry', id: string, at: string, action: string, actor: { __typename: 'Customer', id: string, name: string } }> } };

export type AdminListBookingsQueryVariables = Exact<{
  offset: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<BookingStatus> | BookingStatus>;
}>;


export type AdminListBookingsQuery = { allBookings: { __typename: 'BookingPage', total: number, offset: number, limit: number, paidAmountPaise: number, paidCount: number, bookings: Array<{ __typename: 'Booking', id: string, reference: string, seats: Array<string>, amount: number, status: BookingStatus, refundedAmount: number | null, needsAttention: string | null, food: Array<{ __typename: 'OrderLine', quantity: number, collected: boolean, item: { __typename: 'MenuItem', id: string, name: string } }>, customer: { __typename: 'Customer', id: string, name: string, email: string }, show: { __typename: 'Show', id: string, localDate: string, localTime: string, cinema: { __typename: 'Cinema', id: string, timeZone: string }, movie: { __typename: 'Movie', id: string, title: string } } }> } };

export type RefundBookingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefundBookingMutation = { refundBooking: { __typename: 'Booking', id: string, status: BookingStatus, isPaid: boolean, refundedAmount: number | null } };

export type CheckInMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type CheckInMutation = { checkIn: { __typename: 'CheckIn', checkedInAt: string, ageCheck: string | null, booking: { __typename: 'Booking', id: string, reference: string, checkedInAt: string | null, seatDetails: Array<{ __typename: 'BookedSeat', label: string, category: string }>, food: Array<{ __typename: 'OrderLine', quantity: number, collected: boolean, item: { __typename: 'MenuItem', id: string, name: string } }>, show: (
        { __typename: 'Show', id: string, cinema: { __typename: 'Cinema', id: string, timeZone: string } }
        & { ' $fragmentRefs'?: { 'ShowSummary_ShowFragment': ShowSummary_ShowFragment } }
      ) } } };

export type MarkFoodCollectedMutationVariables = Exact<{
  bookingId: Scalars['ID']['input'];
}>;


export type MarkFoodCollectedMutation = { markFoodCollected: { __typename: 'Booking', id: string, food: Array<{ __typename: 'OrderLine', quantity: number, collected: boolean, item: { __typename: 'MenuItem', id: string, name: string } }> } };

export type AdminDashboardQueryVariables = Exact<{
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminDashboardQuery = { dashboard: { __typename: 'Dashboard', totalBookings: number, totalRevenue: number, totalUsers: number, heldSeats: number, soldSeats: number, activeShows: Array<{ __typename: 'Show', id: string, price: number, localDate: string, localTime: string, cinema: { __typename: 'Cinema', id: string, timeZone: string }, movie: { __typename: 'Movie', id: string, title: string, posterUrl: string | null, voteAverage: number } }> } };

export type AdminDashboardTodayQueryVariables = Exact<{
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminDashboardTodayQuery = { dashboard: { __typename: 'Dashboard', today: { __typename: 'DayFigures', date: string, bookings: number, grossPaise: number }, sameDayLastWeek: { __typename: 'DayFigures', date: string, bookings: number, grossPaise: number } } };

export type UpsertMenuItemMutationVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
  input: MenuItemInput;
}>;


export type UpsertMenuItemMutation = { upsertMenuItem: { __typename: 'MenuItem', id: string, name: string } };

export type AdminMenuQueryVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
}>;


export type AdminMenuQuery = { cinema: { __typename: 'Cinema', id: string, name: string, menu: Array<{ __typename: 'MenuItem', id: string, name: string, description: string, category: string, imageUrl: string | null, pricePaise: number, gstRatePercent: number, available: boolean, stockLeft: number | null, stockPerDay: number | null }> } };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { createOffer: { __typename: 'Offer', id: string, code: string | null, title: string } };

export type AdminOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOffersQuery = { offers: Array<{ __typename: 'Offer', id: string, code: string | null, title: string, kind: OfferKind, value: number, appliesTo: OfferScope, capPaise: number | null, startsAt: string | null, endsAt: string | null, minTickets: number, maxRedemptions: number | null, maxPerUser: number, redemptions: number, held: number, paused: boolean, cinemaIds: Array<string>, formats: Array<ShowFormat>, weekdays: Array<Weekday> }> };

export type SetOfferPausedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
}>;


export type SetOfferPausedMutation = { setOfferPaused: { __typename: 'Offer', id: string, paused: boolean } };

export type OutboxAttachmentsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OutboxAttachmentsQuery = { outboxMessage: { __typename: 'OutboxMessage', id: string, attachments: Array<{ __typename: 'MailAttachment', name: string, contentType: string, dataUrl: string }> } };

export type AdminOutboxQueryVariables = Exact<{
  status?: InputMaybe<OutboxStatus>;
  offset: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type AdminOutboxQuery = { outbox: { __typename: 'OutboxPage', total: number, offset: number, limit: number, messages: Array<{ __typename: 'OutboxMessage', id: string, kind: MailKind, to: string, subject: string, status: OutboxStatus, attempts: number, lastError: string | null, dueAt: string, sentAt: string | null, createdAt: string, bookingReference: string, text: string, html: string }> } };

export type RetryOutboxMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetryOutboxMessageMutation = { retryOutboxMessage: { __typename: 'OutboxMessage', id: string, status: OutboxStatus, attempts: number, lastError: string | null, dueAt: string, sentAt: string | null } };

export type CancelShowMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type CancelShowMutation = { cancelShow: { __typename: 'Show', id: string, status: ShowStatus, cancelReason: string | null, revision: number } };

export type CopyResultPanel_ResultFragment = { __typename: 'CopyWeekResult', created: Array<{ __typename: 'Show', id: string, localDate: string, localTime: string, movie: { __typename: 'Movie', id: string, title: string } }>, skipped: Array<{ __typename: 'SkippedShow', date: string, time: string, reason: string, clashesWith: string | null }> } & { ' $fragmentName'?: 'CopyResultPanel_ResultFragment' };

export type CreatePriceCardMutationVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
  input: PriceCardInput;
}>;


export type CreatePriceCardMutation = { createPriceCard: { __typename: 'PriceCard', id: string, name: string } };

export type AdminPriceCardsQueryVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
}>;


export type AdminPriceCardsQuery = { cinema: { __typename: 'Cinema', id: string, name: string, timeZone: string, screens: Array<{ __typename: 'Screen', id: string, layout: { __typename: 'SeatLayout', categories: Array<{ __typename: 'SeatCategory', code: string, name: string }> } }> }, priceCards: Array<{ __typename: 'PriceCard', id: string, name: string, days: Array<number>, from: string | null, to: string | null, formats: Array<ShowFormat>, startsOn: string | null, endsOn: string | null, priority: number, prices: Array<{ __typename: 'CategoryPrice', category: string, pricePaise: number }> }> };

export type DeletePriceCardMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePriceCardMutation = { deletePriceCard: boolean };

export type ShowPricesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ShowPricesQuery = { show: { __typename: 'Show', id: string, prices: Array<{ __typename: 'CategoryPrice', category: string, pricePaise: number }> } };

export type UpdateShowPricesMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  prices: Array<CategoryPriceInput> | CategoryPriceInput;
}>;


export type UpdateShowPricesMutation = { updateShowPrices: { __typename: 'Show', id: string, revision: number, pricePaise: number, prices: Array<{ __typename: 'CategoryPrice', category: string, pricePaise: number }> } };

export type RepeatShowMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  days: Scalars['Int']['input'];
}>;


export type RepeatShowMutation = { repeatShow: (
    { __typename: 'CopyWeekResult' }
    & { ' $fragmentRefs'?: { 'CopyResultPanel_ResultFragment': CopyResultPanel_ResultFragment } }
  ) };

export type MoveShowMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  screenId?: InputMaybe<Scalars['ID']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
}>;


export type MoveShowMutation = { moveShow: { __typename: 'Show', id: string, localDate: string, localTime: string, revision: number, screen: { __typename: 'Screen', id: string, name: string } } };

export type CopyWeekMutationVariables = Exact<{
  screenId: Scalars['ID']['input'];
  fromDate: Scalars['String']['input'];
  toDate: Scalars['String']['input'];
}>;


export type CopyWeekMutation = { copyWeek: (
    { __typename: 'CopyWeekResult' }
    & { ' $fragmentRefs'?: { 'CopyResultPanel_ResultFragment': CopyResultPanel_ResultFragment } }
  ) };

export type CopyCinemaWeekMutationVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
  fromDate: Scalars['String']['input'];
  toDate: Scalars['String']['input'];
}>;


export type CopyCinemaWeekMutation = { copyCinemaWeek: (
    { __typename: 'CopyWeekResult' }
    & { ' $fragmentRefs'?: { 'CopyResultPanel_ResultFragment': CopyResultPanel_ResultFragment } }
  ) };

export type AdminTimelineQueryVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
}>;


export type AdminTimelineQuery = { timeline: { __typename: 'Timeline', from: string, days: Array<string>, cinema: { __typename: 'Cinema', id: string, name: string, timeZone: string }, screens: Array<{ __typename: 'ScreenTimeline', screen: { __typename: 'Screen', id: string, name: string, formats: Array<ShowFormat> }, shows: Array<{ __typename: 'Show', id: string, localDate: string, localTime: string, localOccupiedUntil: string, status: ShowStatus, cancelReason: string | null, format: ShowFormat, language: string, subtitles: string | null, pricePaise: number, movie: { __typename: 'Movie', id: string, title: string, runtime: number, certificate: Certificate | null }, priceCard: { __typename: 'PriceCard', id: string, name: string } | null }>, clashes: Array<{ __typename: 'ShowClash', showId: string, clashesWith: string }> }> } };

export type AdminFoodSalesQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminFoodSalesQuery = { foodSalesReport: Array<{ __typename: 'FoodSalesRow', itemId: string, name: string, category: string, quantity: number, grossPaise: number, taxPaise: number, netPaise: number }> };

export type AdminOffersReportQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminOffersReportQuery = { offersReport: Array<{ __typename: 'OfferReportRow', offerId: string, code: string | null, title: string, redemptions: number, costPaise: number, grossPaise: number }> };

export type AdminRefundsReportQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminRefundsReportQuery = { refundsReport: Array<{ __typename: 'RefundRow', bookingId: string, reference: string, refundedAt: string, movie: string, channel: SalesChannel, amountPaise: number, refundedPaise: number }> };

export type AdminSettlementQueryVariables = Exact<{
  weekStart: Scalars['String']['input'];
  cinemaId: Scalars['ID']['input'];
}>;


export type AdminSettlementQuery = { settlement: Array<{ __typename: 'Settlement', distributor: string, weekStart: string, totalDuePaise: number, cinema: { __typename: 'Cinema', id: string, name: string }, rows: Array<{ __typename: 'SettlementRow', week: number, tickets: number, grossPaise: number, taxPaise: number, netPaise: number, sharePercent: number, duePaise: number, movie: { __typename: 'Movie', id: string, title: string } }> }> };

export type AdminSalesReportQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
  groupBy: ReportGroup;
}>;


export type AdminSalesReportQuery = { salesReport: Array<{ __typename: 'SalesRow', key: string, label: string, bookings: number, tickets: number, grossPaise: number, taxPaise: number, netPaise: number }> };

export type AdminOccupancyQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminOccupancyQuery = { occupancy: Array<{ __typename: 'OccupancyCell', screenId: string, weekday: number, hour: number, shows: number, seats: number, sold: number }> };

export type AdminVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminVenuesQuery = { cinemas: Array<{ __typename: 'Cinema', id: string, name: string, city: string, timeZone: string, cleaningBufferMinutes: number, screens: Array<{ __typename: 'Screen', id: string, name: string, capacity: number, layout: { __typename: 'SeatLayout', categories: Array<{ __typename: 'SeatCategory', code: string, name: string }> } }> }> };

export type AdminNowPlayingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNowPlayingQuery = { nowPlaying: Array<{ __typename: 'Movie', id: string, title: string, posterUrl: string | null, voteAverage: number, voteCount: number, releaseDate: string, runtime: number, originalLanguage: string }> };

export type ScheduleShowsMutationVariables = Exact<{
  screenId: Scalars['ID']['input'];
  movieId: Scalars['ID']['input'];
  showsInput: Array<ShowsInput> | ShowsInput;
  prices?: InputMaybe<Array<CategoryPriceInput> | CategoryPriceInput>;
  version?: InputMaybe<ShowVersionInput>;
  maxSeats?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ScheduleShowsMutation = { scheduleShows: Array<{ __typename: 'Show', id: string }> };

export type AdminListShowsQueryVariables = Exact<{
  cinemaId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminListShowsQuery = { allShows: Array<{ __typename: 'AdminShow', seatsSold: number, seatsHeld: number, earnings: number, show: (
      { __typename: 'Show', id: string, price: number, status: ShowStatus, format: ShowFormat, language: string, subtitles: string | null, openCaptions: boolean, audioDescription: boolean, movie: { __typename: 'Movie', id: string, certificate: Certificate | null } }
      & { ' $fragmentRefs'?: { 'ShowSummary_ShowFragment': ShowSummary_ShowFragment } }
    ) }> };

export type SetMovieCertificateMutationVariables = Exact<{
  movieId: Scalars['ID']['input'];
  certificate: Certificate;
}>;


export type SetMovieCertificateMutation = { setMovieCertificate: { __typename: 'Movie', id: string, certificate: Certificate | null } };

export type AddShowsScreenFormatsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AddShowsScreenFormatsQuery = { screen: { __typename: 'Screen', id: string, formats: Array<ShowFormat> } };

export type AdminWaitingRoomQueryVariables = Exact<{
  movieId?: InputMaybe<Scalars['ID']['input']>;
  showId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminWaitingRoomQuery = { waitingRoom: { __typename: 'WaitingRoom', id: string, open: boolean, waiting: number, admitPerMinute: number, sessionMinutes: number, maxTicketsPerUser: number, show: { __typename: 'Show', id: string } | null } | null };

export type OpenWaitingRoomMutationVariables = Exact<{
  movieId?: InputMaybe<Scalars['ID']['input']>;
  showId?: InputMaybe<Scalars['ID']['input']>;
  admitPerMinute: Scalars['Int']['input'];
  sessionMinutes: Scalars['Int']['input'];
  maxTicketsPerUser: Scalars['Int']['input'];
}>;


export type OpenWaitingRoomMutation = { openWaitingRoom: { __typename: 'WaitingRoom', id: string } };

export type CloseWaitingRoomMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CloseWaitingRoomMutation = { closeWaitingRoom: { __typename: 'WaitingRoom', id: string, open: boolean } };

export type CreateCinemaMutationVariables = Exact<{
  input: CinemaInput;
}>;


export type CreateCinemaMutation = { createCinema: { __typename: 'Cinema', id: string, name: string, city: string } };

export type UpdateCinemaMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CinemaInput;
}>;


export type UpdateCinemaMutation = { updateCinema: { __typename: 'Cinema', id: string, name: string, city: string, address: string, timeZone: string, cleaningBufferMinutes: number, singleSeatGapRule: boolean } };

export type AdminCinemasQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCinemasQuery = { cinemas: Array<{ __typename: 'Cinema', id: string, name: string, city: string, address: string, timeZone: string, cleaningBufferMinutes: number, singleSeatGapRule: boolean, screens: Array<{ __typename: 'Screen', id: string, name: string, capacity: number, layoutVersion: number, formats: Array<ShowFormat> }> }> };

export type AdminScreenQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminScreenQuery = { screen: { __typename: 'Screen', id: string, name: string, layoutVersion: number, cinema: { __typename: 'Cinema', id: string, name: string }, layout: (
      { __typename: 'SeatLayout' }
      & { ' $fragmentRefs'?: { 'SeatLayout_LayoutFragment': SeatLayout_LayoutFragment } }
    ) } };

export type CreateScreenMutationVariables = Exact<{
  cinemaId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  layout: SeatLayoutInput;
}>;


export type CreateScreenMutation = { createScreen: { __typename: 'Screen', id: string, name: string, capacity: number, layoutVersion: number } };

export type UpdateScreenLayoutMutationVariables = Exact<{
  screenId: Scalars['ID']['input'];
  layout: SeatLayoutInput;
}>;


export type UpdateScreenLayoutMutation = { updateScreenLayout: { __typename: 'Screen', id: string, capacity: number, layoutVersion: number } };

export type SetScreenFormatsMutationVariables = Exact<{
  screenId: Scalars['ID']['input'];
  formats: Array<ShowFormat> | ShowFormat;
}>;


export type SetScreenFormatsMutation = { setScreenFormats: { __typename: 'Screen', id: string, formats: Array<ShowFormat> } };

export type RenameScreenMutationVariables = Exact<{
  screenId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenameScreenMutation = { renameScreen: { __typename: 'Screen', id: string, name: string } };

export type SessionRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionRolesQuery = { isAdmin: boolean, me: { __typename: 'User', id: string, isStaff: boolean, isBoxOffice: boolean } | null };

export type BookingPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BookingPageQuery = { movie: { __typename: 'Movie', id: string, title: string, posterUrl: string | null, backdropUrl: string | null, genreNames: Array<string>, runtime: number, certificate: Certificate | null, versions: Array<{ __typename: 'ShowVersion', format: ShowFormat, language: string }>, showTimes: Array<{ __typename: 'ShowDate', date: string, times: Array<{ __typename: 'ShowTime', showId: string, cinemaCity: string, format: ShowFormat, language: string }> }> } };

export type SeatPageTotalQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type SeatPageTotalQuery = { quote: { __typename: 'PriceBreakdown', totalPaise: number } };

export type ShowsByDateQueryVariables = Exact<{
  movieId: Scalars['ID']['input'];
  date: Scalars['String']['input'];
  city?: InputMaybe<Scalars['String']['input']>;
  format?: InputMaybe<ShowFormat>;
  language?: InputMaybe<Scalars['String']['input']>;
}>;


export type ShowsByDateQuery = { showsByDate: Array<{ __typename: 'CinemaShowTimes', minPricePaise: number, maxPricePaise: number, cinema: { __typename: 'Cinema', id: string, name: string, city: string, address: string }, times: Array<{ __typename: 'ShowAvailability', showId: string, localTime: string, screenName: string, seatsAvailable: number, waitlistLength: number, fillingFast: boolean, format: ShowFormat, language: string, subtitles: string | null, openCaptions: boolean, audioDescription: boolean }> }> };

export type CitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type CitiesQuery = { cities: Array<string> };

export type BookingCancellationPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingCancellationPolicyQuery = { cancellationPolicy: { __typename: 'CancellationPolicy', text: string } };

export type ConfirmBookingShowCertificateQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
}>;


export type ConfirmBookingShowCertificateQuery = { show: { __typename: 'Show', id: string, movie: { __typename: 'Movie', id: string, certificate: Certificate | null } } };

export type BookingQuoteQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Array<Scalars['String']['input']> | Scalars['String']['input'];
  food?: InputMaybe<Array<OrderLineInput> | OrderLineInput>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type BookingQuoteQuery = { quote: (
    { __typename: 'PriceBreakdown', discountPaise: number, offer: { __typename: 'Offer', id: string, code: string | null, title: string } | null }
    & { ' $fragmentRefs'?: { 'PriceBreakdownList_BreakdownFragment': PriceBreakdownList_BreakdownFragment } }
  ) };

export type FoodStepTotalQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Array<Scalars['String']['input']> | Scalars['String']['input'];
  food?: InputMaybe<Array<OrderLineInput> | OrderLineInput>;
}>;


export type FoodStepTotalQuery = { quote: { __typename: 'PriceBreakdown', totalPaise: number } };

export type QueuePositionFieldsFragment = { __typename: 'QueuePosition', roomId: string, position: number, ahead: number, estimatedWaitSeconds: number, seatsLeft: number, admitted: boolean, admissionToken: string | null, admittedUntil: string | null } & { ' $fragmentName'?: 'QueuePositionFieldsFragment' };

export type JoinQueueMutationVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type JoinQueueMutation = { joinQueue: (
    { __typename: 'QueuePosition' }
    & { ' $fragmentRefs'?: { 'QueuePositionFieldsFragment': QueuePositionFieldsFragment } }
  ) };

export type QueuePositionSubscriptionVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type QueuePositionSubscription = { queuePosition: (
    { __typename: 'QueuePosition' }
    & { ' $fragmentRefs'?: { 'QueuePositionFieldsFragment': QueuePositionFieldsFragment } }
  ) };

export type SeatLayoutMovieQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SeatLayoutMovieQuery = { movie: { __typename: 'Movie', id: string, title: string, certificate: Certificate | null, showTimes: Array<{ __typename: 'ShowDate', date: string, times: Array<{ __typename: 'ShowTime', showId: string, time: string, localTime: string, cinemaName: string, cinemaCity: string, screenName: string, seatsAvailable: number, waitlistLength: number }> }> } };

export type SeatPageBestSeatsQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
  count: Scalars['Int']['input'];
}>;


export type SeatPageBestSeatsQuery = { bestSeats: Array<string> };

export type CreateBookingMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Array<Scalars['String']['input']> | Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  confirmAge?: InputMaybe<Scalars['Boolean']['input']>;
  food?: InputMaybe<Array<OrderLineInput> | OrderLineInput>;
  promoCode?: InputMaybe<Scalars['String']['input']>;
  admissionToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateBookingMutation = { createBooking: { __typename: 'Booking', id: string, status: BookingStatus, paymentUrl: string | null, seats: Array<string>, amount: number } };

export type WaitingRoomQueryVariables = Exact<{
  movieId?: InputMaybe<Scalars['ID']['input']>;
  showId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type WaitingRoomQuery = { waitingRoom: { __typename: 'WaitingRoom', id: string, open: boolean, sessionMinutes: number } | null };

export type CounterBookingQueryVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type CounterBookingQuery = { counterBooking: { __typename: 'Booking', id: string, reference: string, status: BookingStatus, channel: SalesChannel, amountPaise: number, seats: Array<string>, show: { __typename: 'Show', id: string, localDate: string, localTime: string, movie: { __typename: 'Movie', id: string, title: string } } } | null };

export type BoxOfficeShowsQueryVariables = Exact<{ [key: string]: never; }>;


export type BoxOfficeShowsQuery = { shows: Array<{ __typename: 'Show', id: string, startsAt: string, localDate: string, localTime: string, status: ShowStatus, movie: { __typename: 'Movie', id: string, title: string }, cinema: { __typename: 'Cinema', id: string, name: string }, screen: { __typename: 'Screen', id: string, name: string } }> };

export type SellAtCounterMutationVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Array<Scalars['String']['input']> | Scalars['String']['input'];
  method: PaymentMethod;
  paymentReference?: InputMaybe<Scalars['String']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  food?: InputMaybe<Array<OrderLineInput> | OrderLineInput>;
}>;


export type SellAtCounterMutation = { sellAtCounter: { __typename: 'Booking', id: string, reference: string, status: BookingStatus, paymentMethod: PaymentMethod | null, ticketCode: string | null, ticketQrSvg: string | null, seatDetails: Array<{ __typename: 'BookedSeat', label: string, category: string, pricePaise: number }>, priceBreakdown: { __typename: 'PriceBreakdown', ticketsPaise: number, foodPaise: number, feePaise: number, taxPaise: number, totalPaise: number, lines: Array<{ __typename: 'PriceLine', kind: PriceLineKind, label: string, amountPaise: number }> }, show: { __typename: 'Show', id: string, localDate: string, localTime: string, movie: { __typename: 'Movie', id: string, title: string }, cinema: { __typename: 'Cinema', id: string, name: string }, screen: { __typename: 'Screen', id: string, name: string } } } };

export type CounterQuoteQueryVariables = Exact<{
  showId: Scalars['ID']['input'];
  seats: Array<Scalars['String']['input']> | Scalars['String']['input'];
  food?: InputMaybe<Array<OrderLineInput> | OrderLineInput>;
}>;


export type CounterQuoteQuery = { quote: { __typename: 'PriceBreakdown', foodPaise: number, totalPaise: number } };

export type RefundAtCounterMutationVariables = Exact<{
  bookingId: Scalars['ID']['input'];
}>;


export type RefundAtCounterMutation = { refundAtCounter: { __typename: 'Booking', id: string, status: BookingStatus, refundedAmount: number | null } };

export type BoxOfficeTillQueryVariables = Exact<{ [key: string]: never; }>;


export type BoxOfficeTillQuery = { myTill: (
    { __typename: 'Till', id: string, closedAt: string | null }
    & { ' $fragmentRefs'?: { 'TillSummary_TillFragment': TillSummary_TillFragment } }
  ) | null };

export type OpenTillMutationVariables = Exact<{
  floatPaise: Scalars['Int']['input'];
}>;


export type OpenTillMutation = { openTill: (
    { __typename: 'Till', id: string, closedAt: string | null }
    & { ' $fragmentRefs'?: { 'TillSummary_TillFragment': TillSummary_TillFragment } }
  ) };

export type CloseTillMutationVariables = Exact<{
  counted: Array<MethodAmountInput> | MethodAmountInput;
}>;


export type CloseTillMutation = { closeTill: (
    { __typename: 'Till', id: string, closedAt: string | null }
    & { ' $fragmentRefs'?: { 'TillSummary_TillFragment': TillSummary_TillFragment } }
  ) };

export type TillSummary_TillFragment = { __typename: 'Till', id: string, openedAt: string, floatPaise: number, closedAt: string | null, differencePaise: number | null, expected: Array<{ __typename: 'MethodAmount', method: PaymentMethod, amountPaise: number }>, counted: Array<{ __typename: 'MethodAmount', method: PaymentMethod, amountPaise: number }> | null } & { ' $fragmentName'?: 'TillSummary_TillFragment' };

export type FavouritesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FavouritesPageQuery = { favourites: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export type HomePageQueryVariables = Exact<{
  filter?: InputMaybe<MovieFilter>;
}>;


export type HomePageQuery = { movies: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export type CastStrip_CastFragment = { __typename: 'CastMember', id: string, name: string, character: string, profileUrl: string | null } & { ' $fragmentName'?: 'CastStrip_CastFragment' };

export type FavouriteButton_MovieFragment = { __typename: 'Movie', id: string, title: string, isFavourite: boolean } & { ' $fragmentName'?: 'FavouriteButton_MovieFragment' };

export type ToggleFavouriteMutationVariables = Exact<{
  movieId: Scalars['ID']['input'];
}>;


export type ToggleFavouriteMutation = { toggleFavourite: { __typename: 'FavouriteToggle', isFavourite: boolean, movie: { __typename: 'Movie', id: string, isFavourite: boolean } } };

export type MovieDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MovieDetailsQuery = { movie: (
    { __typename: 'Movie', id: string, title: string, overview: string, posterUrl: string | null, backdropUrl: string | null, voteAverage: number, voteCount: number, genreNames: Array<string>, runtime: number, releaseDate: string, trailerKey: string | null, certificate: Certificate | null, versions: Array<{ __typename: 'ShowVersion', format: ShowFormat, language: string, subtitles: string | null }> }
    & { ' $fragmentRefs'?: { 'FavouriteButton_MovieFragment': FavouriteButton_MovieFragment } }
  ) };

export type MovieCreditsQueryVariables = Exact<{
  movieId: Scalars['ID']['input'];
}>;


export type MovieCreditsQuery = { credits: Array<(
    { __typename: 'CastMember', id: string }
    & { ' $fragmentRefs'?: { 'CastStrip_CastFragment': CastStrip_CastFragment } }
  )> };

export type SimilarMoviesQueryVariables = Exact<{
  movieId: Scalars['ID']['input'];
  limit: Scalars['Int']['input'];
}>;


export type SimilarMoviesQuery = { similarMovies: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export type MovieFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MovieFilterOptionsQuery = { movieFilterOptions: { __typename: 'MovieFilterOptions', genres: Array<string>, languages: Array<string>, formats: Array<ShowFormat>, dates: Array<string> } };

export type MovieReviewsQueryVariables = Exact<{
  movieId: Scalars['ID']['input'];
}>;


export type MovieReviewsQuery = { movie: { __typename: 'Movie', id: string, verifiedRating: number | null, verifiedCount: number, canReview: boolean, myReview: (
      { __typename: 'Review', id: string }
      & { ' $fragmentRefs'?: { 'ReviewBox_ReviewFragment': ReviewBox_ReviewFragment } }
    ) | null, reviews: Array<(
      { __typename: 'Review', id: string }
      & { ' $fragmentRefs'?: { 'ReviewItem_ReviewFragment': ReviewItem_ReviewFragment } }
    )> } };

export type MoviesPageQueryVariables = Exact<{
  filter?: InputMaybe<MovieFilter>;
  sort?: InputMaybe<MovieSort>;
}>;


export type MoviesPageQuery = { movies: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export type ReviewBox_ReviewFragment = { __typename: 'Review', id: string, rating: number, text: string } & { ' $fragmentName'?: 'ReviewBox_ReviewFragment' };

export type ReviewMovieMutationVariables = Exact<{
  movieId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  text: Scalars['String']['input'];
}>;


export type ReviewMovieMutation = { reviewMovie: (
    { __typename: 'Review', id: string }
    & { ' $fragmentRefs'?: { 'ReviewBox_ReviewFragment': ReviewBox_ReviewFragment } }
  ) };

export type ReviewItem_ReviewFragment = { __typename: 'Review', id: string, author: string, rating: number, text: string, watchedAt: string, cinemaName: string } & { ' $fragmentName'?: 'ReviewItem_ReviewFragment' };

export type HideReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type HideReviewMutation = { hideReview: boolean };

export type BookingCard_BookingFragment = { __typename: 'Booking', id: string, reference: string, seats: Array<string>, amount: number, amountPaise: number, status: BookingStatus, isPaid: boolean, paymentUrl: string | null, holdExpiresAt: string, refundedAmount: number | null, checkedInAt: string | null, ageCheck: string | null, food: Array<{ __typename: 'OrderLine', quantity: number, collected: boolean, item: { __typename: 'MenuItem', id: string, name: string } }>, cancellation: { __typename: 'CancellationQuote', allowed: boolean, reason: string | null, deadline: string, feePercent: number, feePaise: number, refundPaise: number }, show: (
    { __typename: 'Show', id: string, status: ShowStatus, cancelReason: string | null, movie: { __typename: 'Movie', id: string, posterUrl: string | null, runtime: number, certificate: Certificate | null } }
    & { ' $fragmentRefs'?: { 'ShowSummary_ShowFragment': ShowSummary_ShowFragment } }
  ) } & { ' $fragmentName'?: 'BookingCard_BookingFragment' };

export type CancellationPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type CancellationPolicyQuery = { cancellationPolicy: { __typename: 'CancellationPolicy', cutoffMinutes: number, feePercent: number, text: string } };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<(
    { __typename: 'Booking', id: string, reference: string, status: BookingStatus, holdExpiresAt: string, amountPaise: number, cancellation: { __typename: 'CancellationQuote', allowed: boolean, deadline: string, feePercent: number, feePaise: number, refundPaise: number }, show: { __typename: 'Show', id: string, cinema: { __typename: 'Cinema', id: string, timeZone: string }, movie: { __typename: 'Movie', id: string, title: string } } }
    & { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } }
  )> };

export type CancelBookingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelBookingMutation = { cancelBooking: (
    { __typename: 'Booking', id: string, status: BookingStatus, refundedAmount: number | null }
    & { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } }
  ) };

export type ReleasesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ReleasesPageQuery = { movies: Array<{ __typename: 'Movie', id: string, title: string, posterUrl: string | null, releaseDate: string }> };

export type SearchBoxQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type SearchBoxQuery = { movies: Array<{ __typename: 'Movie', id: string, title: string, posterUrl: string | null, releaseDate: string, genreNames: Array<string> }> };

export type TicketQueryVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type TicketQuery = { ticket: (
    { __typename: 'Booking', id: string, reference: string, status: BookingStatus, isPaid: boolean, amountPaise: number, calendar: string | null }
    & { ' $fragmentRefs'?: { 'TicketView_TicketFragment': TicketView_TicketFragment } }
  ) };

export type TicketView_TicketFragment = { __typename: 'Booking', id: string, reference: string, status: BookingStatus, refundedAmount: number | null, amount: number, isPaid: boolean, ageCheck: string | null, checkedInAt: string | null, ticketCode: string | null, ticketQrSvg: string | null, seatDetails: Array<{ __typename: 'BookedSeat', label: string, category: string, pricePaise: number }>, food: Array<{ __typename: 'OrderLine', quantity: number, amountPaise: number, collected: boolean, item: { __typename: 'MenuItem', id: string, name: string } }>, priceBreakdown: (
    { __typename: 'PriceBreakdown' }
    & { ' $fragmentRefs'?: { 'PriceBreakdownList_BreakdownFragment': PriceBreakdownList_BreakdownFragment } }
  ), show: (
    { __typename: 'Show', id: string, status: ShowStatus, cancelReason: string | null, cinema: { __typename: 'Cinema', id: string, city: string, address: string, timeZone: string }, movie: { __typename: 'Movie', id: string, runtime: number, certificate: Certificate | null } }
    & { ' $fragmentRefs'?: { 'ShowSummary_ShowFragment': ShowSummary_ShowFragment } }
  ) } & { ' $fragmentName'?: 'TicketView_TicketFragment' };

export type SeatLayout_LayoutFragment = { __typename: 'SeatLayout', categories: Array<{ __typename: 'SeatCategory', code: string, name: string }>, rows: Array<{ __typename: 'SeatRow', label: string, cells: Array<{ __typename: 'SeatCell', kind: SeatKind, seat: string | null, category: string | null }> }> } & { ' $fragmentName'?: 'SeatLayout_LayoutFragment' };

export type ShowSummary_ShowFragment = { __typename: 'Show', id: string, localDate: string, localTime: string, movie: { __typename: 'Movie', id: string, title: string }, cinema: { __typename: 'Cinema', id: string, name: string, timeZone: string }, screen: { __typename: 'Screen', id: string, name: string } } & { ' $fragmentName'?: 'ShowSummary_ShowFragment' };

export const MovieCard_MovieFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]} as unknown as DocumentNode<MovieCard_MovieFragment, unknown>;
export const CopyResultPanel_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CopyResultPanel_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CopyWeekResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"clashesWith"}}]}}]}}]} as unknown as DocumentNode<CopyResultPanel_ResultFragment, unknown>;
export const QueuePositionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"ahead"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"admitted"}},{"kind":"Field","name":{"kind":"Name","value":"admissionToken"}},{"kind":"Field","name":{"kind":"Name","value":"admittedUntil"}}]}}]} as unknown as DocumentNode<QueuePositionFieldsFragment, unknown>;
export const TillSummary_TillFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TillSummary_till"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Till"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"floatPaise"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"differencePaise"}}]}}]} as unknown as DocumentNode<TillSummary_TillFragment, unknown>;
export const CastStrip_CastFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CastStrip_cast"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CastMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"character"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]} as unknown as DocumentNode<CastStrip_CastFragment, unknown>;
export const FavouriteButton_MovieFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}}]} as unknown as DocumentNode<FavouriteButton_MovieFragment, unknown>;
export const ReviewBox_ReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewBox_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<ReviewBox_ReviewFragment, unknown>;
export const ReviewItem_ReviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"watchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cinemaName"}}]}}]} as unknown as DocumentNode<ReviewItem_ReviewFragment, unknown>;
export const ShowSummary_ShowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShowSummary_ShowFragment, unknown>;
export const BookingCard_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageCheck"}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookingCard_BookingFragment, unknown>;
export const PriceBreakdownList_BreakdownFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketsPaise"}},{"kind":"Field","name":{"kind":"Name","value":"foodPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}}]}}]}}]} as unknown as DocumentNode<PriceBreakdownList_BreakdownFragment, unknown>;
export const TicketView_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketView_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"ageCheck"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCode"}},{"kind":"Field","name":{"kind":"Name","value":"ticketQrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"seatDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketsPaise"}},{"kind":"Field","name":{"kind":"Name","value":"foodPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TicketView_TicketFragment, unknown>;
export const SeatLayout_LayoutFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeatLayout_layout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeatLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"seat"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<SeatLayout_LayoutFragment, unknown>;
export const ShowMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShowMenuQuery, ShowMenuQueryVariables>;
export const SeatLayoutOccupiedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatLayoutOccupied"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupiedSeats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}]}]}}]} as unknown as DocumentNode<SeatLayoutOccupiedQuery, SeatLayoutOccupiedQueryVariables>;
export const SeatLayoutSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SeatLayoutSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"occupiedSeats"}},{"kind":"Field","name":{"kind":"Name","value":"heldSeats"}},{"kind":"Field","name":{"kind":"Name","value":"soldSeats"}}]}}]}}]} as unknown as DocumentNode<SeatLayoutSeatsSubscription, SeatLayoutSeatsSubscriptionVariables>;
export const SeatLayoutShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatLayoutShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxSeats"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeatLayout_layout"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeatLayout_layout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeatLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"seat"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<SeatLayoutShowQuery, SeatLayoutShowQueryVariables>;
export const MyWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWaitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWaitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"together"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistLength"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyWaitlistQuery, MyWaitlistQueryVariables>;
export const WaitlistEntryChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WaitlistEntryChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"together"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistLength"}}]}}]}}]}}]} as unknown as DocumentNode<WaitlistEntryChangedSubscription, WaitlistEntryChangedSubscriptionVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"together"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}},{"kind":"Argument","name":{"kind":"Name","value":"together"},"value":{"kind":"Variable","name":{"kind":"Name","value":"together"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const LeaveWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Time"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Time"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminBookingHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingHistoryQuery, AdminBookingHistoryQueryVariables>;
export const AdminListBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminListBookingsQuery, AdminListBookingsQueryVariables>;
export const RefundBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}}]}}]}}]} as unknown as DocumentNode<RefundBookingMutation, RefundBookingMutationVariables>;
export const CheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageCheck"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"seatDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const MarkFoodCollectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFoodCollected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFoodCollected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MarkFoodCollectedMutation, MarkFoodCollectedMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"heldSeats"}},{"kind":"Field","name":{"kind":"Name","value":"soldSeats"}},{"kind":"Field","name":{"kind":"Name","value":"activeShows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminDashboardTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardToday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"grossPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sameDayLastWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"grossPaise"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardTodayQuery, AdminDashboardTodayQueryVariables>;
export const UpsertMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpsertMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpsertMenuItemMutation, UpsertMenuItemMutationVariables>;
export const AdminMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"stockPerDay"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMenuQuery, AdminMenuQueryVariables>;
export const CreateOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CreateOfferMutation, CreateOfferMutationVariables>;
export const AdminOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"capPaise"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"cinemaIds"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}}]}}]}}]} as unknown as DocumentNode<AdminOffersQuery, AdminOffersQueryVariables>;
export const SetOfferPausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOfferPaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOfferPaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}}]}}]} as unknown as DocumentNode<SetOfferPausedMutation, SetOfferPausedMutationVariables>;
export const OutboxAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"dataUrl"}}]}}]}}]}}]} as unknown as DocumentNode<OutboxAttachmentsQuery, OutboxAttachmentsQueryVariables>;
export const AdminOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const RetryOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>;
export const CancelShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelShow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<CancelShowMutation, CancelShowMutationVariables>;
export const CreatePriceCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePriceCardMutation, CreatePriceCardMutationVariables>;
export const AdminPriceCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPriceCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPriceCardsQuery, AdminPriceCardsQueryVariables>;
export const DeletePriceCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePriceCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePriceCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePriceCardMutation, DeletePriceCardMutationVariables>;
export const ShowPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}}]}}]}}]} as unknown as DocumentNode<ShowPricesQuery, ShowPricesQueryVariables>;
export const UpdateShowPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShowPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prices"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryPriceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShowPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"prices"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prices"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateShowPricesMutation, UpdateShowPricesMutationVariables>;
export const RepeatShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepeatShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repeatShow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CopyResultPanel_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CopyResultPanel_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CopyWeekResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"clashesWith"}}]}}]}}]} as unknown as DocumentNode<RepeatShowMutation, RepeatShowMutationVariables>;
export const MoveShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"time"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveShow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"time"},"value":{"kind":"Variable","name":{"kind":"Name","value":"time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MoveShowMutation, MoveShowMutationVariables>;
export const CopyWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CopyResultPanel_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CopyResultPanel_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CopyWeekResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"clashesWith"}}]}}]}}]} as unknown as DocumentNode<CopyWeekMutation, CopyWeekMutationVariables>;
export const CopyCinemaWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyCinemaWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyCinemaWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CopyResultPanel_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CopyResultPanel_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CopyWeekResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"clashesWith"}}]}}]}}]} as unknown as DocumentNode<CopyCinemaWeekMutation, CopyCinemaWeekMutationVariables>;
export const AdminTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"7"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"localOccupiedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subtitles"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"clashes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showId"}},{"kind":"Field","name":{"kind":"Name","value":"clashesWith"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminTimelineQuery, AdminTimelineQueryVariables>;
export const AdminFoodSalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFoodSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodSalesReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"grossPaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"netPaise"}}]}}]}}]} as unknown as DocumentNode<AdminFoodSalesQuery, AdminFoodSalesQueryVariables>;
export const AdminOffersReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOffersReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offersReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"costPaise"}},{"kind":"Field","name":{"kind":"Name","value":"grossPaise"}}]}}]}}]} as unknown as DocumentNode<AdminOffersReportQuery, AdminOffersReportQueryVariables>;
export const AdminRefundsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRefundsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"movie"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}}]}}]}}]} as unknown as DocumentNode<AdminRefundsReportQuery, AdminRefundsReportQueryVariables>;
export const AdminSettlementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettlement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settlement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"weekStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}}},{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distributor"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"totalDuePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"grossPaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"netPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"duePaise"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSettlementQuery, AdminSettlementQueryVariables>;
export const AdminSalesReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSalesReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportGroup"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"grossPaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"netPaise"}}]}}]}}]} as unknown as DocumentNode<AdminSalesReportQuery, AdminSalesReportQueryVariables>;
export const AdminOccupancyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOccupancy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screenId"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"shows"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}}]}}]}}]} as unknown as DocumentNode<AdminOccupancyQuery, AdminOccupancyQueryVariables>;
export const AdminVenuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVenues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"cleaningBufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminVenuesQuery, AdminVenuesQueryVariables>;
export const AdminNowPlayingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNowPlaying"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nowPlaying"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"originalLanguage"}}]}}]}}]} as unknown as DocumentNode<AdminNowPlayingQuery, AdminNowPlayingQueryVariables>;
export const ScheduleShowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleShows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showsInput"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowsInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prices"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryPriceInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowVersionInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxSeats"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleShows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showsInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showsInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"prices"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prices"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxSeats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxSeats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ScheduleShowsMutation, ScheduleShowsMutationVariables>;
export const AdminListShowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListShows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allShows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatsSold"}},{"kind":"Field","name":{"kind":"Name","value":"seatsHeld"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subtitles"}},{"kind":"Field","name":{"kind":"Name","value":"openCaptions"}},{"kind":"Field","name":{"kind":"Name","value":"audioDescription"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminListShowsQuery, AdminListShowsQueryVariables>;
export const SetMovieCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMovieCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certificate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMovieCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"certificate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certificate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]} as unknown as DocumentNode<SetMovieCertificateMutation, SetMovieCertificateMutationVariables>;
export const AddShowsScreenFormatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddShowsScreenFormats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}}]}}]} as unknown as DocumentNode<AddShowsScreenFormatsQuery, AddShowsScreenFormatsQueryVariables>;
export const AdminWaitingRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWaitingRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"admitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"sessionMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTicketsPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWaitingRoomQuery, AdminWaitingRoomQueryVariables>;
export const OpenWaitingRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenWaitingRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"admitPerMinute"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionMinutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxTicketsPerUser"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openWaitingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"admitPerMinute"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admitPerMinute"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionMinutes"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxTicketsPerUser"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxTicketsPerUser"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpenWaitingRoomMutation, OpenWaitingRoomMutationVariables>;
export const CloseWaitingRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseWaitingRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeWaitingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode<CloseWaitingRoomMutation, CloseWaitingRoomMutationVariables>;
export const CreateCinemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCinema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CinemaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCinema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<CreateCinemaMutation, CreateCinemaMutationVariables>;
export const UpdateCinemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCinema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CinemaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCinema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"cleaningBufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"singleSeatGapRule"}}]}}]}}]} as unknown as DocumentNode<UpdateCinemaMutation, UpdateCinemaMutationVariables>;
export const AdminCinemasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCinemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinemas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"cleaningBufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"singleSeatGapRule"}},{"kind":"Field","name":{"kind":"Name","value":"screens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"layoutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCinemasQuery, AdminCinemasQueryVariables>;
export const AdminScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"layoutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeatLayout_layout"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeatLayout_layout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeatLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"seat"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]}}]} as unknown as DocumentNode<AdminScreenQuery, AdminScreenQueryVariables>;
export const CreateScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layout"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeatLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cinemaId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cinemaId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"layout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"layoutVersion"}}]}}]}}]} as unknown as DocumentNode<CreateScreenMutation, CreateScreenMutationVariables>;
export const UpdateScreenLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateScreenLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layout"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeatLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateScreenLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"layout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"layoutVersion"}}]}}]}}]} as unknown as DocumentNode<UpdateScreenLayoutMutation, UpdateScreenLayoutMutationVariables>;
export const SetScreenFormatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetScreenFormats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowFormat"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setScreenFormats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}}]}}]} as unknown as DocumentNode<SetScreenFormatsMutation, SetScreenFormatsMutationVariables>;
export const RenameScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameScreen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameScreenMutation, RenameScreenMutationVariables>;
export const SessionRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isBoxOffice"}}]}}]}}]} as unknown as DocumentNode<SessionRolesQuery, SessionRolesQueryVariables>;
export const BookingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backdropUrl"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"showTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showId"}},{"kind":"Field","name":{"kind":"Name","value":"cinemaCity"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingPageQuery, BookingPageQueryVariables>;
export const SeatPageTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatPageTotal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}}]}}]} as unknown as DocumentNode<SeatPageTotalQuery, SeatPageTotalQueryVariables>;
export const ShowsByDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowsByDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShowFormat"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showsByDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minPricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"maxPricePaise"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showId"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"screenName"}},{"kind":"Field","name":{"kind":"Name","value":"seatsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistLength"}},{"kind":"Field","name":{"kind":"Name","value":"fillingFast"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subtitles"}},{"kind":"Field","name":{"kind":"Name","value":"openCaptions"}},{"kind":"Field","name":{"kind":"Name","value":"audioDescription"}}]}}]}}]}}]} as unknown as DocumentNode<ShowsByDateQuery, ShowsByDateQueryVariables>;
export const CitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"}}]}}]} as unknown as DocumentNode<CitiesQuery, CitiesQueryVariables>;
export const BookingCancellationPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingCancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<BookingCancellationPolicyQuery, BookingCancellationPolicyQueryVariables>;
export const ConfirmBookingShowCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfirmBookingShowCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmBookingShowCertificateQuery, ConfirmBookingShowCertificateQueryVariables>;
export const BookingQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"food"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promoCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}},{"kind":"Argument","name":{"kind":"Name","value":"food"},"value":{"kind":"Variable","name":{"kind":"Name","value":"food"}}},{"kind":"Argument","name":{"kind":"Name","value":"promoCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promoCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketsPaise"}},{"kind":"Field","name":{"kind":"Name","value":"foodPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}}]}}]}}]} as unknown as DocumentNode<BookingQuoteQuery, BookingQuoteQueryVariables>;
export const FoodStepTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoodStepTotal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"food"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}},{"kind":"Argument","name":{"kind":"Name","value":"food"},"value":{"kind":"Variable","name":{"kind":"Name","value":"food"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}}]}}]} as unknown as DocumentNode<FoodStepTotalQuery, FoodStepTotalQueryVariables>;
export const JoinQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"ahead"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"admitted"}},{"kind":"Field","name":{"kind":"Name","value":"admissionToken"}},{"kind":"Field","name":{"kind":"Name","value":"admittedUntil"}}]}}]} as unknown as DocumentNode<JoinQueueMutation, JoinQueueMutationVariables>;
export const QueuePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"QueuePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queuePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"ahead"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"admitted"}},{"kind":"Field","name":{"kind":"Name","value":"admissionToken"}},{"kind":"Field","name":{"kind":"Name","value":"admittedUntil"}}]}}]} as unknown as DocumentNode<QueuePositionSubscription, QueuePositionSubscriptionVariables>;
export const SeatLayoutMovieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatLayoutMovie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"showTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"cinemaName"}},{"kind":"Field","name":{"kind":"Name","value":"cinemaCity"}},{"kind":"Field","name":{"kind":"Name","value":"screenName"}},{"kind":"Field","name":{"kind":"Name","value":"seatsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistLength"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SeatLayoutMovieQuery, SeatLayoutMovieQueryVariables>;
export const SeatPageBestSeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatPageBestSeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bestSeats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}]}]}}]} as unknown as DocumentNode<SeatPageBestSeatsQuery, SeatPageBestSeatsQueryVariables>;
export const CreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmAge"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"food"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promoCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"admissionToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmAge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmAge"}}},{"kind":"Argument","name":{"kind":"Name","value":"food"},"value":{"kind":"Variable","name":{"kind":"Name","value":"food"}}},{"kind":"Argument","name":{"kind":"Name","value":"promoCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promoCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"admissionToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"admissionToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<CreateBookingMutation, CreateBookingMutationVariables>;
export const WaitingRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"sessionMinutes"}}]}}]}}]} as unknown as DocumentNode<WaitingRoomQuery, WaitingRoomQueryVariables>;
export const CounterBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounterBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counterBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CounterBookingQuery, CounterBookingQueryVariables>;
export const BoxOfficeShowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoxOfficeShows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BoxOfficeShowsQuery, BoxOfficeShowsQueryVariables>;
export const SellAtCounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SellAtCounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"food"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellAtCounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}},{"kind":"Argument","name":{"kind":"Name","value":"food"},"value":{"kind":"Variable","name":{"kind":"Name","value":"food"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCode"}},{"kind":"Field","name":{"kind":"Name","value":"ticketQrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"seatDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketsPaise"}},{"kind":"Field","name":{"kind":"Name","value":"foodPaise"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SellAtCounterMutation, SellAtCounterMutationVariables>;
export const CounterQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounterQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seats"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"food"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLineInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seats"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seats"}}},{"kind":"Argument","name":{"kind":"Name","value":"food"},"value":{"kind":"Variable","name":{"kind":"Name","value":"food"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foodPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}}]}}]} as unknown as DocumentNode<CounterQuoteQuery, CounterQuoteQueryVariables>;
export const RefundAtCounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundAtCounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundAtCounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}}]}}]}}]} as unknown as DocumentNode<RefundAtCounterMutation, RefundAtCounterMutationVariables>;
export const BoxOfficeTillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoxOfficeTill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TillSummary_till"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TillSummary_till"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Till"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"floatPaise"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"differencePaise"}}]}}]} as unknown as DocumentNode<BoxOfficeTillQuery, BoxOfficeTillQueryVariables>;
export const OpenTillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenTill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"floatPaise"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openTill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"floatPaise"},"value":{"kind":"Variable","name":{"kind":"Name","value":"floatPaise"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TillSummary_till"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TillSummary_till"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Till"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"floatPaise"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"differencePaise"}}]}}]} as unknown as DocumentNode<OpenTillMutation, OpenTillMutationVariables>;
export const CloseTillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseTill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counted"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MethodAmountInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"counted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counted"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TillSummary_till"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TillSummary_till"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Till"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"floatPaise"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"differencePaise"}}]}}]} as unknown as DocumentNode<CloseTillMutation, CloseTillMutationVariables>;
export const FavouritesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavouritesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]} as unknown as DocumentNode<FavouritesPageQuery, FavouritesPageQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MovieFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const ToggleFavouriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleFavourite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleFavourite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}}]}}]}}]} as unknown as DocumentNode<ToggleFavouriteMutation, ToggleFavouriteMutationVariables>;
export const MovieDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovieDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backdropUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"trailerKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subtitles"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFavourite"}}]}}]} as unknown as DocumentNode<MovieDetailsQuery, MovieDetailsQueryVariables>;
export const MovieCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovieCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CastStrip_cast"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CastStrip_cast"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CastMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"character"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]} as unknown as DocumentNode<MovieCreditsQuery, MovieCreditsQueryVariables>;
export const SimilarMoviesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimilarMovies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarMovies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]} as unknown as DocumentNode<SimilarMoviesQuery, SimilarMoviesQueryVariables>;
export const MovieFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovieFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movieFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genres"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}}]}}]}}]} as unknown as DocumentNode<MovieFilterOptionsQuery, MovieFilterOptionsQueryVariables>;
export const MovieReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovieReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedRating"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedCount"}},{"kind":"Field","name":{"kind":"Name","value":"canReview"}},{"kind":"Field","name":{"kind":"Name","value":"myReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewBox_review"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewItem_review"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewBox_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewItem_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"watchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cinemaName"}}]}}]} as unknown as DocumentNode<MovieReviewsQuery, MovieReviewsQueryVariables>;
export const MoviesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoviesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MovieFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MovieSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]} as unknown as DocumentNode<MoviesPageQuery, MoviesPageQueryVariables>;
export const ReviewMovieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewMovie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewMovie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"movieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"movieId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewBox_review"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewBox_review"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<ReviewMovieMutation, ReviewMovieMutationVariables>;
export const HideReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HideReviewMutation, HideReviewMutationVariables>;
export const CancellationPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutoffMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<CancellationPolicyQuery, CancellationPolicyQueryVariables>;
export const MyBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageCheck"}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]}}]} as unknown as DocumentNode<MyBookingsQuery, MyBookingsQueryVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageCheck"}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]}}]} as unknown as DocumentNode<CancelBookingMutation, CancelBookingMutationVariables>;
export const ReleasesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReleasesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}}]}}]}}]} as unknown as DocumentNode<ReleasesPageQuery, ReleasesPageQueryVariables>;
export const SearchBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchBox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}}]}}]}}]} as unknown as DocumentNode<SearchBoxQuery, SearchBoxQueryVariables>;
export const TicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ticket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"calendar"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketView_ticket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketsPaise"}},{"kind":"Field","name":{"kind":"Name","value":"foodPaise"}},{"kind":"Field","name":{"kind":"Name","value":"discountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"feePaise"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"gstRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxPaise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowSummary_show"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Show"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketView_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"ageCheck"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCode"}},{"kind":"Field","name":{"kind":"Name","value":"ticketQrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"seatDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"food"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"collected"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceBreakdownList_breakdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"show"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowSummary_show"}},{"kind":"Field","name":{"kind":"Name","value":"cinema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"movie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}}]}}]}}]}}]} as unknown as DocumentNode<TicketQuery, TicketQueryVariables>;