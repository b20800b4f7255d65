package main

import "testing"

// outOfSource scores a file's benign windows with a fit that never read
// the file: what the file itself holds cannot move its own logits, and
// every other file's can. A benign window of file a sharing feature 7
// with an attack in file b reads as an attack.
func TestOutOfSourceNeverReadsTheFile(t *testing.T) {
	p := params{epochs: 5, rate: 0.2}
	mk := func(feat uint32, y float64, file string) example {
		ex := sparse([]uint32{feat}, y, 1, 0)
		ex.file = file
		return ex
	}
	exs := []example{
		mk(7, 0, "a.jsonl"), mk(9, 0, "a.jsonl"),
		mk(7, 1, "b.jsonl"), mk(3, 0, "b.jsonl"),
		mk(9, 0, "c.jsonl"), mk(3, 1, "c.jsonl"),
	}
	got := outOfSource(exs, p)
	if got[0] <= got[1] {
		t.Fatalf("a's window with b's attack feature %.3f, not above its other window %.3f", got[0], got[1])
	}
	// Turn a's second window into an attack: a's logits stay the same.
	changed := append([]example(nil), exs...)
	changed[1] = mk(9, 1, "a.jsonl")
	again := outOfSource(changed, p)
	if again[0] != got[0] {
		t.Fatalf("a's own rows moved its out-of-source logit: %.6f, then %.6f", got[0], again[0])
	}
	if again[4] == got[4] {
		t.Fatal("a's rows did not move c's out-of-source logit, which a fit on a reads")
	}
}
