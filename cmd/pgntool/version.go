package main

import (
	"runtime/debug"
	"strings"
)

// version returns what `pgntool --version` prints after "pgntool version":
// the module version and the revision it was built from, as the build
// information holds them. A build from a work tree (go build, go run) has
// no module version, "(devel)"; `go install ...@v1.2.3` has no revision.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (built without module information)"
	}
	return versionOf(info)
}

// versionOf is version for the build information info.
func versionOf(info *debug.BuildInfo) string {
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	var rev, at string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	var details []string
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if modified {
			rev += " with local changes"
		}
		details = append(details, "revision "+rev)
	}
	if at != "" {
		details = append(details, "committed "+at)
	}
	if v == "devel" && rev == "" {
		details = append(details, "built without version control information")
	}
	details = append(details, info.GoVersion)
	return v + " (" + strings.Join(details, ", ") + ")"
}
