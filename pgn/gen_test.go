package pgn_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
)

// genKind is the kind of game genGames writes, after the corpus files the
// benchmarks read when ../shared is present.
type genKind int

const (
	// genClocks are lichess-like games: a clock comment after every move.
	genClocks genKind = iota
	// genPlain are TWIC-like games: many tags, bare moves wrapped at 80
	// columns.
	genPlain
	// genAnnotated are analysed games: evaluations, NAGs, glyphs, nested
	// variations, labels and line comments.
	genAnnotated
	// genFaulty are annotated games with faults the reader reports and
	// recovers from.
	genFaulty
)

// gen writes games of one variant from a seeded generator, so that a
// benchmark or a test reads the same text on every run.
type gen struct {
	r       *rand.Rand
	b       bytes.Buffer
	variant string // "chess", "xiangqi" or "cescacs"
	col     int    // the column of the line being written
	wrap    bool
	game    int
}

// genGames returns n games of one kind for a variant from a fixed seed.
func genGames(variant string, kind genKind, n int, seed uint64) []byte {
	g := &gen{r: rand.New(rand.NewPCG(seed, uint64(kind)+1)), variant: variant}
	for i := 0; i < n; i++ {
		g.game++
		g.writeGame(kind)
	}
	return g.b.Bytes()
}

// genSize returns games of one kind, as many as make at least size bytes.
func genSize(variant string, kind genKind, size int, seed uint64) (src []byte, games int) {
	g := &gen{r: rand.New(rand.NewPCG(seed, uint64(kind)+1)), variant: variant}
	for g.b.Len() < size {
		g.game++
		g.writeGame(kind)
	}
	return g.b.Bytes(), g.game
}

var (
	genNames  = []string{"Carlsen,M", "Nakamura,Hi", "alanbrito4", "Meridyan", "Praggnanandhaa,R", "Firouzja,Alireza", "Ding,Liren", "So,W", "Caruana,F", "Gukesh,D"}
	genEvents = []string{"Rated Blitz game", "2nd UzChess Cup Masters", "TCEC Season 27 - Superfinal", "Casual game", "Tata Steel Masters"}
	genOpen   = []string{"Three Knights Opening", "King's Indian", "Sicilian Defense: Najdorf Variation", "QGD semi-Slav", "Ruy Lopez"}
)

func (g *gen) pick(s []string) string { return s[g.r.IntN(len(s))] }

// word writes one movetext token, wrapping lines when asked to.
func (g *gen) word(s string) {
	if g.col > 0 {
		if g.wrap && g.col+1+len(s) > 79 {
			g.b.WriteByte('\n')
			g.col = 0
		} else {
			g.b.WriteByte(' ')
			g.col++
		}
	}
	g.b.WriteString(s)
	g.col += len(s)
	if strings.HasSuffix(s, "\n") {
		g.col = 0
	}
}

func (g *gen) tag(name, value string) { fmt.Fprintf(&g.b, "[%s %q]\n", name, value) }

func (g *gen) writeTags(kind genKind, result string) {
	switch g.variant {
	case "xiangqi":
		g.tag("Game", "Chinese Chess")
	case "cescacs":
		g.tag("Variant", "C'escacs")
	}
	g.tag("Event", g.pick(genEvents))
	g.tag("Site", fmt.Sprintf("https://lichess.org/%08x", g.r.Uint32()))
	g.tag("Date", fmt.Sprintf("20%02d.%02d.%02d", 10+g.r.IntN(16), 1+g.r.IntN(12), 1+g.r.IntN(28)))
	g.tag("Round", fmt.Sprintf("%d.%d", 1+g.r.IntN(11), 1+g.r.IntN(40)))
	g.tag("White", g.pick(genNames))
	g.tag("Black", g.pick(genNames))
	g.tag("Result", result)
	if kind == genPlain || kind == genClocks {
		g.tag("WhiteElo", fmt.Sprint(1000+g.r.IntN(1900)))
		g.tag("BlackElo", fmt.Sprint(1000+g.r.IntN(1900)))
		g.tag("ECO", fmt.Sprintf("%c%02d", 'A'+g.r.IntN(5), g.r.IntN(100)))
		g.tag("Opening", g.pick(genOpen))
	}
	if kind == genClocks {
		g.tag("UTCDate", "2025.05.01")
		g.tag("UTCTime", fmt.Sprintf("%02d:%02d:%02d", g.r.IntN(24), g.r.IntN(60), g.r.IntN(60)))
		g.tag("WhiteRatingDiff", fmt.Sprintf("%+d", g.r.IntN(20)-10))
		g.tag("BlackRatingDiff", fmt.Sprintf("%+d", g.r.IntN(20)-10))
		g.tag("TimeControl", "300+3")
		g.tag("Termination", "Normal")
	}
	if kind == genPlain {
		g.tag("WhiteTitle", "GM")
		g.tag("BlackTitle", "IM")
		g.tag("WhiteFideId", fmt.Sprint(g.r.IntN(40000000)))
		g.tag("BlackFideId", fmt.Sprint(g.r.IntN(40000000)))
		g.tag("EventDate", "2025.06.19")
	}
	g.b.WriteByte('\n')
}

