package charset

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// A line of the seed's example, and its traditional form as the Big5
// collection writes it.
const (
	simplified  = "[Event \"许银川让九子对聂棋圣\"]\n1. 炮八平五 炮８平５ 2. 炮五进五 象７进５ 3. 炮二平五 马８进７\n"
	traditional = "[Event \"許銀川讓九子對聶棋聖\"]\n1. 炮八平五 炮８平５ 2. 炮五進五 象７進５ 3. 炮二平五 馬８進７\n"
)

func mustEncode(t *testing.T, s, name string) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(w, s); err != nil {
		t.Fatalf("encoding %q as %s: %v", s, name, err)
	}
	return buf.Bytes()
}

func TestDetectSynthetic(t *testing.T) {
	gbkTrad, _ := simplifiedchinese.GBK.NewEncoder().String(traditional)
	cases := []struct {
		name   string
		sample []byte
		want   string
	}{
		{"ASCII", []byte("[Event \"x\"]\n1. h2e2 h9g7 *\n"), UTF8},
		{"UTF-8", []byte(simplified), UTF8},
		{"UTF-8 with BOM", append([]byte(bom), simplified...), UTF8},
		{"UTF-8 sample cut inside a character", cutSample(), UTF8},
		{"Latin-1 ending in a lead byte", []byte("[Site \"Caf\xe9\"]\n1. e4 e\xe9"), Latin1},
		{"GBK simplified", mustEncode(t, simplified, "gbk"), GB18030},
		{"GBK traditional characters", []byte(gbkTrad), GB18030},
		{"Big5", mustEncode(t, traditional, "big5"), Big5},
		{"Latin-1 chess", []byte("[White \"M\xfcller, J\xf6rg\"]\n[Site \"K\xf8benhavn\"]\n1. e4 e5 *\n"), Latin1},
		{"Windows-1252 quotes", []byte("{ \x93best\x94 \x96 a draw }"), Latin1},
		{"empty", nil, UTF8},
	}
	for _, tc := range cases {
		if got := Detect(tc.sample); got != tc.want {
			t.Errorf("%s: Detect = %s, want %s (scores gb18030 %d, big5 %d)", tc.name, got, tc.want,
				score(tc.sample, GB18030), score(tc.sample, Big5))
		}
	}
}

func TestNewReaderDecodes(t *testing.T) {
	cases := []struct {
		name, enc, want string
		data            []byte
	}{
		{"auto GBK", "", GB18030, mustEncode(t, simplified, "gbk")},
		{"auto Big5", "auto", Big5, mustEncode(t, traditional, "big5")},
		{"BOM removed", "", UTF8, append([]byte(bom), simplified...)},
		{"BOM removed when named", "UTF-8", UTF8, append([]byte(bom), simplified...)},
		{"alias cp936", "cp936", GB18030, mustEncode(t, simplified, "gb2312")},
		{"alias big-5", "Big-5", Big5, mustEncode(t, traditional, "cp950")},
	}
	for _, tc := range cases {
		rd, detected, err := NewReader(bytes.NewReader(tc.data), tc.enc)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, err := io.ReadAll(rd)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		text := simplified
		if tc.want == Big5 {
			text = traditional
		}
		if detected != tc.want || string(got) != text {
			t.Errorf("%s: detected %s, want %s; text %q", tc.name, detected, tc.want, got)
		}
	}
}

// Passthrough must say yes exactly when NewReader hands the text on
// unchanged after the byte order mark it skips.
func TestPassthroughAgreesWithNewReader(t *testing.T) {
	cases := []struct {
		name, enc string
		data      []byte
		ok        bool
		skip      int
	}{
		{"auto UTF-8", "", []byte(simplified), true, 0},
		{"auto ASCII", "auto", []byte("1. e4 e5 *"), true, 0},
		{"BOM", "", append([]byte(bom), simplified...), true, 3},
		{"BOM when named", "utf8", append([]byte(bom), "1. e4"...), true, 3},
		{"auto GBK", "", mustEncode(t, simplified, "gbk"), false, 0},
		{"named latin1", "latin1", []byte("1. e4 e5 *"), false, 0},
		{"named UTF-8 over Latin-1 bytes", "UTF-8", []byte("caf\xe9"), true, 0},
		{"empty", "", nil, true, 0},
	}
	for _, tc := range cases {
		skip, ok, err := Passthrough(tc.data, tc.enc)
		if err != nil || ok != tc.ok || skip != tc.skip {
			t.Errorf("%s: Passthrough = %d, %v, %v; want %d, %v", tc.name, skip, ok, err, tc.skip, tc.ok)
			continue
		}
		rd, _, err := NewReader(bytes.NewReader(tc.data), tc.enc)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, _ := io.ReadAll(rd)
		if same := bytes.Equal(got, tc.data[skip:]); ok && !same {
			t.Errorf("%s: NewReader changed text that Passthrough passes: %q", tc.name, got)
		}
	}
	if _, _, err := Passthrough(nil, "ebcdic"); err == nil {
		t.Error("Passthrough accepts an unknown encoding")
	}
}

