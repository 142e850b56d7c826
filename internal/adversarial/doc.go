// Package adversarial generates hostile inputs for pgntool: deep nesting,
// huge comments and lines, floods of tags, plies, NUL and control bytes,
// invalid UTF-8, stray byte order marks, mixed line ends, every truncation
// of a small file, random bytes and millions of tiny games, for chess,
// xiangqi and C'escacs records.
//
// Nothing is stored: each Case writes its input on demand, streamed to
// disk through a small buffer, at a size set by a scale factor, so the same
// case can be generated at two sizes to show that time grows linearly. The
// test behind PGNTOOL_ADVERSARIAL=1 (run_test.go) builds pgntool, runs
// every command on every case and checks exit status, panics, peak memory,
// time and the positions of the faults reported. docs/reliability.md says
// how to run it; the advgen command writes cases to a directory by hand.
package adversarial
