package pgn

// Kind is the class of a token.
type Kind uint8

// The token kinds. Symbol, Integer, Period, Glyph, Comma and Label may be
// produced by a variant's [Variant.ScanMovetext]; the others are the core's.
const (
	EOF          Kind = iota
	Invalid           // a byte that starts no token; reported, then skipped
	LBracket          // [
	RBracket          // ]
	String            // "..." ; the literal is the unescaped value
	Symbol            // a tag name, or a move in movetext
	Integer           // digits: a move number in movetext
	Period            // one or more '.', or '…' (U+2026)
	Asterisk          // *
	NAG               // $n ; the literal is the digits
	LParen            // (
	RParen            // )
	LAngle            // < (reserved by the standard)
	RAngle            // > (reserved by the standard)
	BraceComment      // {...} ; the literal is the text between the braces
	LineComment       // ;... ; the literal is the text after ';' up to the line end
	Escape            // a line starting with % in column 1; the literal is the whole line
	Result            // a game termination marker of the variant, such as 1-0
	Glyph             // an annotation glyph such as !, ?!, or a variant's own (◇, (=), :)
	Comma             // , : a separator some variants write between moves
	Label             // a variation label some variants write after '(' (C'escacs $[1])
)

var kindNames = [...]string{
	EOF: "end of file", Invalid: "invalid character", LBracket: "'['", RBracket: "']'",
	String: "string", Symbol: "symbol", Integer: "integer", Period: "'.'", Asterisk: "'*'",
	NAG: "NAG", LParen: "'('", RParen: "')'", LAngle: "'<'", RAngle: "'>'", BraceComment: "comment",
	LineComment: "';' comment", Escape: "'%' escape line", Result: "result", Glyph: "glyph",
	Comma: "','", Label: "label",
}

// String names the kind for messages.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "token"
}
