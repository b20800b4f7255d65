package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"unicode"

	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/injection"
	"bulwark/shared/runtime/appconfig"
)

func script(s string) string {
	counts := map[string]int{}
	for _, r := range s {
		for name, t := range map[string]*unicode.RangeTable{"Latin": unicode.Latin, "Han": unicode.Han, "Cyrillic": unicode.Cyrillic, "Arabic": unicode.Arabic, "Devanagari": unicode.Devanagari, "Bengali": unicode.Bengali, "Thai": unicode.Thai, "Telugu": unicode.Telugu, "Greek": unicode.Greek, "Hangul": unicode.Hangul, "Hiragana": unicode.Hiragana, "Katakana": unicode.Katakana, "Tamil": unicode.Tamil} {
			if unicode.Is(t, r) {
				counts[name]++
			}
		}
	}
	best, bn := "none", 0
	for k, v := range counts {
		if v > bn {
			best, bn = k, v
		}
	}
	return best
}

func main() {
	w, _ := os.ReadFile(os.Args[1])
	d, err := injection.NewWithWeights(w)
	if err != nil {
		panic(err)
	}
	cfg := appconfig.Defaults()
	cfg.Validate([]any{"flags"}, appconfig.Policy{})
	e, _ := engine.Compile(&cfg)
	e = e.WithInjection(d)
	for _, file := range os.Args[2:] {
		f, _ := os.Open(file)
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		tot, blk := map[string]int{}, map[string]int{}
		for sc.Scan() {
			var r struct{ Text string }
			json.Unmarshal(sc.Bytes(), &r)
			res := e.Scan(engine.Input{Direction: appconfig.DirectionInput, Text: r.Text})
			s := script(r.Text)
			tot[s]++
			if res.Verdict == "block" {
				blk[s]++
				if os.Getenv("SHOW") != "" {
					fmt.Printf("  %s %.2f %.100q\n", s, res.InjectionScore, r.Text)
				}
			}
		}
		fmt.Println(file)
		for s, n := range tot {
			fmt.Printf("  %-10s %4d blocked %3d (%.3f)\n", s, n, blk[s], float64(blk[s])/float64(n))
		}
	}
}
