// Command duckq runs SQL statements with DuckDB (its Go bindings) and
// prints each result as tab-separated rows with the wall time it took;
// docs/scale.md uses it where the duckdb shell is not installed:
//
//	go run ./cmd/duckq "SELECT count(*) FROM 'games.parquet'"
package main

import (
	"database/sql"
	"fmt"
	"os"
	"strings"
	"time"

	_ "github.com/duckdb/duckdb-go/v2"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: duckq SQL...")
		os.Exit(2)
	}
	db, err := sql.Open("duckdb", "")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer db.Close()
	for _, query := range os.Args[1:] {
		if err := run(db, query); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", query, err)
			os.Exit(1)
		}
	}
}

// run prints the rows of one query and the time it took.
func run(db *sql.DB, query string) error {
	start := time.Now()
	rows, err := db.Query(query)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	fmt.Println("-- " + query)
	fmt.Println(strings.Join(cols, "\t"))
	values := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range values {
		ptrs[i] = &values[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		out := make([]string, len(values))
		for i, v := range values {
			out[i] = fmt.Sprint(v)
		}
		fmt.Println(strings.Join(out, "\t"))
	}
	if err := rows.Err(); err != nil {
		return err
	}
	fmt.Printf("-- %.3f s\n", time.Since(start).Seconds())
	return nil
}
