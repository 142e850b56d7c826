package chess

import (
	"path/filepath"
	"sort"
	"testing"
)

func TestCorpusSurvey(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "chess")
	counts := map[string]int{}
	for _, path := range corpusFiles(t, dir) {
		for _, g := range replayFile(t, path) {
			for _, d := range g.diags {
				counts[d.Severity.String()+" "+d.Code]++
				if testing.Verbose() && d.Code != "line-too-long" && d.Code != "tag-missing" && d.Code != "tag-value" {
					t.Log(d)
				}
			}
		}
	}
	logCounts(t, counts)
}

// logCounts logs a tally in the order of its keys.
func logCounts(t *testing.T, counts map[string]int) {
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d %s", counts[k], k)
	}
}
