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
func (f family) String() string { return familyNames[f] }
