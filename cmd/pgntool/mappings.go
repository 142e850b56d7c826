package main

import (
	"sync"
	"unsafe"
)

// mappings are the regions that mapFile mapped and that are not yet
// released: the only memory dropPages may advise on.
var mappings struct {
	sync.Mutex
	regions map[uintptr][]byte
}

// registerMapping records a mapped region; the returned func forgets it.
func registerMapping(data []byte) func() {
	key := uintptr(unsafe.Pointer(unsafe.SliceData(data)))
	mappings.Lock()
	defer mappings.Unlock()
	if mappings.regions == nil {
		mappings.regions = make(map[uintptr][]byte)
	}
	mappings.regions[key] = data
	return func() {
		mappings.Lock()
		defer mappings.Unlock()
		delete(mappings.regions, key)
	}
}

// isMapped reports whether b lies wholly inside a registered mapping.
func isMapped(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	mappings.Lock()
	defer mappings.Unlock()
	for _, r := range mappings.regions {
		if within(r, start) && within(r, start+uintptr(len(b))-1) {
			return true
		}
	}
	return false
}
