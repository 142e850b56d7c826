package xiangqi

// family is a move notation family as read from a token.
type family uint8

const (
	famNone    family = iota
	famChinese        // 炮二平五
	famWXF            // C2.5
	famICCS           // H2-E2
	famUCCI           // h2e2 (ranks 0–9) or h3e3 (generalised UCI, ranks 1–10)
	famSAN            // Che2 (WinBoard, ranks 0–9) or Che3 (pychess, ranks 1–10)
)

var familyNames = [...]string{"", "Chinese", "WXF", "ICCS", "UCCI", "SAN"}

// String names the family in messages.
func (f family) String() string {
	if int(f) >= len(familyNames) {
		return ""
	}
	return familyNames[f]
}

// describe names the family as a message's object: "WXF notation", "UCCI
// coordinates".
func (f family) describe() string {
	switch f {
	case famICCS, famUCCI:
		return f.String() + " coordinates"
	case famSAN:
		return "SAN"
	}
	return f.String() + " notation"
}

// formatAdvice says which Format tag would state the family; the seed
// knows Chinese, WXF and ICCS only, and lower-case UCCI is ICCS to it.
func (f family) formatAdvice() string {
	switch f {
	case famChinese:
		return `a [Format "Chinese"] tag would state it`
	case famWXF:
		return `a [Format "WXF"] tag would state it`
	case famICCS, famUCCI:
		return `a [Format "ICCS"] tag would state it`
	}
	return "no Format value names SAN; export writes the moves in Chinese, WXF or ICCS"
}
