package pgn

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/width"
)

// Register makes v one of the plugins that [ChooseVariant],
// [LookupVariant] and [VariantForFile] choose from, as image formats and
// database/sql drivers register themselves: each plugin calls it from its
// init function, so importing a plugin is enough. A plugin registered
// under a name already taken replaces the earlier one, so a program may
// wrap a plugin with its own; a nil v is ignored.
func Register(v Variant) {
	if v == nil {
		return
	}
	info := v.Info().Clone()
	registry.mu.Lock()
	defer registry.mu.Unlock()
	old := registry.current.Load()
	next := &registrySnapshot{}
	if old != nil {
		next.entries = slices.Clone(old.entries)
	}
	e := registryEntry{v: v, info: info, order: len(next.entries)}
	if i := slices.IndexFunc(next.entries, func(o registryEntry) bool { return o.info.Name == info.Name }); i >= 0 {
		e.order = next.entries[i].order
		next.entries[i] = e
	} else {
		next.entries = append(next.entries, e)
	}
	next.build()
	registry.current.Store(next)
	lookups.Clear()
	lookupsStored.Store(0)
}

// Registered returns the registered plugins, highest [VariantInfo.Rank]
// first, then in the order they registered: the order in which
// [ChooseVariant] tries them. The slice is the caller's own.
func Registered() []Variant {
	s := registry.current.Load()
	if s == nil {
		return nil
	}
	out := make([]Variant, len(s.entries))
	for i := range s.entries {
		out[i] = s.entries[i].v
	}
	return out
}

// LookupVariant finds the registered plugin with this name or alias
// ([VariantInfo.Aliases]). Case, surrounding and repeated space,
// full-width letters and typographic apostrophes do not matter.
func LookupVariant(name string) (Variant, bool) {
	s := registry.current.Load()
	if s == nil {
		return nil, false
	}
	if r, ok := lookups.Load(name); ok {
		r := r.(lookupResult)
		if r.s == s {
			return r.v, r.ok
		}
	}
	v, ok := s.byName[foldName(name)]
	if lookupsStored.Add(1) <= maxLookups {
		lookups.Store(name, lookupResult{s, v, ok})
	}
	return v, ok
}

// ChooseVariant picks the plugin of a game from its tags: the one its
// Variant tag names, else its Game tag (the first of each that is not
// blank); else the first plugin one of whose [VariantInfo.OwnTags] the
// tags give, unless they give one of its OwnTagsUnless too (xiangqi: Red
// or RedTeam without White; C'escacs: TLPD, PDTL or Redefine); else the
// default plugin ([VariantInfo.Default]). It returns nil when a tag names
// a game that no registered plugin reads, so that its moves are not judged
// by the wrong rules, and when no plugin fits and none is the default.
func ChooseVariant(tags []Tag) Variant {
	s := registry.current.Load()
	if s == nil {
		return nil
	}
	return s.choose(tags, s.def)
}

// ChooseVariantOr is [ChooseVariant] with fallback for a game whose tags
// name no game and give no plugin's own tags, such as the variant a file's
// name implies ([VariantForFile]).
func ChooseVariantOr(tags []Tag, fallback Variant) Variant {
	s := registry.current.Load()
	if s == nil {
		s = &registrySnapshot{}
	}
	return s.choose(tags, fallback)
}

// VariantForFile returns the registered plugin whose
// [VariantInfo.Extensions] name ends with, ignoring case (*.ctl-pgn is
// C'escacs, *.wxf xiangqi), and false for a name no plugin claims. A
// game's tags still win over it: it is the fallback for games whose tags
// name no game.
func VariantForFile(name string) (Variant, bool) {
	s := registry.current.Load()
	if s == nil {
		return nil, false
	}
	for i := range s.entries {
		for _, ext := range s.entries[i].info.Extensions {
			if ext != "" && len(name) >= len(ext) && strings.EqualFold(name[len(name)-len(ext):], ext) {
				return s.entries[i].v, true
			}
		}
	}
	return nil, false
}

// registry holds the registered plugins as an immutable snapshot, so that
// choosing a variant for every game takes no lock.
var registry struct {
	mu      sync.Mutex // serialises Register
	current atomic.Pointer[registrySnapshot]
}

