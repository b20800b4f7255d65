package main

import (
	"math"
	"testing"

	"bulwark/shared/detect/injection/tokvec"
)

func TestJacobiEigen(t *testing.T) {
	// Eigenvalues of [[2,1,0],[1,2,0],[0,0,5]]: 1, 3, 5.
	a := [][]float64{{2, 1, 0}, {1, 2, 0}, {0, 0, 5}}
	orig := [][]float64{{2, 1, 0}, {1, 2, 0}, {0, 0, 5}}
	vals, vecs := jacobi(a)
	found := map[int]bool{}
	for k, l := range vals {
		found[int(math.Round(l))] = true
		// A v = λ v for column k.
		for i := range 3 {
			s := 0.0
			for j := range 3 {
				s += orig[i][j] * vecs[j][k]
			}
			if math.Abs(s-l*vecs[i][k]) > 1e-9 {
				t.Errorf("column %d is not an eigenvector of eigenvalue %v", k, l)
			}
		}
	}
	if !found[1] || !found[3] || !found[5] {
		t.Errorf("eigenvalues %v, want 1, 3, 5", vals)
	}
}

// PCA keeps the direction the data varies along, and the file it writes
// decodes to vectors close to the projections.
func TestPCAAndEncode(t *testing.T) {
	var vecs [][]float32
	for i := range 200 {
		x := float32(i%17) - 8
		vecs = append(vecs, []float32{x, x, 0.01 * float32(i%3), 5})
	}
	proj, kept := pca(vecs, 1)
	if kept < 0.999 {
		t.Errorf("one direction keeps %.4f of the variance, want nearly all", kept)
	}
	want := float64(vecs[3][0]-0) * math.Sqrt2 // x·(1,1)/√2 after centring (mean of x is about 0)
	if math.Abs(math.Abs(proj[3][0])-math.Abs(want)) > 0.2 {
		t.Errorf("projection %v, want about ±%v", proj[3][0], want)
	}
	vocab := make([]string, len(vecs))
	for i := range vocab {
		vocab[i] = string(rune('a'+i%26)) + string(rune('a'+i/26))
	}
	vocab[0] = "[UNK]"
	file, err := encode(vocab, proj, 1)
	if err != nil {
		t.Fatal(err)
	}
	tab, err := tokvec.Decode(file)
	if err != nil {
		t.Fatal(err)
	}
	for i := range proj {
		if got := float64(tab.Vector(int32(i))[0]); math.Abs(got-proj[i][0]) > 0.1 {
			t.Fatalf("token %d: decoded %v, projected %v", i, got, proj[i][0])
		}
	}
}
