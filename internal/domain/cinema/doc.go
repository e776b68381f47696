// Package cinema is the public face of the programme: which movies are
// showing, when (grouped by the theatre's local date), how to find them
// (search by title and cast, genre, language and date filters, orders),
// and the details of a show. Resolvers and REST adapters both call it, so
// "upcoming" and "grouped by date" mean the same thing everywhere.
package cinema
