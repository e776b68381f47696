// Command gqlgen-marquee is the gqlgen of `make generate`: the stock
// generator (what `go tool gqlgen generate` runs, same configuration,
// same plugins) with four changes to the executor it writes, all about
// machinery that only costs time on the read path:
//
//   - the fields of Movie resolve in line, not each on a goroutine of its
//     own: they are image addresses, the cast already loaded with the
//     movie, and show times and favourites that go through the
//     operation's loaders, which batch them for every listed movie on
//     first use;
//   - a list of objects none of whose fields has a resolver (plain data
//     such as genres, cast members, show dates and times) is marshalled in
//     order, where gqlgen starts a goroutine per element, which then grows
//     its stack to walk the element's fields;
//   - a scalar field read straight from the object (no resolver, no
//     directive) is marshalled directly, where gqlgen resolves each
//     through graphql.ResolveField: a field context, closures, the value
//     boxed and a pass through the field middleware, about ten
//     allocations per field. This assumes the server installs no field
//     interceptor (gqlgen extension wrapping every field); one that needs
//     to see these fields must drop this step;
//   - an object hands its @defer-ed fields to gqlgen only when it has
//     some, and one that cannot defer any (all its fields in line) makes
//     no field set or map for them: gqlgen built both, and the group's
//     path, for every object marshalled, though no operation of the
//     client defers anything. Lists marshalled in order allocate their
//     elements' field contexts together.
//
// Profiles of the movie detail query showed the first three costing about
// a quarter of its CPU (docs/benchmarks.md, Profile findings).
package main
