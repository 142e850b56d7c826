package charset

import (
	"errors"
	"testing"
)

// TestZeroValues: every exported function, given nil or empty values,
// returns an error or a sound answer and never panics.
func TestZeroValues(t *testing.T) {
	for _, tc := range []struct {
		name string
		call func() error
		want error // nil: any outcome but a panic
	}{
		{"NewReader of nil", func() error { _, _, err := NewReader(nil, "auto"); return err }, ErrNilReader},
		{"NewReader of nil, named", func() error { _, _, err := NewReader(nil, "latin1"); return err }, ErrNilReader},
		{"NewWriter to nil", func() error { _, err := NewWriter(nil, "utf-8"); return err }, ErrNilWriter},
		{"NewWriter to nil, encoding", func() error { _, err := NewWriter(nil, "gb18030"); return err }, ErrNilWriter},
		{"Passthrough of nil", func() error {
			skip, ok, err := Passthrough(nil, "")
			if skip != 0 || !ok {
				return errors.New("empty text is UTF-8 with no BOM")
			}
			return err
		}, nil},
		{"Passthrough of nil, unknown name", func() error {
			if _, _, err := Passthrough(nil, "klingon"); err == nil {
				return errors.New("no error for an unknown encoding")
			}
			return nil
		}, nil},
		{"Detect of nil", func() error {
			if got := Detect(nil); got != UTF8 {
				return errors.New("empty sample detected as " + got)
			}
			return nil
		}, nil},
		{"Names", func() error {
			if len(Names()) == 0 {
				return errors.New("no names")
			}
			return nil
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("panic: %v", p)
				}
			}()
			err := tc.call()
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("error %v, want %v", err, tc.want)
			}
			if tc.want == nil && err != nil {
				t.Errorf("error %v", err)
			}
		})
	}
}