type registrySnapshot struct {
	entries []registryEntry // by Rank, highest first, then order
	byName  map[string]Variant
	def     Variant // the first plugin marked Default, or nil
	// marks are the OwnTags and OwnTagsUnless of the first 64 entries,
	// and first the first bytes of their names and of Variant and Game,
	// with a bit for each of their lengths (nameLenBit): choose looks at
	// no other tag.
	marks []markTag
	first [256]uint64
}

// nameLenBit is the bit of first that stands for a name's length; names
// of 63 bytes or more share the last.
func nameLenBit(name string) uint64 { return 1 << min(len(name), 63) }

// markTag is a tag that counts for or against entries[entry].
type markTag struct {
	name   string
	entry  int
	unless bool
}

type registryEntry struct {
	v     Variant
	info  VariantInfo // the registry's own copy
	order int         // when it registered
}

// build sorts the entries and derives the name index and the default.
func (s *registrySnapshot) build() {
	slices.SortStableFunc(s.entries, func(a, b registryEntry) int {
		if c := cmp.Compare(b.info.Rank, a.info.Rank); c != 0 {
			return c
		}
		return cmp.Compare(a.order, b.order)
	})
	s.byName = map[string]Variant{}
	for _, e := range s.entries {
		for _, n := range append([]string{e.info.Name}, e.info.Aliases...) {
			if k := foldName(n); k != "" {
				if _, taken := s.byName[k]; !taken {
					s.byName[k] = e.v
				}
			}
		}
		if s.def == nil && e.info.Default {
			s.def = e.v
		}
	}
	s.first['V'] |= nameLenBit("Variant")
	s.first['G'] |= nameLenBit("Game")
	for i, e := range s.entries[:min(len(s.entries), 64)] {
		for _, n := range e.info.OwnTags {
			s.marks = append(s.marks, markTag{n, i, false})
		}
		for _, n := range e.info.OwnTagsUnless {
			s.marks = append(s.marks, markTag{n, i, true})
		}
	}
	for _, m := range s.marks {
		if m.name != "" {
			s.first[m.name[0]] |= nameLenBit(m.name)
		}
	}
}

// choose is ChooseVariantOr. It makes one pass over the tags, passing
// over by its first byte and length a name that no rule reads, since lint
// chooses a variant for every game.
func (s *registrySnapshot) choose(tags []Tag, fallback Variant) Variant {
	var named [2]string // the values of the first Variant and Game tags, when not blank
	var first [2]bool   // a Variant, a Game tag was seen: only the first counts
	var own, unless uint64
	for i := range tags {
		name := tags[i].Name
		if name == "" || s.first[name[0]]&nameLenBit(name) == 0 {
			continue
		}
		k := 0
		switch name {
		case "Variant":
		case "Game":
			k = 1
		default:
			for _, m := range s.marks {
				if m.name == name {
					if m.unless {
						unless |= 1 << m.entry
					} else {
						own |= 1 << m.entry
					}
				}
			}
			continue
		}
		if !first[k] && strings.TrimSpace(tags[i].Value) != "" {
			named[k] = tags[i].Value
		}
		first[k] = true
	}
	for _, value := range named {
		if value != "" {
			v, _ := LookupVariant(value)
			return v
		}
	}
	if own &^= unless; own != 0 {
		return s.entries[bits.TrailingZeros64(own)].v
	}
	for i := 64; i < len(s.entries); i++ { // a registry of more plugins than the bits
		info := &s.entries[i].info
		if len(info.OwnTags) > 0 && hasTag(tags, info.OwnTags) && !hasTag(tags, info.OwnTagsUnless) {
			return s.entries[i].v
		}
	}
	return fallback
}

// hasTag reports whether tags give one of names.
func hasTag(tags []Tag, names []string) bool {
	for i := range tags {
		for _, n := range names {
			if tags[i].Name == n {
				return true
			}
		}
	}
	return false
}

// lookups remembers LookupVariant's answers for the names files actually
// use, since every game of a file asks again; maxLookups bounds it against
// inputs with a new name in every game. An answer is for the snapshot it
// was found in.
var (
	lookups       sync.Map // string → lookupResult
	lookupsStored atomic.Int64
)

const maxLookups = 1024

type lookupResult struct {
	s  *registrySnapshot
	v  Variant
	ok bool
}

// foldName is a name as LookupVariant compares it.
func foldName(s string) string {
	s = width.Fold.String(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "’", "'")
	s = strings.Join(strings.Fields(s), " ")
	return strings.ToLower(s)
}