func (g *gen) results() []string {
	if g.variant == "cescacs" {
		return []string{"3-0", "2-1", "1-1", "1-2", "0-3", "*"}
	}
	return []string{"1-0", "0-1", "1/2-1/2", "*"}
}

// move returns the text of a move in the variant's usual notations; the
// reader reads moves without playing them, so they need not be legal.
func (g *gen) move() string {
	sq := func(files string, ranks int) string {
		return fmt.Sprintf("%c%d", files[g.r.IntN(len(files))], 1+g.r.IntN(ranks))
	}
	switch g.variant {
	case "xiangqi":
		switch g.r.IntN(3) {
		case 0:
			return fmt.Sprintf("%c%d%c%d", "CHRAEPK"[g.r.IntN(7)], 1+g.r.IntN(9), ".+-"[g.r.IntN(3)], 1+g.r.IntN(9))
		case 1:
			return sq("abcdefghi", 9) + sq("abcdefghi", 9)
		default:
			pieces := []string{"炮", "马", "車", "相", "仕", "兵", "帅"}
			nums := []string{"一", "二", "三", "四", "五", "六", "七", "八", "九"}
			acts := []string{"平", "进", "退"}
			return pieces[g.r.IntN(len(pieces))] + nums[g.r.IntN(9)] + acts[g.r.IntN(3)] + nums[g.r.IntN(9)]
		}
	case "cescacs":
		piece := []string{"", "", "E", "J", "G", "N", "D", "R"}[g.r.IntN(8)]
		files := "ABCDEFGHIKLZT"
		s := piece + sq(files, 26) + []string{"-", "-", "×", "@@"}[g.r.IntN(4)] + sq(files, 26)
		return s + []string{"", "", "", "+", "^+", "#"}[g.r.IntN(6)]
	}
	switch g.r.IntN(12) {
	case 0:
		return []string{"O-O", "O-O-O", "O-O+"}[g.r.IntN(3)]
	case 1:
		return sq("abcdefgh", 8)[:1] + "x" + sq("abcdefgh", 8)[:1] + "8=Q"
	}
	s := []string{"", "", "", "N", "B", "R", "Q", "K"}[g.r.IntN(8)]
	if g.r.IntN(4) == 0 {
		if s == "" {
			s = sq("abcdefgh", 8)[:1]
		}
		s += "x"
	}
	s += sq("abcdefgh", 8)
	return s + []string{"", "", "", "", "+", "#"}[g.r.IntN(6)]
}

func (g *gen) clock() string {
	return fmt.Sprintf("{ [%%clk 0:%02d:%02d] }", g.r.IntN(6), g.r.IntN(60))
}

func (g *gen) comment() string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("{ [%%eval %d.%02d] [%%clk 0:%02d:%02d] }", g.r.IntN(5)-2, g.r.IntN(100), g.r.IntN(6), g.r.IntN(60))
	case 1:
		return fmt.Sprintf("{d=%d, sd=%d, mt=%d, tl=%d, s=%d, n=%d, pv=%s %s %s, tb=null, h=%d.%d, ph=0.0, wv=%d.%02d}",
			20+g.r.IntN(40), 40+g.r.IntN(40), g.r.IntN(90000), g.r.IntN(9000000), g.r.IntN(90000000), g.r.IntN(900000000),
			g.move(), g.move(), g.move(), g.r.IntN(100), g.r.IntN(10), g.r.IntN(3), g.r.IntN(100))
	case 2:
		return "; " + g.pick(genOpen) + "\n"
	}
	return "{ " + g.pick([]string{"Inaccuracy. Nf3 was best.", "The only move.", "A novelty.", "Mistake → blunder ✓", ""}) + " }"
}

