// Command gen writes eco/table.tsv, the opening table package eco embeds,
// from the lichess opening table (a.tsv … e.tsv) and copies its licence
// notice beside it. Run it with go generate in package eco.
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/pgntool/pgntool/eco/internal/tablegen"
)

func main() {
	src := flag.String("src", "../../shared/data/chess-openings", "directory of the lichess opening table")
	out := flag.String("out", "table.tsv", "file to write")
	flag.Parse()
	table, err := tablegen.Generate(*src)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, table, 0o644); err != nil {
		log.Fatal(err)
	}
	notice, err := os.ReadFile(filepath.Join(*src, "COPYING.txt"))
	if err != nil {
		log.Fatal(err)
	}
	source, err := os.ReadFile(filepath.Join(*src, "SOURCE.txt"))
	if err != nil {
		log.Fatal(err)
	}
	notice = append(append(source, '\n'), notice...)
	if err := os.WriteFile(filepath.Join(filepath.Dir(*out), "COPYING.openings.txt"), notice, 0o644); err != nil {
		log.Fatal(err)
	}
}
