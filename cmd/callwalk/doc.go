// Command callwalk counts what one operation crosses, from its adapter to
// every function it can reach in this module, so a restructure can state
// "before and after" from the call graph rather than from a reading:
//
//	go run ./cmd/callwalk -from createBooking [-v]
//
// It walks from the GraphQL resolver of the field (a method CreateBooking
// of a *Resolver type) and, separately, from each REST route whose handler
// is a method named createBooking in a route table ({"POST",
// "/api/booking/create", …, a.createBooking}). -func starts from any one
// function instead.
//
// The call graph is that of the production binary (-main ./cmd/marquee,
// no test files): CHA, then two rounds of VTA (variable type analysis)
// over what main reaches, as govulncheck builds it. VTA is deterministic
// and resolves an interface call to the types that really flow into its
// receiver (the booking's Publisher is the live broker, its payment
// provider Stripe or the test checkout) and a call of a function value to
// the functions that flow into it; CHA would call every method and every
// function of a matching signature, and the static graph none of them.
// VTA is context-insensitive, so two rules are added for function values:
// a closure handed to a call as an argument (a seat change's body given to
// changeSeats) is admitted at a function-value call only once the
// function that made it has been entered, so the booking's walk does not
// enter the cancel's or the sweeper's bodies; and a function value handed
// to a call counts as called by that call, after its callees, which is
// how bun's RunInTx or sort.Slice calls it back (the walk does not go
// into code outside the module, nor into gqlgen's generated
// internal/adapters/graphql/graph/ or internal/testsupport/: -exclude).
//
// The walk is depth first, in the source order of the calls; each
// function entered for the first time is a stop (a generic function's
// instances are stops of their own, counted once among the functions).
// A stop is "new" in a file not seen before, "same" in the file of the
// stop before, or a "return to a file already left". A run of stops in
// one file is one file entry, so entries = files + returns: an outside
// review's "60 stops in 19 files, 41 returns" counted entries. A climb is
// a call from a lower layer to a higher one (wiring: cmd/, internal/app;
// adapter: internal/adapters/ (and a root resolvers/ or graph/, where a
// module keeps its GraphQL adapter there, as the test fixture does); domain:
// internal/domain/; db/ and internal/platform/ lowest), such as the domain
// calling an adapter through a port. The report lists the packages and
// files in the order first reached, with each file's entries and stops;
// -v prints the walk itself.
package main
