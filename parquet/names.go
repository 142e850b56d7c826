package parquet

// names makes strings of move texts, handing out one string for each
// text met before: a game's moves are mostly the same few hundred texts
// (e4, Nf3, O-O), and a string apiece would be most of the encoder's
// allocations.
type names struct {
	m map[string]string
}

// maxNames bounds the texts kept; past it, new texts are allocated each
// time they are met, so that memory stays bounded whatever the input.
const maxNames = 1 << 16

// get returns b as a string.
func (n *names) get(b []byte) string {
	if s, ok := n.m[string(b)]; ok {
		return s
	}
	s := string(b)
	if n.m == nil {
		n.m = make(map[string]string)
	}
	if len(n.m) < maxNames {
		n.m[s] = s
	}
	return s
}
