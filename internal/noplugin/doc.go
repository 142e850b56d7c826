// Package noplugin holds the tests of reading games when no game plugin
// is registered: its test binary imports package pgn and no plugin, so
// that a zero pgn.ReaderOptions finds none to choose. It has no code.
package noplugin