func TestLatin1IsWindows1252(t *testing.T) {
	rd, _, err := NewReader(strings.NewReader("\x93caf\xe9\x94 \x80"), "latin1")
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(rd)
	if string(got) != "“café” €" {
		t.Errorf("latin1 decodes to %q", got)
	}
}

func TestUnknownEncoding(t *testing.T) {
	_, _, err := NewReader(strings.NewReader(""), "ebcdic")
	if err == nil || !strings.Contains(err.Error(), "gb18030 (gbk, gb2312, cp936)") || !strings.Contains(err.Error(), `"ebcdic"`) {
		t.Errorf("error %v does not name the fault and the valid names", err)
	}
	if _, err := NewWriter(io.Discard, "utf-16"); err == nil {
		t.Error("NewWriter accepted utf-16")
	}
}

func TestWriterRefusesUnencodable(t *testing.T) {
	for name, s := range map[string]string{"big5": "😀", "latin1": "马"} {
		w, _ := NewWriter(io.Discard, name)
		if _, err := io.WriteString(w, s); err == nil {
			t.Errorf("%s writer accepted %s, which it cannot encode", name, s)
		}
	}
}

func TestNames(t *testing.T) {
	want := []string{"utf-8 (utf8)", "gb18030 (gbk, gb2312, cp936)", "big5 (big-5, cp950)",
		"latin1 (iso-8859-1, latin-1, cp1252, windows-1252)"}
	if diff := cmp.Diff(want, Names()); diff != "" {
		t.Errorf("Names (-want +got):\n%s", diff)
	}
}

// TestDetectCorpus checks detection on the corpus files whose encodings
// ../shared/corpus/xiangqi/SOURCES.md and the notes' table state.
func TestDetectCorpus(t *testing.T) {
	root := corpusRoot(t)
	want := map[string]string{
		"xqbase_eleeye":     GB18030,
		"walker8088_cchess": GB18030,
		"hbsxcjp_cchess":    GB18030,
		"Yvonne761_Chinese-Chess-Practical-Dataset": Big5,
		"maksimKorzh_wukong-xiangqi":                UTF8,
		"benckx_elephantchess":                      UTF8,
		"FastLight126_vschess":                      UTF8,
	}
	n := 0
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := strings.ToLower(filepath.Ext(p))
		if ext != ".pgn" && ext != ".pgn_zh" && ext != ".pgn_iccs" && ext != ".txt" && ext != ".wxf" {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		dir := strings.SplitN(rel, string(filepath.Separator), 2)[0]
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		expect := want[dir]
		if strings.HasSuffix(p, "_move.txt") {
			expect = UTF8 // walker8088's move lists are UTF-8
		}
		if got := Detect(data[:min(len(data), sampleSize)]); got != expect {
			t.Errorf("%s: detected %s, want %s", rel, got, expect)
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d corpus files detected", n)
}

func corpusRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Skip(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		if filepath.Dir(dir) == dir {
			t.Skip("go.mod not found")
		}
		dir = filepath.Dir(dir)
	}
	root := filepath.Join(filepath.Dir(dir), "shared", "corpus", "xiangqi")
	if _, err := os.Stat(root); err != nil {
		t.Skipf("xiangqi corpus not found at %s", root)
	}
	return root
}

func FuzzDetect(f *testing.F) {
	f.Add([]byte(simplified))
	f.Add([]byte(traditional))
	f.Add([]byte("M\xfcller"))
	f.Add([]byte("\xc5\xda\xb0\xcb\xc6\xbd\xce\xe5"))
	f.Fuzz(func(t *testing.T, b []byte) {
		switch d := Detect(b); d {
		case UTF8, GB18030, Big5, Latin1:
		default:
			t.Fatalf("Detect returned %q", d)
		}
	})
}

func FuzzNewReader(f *testing.F) {
	f.Add([]byte(simplified), "")
	f.Add(append([]byte(bom), traditional...), "auto")
	f.Add([]byte("\xa8\xae\xa4K\xa5\xad"), "big5")
	f.Add([]byte("\x93x\x94"), "latin1")
	f.Fuzz(func(t *testing.T, b []byte, name string) {
		rd, detected, err := NewReader(bytes.NewReader(b), name)
		if err != nil {
			if _, lerr := lookup(name); lerr == nil {
				t.Fatalf("NewReader(%q) failed: %v", name, err)
			}
			return
		}
		out, err := io.ReadAll(rd)
		if err != nil {
			t.Fatalf("reading %q as %s: %v", b, detected, err)
		}
		if detected != UTF8 && !utf8Valid(out) {
			t.Fatalf("%s decoding of %q gave invalid UTF-8 %q", detected, b, out)
		}
	})
}

func utf8Valid(b []byte) bool { return validUTF8(b) && bytes.Equal(b, []byte(string(b))) }

// cutSample is a 64 KiB sample of Chinese UTF-8 text that ends inside a
// character, as NewReader's peek may.
func cutSample() []byte {
	b := bytes.Repeat([]byte(simplified), sampleSize/len(simplified)+1)
	for i := sampleSize; ; i++ {
		if !utf8.RuneStart(b[i]) {
			return b[:i]
		}
	}
}
