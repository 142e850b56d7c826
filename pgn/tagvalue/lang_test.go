package tagvalue_test

import (
	"testing"

	"github.com/pgntool/pgntool/pgn/tagvalue"
)

func TestLang(t *testing.T) {
	const form = `is not an ISO 639 code of two or three letters, such as "en" or "cat"`
	runChecks(t, tagvalue.Lang, []check{
		{in: "en"},
		{in: "es"},
		{in: "ca"},
		{in: "zu"},
		{in: "cat"},
		{in: "xxx"}, // three letters are checked by form only
		{in: "xx", msg: `language "xx" is not an ISO 639-1 code`},
		{in: "XX", msg: `language "XX" is not an ISO 639-1 code`},
		{in: "e", msg: `language "e" ` + form},
		{in: "english", msg: `language "english" ` + form},
		{in: "", msg: `language "" ` + form},
		{in: "e1", msg: `language "e1" ` + form},
		{in: "en-", msg: `language "en-" ` + form},
		{in: "en-toolongsubtag", msg: `language "en-toolongsubtag" ` + form},
		{in: "en-U$", msg: `language "en-U$" ` + form},
		{in: "EN", msg: `language code "EN" should be in lower case; write "en"`, dev: true},
		{in: "Cat", msg: `language code "Cat" should be in lower case; write "cat"`, dev: true},
		{in: "iw", msg: `language code "iw" was withdrawn from ISO 639-1; write "he"`, dev: true},
		{in: "sh", msg: `language code "sh" was withdrawn from ISO 639-1; write "sr", "hr" or "bs"`, dev: true},
		{in: "iw-IL", msg: `language code "iw" was withdrawn from ISO 639-1; write "he"`, dev: true},
		{in: "pt-BR", msg: `language "pt-BR" adds "-BR" to the ISO 639 code; write "pt"`, dev: true},
		{in: "en_US", msg: `language "en_US" adds "_US" to the ISO 639 code; write "en"`, dev: true},
		{in: "zh-Hans-CN", msg: `language "zh-Hans-CN" adds "-Hans-CN" to the ISO 639 code; write "zh"`, dev: true},
		{in: "es-419", msg: `language "es-419" adds "-419" to the ISO 639 code; write "es"`, dev: true},
	})
}
