package chess

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// stockfish drives a stockfish process over UCI for perft counts.
type stockfish struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startStockfish(t *testing.T) *stockfish {
	t.Helper()
	path, ok := findTool("stockfish")
	if !ok {
		t.Skip("stockfish is not installed (Debian package stockfish; see .ci/install-peers)")
	}
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Skipf("stockfish does not start: %v", err)
	}
	sf := &stockfish{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	t.Cleanup(func() {
		fmt.Fprintln(in, "quit")
		in.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
		}
	})
	return sf
}

// perft asks stockfish for the node count of fen at depth.
func (sf *stockfish) perft(t *testing.T, fen string, chess960 bool, depth int) uint64 {
	t.Helper()
	fmt.Fprintf(sf.in, "setoption name UCI_Chess960 value %v\nposition fen %s\ngo perft %d\n", chess960, fen, depth)
	for sf.out.Scan() {
		if rest, ok := strings.CutPrefix(sf.out.Text(), "Nodes searched: "); ok {
			n, err := strconv.ParseUint(strings.TrimSpace(rest), 10, 64)
			if err != nil {
				t.Fatalf("stockfish: %q", sf.out.Text())
			}
			return n
		}
	}
	t.Fatalf("stockfish ended without a node count: %v", sf.out.Err())
	return 0
}

// TestPerftStockfish compares our perft with stockfish's on every table
// position, and on the positions two plies into each, so that a fault in a
// rare move kind shows up at a position of its own.
func TestPerftStockfish(t *testing.T) {
	sf := startStockfish(t)
	for _, c := range perftCases {
		b, err := strictBoard(c.fen, c.chess960)
		if err != nil {
			t.Fatal(err)
		}
		fen := string(b.AppendPosition(nil))
		depth := 3
		if longTests() {
			depth = 4
		}
		if got, want := b.Perft(depth), sf.perft(t, fen, c.chess960, depth); got != want {
			t.Errorf("%s: perft(%d) = %d, stockfish says %d", c.name, depth, got, want)
		}
		var l moveList
		b.p.generate(&l)
		for i := 0; i < l.n; i += 7 {
			b.p.makeMove(l.m[i])
			child := string(b.AppendPosition(nil))
			if got, want := b.Perft(2), sf.perft(t, child, c.chess960, 2); got != want {
				t.Errorf("%s: perft(2) = %d, stockfish says %d", child, got, want)
			}
			b.p.unmakeMove()
		}
	}
}
