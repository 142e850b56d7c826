package eco

//go:generate go run ./internal/gen -src ../../shared/data/chess-openings -out table.tsv
