// Package programme is the public face of the programme: which movies are
// showing, when (grouped by the theatre's local date), how to find them
// (search by title and cast, genre, language and date filters, orders),
// and the details of a show. Resolvers and REST adapters both call it, so
// "upcoming" and "grouped by date" mean the same thing everywhere. The
// GraphQL names it serves (Cinema, cinemas, showsByDate) are the public
// contract and keep their names.
package programme
