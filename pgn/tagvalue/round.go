package tagvalue

import "strings"

// Round checks a Round value: "?" when the round is unknown, "-" when rounds
// do not apply, or positive integers separated by periods, the most
// significant first ("3", "3.1", "4.1.2"). The C'escacs "‐" (U+2010 HYPHEN)
// counts as "-".
//
// The empty value that Scid writes for an unknown round and numbers with
// leading zeros ("02") are deviations (see [ErrDeviation]).
func Round(v string) error {
	if quickRound(v) {
		return nil
	}
	return roundSlow(v)
}

// roundSlow is Round for every value.
func roundSlow(v string) error {
	switch v {
	case "?", "-", "\u2010":
		return nil
	case "":
		return deviation(`empty round; write "?" when it is unknown or "-" when rounds do not apply`)
	}
	zeros := false
	for part := range strings.SplitSeq(v, ".") {
		if !isDigits(part) {
			return fault(`round %q is not "?", "-" or positive integers separated by periods, such as "3.1"`, v)
		}
		if isZero(part) {
			return fault("round %q contains the number %s; round numbers start at 1", v, part)
		}
		zeros = zeros || part[0] == '0'
	}
	if zeros {
		return deviation("round %q has leading zeros; write %q", v, withoutZeros(v))
	}
	return nil
}

// withoutZeros drops the leading zeros of each number in a round.
func withoutZeros(v string) string {
	var parts []string
	for part := range strings.SplitSeq(v, ".") {
		parts = append(parts, trimZeros(part))
	}
	return strings.Join(parts, ".")
}
