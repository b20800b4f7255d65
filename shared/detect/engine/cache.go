package engine

import (
	"container/list"
	"sync"

	"bulwark/shared/runtime/appconfig"
)

// DefaultCacheSize is how many compiled configurations a Cache keeps.
const DefaultCacheSize = 512

// Cache keeps compiled engines per (app, version), least recently used
// first out. A configuration version never changes once stored, so an
// entry never goes stale: a new version is a new key. It is safe for
// concurrent use.
type Cache struct {
	mu    sync.Mutex
	max   int
	order *list.List // of *cacheEntry, most recent first
	byKey map[cacheKey]*list.Element
}

type cacheKey struct {
	app     string
	version int
}

type cacheEntry struct {
	key    cacheKey
	engine *Engine
}

// NewCache returns a cache of at most size engines (DefaultCacheSize when
// size <= 0).
func NewCache(size int) *Cache {
	if size <= 0 {
		size = DefaultCacheSize
	}
	return &Cache{max: size, order: list.New(), byKey: map[cacheKey]*list.Element{}}
}

// Get returns the engine of (app, version), compiling the configuration
// that load returns on a miss. app should be unique across workspaces
// (the store key of the app). Two concurrent misses may both compile; the
// result is the same and one of them is kept.
func (c *Cache) Get(app string, version int, load func() (*appconfig.Config, error)) (*Engine, error) {
	k := cacheKey{app, version}
	c.mu.Lock()
	if el, ok := c.byKey[k]; ok {
		c.order.MoveToFront(el)
		e := el.Value.(*cacheEntry).engine
		c.mu.Unlock()
		return e, nil
	}
	c.mu.Unlock()

	cfg, err := load()
	if err != nil {
		return nil, err
	}
	e, err := Compile(cfg)
	if err != nil {
		return nil, err
	}

	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[k]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*cacheEntry).engine, nil
	}
	c.byKey[k] = c.order.PushFront(&cacheEntry{key: k, engine: e})
	for c.order.Len() > c.max {
		old := c.order.Back()
		c.order.Remove(old)
		delete(c.byKey, old.Value.(*cacheEntry).key)
	}
	return e, nil
}

// Len reports how many engines the cache holds.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// Warm loads the embedded models (injection classifier, NER, perplexity)
// and runs one scan, so that a process pays that cost at start-up (a
// Lambda's init phase) rather than on its first request.
func Warm() error {
	cfg := appconfig.Defaults()
	cfg.Detectors.Perplexity = true
	e, err := Compile(&cfg)
	if err != nil {
		return err
	}
	e.Scan(Input{Direction: appconfig.DirectionInput, Text: "Warm up: mail jane@example.com about the Berlin office."})
	return nil
}
