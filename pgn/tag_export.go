package pgn

// TagExportAppender is implemented by variants whose ExportTags can append
// to a slice the caller gives: the [Writer] hands it the slice of the game
// before, so that the tags of each game written cost no allocation.
// AppendExportTags(dst, tags, e) must append to dst exactly what
// ExportTags(tags, e) returns.
type TagExportAppender interface {
	AppendExportTags(dst, tags []Tag, e TagExport) []Tag
}
