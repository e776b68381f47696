// Package gcpace sets how often the server's garbage collector runs. Go's
// default (GOGC=100) collects whenever the heap has doubled since the last
// collection, which suits small programs. Under a burst the server is
// bound by its collector: a hot seat's thousand buyers wait for the
// winner's claim with their requests live, and at GOGC=100 the collector
// took 40-80 ms of CPU in that burst against about 33 ms in a burst of
// trivial queries, a third of the difference between the two. The
// server therefore collects at DefaultPercent unless GOGC says otherwise
// (falling towards 100 after a collection that found a large live heap,
// so the headroom stays under MaxHeadroom: a replica full of queued
// sockets would otherwise hold five times its live heap),
// and, when its cgroup caps its memory and GOMEMLIMIT is unset, sets a
// soft limit below that cap, so the larger heap headroom gives way to more
// frequent collection before the kernel's OOM killer would step in.
package gcpace
