package chess

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// findTool looks for a program on PATH and in /usr/games, where Debian
// installs pgn-extract and stockfish.
func findTool(name string) (string, bool) {
	if p, err := exec.LookPath(name); err == nil {
		return p, true
	}
	p := filepath.Join("/usr/games", name)
	if _, err := os.Stat(p); err == nil {
		return p, true
	}
	return "", false
}

var gameTagRE = regexp.MustCompile(`^\[PgntoolGame "(\d+)"\]`)

// extractMoves runs pgn-extract over data, in which every game starts with
// a [PgntoolGame "i"] tag, and returns the main line of each game it
// accepted, by index, in UCI (-Wuci) or in SAN. Null moves are written
// "0000" in UCI, as our UCI does.
func extractMoves(t *testing.T, tool string, data []byte, uci bool) map[int][]string {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "out.pgn")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-s", "--allownullmoves", "-V", "-C", "-N", "--nomovenumbers", "-w100000", "-o" + out, in}
	if uci {
		args = append([]string{"-Wuci"}, args...)
	}
	cmd := exec.Command(tool, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Logf("pgn-extract: %v: %s", err, stderr.Bytes())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games := map[int][]string{}
	cur := -1
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if m := gameTagRE.FindStringSubmatch(line); m != nil {
			cur, _ = strconv.Atoi(m[1])
			games[cur] = []string{}
			continue
		}
		if strings.HasPrefix(line, "[") || cur < 0 {
			continue
		}
		for _, tok := range strings.Fields(line) {
			switch tok {
			case "1-0", "0-1", "1/2-1/2", "*":
			case "--":
				if uci {
					tok = "0000"
				}
				games[cur] = append(games[cur], tok)
			default:
				if uci {
					// pgn-extract 19.04 writes the promotion piece in upper case.
					tok = strings.ToLower(tok)
				}
				games[cur] = append(games[cur], tok)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return games
}

// TestDifferentialPGNExtract replays every game of the chess corpus with
// this package and with pgn-extract, and requires the same main line in UCI,
// and the same canonical SAN, for every game both accept. Games only one accepts are logged with our
// reason; docs/compatibility-chess.md explains them.
func TestDifferentialPGNExtract(t *testing.T) {
	tool, ok := findTool("pgn-extract")
	if !ok {
		t.Skip("pgn-extract is not installed (Debian package pgn-extract; see .ci/install-peers)")
	}
	dir := filepath.Join(sharedDir(t), "corpus", "chess")
	var both, onlyUs, onlyThem, neither, movesLost, sanDiffer int
	reasons := map[string]int{}
	for _, path := range corpusFiles(t, dir) {
		rel, _ := filepath.Rel(dir, path)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games := replayFile(t, path)
		var marked bytes.Buffer
		for i, g := range games {
			start := g.game.Pos.Offset
			end := int64(len(data))
			if i+1 < len(games) {
				end = games[i+1].game.Pos.Offset
			}
			if start < 0 || start > end || end > int64(len(data)) {
				continue
			}
			fmt.Fprintf(&marked, "[PgntoolGame \"%d\"]\n", i)
			marked.Write(data[start:end])
			marked.WriteString("\n")
		}
		theirs := extractMoves(t, tool, marked.Bytes(), true)
		theirSAN := extractMoves(t, tool, marked.Bytes(), false)
		for i, g := range games {
			oursOK := g.ok && g.diags.Errors() == 0 || g.ok && !hasMoveError(g)
			their, theyOK := theirs[i]
			switch {
			case oursOK && theyOK && len(their) == 0 && len(g.uci) > 0:
				movesLost++
				t.Logf("pgn-extract keeps %s game %d (%s) but loses its moves", rel, i+1, g.game.Pos)
			case oursOK && theyOK:
				both++
				if !sameUCI(g.uci, their) {
					t.Errorf("%s game %d (%s): main lines differ\n ours:        %s\n pgn-extract: %s", rel, i+1, g.game.Pos, strings.Join(g.uci, " "), strings.Join(their, " "))
				} else if san := theirSAN[i]; strings.Join(g.san, " ") != strings.Join(san, " ") {
					sanDiffer++
					t.Errorf("%s game %d (%s): canonical SAN differs\n ours:        %s\n pgn-extract: %s", rel, i+1, g.game.Pos, strings.Join(g.san, " "), strings.Join(san, " "))
				}
			case oursOK:
				onlyUs++
				t.Logf("only pgntool accepts %s game %d (%s)", rel, i+1, g.game.Pos)
			case theyOK:
				onlyThem++
				r := firstMoveError(g)
				reasons[r]++
				t.Logf("only pgn-extract accepts %s game %d: %s", rel, i+1, r)
			default:
				neither++
				t.Logf("neither accepts %s game %d: %s", rel, i+1, firstMoveError(g))
			}
		}
	}
	t.Logf("games accepted by both: %d (same moves), only pgntool: %d, only pgn-extract: %d, neither: %d, moves lost by pgn-extract: %d, SAN written differently: %d",
		both, onlyUs, onlyThem, neither, movesLost, sanDiffer)
	logCounts(t, reasons)
}

// moveCodes are the codes that mean a game's moves cannot be replayed.
var moveCodes = map[string]bool{"move-illegal": true, "move-ambiguous": true, "move-syntax": true, "fen-invalid": true}

func hasMoveError(g replayedGame) bool { return firstMoveError(g) != "" }

func firstMoveError(g replayedGame) string {
	for _, d := range g.diags {
		if d.Severity == 0 && moveCodes[d.Code] {
			return d.String()
		}
	}
	if !g.ok {
		return "not replayed"
	}
	return ""
}