// annotate writes what may follow a move in an analysed game.
func (g *gen) annotate(kind genKind) {
	if g.r.IntN(6) == 0 {
		switch g.variant {
		case "cescacs":
			g.word(g.pick([]string{"!", "?!", "??", "(=)", ":", "$14"}))
		default:
			g.word(g.pick([]string{"!", "?", "!!", "??", "!?", "?!", "$14", "$18", "$142", "+-"}))
		}
	}
	if g.r.IntN(3) == 0 {
		g.word(g.comment())
	}
	if kind == genFaulty && g.r.IntN(40) == 0 {
		g.word(g.pick([]string{"$300", "<", ">", `"a string"`, "]", ")", "$[2]", "@", "**"}))
	}
}

// line writes plies moves numbered from the ply first, with variations
// below depth.
func (g *gen) line(kind genKind, first, plies, depth int) {
	for p := first; p < first+plies; p++ {
		num := p/2 + 1
		second := p%2 == 1
		switch {
		case g.variant == "cescacs" && !second:
			g.word(fmt.Sprintf("%d.", num))
		case g.variant == "cescacs" && p == first:
			g.word(fmt.Sprintf("%d. …,", num))
		case g.variant == "cescacs":
			g.b.WriteByte(',')
			g.col++
		case !second:
			g.word(fmt.Sprintf("%d.", num))
		case p == first || kind == genClocks || (kind >= genAnnotated && g.r.IntN(3) == 0):
			g.word(fmt.Sprintf("%d...", num))
		}
		g.word(g.move())
		switch kind {
		case genClocks:
			g.word(g.clock())
		case genAnnotated, genFaulty:
			g.annotate(kind)
			if depth < 3 && g.r.IntN(7+depth*6) == 0 {
				for v := 0; v < 1+g.r.IntN(2); v++ {
					g.word("(")
					if g.variant == "cescacs" && g.r.IntN(2) == 0 {
						g.word(fmt.Sprintf("$[%d]", 1+g.r.IntN(3)))
					}
					if g.r.IntN(5) == 0 {
						g.word("{ instead }")
					}
					g.line(kind, p, 1+g.r.IntN(8), depth+1)
					if kind == genFaulty && g.r.IntN(30) == 0 {
						// A variation left open: the reader closes it.
						continue
					}
					g.word(")")
					if g.r.IntN(6) == 0 {
						g.word("{ after the variation }")
					}
				}
			}
		}
		if g.variant == "cescacs" && second {
			g.b.WriteByte('\n')
			g.col = 0
		}
	}
}

func (g *gen) writeGame(kind genKind) {
	result := g.pick(g.results())
	g.writeTags(kind, result)
	g.col, g.wrap = 0, kind == genPlain
	if kind >= genAnnotated && g.r.IntN(3) == 0 {
		g.word("{ An annotated game. }")
	}
	if kind == genFaulty {
		switch g.r.IntN(8) {
		case 0:
			g.word("$5") // a NAG before any move
		case 1:
			g.word("(1. e4)") // a variation before any move
		case 2:
			g.word("$[1]") // a label outside any variation
		}
		if g.r.IntN(4) == 0 {
			g.word(g.move()) // a move before any number
		}
	}
	plies := 20 + g.r.IntN(100)
	g.line(kind, 0, plies, 0)
	switch {
	case kind == genFaulty && g.r.IntN(10) == 0:
		// No termination marker: the next game's tags end this one.
	case kind == genFaulty && g.r.IntN(10) == 0:
		g.word("( " + g.move())
		g.word(result)
	case kind == genFaulty && g.r.IntN(6) == 0:
		g.word("99.") // a number without its move
		g.word(result)
	default:
		g.word(result)
		if kind >= genAnnotated && g.r.IntN(4) == 0 {
			g.word("{ after the result }")
		}
	}
	g.b.WriteString("\n\n")
	if kind == genFaulty && g.r.IntN(15) == 0 {
		g.b.WriteString("%escaped line\n\n")
	}
}
