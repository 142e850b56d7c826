// Package duckdbtest reads the Parquet files of package parquet with
// DuckDB and checks them through SQL. It is a module of its own, so that
// pgntool's go.mod does not depend on DuckDB (a cgo library of 130 MB);
// the root module's TestDuckDB runs its test when DuckDB's Go bindings are
// in the module cache (.ci/install-peers fetches them), and skips saying
// so otherwise.
package duckdbtest
