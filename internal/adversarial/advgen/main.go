// Command advgen writes adversarial inputs for pgntool into a directory,
// to run a case by hand:
//
//	go run ./internal/adversarial/advgen -dir /tmp/adv -scale 0.1 -case 'chess/comment'
//	pgntool lint /tmp/adv/chess-comment-unclosed.pgn
//
// It prints each file it wrote with its size. -list names the cases.
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"

	"github.com/pgntool/pgntool/internal/adversarial"
)

func main() {
	dir := flag.String("dir", "", "directory to write the cases into (made if missing)")
	scale := flag.Float64("scale", 1, "size of each case relative to its base size")
	match := flag.String("case", "", "regular expression: write only the cases whose name matches")
	list := flag.Bool("list", false, "list the cases and their base sizes, write nothing")
	flag.Parse()
	re, err := regexp.Compile(*match)
	if err != nil {
		fmt.Fprintln(os.Stderr, "advgen: -case:", err)
		os.Exit(2)
	}
	for _, c := range adversarial.Cases() {
		if !re.MatchString(c.Name) {
			continue
		}
		if *list {
			fmt.Printf("%-28s %12d %s\n", c.Name, c.Base, c.Unit)
			continue
		}
		if *dir == "" {
			fmt.Fprintln(os.Stderr, "advgen: -dir is required")
			os.Exit(2)
		}
		if err := os.MkdirAll(*dir, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "advgen:", err)
			os.Exit(2)
		}
		paths, err := c.Generate(*dir, *scale)
		if err != nil {
			fmt.Fprintln(os.Stderr, "advgen:", err)
			os.Exit(1)
		}
		var size int64
		for _, p := range paths {
			if st, err := os.Stat(p); err == nil {
				size += st.Size()
			}
		}
		if len(paths) == 1 {
			fmt.Printf("%s\t%d\n", paths[0], size)
		} else {
			fmt.Printf("%s (%d files)\t%d\n", paths[0], len(paths), size)
		}
	}
}
