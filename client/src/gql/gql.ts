/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n    certificate\n  }\n": typeof types.MovieCard_MovieFragmentDoc,
    "\n  query AdminListBookings($offset: Int!, $limit: Int!, $search: String, $status: [BookingStatus!]) {\n    allBookings(offset: $offset, limit: $limit, search: $search, status: $status) {\n      total\n      offset\n      limit\n      paidAmountPaise\n      paidCount\n      bookings {\n        id\n        reference\n        seats\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        amount\n        status\n        refundedAmount\n        needsAttention\n        customer {\n          id\n          name\n          email\n        }\n        show {\n          id\n          localDate\n          localTime\n          cinema {\n            id\n            timeZone\n          }\n          movie {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminListBookingsDocument,
    "\n  mutation RefundBooking($id: ID!) {\n    refundBooking(id: $id) {\n      id\n      status\n      isPaid\n      refundedAmount\n    }\n  }\n": typeof types.RefundBookingDocument,
    "\n  mutation CheckIn($code: String!) {\n    checkIn(code: $code) {\n      checkedInAt\n      ageCheck\n      booking {\n        id\n        reference\n        checkedInAt\n        seatDetails {\n          label\n          category\n        }\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        show {\n          id\n          ...ShowSummary_show\n          cinema {\n            id\n            timeZone\n          }\n        }\n      }\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  mutation MarkFoodCollected($bookingId: ID!) {\n    markFoodCollected(bookingId: $bookingId) {\n      id\n      food {\n        quantity\n        collected\n        item {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.MarkFoodCollectedDocument,
    "\n  query AdminDashboard($cinemaId: ID) {\n    dashboard(cinemaId: $cinemaId) {\n      totalBookings\n      totalRevenue\n      totalUsers\n      heldSeats\n      soldSeats\n      activeShows {\n        id\n        price\n        localDate\n        localTime\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n          posterUrl\n          voteAverage\n        }\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  mutation UpsertMenuItem($cinemaId: ID!, $input: MenuItemInput!) {\n    upsertMenuItem(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpsertMenuItemDocument,
    "\n  query AdminMenu($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      menu {\n        id\n        name\n        description\n        category\n        imageUrl\n        pricePaise\n        gstRatePercent\n        available\n        stockLeft\n        stockPerDay\n      }\n    }\n  }\n": typeof types.AdminMenuDocument,
    "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      id\n      code\n      title\n    }\n  }\n": typeof types.CreateOfferDocument,
    "\n  query AdminOffers {\n    offers {\n      id\n      code\n      title\n      kind\n      value\n      appliesTo\n      capPaise\n      startsAt\n      endsAt\n      minTickets\n      maxRedemptions\n      maxPerUser\n      redemptions\n      held\n      paused\n      cinemaIds\n      formats\n      weekdays\n    }\n  }\n": typeof types.AdminOffersDocument,
    "\n  mutation SetOfferPaused($id: ID!, $paused: Boolean!) {\n    setOfferPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n": typeof types.SetOfferPausedDocument,
    "\n  query OutboxAttachments($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      attachments {\n        name\n        contentType\n        dataUrl\n      }\n    }\n  }\n": typeof types.OutboxAttachmentsDocument,
    "\n  query AdminOutbox($status: OutboxStatus, $offset: Int!, $limit: Int!) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        dueAt\n        sentAt\n        createdAt\n        bookingReference\n        text\n        html\n      }\n    }\n  }\n": typeof types.AdminOutboxDocument,
    "\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      dueAt\n      sentAt\n    }\n  }\n": typeof types.RetryOutboxMessageDocument,
    "\n  mutation CancelShow($showId: ID!, $reason: String!) {\n    cancelShow(showId: $showId, reason: $reason) {\n      id\n      status\n      cancelReason\n      revision\n    }\n  }\n": typeof types.CancelShowDocument,
    "\n  fragment CopyResultPanel_result on CopyWeekResult {\n    created {\n      id\n      localDate\n      localTime\n      movie {\n        id\n        title\n      }\n    }\n    skipped {\n      date\n      time\n      reason\n      clashesWith\n    }\n  }\n": typeof types.CopyResultPanel_ResultFragmentDoc,
    "\n  mutation CreatePriceCard($cinemaId: ID!, $input: PriceCardInput!) {\n    createPriceCard(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreatePriceCardDocument,
    "\n  query AdminPriceCards($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      timeZone\n      screens {\n        id\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n    priceCards(cinemaId: $cinemaId) {\n      id\n      name\n      days\n      from\n      to\n      formats\n      startsOn\n      endsOn\n      priority\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n": typeof types.AdminPriceCardsDocument,
    "\n  mutation DeletePriceCard($id: ID!) {\n    deletePriceCard(id: $id)\n  }\n": typeof types.DeletePriceCardDocument,
    "\n  query ShowPrices($id: ID!) {\n    show(id: $id) {\n      id\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n": typeof types.ShowPricesDocument,
    "\n  mutation UpdateShowPrices($showId: ID!, $prices: [CategoryPriceInput!]!) {\n    updateShowPrices(showId: $showId, prices: $prices) {\n      id\n      revision\n      pricePaise\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n": typeof types.UpdateShowPricesDocument,
    "\n  mutation RepeatShow($showId: ID!, $days: Int!) {\n    repeatShow(showId: $showId, days: $days) {\n      ...CopyResultPanel_result\n    }\n  }\n": typeof types.RepeatShowDocument,
    "\n  mutation MoveShow($showId: ID!, $screenId: ID, $date: String, $time: String) {\n    moveShow(showId: $showId, screenId: $screenId, date: $date, time: $time) {\n      id\n      localDate\n      localTime\n      revision\n      screen {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MoveShowDocument,
    "\n  mutation CopyWeek($screenId: ID!, $fromDate: String!, $toDate: String!) {\n    copyWeek(screenId: $screenId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n": typeof types.CopyWeekDocument,
    "\n  mutation CopyCinemaWeek($cinemaId: ID!, $fromDate: String!, $toDate: String!) {\n    copyCinemaWeek(cinemaId: $cinemaId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n": typeof types.CopyCinemaWeekDocument,
    "\n  query AdminTimeline($cinemaId: ID!, $from: String!) {\n    timeline(cinemaId: $cinemaId, from: $from, days: 7) {\n      from\n      days\n      cinema {\n        id\n        name\n        timeZone\n      }\n      screens {\n        screen {\n          id\n          name\n          formats\n        }\n        shows {\n          id\n          localDate\n          localTime\n          localOccupiedUntil\n          status\n          cancelReason\n          format\n          language\n          subtitles\n          pricePaise\n          movie {\n            id\n            title\n            runtime\n            certificate\n          }\n          priceCard {\n            id\n            name\n          }\n        }\n        clashes {\n          showId\n          clashesWith\n        }\n      }\n    }\n  }\n": typeof types.AdminTimelineDocument,
    "\n  query AdminVenues {\n    cinemas {\n      id\n      name\n      city\n      timeZone\n      cleaningBufferMinutes\n      screens {\n        id\n        name\n        capacity\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminVenuesDocument,
    "\n  query AdminNowPlaying {\n    nowPlaying {\n      id\n      title\n      posterUrl\n      voteAverage\n      voteCount\n      releaseDate\n      runtime\n      originalLanguage\n    }\n  }\n": typeof types.AdminNowPlayingDocument,
    "\n  mutation ScheduleShows(\n    $screenId: ID!\n    $movieId: ID!\n    $showsInput: [ShowsInput!]!\n    $prices: [CategoryPriceInput!]\n    $version: ShowVersionInput\n    $maxSeats: Int\n  ) {\n    scheduleShows(\n      screenId: $screenId\n      movieId: $movieId\n      showsInput: $showsInput\n      prices: $prices\n      version: $version\n      maxSeats: $maxSeats\n    ) {\n      id\n    }\n  }\n": typeof types.ScheduleShowsDocument,
    "\n  query AdminListShows($cinemaId: ID) {\n    allShows(cinemaId: $cinemaId) {\n      seatsSold\n      seatsHeld\n      earnings\n      show {\n        id\n        price\n        status\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n        movie {\n          id\n          certificate\n        }\n        ...ShowSummary_show\n      }\n    }\n  }\n": typeof types.AdminListShowsDocument,
    "\n  mutation SetMovieCertificate($movieId: ID!, $certificate: Certificate!) {\n    setMovieCertificate(movieId: $movieId, certificate: $certificate) {\n      id\n      certificate\n    }\n  }\n": typeof types.SetMovieCertificateDocument,
    "\n  query AddShowsScreenFormats($id: ID!) {\n    screen(id: $id) {\n      id\n      formats\n    }\n  }\n": typeof types.AddShowsScreenFormatsDocument,
    "\n  mutation CreateCinema($input: CinemaInput!) {\n    createCinema(input: $input) {\n      id\n      name\n      city\n    }\n  }\n": typeof types.CreateCinemaDocument,
    "\n  mutation UpdateCinema($id: ID!, $input: CinemaInput!) {\n    updateCinema(id: $id, input: $input) {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n    }\n  }\n": typeof types.UpdateCinemaDocument,
    "\n  query AdminCinemas {\n    cinemas {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n      screens {\n        id\n        name\n        capacity\n        layoutVersion\n        formats\n      }\n    }\n  }\n": typeof types.AdminCinemasDocument,
    "\n  query AdminScreen($id: ID!) {\n    screen(id: $id) {\n      id\n      name\n      layoutVersion\n      cinema {\n        id\n        name\n      }\n      layout {\n        ...SeatLayout_layout\n      }\n    }\n  }\n": typeof types.AdminScreenDocument,
    "\n  mutation CreateScreen($cinemaId: ID!, $name: String!, $layout: SeatLayoutInput!) {\n    createScreen(cinemaId: $cinemaId, name: $name, layout: $layout) {\n      id\n      name\n      capacity\n      layoutVersion\n    }\n  }\n": typeof types.CreateScreenDocument,
    "\n  mutation UpdateScreenLayout($screenId: ID!, $layout: SeatLayoutInput!) {\n    updateScreenLayout(screenId: $screenId, layout: $layout) {\n      id\n      capacity\n      layoutVersion\n    }\n  }\n": typeof types.UpdateScreenLayoutDocument,
    "\n  mutation SetScreenFormats($screenId: ID!, $formats: [ShowFormat!]!) {\n    setScreenFormats(screenId: $screenId, formats: $formats) {\n      id\n      formats\n    }\n  }\n": typeof types.SetScreenFormatsDocument,
    "\n  mutation RenameScreen($screenId: ID!, $name: String!) {\n    renameScreen(screenId: $screenId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameScreenDocument,
    "\n  query SessionRoles {\n    isAdmin\n    me {\n      id\n      isStaff\n    }\n  }\n": typeof types.SessionRolesDocument,
    "\n  query BookingPage($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      posterUrl\n      backdropUrl\n      genreNames\n      runtime\n      certificate\n      versions {\n        format\n        language\n      }\n      showTimes {\n        date\n        times {\n          showId\n          cinemaCity\n          format\n          language\n        }\n      }\n    }\n  }\n": typeof types.BookingPageDocument,
    "\n  query SeatPageTotal($showId: ID!, $seats: [String!]!) {\n    quote(showId: $showId, seats: $seats) {\n      totalPaise\n    }\n  }\n": typeof types.SeatPageTotalDocument,
    "\n  query ShowsByDate($movieId: ID!, $date: String!, $city: String, $format: ShowFormat, $language: String) {\n    showsByDate(movieId: $movieId, date: $date, city: $city, format: $format, language: $language) {\n      cinema {\n        id\n        name\n        city\n        address\n      }\n      minPricePaise\n      maxPricePaise\n      times {\n        showId\n        localTime\n        screenName\n        seatsAvailable\n        fillingFast\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n      }\n    }\n  }\n": typeof types.ShowsByDateDocument,
    "\n  query Cities {\n    cities\n  }\n": typeof types.CitiesDocument,
    "\n  query BookingCancellationPolicy {\n    cancellationPolicy {\n      text\n    }\n  }\n": typeof types.BookingCancellationPolicyDocument,
    "\n  query ConfirmBookingShowCertificate($showId: ID!) {\n    show(id: $showId) {\n      id\n      movie {\n        id\n        certificate\n      }\n    }\n  }\n": typeof types.ConfirmBookingShowCertificateDocument,
    "\n  query BookingQuote($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!], $promoCode: String) {\n    quote(showId: $showId, seats: $seats, food: $food, promoCode: $promoCode) {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n      offer {\n        id\n        code\n        title\n      }\n    }\n  }\n": typeof types.BookingQuoteDocument,
    "\n  query FoodStepTotal($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!]) {\n    quote(showId: $showId, seats: $seats, food: $food) {\n      totalPaise\n    }\n  }\n": typeof types.FoodStepTotalDocument,
    "\n  query SeatLayoutMovie($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      certificate\n      showTimes {\n        date\n        times {\n          showId\n          time\n          localTime\n          cinemaName\n          cinemaCity\n          screenName\n        }\n      }\n    }\n  }\n": typeof types.SeatLayoutMovieDocument,
    "\n  query SeatPageBestSeats($showId: ID!, $count: Int!) {\n    bestSeats(showId: $showId, count: $count)\n  }\n": typeof types.SeatPageBestSeatsDocument,
    "\n  mutation CreateBooking(\n    $showId: ID!\n    $seats: [String!]!\n    $idempotencyKey: String\n    $confirmAge: Boolean\n    $food: [OrderLineInput!]\n    $promoCode: String\n  ) {\n    createBooking(\n      showId: $showId\n      seats: $seats\n      idempotencyKey: $idempotencyKey\n      confirmAge: $confirmAge\n      food: $food\n      promoCode: $promoCode\n    ) {\n      id\n      status\n      paymentUrl\n      seats\n      amount\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query SeatLayoutOccupied($showId: ID!) {\n    occupiedSeats(showId: $showId)\n  }\n": typeof types.SeatLayoutOccupiedDocument,
    "\n  subscription SeatLayoutSeats($showId: ID!) {\n    seatsChanged(showId: $showId) {\n      showId\n      version\n      occupiedSeats\n      heldSeats\n      soldSeats\n    }\n  }\n": typeof types.SeatLayoutSeatsDocument,
    "\n  query SeatLayoutShow($showId: ID!) {\n    show(id: $showId) {\n      id\n      maxSeats\n      prices {\n        category\n        pricePaise\n      }\n      layout {\n        version\n        ...SeatLayout_layout\n      }\n    }\n  }\n": typeof types.SeatLayoutShowDocument,
    "\n  query ShowMenu($showId: ID!) {\n    show(id: $showId) {\n      id\n      cinema {\n        id\n        menu(showId: $showId) {\n          id\n          name\n          description\n          category\n          imageUrl\n          pricePaise\n          available\n          stockLeft\n        }\n      }\n    }\n  }\n": typeof types.ShowMenuDocument,
    "\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.FavouritesPageDocument,
    "\n  query HomePage($filter: MovieFilter) {\n    movies(filter: $filter) {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment CastStrip_cast on CastMember {\n    id\n    name\n    character\n    profileUrl\n  }\n": typeof types.CastStrip_CastFragmentDoc,
    "\n  fragment FavouriteButton_movie on Movie {\n    id\n    title\n    isFavourite\n  }\n": typeof types.FavouriteButton_MovieFragmentDoc,
    "\n  mutation ToggleFavourite($movieId: ID!) {\n    toggleFavourite(movieId: $movieId) {\n      isFavourite\n      movie {\n        id\n        isFavourite\n      }\n    }\n  }\n": typeof types.ToggleFavouriteDocument,
    "\n  query MovieDetails($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      overview\n      posterUrl\n      backdropUrl\n      voteAverage\n      voteCount\n      genreNames\n      runtime\n      releaseDate\n      trailerKey\n      certificate\n      versions {\n        format\n        language\n        subtitles\n      }\n      ...FavouriteButton_movie\n    }\n  }\n": typeof types.MovieDetailsDocument,
    "\n  query MovieCredits($movieId: ID!) {\n    credits(movieId: $movieId) {\n      id\n      ...CastStrip_cast\n    }\n  }\n": typeof types.MovieCreditsDocument,
    "\n  query SimilarMovies($movieId: ID!, $limit: Int!) {\n    similarMovies(movieId: $movieId, limit: $limit) {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.SimilarMoviesDocument,
    "\n  query MovieFilterOptions {\n    movieFilterOptions {\n      genres\n      languages\n      formats\n      dates\n    }\n  }\n": typeof types.MovieFilterOptionsDocument,
    "\n  query MoviesPage($filter: MovieFilter, $sort: MovieSort) {\n    movies(filter: $filter, sort: $sort) {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.MoviesPageDocument,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    seats\n    amount\n    amountPaise\n    status\n    isPaid\n    paymentUrl\n    holdExpiresAt\n    refundedAmount\n    checkedInAt\n    ageCheck\n    food {\n      quantity\n      collected\n      item {\n        id\n        name\n      }\n    }\n    cancellation {\n      allowed\n      reason\n      deadline\n      feePercent\n      feePaise\n      refundPaise\n    }\n    show {\n      id\n      ...ShowSummary_show\n      status\n      cancelReason\n      movie {\n        id\n        posterUrl\n        runtime\n        certificate\n      }\n    }\n  }\n": typeof types.BookingCard_BookingFragmentDoc,
    "\n  query CancellationPolicy {\n    cancellationPolicy {\n      cutoffMinutes\n      feePercent\n      text\n    }\n  }\n": typeof types.CancellationPolicyDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      reference\n      status\n      holdExpiresAt\n      amountPaise\n      cancellation {\n        allowed\n        deadline\n        feePercent\n        feePaise\n        refundPaise\n      }\n      show {\n        id\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n        }\n      }\n      ...BookingCard_booking\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      refundedAmount\n      ...BookingCard_booking\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query ReleasesPage {\n    movies {\n      id\n      title\n      posterUrl\n      releaseDate\n    }\n  }\n": typeof types.ReleasesPageDocument,
    "\n  query SearchBox($search: String!) {\n    movies(filter: { search: $search }, limit: 6) {\n      id\n      title\n      posterUrl\n      releaseDate\n      genreNames\n    }\n  }\n": typeof types.SearchBoxDocument,
    "\n  query Ticket($reference: String!) {\n    ticket(reference: $reference) {\n      id\n      reference\n      status\n      isPaid\n      amountPaise\n      calendar\n      ...TicketView_ticket\n    }\n  }\n": typeof types.TicketDocument,
    "\n  fragment TicketView_ticket on Booking {\n    id\n    reference\n    status\n    refundedAmount\n    amount\n    isPaid\n    ageCheck\n    checkedInAt\n    ticketCode\n    ticketQrSvg\n    seatDetails {\n      label\n      category\n      pricePaise\n    }\n    food {\n      quantity\n      amountPaise\n      collected\n      item {\n        id\n        name\n      }\n    }\n    priceBreakdown {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n    }\n    show {\n      id\n      ...ShowSummary_show\n      cinema {\n        id\n        city\n        address\n        timeZone\n      }\n      status\n      cancelReason\n      movie {\n        id\n        runtime\n        certificate\n      }\n    }\n  }\n": typeof types.TicketView_TicketFragmentDoc,
    "\n  fragment SeatLayout_layout on SeatLayout {\n    categories {\n      code\n      name\n    }\n    rows {\n      label\n      cells {\n        kind\n        seat\n        category\n      }\n    }\n  }\n": typeof types.SeatLayout_LayoutFragmentDoc,
    "\n  fragment ShowSummary_show on Show {\n    id\n    localDate\n    localTime\n    movie {\n      id\n      title\n    }\n    cinema {\n      id\n      name\n      timeZone\n    }\n    screen {\n      id\n      name\n    }\n  }\n": typeof types.ShowSummary_ShowFragmentDoc,
};
const documents: Documents = {
    "\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n    certificate\n  }\n": types.MovieCard_MovieFragmentDoc,
    "\n  query AdminListBookings($offset: Int!, $limit: Int!, $search: String, $status: [BookingStatus!]) {\n    allBookings(offset: $offset, limit: $limit, search: $search, status: $status) {\n      total\n      offset\n      limit\n      paidAmountPaise\n      paidCount\n      bookings {\n        id\n        reference\n        seats\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        amount\n        status\n        refundedAmount\n        needsAttention\n        customer {\n          id\n          name\n          email\n        }\n        show {\n          id\n          localDate\n          localTime\n          cinema {\n            id\n            timeZone\n          }\n          movie {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": types.AdminListBookingsDocument,
    "\n  mutation RefundBooking($id: ID!) {\n    refundBooking(id: $id) {\n      id\n      status\n      isPaid\n      refundedAmount\n    }\n  }\n": types.RefundBookingDocument,
    "\n  mutation CheckIn($code: String!) {\n    checkIn(code: $code) {\n      checkedInAt\n      ageCheck\n      booking {\n        id\n        reference\n        checkedInAt\n        seatDetails {\n          label\n          category\n        }\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        show {\n          id\n          ...ShowSummary_show\n          cinema {\n            id\n            timeZone\n          }\n        }\n      }\n    }\n  }\n": types.CheckInDocument,
    "\n  mutation MarkFoodCollected($bookingId: ID!) {\n    markFoodCollected(bookingId: $bookingId) {\n      id\n      food {\n        quantity\n        collected\n        item {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.MarkFoodCollectedDocument,
    "\n  query AdminDashboard($cinemaId: ID) {\n    dashboard(cinemaId: $cinemaId) {\n      totalBookings\n      totalRevenue\n      totalUsers\n      heldSeats\n      soldSeats\n      activeShows {\n        id\n        price\n        localDate\n        localTime\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n          posterUrl\n          voteAverage\n        }\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  mutation UpsertMenuItem($cinemaId: ID!, $input: MenuItemInput!) {\n    upsertMenuItem(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpsertMenuItemDocument,
    "\n  query AdminMenu($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      menu {\n        id\n        name\n        description\n        category\n        imageUrl\n        pricePaise\n        gstRatePercent\n        available\n        stockLeft\n        stockPerDay\n      }\n    }\n  }\n": types.AdminMenuDocument,
    "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      id\n      code\n      title\n    }\n  }\n": types.CreateOfferDocument,
    "\n  query AdminOffers {\n    offers {\n      id\n      code\n      title\n      kind\n      value\n      appliesTo\n      capPaise\n      startsAt\n      endsAt\n      minTickets\n      maxRedemptions\n      maxPerUser\n      redemptions\n      held\n      paused\n      cinemaIds\n      formats\n      weekdays\n    }\n  }\n": types.AdminOffersDocument,
    "\n  mutation SetOfferPaused($id: ID!, $paused: Boolean!) {\n    setOfferPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n": types.SetOfferPausedDocument,
    "\n  query OutboxAttachments($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      attachments {\n        name\n        contentType\n        dataUrl\n      }\n    }\n  }\n": types.OutboxAttachmentsDocument,
    "\n  query AdminOutbox($status: OutboxStatus, $offset: Int!, $limit: Int!) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        dueAt\n        sentAt\n        createdAt\n        bookingReference\n        text\n        html\n      }\n    }\n  }\n": types.AdminOutboxDocument,
    "\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      dueAt\n      sentAt\n    }\n  }\n": types.RetryOutboxMessageDocument,
    "\n  mutation CancelShow($showId: ID!, $reason: String!) {\n    cancelShow(showId: $showId, reason: $reason) {\n      id\n      status\n      cancelReason\n      revision\n    }\n  }\n": types.CancelShowDocument,
    "\n  fragment CopyResultPanel_result on CopyWeekResult {\n    created {\n      id\n      localDate\n      localTime\n      movie {\n        id\n        title\n      }\n    }\n    skipped {\n      date\n      time\n      reason\n      clashesWith\n    }\n  }\n": types.CopyResultPanel_ResultFragmentDoc,
    "\n  mutation CreatePriceCard($cinemaId: ID!, $input: PriceCardInput!) {\n    createPriceCard(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n": types.CreatePriceCardDocument,
    "\n  query AdminPriceCards($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      timeZone\n      screens {\n        id\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n    priceCards(cinemaId: $cinemaId) {\n      id\n      name\n      days\n      from\n      to\n      formats\n      startsOn\n      endsOn\n      priority\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n": types.AdminPriceCardsDocument,
    "\n  mutation DeletePriceCard($id: ID!) {\n    deletePriceCard(id: $id)\n  }\n": types.DeletePriceCardDocument,
    "\n  query ShowPrices($id: ID!) {\n    show(id: $id) {\n      id\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n": types.ShowPricesDocument,
    "\n  mutation UpdateShowPrices($showId: ID!, $prices: [CategoryPriceInput!]!) {\n    updateShowPrices(showId: $showId, prices: $prices) {\n      id\n      revision\n      pricePaise\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n": types.UpdateShowPricesDocument,
    "\n  mutation RepeatShow($showId: ID!, $days: Int!) {\n    repeatShow(showId: $showId, days: $days) {\n      ...CopyResultPanel_result\n    }\n  }\n": types.RepeatShowDocument,
    "\n  mutation MoveShow($showId: ID!, $screenId: ID, $date: String, $time: String) {\n    moveShow(showId: $showId, screenId: $screenId, date: $date, time: $time) {\n      id\n      localDate\n      localTime\n      revision\n      screen {\n        id\n        name\n      }\n    }\n  }\n": types.MoveShowDocument,
    "\n  mutation CopyWeek($screenId: ID!, $fromDate: String!, $toDate: String!) {\n    copyWeek(screenId: $screenId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n": types.CopyWeekDocument,
    "\n  mutation CopyCinemaWeek($cinemaId: ID!, $fromDate: String!, $toDate: String!) {\n    copyCinemaWeek(cinemaId: $cinemaId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n": types.CopyCinemaWeekDocument,
    "\n  query AdminTimeline($cinemaId: ID!, $from: String!) {\n    timeline(cinemaId: $cinemaId, from: $from, days: 7) {\n      from\n      days\n      cinema {\n        id\n        name\n        timeZone\n      }\n      screens {\n        screen {\n          id\n          name\n          formats\n        }\n        shows {\n          id\n          localDate\n          localTime\n          localOccupiedUntil\n          status\n          cancelReason\n          format\n          language\n          subtitles\n          pricePaise\n          movie {\n            id\n            title\n            runtime\n            certificate\n          }\n          priceCard {\n            id\n            name\n          }\n        }\n        clashes {\n          showId\n          clashesWith\n        }\n      }\n    }\n  }\n": types.AdminTimelineDocument,
    "\n  query AdminVenues {\n    cinemas {\n      id\n      name\n      city\n      timeZone\n      cleaningBufferMinutes\n      screens {\n        id\n        name\n        capacity\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n  }\n": types.AdminVenuesDocument,
    "\n  query AdminNowPlaying {\n    nowPlaying {\n      id\n      title\n      posterUrl\n      voteAverage\n      voteCount\n      releaseDate\n      runtime\n      originalLanguage\n    }\n  }\n": types.AdminNowPlayingDocument,
    "\n  mutation ScheduleShows(\n    $screenId: ID!\n    $movieId: ID!\n    $showsInput: [ShowsInput!]!\n    $prices: [CategoryPriceInput!]\n    $version: ShowVersionInput\n    $maxSeats: Int\n  ) {\n    scheduleShows(\n      screenId: $screenId\n      movieId: $movieId\n      showsInput: $showsInput\n      prices: $prices\n      version: $version\n      maxSeats: $maxSeats\n    ) {\n      id\n    }\n  }\n": types.ScheduleShowsDocument,
    "\n  query AdminListShows($cinemaId: ID) {\n    allShows(cinemaId: $cinemaId) {\n      seatsSold\n      seatsHeld\n      earnings\n      show {\n        id\n        price\n        status\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n        movie {\n          id\n          certificate\n        }\n        ...ShowSummary_show\n      }\n    }\n  }\n": types.AdminListShowsDocument,
    "\n  mutation SetMovieCertificate($movieId: ID!, $certificate: Certificate!) {\n    setMovieCertificate(movieId: $movieId, certificate: $certificate) {\n      id\n      certificate\n    }\n  }\n": types.SetMovieCertificateDocument,
    "\n  query AddShowsScreenFormats($id: ID!) {\n    screen(id: $id) {\n      id\n      formats\n    }\n  }\n": types.AddShowsScreenFormatsDocument,
    "\n  mutation CreateCinema($input: CinemaInput!) {\n    createCinema(input: $input) {\n      id\n      name\n      city\n    }\n  }\n": types.CreateCinemaDocument,
    "\n  mutation UpdateCinema($id: ID!, $input: CinemaInput!) {\n    updateCinema(id: $id, input: $input) {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n    }\n  }\n": types.UpdateCinemaDocument,
    "\n  query AdminCinemas {\n    cinemas {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n      screens {\n        id\n        name\n        capacity\n        layoutVersion\n        formats\n      }\n    }\n  }\n": types.AdminCinemasDocument,
    "\n  query AdminScreen($id: ID!) {\n    screen(id: $id) {\n      id\n      name\n      layoutVersion\n      cinema {\n        id\n        name\n      }\n      layout {\n        ...SeatLayout_layout\n      }\n    }\n  }\n": types.AdminScreenDocument,
    "\n  mutation CreateScreen($cinemaId: ID!, $name: String!, $layout: SeatLayoutInput!) {\n    createScreen(cinemaId: $cinemaId, name: $name, layout: $layout) {\n      id\n      name\n      capacity\n      layoutVersion\n    }\n  }\n": types.CreateScreenDocument,
    "\n  mutation UpdateScreenLayout($screenId: ID!, $layout: SeatLayoutInput!) {\n    updateScreenLayout(screenId: $screenId, layout: $layout) {\n      id\n      capacity\n      layoutVersion\n    }\n  }\n": types.UpdateScreenLayoutDocument,
    "\n  mutation SetScreenFormats($screenId: ID!, $formats: [ShowFormat!]!) {\n    setScreenFormats(screenId: $screenId, formats: $formats) {\n      id\n      formats\n    }\n  }\n": types.SetScreenFormatsDocument,
    "\n  mutation RenameScreen($screenId: ID!, $name: String!) {\n    renameScreen(screenId: $screenId, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameScreenDocument,
    "\n  query SessionRoles {\n    isAdmin\n    me {\n      id\n      isStaff\n    }\n  }\n": types.SessionRolesDocument,
    "\n  query BookingPage($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      posterUrl\n      backdropUrl\n      genreNames\n      runtime\n      certificate\n      versions {\n        format\n        language\n      }\n      showTimes {\n        date\n        times {\n          showId\n          cinemaCity\n          format\n          language\n        }\n      }\n    }\n  }\n": types.BookingPageDocument,
    "\n  query SeatPageTotal($showId: ID!, $seats: [String!]!) {\n    quote(showId: $showId, seats: $seats) {\n      totalPaise\n    }\n  }\n": types.SeatPageTotalDocument,
    "\n  query ShowsByDate($movieId: ID!, $date: String!, $city: String, $format: ShowFormat, $language: String) {\n    showsByDate(movieId: $movieId, date: $date, city: $city, format: $format, language: $language) {\n      cinema {\n        id\n        name\n        city\n        address\n      }\n      minPricePaise\n      maxPricePaise\n      times {\n        showId\n        localTime\n        screenName\n        seatsAvailable\n        fillingFast\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n      }\n    }\n  }\n": types.ShowsByDateDocument,
    "\n  query Cities {\n    cities\n  }\n": types.CitiesDocument,
    "\n  query BookingCancellationPolicy {\n    cancellationPolicy {\n      text\n    }\n  }\n": types.BookingCancellationPolicyDocument,
    "\n  query ConfirmBookingShowCertificate($showId: ID!) {\n    show(id: $showId) {\n      id\n      movie {\n        id\n        certificate\n      }\n    }\n  }\n": types.ConfirmBookingShowCertificateDocument,
    "\n  query BookingQuote($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!], $promoCode: String) {\n    quote(showId: $showId, seats: $seats, food: $food, promoCode: $promoCode) {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n      offer {\n        id\n        code\n        title\n      }\n    }\n  }\n": types.BookingQuoteDocument,
    "\n  query FoodStepTotal($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!]) {\n    quote(showId: $showId, seats: $seats, food: $food) {\n      totalPaise\n    }\n  }\n": types.FoodStepTotalDocument,
    "\n  query SeatLayoutMovie($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      certificate\n      showTimes {\n        date\n        times {\n          showId\n          time\n          localTime\n          cinemaName\n          cinemaCity\n          screenName\n        }\n      }\n    }\n  }\n": types.SeatLayoutMovieDocument,
    "\n  query SeatPageBestSeats($showId: ID!, $count: Int!) {\n    bestSeats(showId: $showId, count: $count)\n  }\n": types.SeatPageBestSeatsDocument,
    "\n  mutation CreateBooking(\n    $showId: ID!\n    $seats: [String!]!\n    $idempotencyKey: String\n    $confirmAge: Boolean\n    $food: [OrderLineInput!]\n    $promoCode: String\n  ) {\n    createBooking(\n      showId: $showId\n      seats: $seats\n      idempotencyKey: $idempotencyKey\n      confirmAge: $confirmAge\n      food: $food\n      promoCode: $promoCode\n    ) {\n      id\n      status\n      paymentUrl\n      seats\n      amount\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query SeatLayoutOccupied($showId: ID!) {\n    occupiedSeats(showId: $showId)\n  }\n": types.SeatLayoutOccupiedDocument,
    "\n  subscription SeatLayoutSeats($showId: ID!) {\n    seatsChanged(showId: $showId) {\n      showId\n      version\n      occupiedSeats\n      heldSeats\n      soldSeats\n    }\n  }\n": types.SeatLayoutSeatsDocument,
    "\n  query SeatLayoutShow($showId: ID!) {\n    show(id: $showId) {\n      id\n      maxSeats\n      prices {\n        category\n        pricePaise\n      }\n      layout {\n        version\n        ...SeatLayout_layout\n      }\n    }\n  }\n": types.SeatLayoutShowDocument,
    "\n  query ShowMenu($showId: ID!) {\n    show(id: $showId) {\n      id\n      cinema {\n        id\n        menu(showId: $showId) {\n          id\n          name\n          description\n          category\n          imageUrl\n          pricePaise\n          available\n          stockLeft\n        }\n      }\n    }\n  }\n": types.ShowMenuDocument,
    "\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.FavouritesPageDocument,
    "\n  query HomePage($filter: MovieFilter) {\n    movies(filter: $filter) {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment CastStrip_cast on CastMember {\n    id\n    name\n    character\n    profileUrl\n  }\n": types.CastStrip_CastFragmentDoc,
    "\n  fragment FavouriteButton_movie on Movie {\n    id\n    title\n    isFavourite\n  }\n": types.FavouriteButton_MovieFragmentDoc,
    "\n  mutation ToggleFavourite($movieId: ID!) {\n    toggleFavourite(movieId: $movieId) {\n      isFavourite\n      movie {\n        id\n        isFavourite\n      }\n    }\n  }\n": types.ToggleFavouriteDocument,
    "\n  query MovieDetails($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      overview\n      posterUrl\n      backdropUrl\n      voteAverage\n      voteCount\n      genreNames\n      runtime\n      releaseDate\n      trailerKey\n      certificate\n      versions {\n        format\n        language\n        subtitles\n      }\n      ...FavouriteButton_movie\n    }\n  }\n": types.MovieDetailsDocument,
    "\n  query MovieCredits($movieId: ID!) {\n    credits(movieId: $movieId) {\n      id\n      ...CastStrip_cast\n    }\n  }\n": types.MovieCreditsDocument,
    "\n  query SimilarMovies($movieId: ID!, $limit: Int!) {\n    similarMovies(movieId: $movieId, limit: $limit) {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.SimilarMoviesDocument,
    "\n  query MovieFilterOptions {\n    movieFilterOptions {\n      genres\n      languages\n      formats\n      dates\n    }\n  }\n": types.MovieFilterOptionsDocument,
    "\n  query MoviesPage($filter: MovieFilter, $sort: MovieSort) {\n    movies(filter: $filter, sort: $sort) {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.MoviesPageDocument,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    seats\n    amount\n    amountPaise\n    status\n    isPaid\n    paymentUrl\n    holdExpiresAt\n    refundedAmount\n    checkedInAt\n    ageCheck\n    food {\n      quantity\n      collected\n      item {\n        id\n        name\n      }\n    }\n    cancellation {\n      allowed\n      reason\n      deadline\n      feePercent\n      feePaise\n      refundPaise\n    }\n    show {\n      id\n      ...ShowSummary_show\n      status\n      cancelReason\n      movie {\n        id\n        posterUrl\n        runtime\n        certificate\n      }\n    }\n  }\n": types.BookingCard_BookingFragmentDoc,
    "\n  query CancellationPolicy {\n    cancellationPolicy {\n      cutoffMinutes\n      feePercent\n      text\n    }\n  }\n": types.CancellationPolicyDocument,
    "\n  query MyBookings {\n    myBookings {\n      id\n      reference\n      status\n      holdExpiresAt\n      amountPaise\n      cancellation {\n        allowed\n        deadline\n        feePercent\n        feePaise\n        refundPaise\n      }\n      show {\n        id\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n        }\n      }\n      ...BookingCard_booking\n    }\n  }\n": types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      refundedAmount\n      ...BookingCard_booking\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query ReleasesPage {\n    movies {\n      id\n      title\n      posterUrl\n      releaseDate\n    }\n  }\n": types.ReleasesPageDocument,
    "\n  query SearchBox($search: String!) {\n    movies(filter: { search: $search }, limit: 6) {\n      id\n      title\n      posterUrl\n      releaseDate\n      genreNames\n    }\n  }\n": types.SearchBoxDocument,
    "\n  query Ticket($reference: String!) {\n    ticket(reference: $reference) {\n      id\n      reference\n      status\n      isPaid\n      amountPaise\n      calendar\n      ...TicketView_ticket\n    }\n  }\n": types.TicketDocument,
    "\n  fragment TicketView_ticket on Booking {\n    id\n    reference\n    status\n    refundedAmount\n    amount\n    isPaid\n    ageCheck\n    checkedInAt\n    ticketCode\n    ticketQrSvg\n    seatDetails {\n      label\n      category\n      pricePaise\n    }\n    food {\n      quantity\n      amountPaise\n      collected\n      item {\n        id\n        name\n      }\n    }\n    priceBreakdown {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n    }\n    show {\n      id\n      ...ShowSummary_show\n      cinema {\n        id\n        city\n        address\n        timeZone\n      }\n      status\n      cancelReason\n      movie {\n        id\n        runtime\n        certificate\n      }\n    }\n  }\n": types.TicketView_TicketFragmentDoc,
    "\n  fragment SeatLayout_layout on SeatLayout {\n    categories {\n      code\n      name\n    }\n    rows {\n      label\n      cells {\n        kind\n        seat\n        category\n      }\n    }\n  }\n": types.SeatLayout_LayoutFragmentDoc,
    "\n  fragment ShowSummary_show on Show {\n    id\n    localDate\n    localTime\n    movie {\n      id\n      title\n    }\n    cinema {\n      id\n      name\n      timeZone\n    }\n    screen {\n      id\n      name\n    }\n  }\n": types.ShowSummary_ShowFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n    certificate\n  }\n"): (typeof documents)["\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n    certificate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListBookings($offset: Int!, $limit: Int!, $search: String, $status: [BookingStatus!]) {\n    allBookings(offset: $offset, limit: $limit, search: $search, status: $status) {\n      total\n      offset\n      limit\n      paidAmountPaise\n      paidCount\n      bookings {\n        id\n        reference\n        seats\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        amount\n        status\n        refundedAmount\n        needsAttention\n        customer {\n          id\n          name\n          email\n        }\n        show {\n          id\n          localDate\n          localTime\n          cinema {\n            id\n            timeZone\n          }\n          movie {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminListBookings($offset: Int!, $limit: Int!, $search: String, $status: [BookingStatus!]) {\n    allBookings(offset: $offset, limit: $limit, search: $search, status: $status) {\n      total\n      offset\n      limit\n      paidAmountPaise\n      paidCount\n      bookings {\n        id\n        reference\n        seats\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        amount\n        status\n        refundedAmount\n        needsAttention\n        customer {\n          id\n          name\n          email\n        }\n        show {\n          id\n          localDate\n          localTime\n          cinema {\n            id\n            timeZone\n          }\n          movie {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundBooking($id: ID!) {\n    refundBooking(id: $id) {\n      id\n      status\n      isPaid\n      refundedAmount\n    }\n  }\n"): (typeof documents)["\n  mutation RefundBooking($id: ID!) {\n    refundBooking(id: $id) {\n      id\n      status\n      isPaid\n      refundedAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn($code: String!) {\n    checkIn(code: $code) {\n      checkedInAt\n      ageCheck\n      booking {\n        id\n        reference\n        checkedInAt\n        seatDetails {\n          label\n          category\n        }\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        show {\n          id\n          ...ShowSummary_show\n          cinema {\n            id\n            timeZone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn($code: String!) {\n    checkIn(code: $code) {\n      checkedInAt\n      ageCheck\n      booking {\n        id\n        reference\n        checkedInAt\n        seatDetails {\n          label\n          category\n        }\n        food {\n          quantity\n          collected\n          item {\n            id\n            name\n          }\n        }\n        show {\n          id\n          ...ShowSummary_show\n          cinema {\n            id\n            timeZone\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFoodCollected($bookingId: ID!) {\n    markFoodCollected(bookingId: $bookingId) {\n      id\n      food {\n        quantity\n        collected\n        item {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFoodCollected($bookingId: ID!) {\n    markFoodCollected(bookingId: $bookingId) {\n      id\n      food {\n        quantity\n        collected\n        item {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard($cinemaId: ID) {\n    dashboard(cinemaId: $cinemaId) {\n      totalBookings\n      totalRevenue\n      totalUsers\n      heldSeats\n      soldSeats\n      activeShows {\n        id\n        price\n        localDate\n        localTime\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n          posterUrl\n          voteAverage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard($cinemaId: ID) {\n    dashboard(cinemaId: $cinemaId) {\n      totalBookings\n      totalRevenue\n      totalUsers\n      heldSeats\n      soldSeats\n      activeShows {\n        id\n        price\n        localDate\n        localTime\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n          posterUrl\n          voteAverage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertMenuItem($cinemaId: ID!, $input: MenuItemInput!) {\n    upsertMenuItem(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertMenuItem($cinemaId: ID!, $input: MenuItemInput!) {\n    upsertMenuItem(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMenu($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      menu {\n        id\n        name\n        description\n        category\n        imageUrl\n        pricePaise\n        gstRatePercent\n        available\n        stockLeft\n        stockPerDay\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMenu($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      menu {\n        id\n        name\n        description\n        category\n        imageUrl\n        pricePaise\n        gstRatePercent\n        available\n        stockLeft\n        stockPerDay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      id\n      code\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      id\n      code\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOffers {\n    offers {\n      id\n      code\n      title\n      kind\n      value\n      appliesTo\n      capPaise\n      startsAt\n      endsAt\n      minTickets\n      maxRedemptions\n      maxPerUser\n      redemptions\n      held\n      paused\n      cinemaIds\n      formats\n      weekdays\n    }\n  }\n"): (typeof documents)["\n  query AdminOffers {\n    offers {\n      id\n      code\n      title\n      kind\n      value\n      appliesTo\n      capPaise\n      startsAt\n      endsAt\n      minTickets\n      maxRedemptions\n      maxPerUser\n      redemptions\n      held\n      paused\n      cinemaIds\n      formats\n      weekdays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOfferPaused($id: ID!, $paused: Boolean!) {\n    setOfferPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n"): (typeof documents)["\n  mutation SetOfferPaused($id: ID!, $paused: Boolean!) {\n    setOfferPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxAttachments($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      attachments {\n        name\n        contentType\n        dataUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxAttachments($id: ID!) {\n    outboxMessage(id: $id) {\n      id\n      attachments {\n        name\n        contentType\n        dataUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutbox($status: OutboxStatus, $offset: Int!, $limit: Int!) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        dueAt\n        sentAt\n        createdAt\n        bookingReference\n        text\n        html\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOutbox($status: OutboxStatus, $offset: Int!, $limit: Int!) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        id\n        kind\n        to\n        subject\n        status\n        attempts\n        lastError\n        dueAt\n        sentAt\n        createdAt\n        bookingReference\n        text\n        html\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      dueAt\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  mutation RetryOutboxMessage($id: ID!) {\n    retryOutboxMessage(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      dueAt\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelShow($showId: ID!, $reason: String!) {\n    cancelShow(showId: $showId, reason: $reason) {\n      id\n      status\n      cancelReason\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation CancelShow($showId: ID!, $reason: String!) {\n    cancelShow(showId: $showId, reason: $reason) {\n      id\n      status\n      cancelReason\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CopyResultPanel_result on CopyWeekResult {\n    created {\n      id\n      localDate\n      localTime\n      movie {\n        id\n        title\n      }\n    }\n    skipped {\n      date\n      time\n      reason\n      clashesWith\n    }\n  }\n"): (typeof documents)["\n  fragment CopyResultPanel_result on CopyWeekResult {\n    created {\n      id\n      localDate\n      localTime\n      movie {\n        id\n        title\n      }\n    }\n    skipped {\n      date\n      time\n      reason\n      clashesWith\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceCard($cinemaId: ID!, $input: PriceCardInput!) {\n    createPriceCard(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceCard($cinemaId: ID!, $input: PriceCardInput!) {\n    createPriceCard(cinemaId: $cinemaId, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPriceCards($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      timeZone\n      screens {\n        id\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n    priceCards(cinemaId: $cinemaId) {\n      id\n      name\n      days\n      from\n      to\n      formats\n      startsOn\n      endsOn\n      priority\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPriceCards($cinemaId: ID!) {\n    cinema(id: $cinemaId) {\n      id\n      name\n      timeZone\n      screens {\n        id\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n    priceCards(cinemaId: $cinemaId) {\n      id\n      name\n      days\n      from\n      to\n      formats\n      startsOn\n      endsOn\n      priority\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceCard($id: ID!) {\n    deletePriceCard(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePriceCard($id: ID!) {\n    deletePriceCard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowPrices($id: ID!) {\n    show(id: $id) {\n      id\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowPrices($id: ID!) {\n    show(id: $id) {\n      id\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShowPrices($showId: ID!, $prices: [CategoryPriceInput!]!) {\n    updateShowPrices(showId: $showId, prices: $prices) {\n      id\n      revision\n      pricePaise\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShowPrices($showId: ID!, $prices: [CategoryPriceInput!]!) {\n    updateShowPrices(showId: $showId, prices: $prices) {\n      id\n      revision\n      pricePaise\n      prices {\n        category\n        pricePaise\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepeatShow($showId: ID!, $days: Int!) {\n    repeatShow(showId: $showId, days: $days) {\n      ...CopyResultPanel_result\n    }\n  }\n"): (typeof documents)["\n  mutation RepeatShow($showId: ID!, $days: Int!) {\n    repeatShow(showId: $showId, days: $days) {\n      ...CopyResultPanel_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveShow($showId: ID!, $screenId: ID, $date: String, $time: String) {\n    moveShow(showId: $showId, screenId: $screenId, date: $date, time: $time) {\n      id\n      localDate\n      localTime\n      revision\n      screen {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveShow($showId: ID!, $screenId: ID, $date: String, $time: String) {\n    moveShow(showId: $showId, screenId: $screenId, date: $date, time: $time) {\n      id\n      localDate\n      localTime\n      revision\n      screen {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyWeek($screenId: ID!, $fromDate: String!, $toDate: String!) {\n    copyWeek(screenId: $screenId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n"): (typeof documents)["\n  mutation CopyWeek($screenId: ID!, $fromDate: String!, $toDate: String!) {\n    copyWeek(screenId: $screenId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyCinemaWeek($cinemaId: ID!, $fromDate: String!, $toDate: String!) {\n    copyCinemaWeek(cinemaId: $cinemaId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n"): (typeof documents)["\n  mutation CopyCinemaWeek($cinemaId: ID!, $fromDate: String!, $toDate: String!) {\n    copyCinemaWeek(cinemaId: $cinemaId, fromDate: $fromDate, toDate: $toDate) {\n      ...CopyResultPanel_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTimeline($cinemaId: ID!, $from: String!) {\n    timeline(cinemaId: $cinemaId, from: $from, days: 7) {\n      from\n      days\n      cinema {\n        id\n        name\n        timeZone\n      }\n      screens {\n        screen {\n          id\n          name\n          formats\n        }\n        shows {\n          id\n          localDate\n          localTime\n          localOccupiedUntil\n          status\n          cancelReason\n          format\n          language\n          subtitles\n          pricePaise\n          movie {\n            id\n            title\n            runtime\n            certificate\n          }\n          priceCard {\n            id\n            name\n          }\n        }\n        clashes {\n          showId\n          clashesWith\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTimeline($cinemaId: ID!, $from: String!) {\n    timeline(cinemaId: $cinemaId, from: $from, days: 7) {\n      from\n      days\n      cinema {\n        id\n        name\n        timeZone\n      }\n      screens {\n        screen {\n          id\n          name\n          formats\n        }\n        shows {\n          id\n          localDate\n          localTime\n          localOccupiedUntil\n          status\n          cancelReason\n          format\n          language\n          subtitles\n          pricePaise\n          movie {\n            id\n            title\n            runtime\n            certificate\n          }\n          priceCard {\n            id\n            name\n          }\n        }\n        clashes {\n          showId\n          clashesWith\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVenues {\n    cinemas {\n      id\n      name\n      city\n      timeZone\n      cleaningBufferMinutes\n      screens {\n        id\n        name\n        capacity\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminVenues {\n    cinemas {\n      id\n      name\n      city\n      timeZone\n      cleaningBufferMinutes\n      screens {\n        id\n        name\n        capacity\n        layout {\n          categories {\n            code\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNowPlaying {\n    nowPlaying {\n      id\n      title\n      posterUrl\n      voteAverage\n      voteCount\n      releaseDate\n      runtime\n      originalLanguage\n    }\n  }\n"): (typeof documents)["\n  query AdminNowPlaying {\n    nowPlaying {\n      id\n      title\n      posterUrl\n      voteAverage\n      voteCount\n      releaseDate\n      runtime\n      originalLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleShows(\n    $screenId: ID!\n    $movieId: ID!\n    $showsInput: [ShowsInput!]!\n    $prices: [CategoryPriceInput!]\n    $version: ShowVersionInput\n    $maxSeats: Int\n  ) {\n    scheduleShows(\n      screenId: $screenId\n      movieId: $movieId\n      showsInput: $showsInput\n      prices: $prices\n      version: $version\n      maxSeats: $maxSeats\n    ) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleShows(\n    $screenId: ID!\n    $movieId: ID!\n    $showsInput: [ShowsInput!]!\n    $prices: [CategoryPriceInput!]\n    $version: ShowVersionInput\n    $maxSeats: Int\n  ) {\n    scheduleShows(\n      screenId: $screenId\n      movieId: $movieId\n      showsInput: $showsInput\n      prices: $prices\n      version: $version\n      maxSeats: $maxSeats\n    ) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListShows($cinemaId: ID) {\n    allShows(cinemaId: $cinemaId) {\n      seatsSold\n      seatsHeld\n      earnings\n      show {\n        id\n        price\n        status\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n        movie {\n          id\n          certificate\n        }\n        ...ShowSummary_show\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminListShows($cinemaId: ID) {\n    allShows(cinemaId: $cinemaId) {\n      seatsSold\n      seatsHeld\n      earnings\n      show {\n        id\n        price\n        status\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n        movie {\n          id\n          certificate\n        }\n        ...ShowSummary_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMovieCertificate($movieId: ID!, $certificate: Certificate!) {\n    setMovieCertificate(movieId: $movieId, certificate: $certificate) {\n      id\n      certificate\n    }\n  }\n"): (typeof documents)["\n  mutation SetMovieCertificate($movieId: ID!, $certificate: Certificate!) {\n    setMovieCertificate(movieId: $movieId, certificate: $certificate) {\n      id\n      certificate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddShowsScreenFormats($id: ID!) {\n    screen(id: $id) {\n      id\n      formats\n    }\n  }\n"): (typeof documents)["\n  query AddShowsScreenFormats($id: ID!) {\n    screen(id: $id) {\n      id\n      formats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCinema($input: CinemaInput!) {\n    createCinema(input: $input) {\n      id\n      name\n      city\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCinema($input: CinemaInput!) {\n    createCinema(input: $input) {\n      id\n      name\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCinema($id: ID!, $input: CinemaInput!) {\n    updateCinema(id: $id, input: $input) {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCinema($id: ID!, $input: CinemaInput!) {\n    updateCinema(id: $id, input: $input) {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCinemas {\n    cinemas {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n      screens {\n        id\n        name\n        capacity\n        layoutVersion\n        formats\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCinemas {\n    cinemas {\n      id\n      name\n      city\n      address\n      timeZone\n      cleaningBufferMinutes\n      singleSeatGapRule\n      screens {\n        id\n        name\n        capacity\n        layoutVersion\n        formats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminScreen($id: ID!) {\n    screen(id: $id) {\n      id\n      name\n      layoutVersion\n      cinema {\n        id\n        name\n      }\n      layout {\n        ...SeatLayout_layout\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminScreen($id: ID!) {\n    screen(id: $id) {\n      id\n      name\n      layoutVersion\n      cinema {\n        id\n        name\n      }\n      layout {\n        ...SeatLayout_layout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScreen($cinemaId: ID!, $name: String!, $layout: SeatLayoutInput!) {\n    createScreen(cinemaId: $cinemaId, name: $name, layout: $layout) {\n      id\n      name\n      capacity\n      layoutVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScreen($cinemaId: ID!, $name: String!, $layout: SeatLayoutInput!) {\n    createScreen(cinemaId: $cinemaId, name: $name, layout: $layout) {\n      id\n      name\n      capacity\n      layoutVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScreenLayout($screenId: ID!, $layout: SeatLayoutInput!) {\n    updateScreenLayout(screenId: $screenId, layout: $layout) {\n      id\n      capacity\n      layoutVersion\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScreenLayout($screenId: ID!, $layout: SeatLayoutInput!) {\n    updateScreenLayout(screenId: $screenId, layout: $layout) {\n      id\n      capacity\n      layoutVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScreenFormats($screenId: ID!, $formats: [ShowFormat!]!) {\n    setScreenFormats(screenId: $screenId, formats: $formats) {\n      id\n      formats\n    }\n  }\n"): (typeof documents)["\n  mutation SetScreenFormats($screenId: ID!, $formats: [ShowFormat!]!) {\n    setScreenFormats(screenId: $screenId, formats: $formats) {\n      id\n      formats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameScreen($screenId: ID!, $name: String!) {\n    renameScreen(screenId: $screenId, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameScreen($screenId: ID!, $name: String!) {\n    renameScreen(screenId: $screenId, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionRoles {\n    isAdmin\n    me {\n      id\n      isStaff\n    }\n  }\n"): (typeof documents)["\n  query SessionRoles {\n    isAdmin\n    me {\n      id\n      isStaff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPage($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      posterUrl\n      backdropUrl\n      genreNames\n      runtime\n      certificate\n      versions {\n        format\n        language\n      }\n      showTimes {\n        date\n        times {\n          showId\n          cinemaCity\n          format\n          language\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPage($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      posterUrl\n      backdropUrl\n      genreNames\n      runtime\n      certificate\n      versions {\n        format\n        language\n      }\n      showTimes {\n        date\n        times {\n          showId\n          cinemaCity\n          format\n          language\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatPageTotal($showId: ID!, $seats: [String!]!) {\n    quote(showId: $showId, seats: $seats) {\n      totalPaise\n    }\n  }\n"): (typeof documents)["\n  query SeatPageTotal($showId: ID!, $seats: [String!]!) {\n    quote(showId: $showId, seats: $seats) {\n      totalPaise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowsByDate($movieId: ID!, $date: String!, $city: String, $format: ShowFormat, $language: String) {\n    showsByDate(movieId: $movieId, date: $date, city: $city, format: $format, language: $language) {\n      cinema {\n        id\n        name\n        city\n        address\n      }\n      minPricePaise\n      maxPricePaise\n      times {\n        showId\n        localTime\n        screenName\n        seatsAvailable\n        fillingFast\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowsByDate($movieId: ID!, $date: String!, $city: String, $format: ShowFormat, $language: String) {\n    showsByDate(movieId: $movieId, date: $date, city: $city, format: $format, language: $language) {\n      cinema {\n        id\n        name\n        city\n        address\n      }\n      minPricePaise\n      maxPricePaise\n      times {\n        showId\n        localTime\n        screenName\n        seatsAvailable\n        fillingFast\n        format\n        language\n        subtitles\n        openCaptions\n        audioDescription\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cities {\n    cities\n  }\n"): (typeof documents)["\n  query Cities {\n    cities\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingCancellationPolicy {\n    cancellationPolicy {\n      text\n    }\n  }\n"): (typeof documents)["\n  query BookingCancellationPolicy {\n    cancellationPolicy {\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmBookingShowCertificate($showId: ID!) {\n    show(id: $showId) {\n      id\n      movie {\n        id\n        certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConfirmBookingShowCertificate($showId: ID!) {\n    show(id: $showId) {\n      id\n      movie {\n        id\n        certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuote($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!], $promoCode: String) {\n    quote(showId: $showId, seats: $seats, food: $food, promoCode: $promoCode) {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n      offer {\n        id\n        code\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingQuote($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!], $promoCode: String) {\n    quote(showId: $showId, seats: $seats, food: $food, promoCode: $promoCode) {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n      offer {\n        id\n        code\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoodStepTotal($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!]) {\n    quote(showId: $showId, seats: $seats, food: $food) {\n      totalPaise\n    }\n  }\n"): (typeof documents)["\n  query FoodStepTotal($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!]) {\n    quote(showId: $showId, seats: $seats, food: $food) {\n      totalPaise\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatLayoutMovie($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      certificate\n      showTimes {\n        date\n        times {\n          showId\n          time\n          localTime\n          cinemaName\n          cinemaCity\n          screenName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeatLayoutMovie($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      certificate\n      showTimes {\n        date\n        times {\n          showId\n          time\n          localTime\n          cinemaName\n          cinemaCity\n          screenName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatPageBestSeats($showId: ID!, $count: Int!) {\n    bestSeats(showId: $showId, count: $count)\n  }\n"): (typeof documents)["\n  query SeatPageBestSeats($showId: ID!, $count: Int!) {\n    bestSeats(showId: $showId, count: $count)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking(\n    $showId: ID!\n    $seats: [String!]!\n    $idempotencyKey: String\n    $confirmAge: Boolean\n    $food: [OrderLineInput!]\n    $promoCode: String\n  ) {\n    createBooking(\n      showId: $showId\n      seats: $seats\n      idempotencyKey: $idempotencyKey\n      confirmAge: $confirmAge\n      food: $food\n      promoCode: $promoCode\n    ) {\n      id\n      status\n      paymentUrl\n      seats\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking(\n    $showId: ID!\n    $seats: [String!]!\n    $idempotencyKey: String\n    $confirmAge: Boolean\n    $food: [OrderLineInput!]\n    $promoCode: String\n  ) {\n    createBooking(\n      showId: $showId\n      seats: $seats\n      idempotencyKey: $idempotencyKey\n      confirmAge: $confirmAge\n      food: $food\n      promoCode: $promoCode\n    ) {\n      id\n      status\n      paymentUrl\n      seats\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatLayoutOccupied($showId: ID!) {\n    occupiedSeats(showId: $showId)\n  }\n"): (typeof documents)["\n  query SeatLayoutOccupied($showId: ID!) {\n    occupiedSeats(showId: $showId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SeatLayoutSeats($showId: ID!) {\n    seatsChanged(showId: $showId) {\n      showId\n      version\n      occupiedSeats\n      heldSeats\n      soldSeats\n    }\n  }\n"): (typeof documents)["\n  subscription SeatLayoutSeats($showId: ID!) {\n    seatsChanged(showId: $showId) {\n      showId\n      version\n      occupiedSeats\n      heldSeats\n      soldSeats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatLayoutShow($showId: ID!) {\n    show(id: $showId) {\n      id\n      maxSeats\n      prices {\n        category\n        pricePaise\n      }\n      layout {\n        version\n        ...SeatLayout_layout\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeatLayoutShow($showId: ID!) {\n    show(id: $showId) {\n      id\n      maxSeats\n      prices {\n        category\n        pricePaise\n      }\n      layout {\n        version\n        ...SeatLayout_layout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowMenu($showId: ID!) {\n    show(id: $showId) {\n      id\n      cinema {\n        id\n        menu(showId: $showId) {\n          id\n          name\n          description\n          category\n          imageUrl\n          pricePaise\n          available\n          stockLeft\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowMenu($showId: ID!) {\n    show(id: $showId) {\n      id\n      cinema {\n        id\n        menu(showId: $showId) {\n          id\n          name\n          description\n          category\n          imageUrl\n          pricePaise\n          available\n          stockLeft\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($filter: MovieFilter) {\n    movies(filter: $filter) {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query HomePage($filter: MovieFilter) {\n    movies(filter: $filter) {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CastStrip_cast on CastMember {\n    id\n    name\n    character\n    profileUrl\n  }\n"): (typeof documents)["\n  fragment CastStrip_cast on CastMember {\n    id\n    name\n    character\n    profileUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouriteButton_movie on Movie {\n    id\n    title\n    isFavourite\n  }\n"): (typeof documents)["\n  fragment FavouriteButton_movie on Movie {\n    id\n    title\n    isFavourite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFavourite($movieId: ID!) {\n    toggleFavourite(movieId: $movieId) {\n      isFavourite\n      movie {\n        id\n        isFavourite\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleFavourite($movieId: ID!) {\n    toggleFavourite(movieId: $movieId) {\n      isFavourite\n      movie {\n        id\n        isFavourite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MovieDetails($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      overview\n      posterUrl\n      backdropUrl\n      voteAverage\n      voteCount\n      genreNames\n      runtime\n      releaseDate\n      trailerKey\n      certificate\n      versions {\n        format\n        language\n        subtitles\n      }\n      ...FavouriteButton_movie\n    }\n  }\n"): (typeof documents)["\n  query MovieDetails($id: ID!) {\n    movie(id: $id) {\n      id\n      title\n      overview\n      posterUrl\n      backdropUrl\n      voteAverage\n      voteCount\n      genreNames\n      runtime\n      releaseDate\n      trailerKey\n      certificate\n      versions {\n        format\n        language\n        subtitles\n      }\n      ...FavouriteButton_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MovieCredits($movieId: ID!) {\n    credits(movieId: $movieId) {\n      id\n      ...CastStrip_cast\n    }\n  }\n"): (typeof documents)["\n  query MovieCredits($movieId: ID!) {\n    credits(movieId: $movieId) {\n      id\n      ...CastStrip_cast\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarMovies($movieId: ID!, $limit: Int!) {\n    similarMovies(movieId: $movieId, limit: $limit) {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query SimilarMovies($movieId: ID!, $limit: Int!) {\n    similarMovies(movieId: $movieId, limit: $limit) {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MovieFilterOptions {\n    movieFilterOptions {\n      genres\n      languages\n      formats\n      dates\n    }\n  }\n"): (typeof documents)["\n  query MovieFilterOptions {\n    movieFilterOptions {\n      genres\n      languages\n      formats\n      dates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoviesPage($filter: MovieFilter, $sort: MovieSort) {\n    movies(filter: $filter, sort: $sort) {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query MoviesPage($filter: MovieFilter, $sort: MovieSort) {\n    movies(filter: $filter, sort: $sort) {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    seats\n    amount\n    amountPaise\n    status\n    isPaid\n    paymentUrl\n    holdExpiresAt\n    refundedAmount\n    checkedInAt\n    ageCheck\n    food {\n      quantity\n      collected\n      item {\n        id\n        name\n      }\n    }\n    cancellation {\n      allowed\n      reason\n      deadline\n      feePercent\n      feePaise\n      refundPaise\n    }\n    show {\n      id\n      ...ShowSummary_show\n      status\n      cancelReason\n      movie {\n        id\n        posterUrl\n        runtime\n        certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    seats\n    amount\n    amountPaise\n    status\n    isPaid\n    paymentUrl\n    holdExpiresAt\n    refundedAmount\n    checkedInAt\n    ageCheck\n    food {\n      quantity\n      collected\n      item {\n        id\n        name\n      }\n    }\n    cancellation {\n      allowed\n      reason\n      deadline\n      feePercent\n      feePaise\n      refundPaise\n    }\n    show {\n      id\n      ...ShowSummary_show\n      status\n      cancelReason\n      movie {\n        id\n        posterUrl\n        runtime\n        certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationPolicy {\n    cancellationPolicy {\n      cutoffMinutes\n      feePercent\n      text\n    }\n  }\n"): (typeof documents)["\n  query CancellationPolicy {\n    cancellationPolicy {\n      cutoffMinutes\n      feePercent\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      id\n      reference\n      status\n      holdExpiresAt\n      amountPaise\n      cancellation {\n        allowed\n        deadline\n        feePercent\n        feePaise\n        refundPaise\n      }\n      show {\n        id\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n        }\n      }\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings {\n      id\n      reference\n      status\n      holdExpiresAt\n      amountPaise\n      cancellation {\n        allowed\n        deadline\n        feePercent\n        feePaise\n        refundPaise\n      }\n      show {\n        id\n        cinema {\n          id\n          timeZone\n        }\n        movie {\n          id\n          title\n        }\n      }\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      refundedAmount\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      refundedAmount\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReleasesPage {\n    movies {\n      id\n      title\n      posterUrl\n      releaseDate\n    }\n  }\n"): (typeof documents)["\n  query ReleasesPage {\n    movies {\n      id\n      title\n      posterUrl\n      releaseDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchBox($search: String!) {\n    movies(filter: { search: $search }, limit: 6) {\n      id\n      title\n      posterUrl\n      releaseDate\n      genreNames\n    }\n  }\n"): (typeof documents)["\n  query SearchBox($search: String!) {\n    movies(filter: { search: $search }, limit: 6) {\n      id\n      title\n      posterUrl\n      releaseDate\n      genreNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ticket($reference: String!) {\n    ticket(reference: $reference) {\n      id\n      reference\n      status\n      isPaid\n      amountPaise\n      calendar\n      ...TicketView_ticket\n    }\n  }\n"): (typeof documents)["\n  query Ticket($reference: String!) {\n    ticket(reference: $reference) {\n      id\n      reference\n      status\n      isPaid\n      amountPaise\n      calendar\n      ...TicketView_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketView_ticket on Booking {\n    id\n    reference\n    status\n    refundedAmount\n    amount\n    isPaid\n    ageCheck\n    checkedInAt\n    ticketCode\n    ticketQrSvg\n    seatDetails {\n      label\n      category\n      pricePaise\n    }\n    food {\n      quantity\n      amountPaise\n      collected\n      item {\n        id\n        name\n      }\n    }\n    priceBreakdown {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n    }\n    show {\n      id\n      ...ShowSummary_show\n      cinema {\n        id\n        city\n        address\n        timeZone\n      }\n      status\n      cancelReason\n      movie {\n        id\n        runtime\n        certificate\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TicketView_ticket on Booking {\n    id\n    reference\n    status\n    refundedAmount\n    amount\n    isPaid\n    ageCheck\n    checkedInAt\n    ticketCode\n    ticketQrSvg\n    seatDetails {\n      label\n      category\n      pricePaise\n    }\n    food {\n      quantity\n      amountPaise\n      collected\n      item {\n        id\n        name\n      }\n    }\n    priceBreakdown {\n      ticketsPaise\n      foodPaise\n      discountPaise\n      feePaise\n      taxPaise\n      totalPaise\n      lines {\n        kind\n        label\n        amountPaise\n        gstRatePercent\n        taxPaise\n      }\n    }\n    show {\n      id\n      ...ShowSummary_show\n      cinema {\n        id\n        city\n        address\n        timeZone\n      }\n      status\n      cancelReason\n      movie {\n        id\n        runtime\n        certificate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeatLayout_layout on SeatLayout {\n    categories {\n      code\n      name\n    }\n    rows {\n      label\n      cells {\n        kind\n        seat\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SeatLayout_layout on SeatLayout {\n    categories {\n      code\n      name\n    }\n    rows {\n      label\n      cells {\n        kind\n        seat\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShowSummary_show on Show {\n    id\n    localDate\n    localTime\n    movie {\n      id\n      title\n    }\n    cinema {\n      id\n      name\n      timeZone\n    }\n    screen {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ShowSummary_show on Show {\n    id\n    localDate\n    localTime\n    movie {\n      id\n      title\n    }\n    cinema {\n      id\n      name\n      timeZone\n    }\n    screen {\n      id\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;