package testcheckout

// FormatRupees exposes the rupee formatter to the table test.
var FormatRupees = formatRupees
