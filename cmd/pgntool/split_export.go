package main

import (
	"github.com/pgntool/pgntool/pgn"
)

// splitSink is the pipeline's main destination when the games are split:
// each game's bytes go to the splitter under the group its worker named.
type splitSink struct{ s *splitter }

func (w splitSink) game(data []byte, _ *pgn.Game, key string) error {
	return w.s.write(key, data)
}
