// Package tokvec gives a text a dense vector from static token vectors: the
// text is cut into WordPiece tokens as BERT-uncased models cut it (the
// vocabulary of all-MiniLM-L6-v2), and the vectors of its tokens are
// averaged and scaled to unit length. The vectors are derived once from the
// public model by scripts/train/injection/vectors (reduced by PCA,
// quantised to int8) and embedded by package tokvec/vectors, which a
// binary imports to use them (Default); nothing here runs the model.
//
// Tokenizer (BertNormalizer + BertPreTokenizer + WordPiece, as in the
// model's tokenizer.json): characters U+0000, U+FFFD and control and format
// characters are dropped; Han characters become words of their own; text is
// lower-cased, decomposed (NFD) and stripped of combining marks; words are
// split on white space and on punctuation (ASCII symbols and the Unicode
// punctuation categories), each punctuation character a word; each word is
// cut greedily into the longest vocabulary pieces from its start, pieces
// after the first taken from the "##" continuations. A word of more than 100
// characters, or one that cannot be cut, is the single token [UNK].
//
// Vectors file (little-endian), written by scripts/train/injection/vectors:
//
//	offset  size     field
//	0       4        magic "BWTV"
//	4       2        format version (1)
//	6       2        dimensions D (1..MaxDims)
//	8       4        tokens V
//	12      4·D      scale of each dimension, float32: value = int8 × scale
//	…       …        V tokens: length u8, then the token's bytes
//	…       V·D      vectors, int8, token by token
//	end−4   4        CRC-32 (IEEE) of all the bytes before it
//
// A Table is immutable and safe for concurrent use.
package tokvec

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

const (
	magic         = "BWTV"
	formatVersion = 1
	// MaxDims bounds the dimensions of a vectors file.
	MaxDims = 256
	// maxWordChars is the longest word (in characters) WordPiece cuts;
	// longer words are [UNK].
	maxWordChars = 100
	// maxWordBytes bounds the bytes of a folded word kept for cutting; a
	// word beyond it is longer than maxWordChars anyway.
	maxWordBytes = 4 * maxWordChars
	unkToken     = "[UNK]"
	contPrefix   = "##"
)

// Table is a vocabulary with one quantised vector per token.
type Table struct {
	dims   int
	scale  []float32
	vec    []int8
	tokens []string
	words  map[string]int32 // tokens that start a word
	conts  map[string]int32 // "##" continuations, without the prefix
	unk    int32
	maxLen int // longest token in bytes (continuations without "##")
	sum    uint32
}

var registry struct {
	sync.Mutex
	file    []byte
	table   *Table
	err     error
	decoded bool
}

// Register sets the vectors file Default decodes; package tokvec/vectors
// registers the derived file when a binary imports it.
func Register(file []byte) {
	registry.Lock()
	defer registry.Unlock()
	registry.file, registry.table, registry.err, registry.decoded = file, nil, nil, false
}

// Default returns the registered table, decoded once.
func Default() (*Table, error) {
	registry.Lock()
	defer registry.Unlock()
	if registry.file == nil {
		return nil, errors.New("tokvec: no vectors file linked in (import bulwark/shared/detect/injection/tokvec/vectors)")
	}
	if !registry.decoded {
		registry.table, registry.err = Decode(registry.file)
		registry.decoded = true
	}
	return registry.table, registry.err
}

// Decode parses a vectors file, refusing a damaged or inconsistent one.
func Decode(b []byte) (*Table, error) {
	if len(b) < 16 || string(b[:4]) != magic {
		return nil, errors.New("tokvec: not a vectors file")
	}
	if v := binary.LittleEndian.Uint16(b[4:]); v != formatVersion {
		return nil, fmt.Errorf("tokvec: format version %d, want %d", v, formatVersion)
	}
	body := len(b) - 4
	sum := crc32.ChecksumIEEE(b[:body])
	if sum != binary.LittleEndian.Uint32(b[body:]) {
		return nil, errors.New("tokvec: vectors file checksum mismatch")
	}
	dims := int(binary.LittleEndian.Uint16(b[6:]))
	n := int(binary.LittleEndian.Uint32(b[8:]))
	if dims < 1 || dims > MaxDims {
		return nil, fmt.Errorf("tokvec: %d dimensions, want 1 to %d", dims, MaxDims)
	}
	off := 12
	if n < 1 || body-off < 4*dims+n*(1+dims) {
		return nil, fmt.Errorf("tokvec: %d tokens of %d dimensions do not fit in %d bytes", n, dims, len(b))
	}
	t := &Table{dims: dims, scale: make([]float32, dims), tokens: make([]string, n),
		words: make(map[string]int32, n), conts: map[string]int32{}, unk: -1, sum: sum}
	for d := range t.scale {
		s := math.Float32frombits(binary.LittleEndian.Uint32(b[off:]))
		if !(s > 0) || math.IsInf(float64(s), 0) {
			return nil, fmt.Errorf("tokvec: scale of dimension %d is %v", d, s)
		}
		t.scale[d] = s
		off += 4
	}
	for i := range t.tokens {
		if off >= body {
			return nil, errors.New("tokvec: vocabulary overruns the file")
		}
		l := int(b[off])
		off++
		if l == 0 || off+l > body {
			return nil, fmt.Errorf("tokvec: token %d has a bad length %d", i, l)
		}
		tok := string(b[off : off+l])
		off += l
		if !utf8.ValidString(tok) {
			return nil, fmt.Errorf("tokvec: token %d is not UTF-8", i)
		}
		t.tokens[i] = tok
		m, key := t.words, tok
		if len(tok) > len(contPrefix) && tok[:len(contPrefix)] == contPrefix {
			m, key = t.conts, tok[len(contPrefix):]
		}
		if _, dup := m[key]; dup {
			return nil, fmt.Errorf("tokvec: token %q repeated", tok)
		}
		m[key] = int32(i)
		t.maxLen = max(t.maxLen, len(key))
		if tok == unkToken {
			t.unk = int32(i)
		}
	}
	if t.unk < 0 {
		return nil, errors.New("tokvec: no [UNK] token")
	}
	if body-off != n*dims {
		return nil, fmt.Errorf("tokvec: %d bytes of vectors, want %d", body-off, n*dims)
	}
	t.vec = make([]int8, n*dims)
	for i := range t.vec {
		t.vec[i] = int8(b[off+i])
	}
	return t, nil
}

// Dims returns the length of the vectors.
func (t *Table) Dims() int { return t.dims }

// Checksum returns the CRC-32 of the vectors file, which a classifier
// trained on these vectors records.
func (t *Table) Checksum() uint32 { return t.sum }

// Token returns the token of an id.
func (t *Table) Token(id int32) string { return t.tokens[id] }

// Len returns the number of tokens.
func (t *Table) Len() int { return len(t.tokens) }

// Vector returns the dequantised vector of token id.
func (t *Table) Vector(id int32) []float32 {
	v := make([]float32, t.dims)
	for d := range v {
		v[d] = float32(t.vec[int(id)*t.dims+d]) * t.scale[d]
	}
	return v
}

// AppendIDs appends the token ids of text to dst.
func (t *Table) AppendIDs(dst []int32, text string) []int32 {
	t.walk(text, func(id int32) { dst = append(dst, id) })
	return dst
}

// Mean writes into dst (length Dims) the mean vector of the tokens of text,
// [UNK] left out, scaled to unit length, and returns the number of tokens
// averaged; with none, dst is all zero.
func (t *Table) Mean(text string, dst []float32) int {
	var acc [MaxDims]int32
	n := 0
	dims := t.dims
	t.walk(text, func(id int32) {
		if id == t.unk {
			return
		}
		n++
		v := t.vec[int(id)*dims : int(id+1)*dims]
		a := acc[:len(v)]
		d := 0
		for ; d+4 <= len(v); d += 4 {
			a[d] += int32(v[d])
			a[d+1] += int32(v[d+1])
			a[d+2] += int32(v[d+2])
			a[d+3] += int32(v[d+3])
		}
		for ; d < len(v); d++ {
			a[d] += int32(v[d])
		}
	})
	var norm float64
	for d := range dst[:dims] {
		x := float32(acc[d]) * t.scale[d]
		dst[d] = x
		norm += float64(x) * float64(x)
	}
	if norm == 0 {
		clear(dst[:dims])
		return n
	}
	inv := float32(1 / math.Sqrt(norm))
	for d := range dst[:dims] {
		dst[d] *= inv
	}
	return n
}

// walk calls emit with the id of every token of text, in order.
func (t *Table) walk(text string, emit func(int32)) {
	var buf [maxWordBytes + utf8.UTFMax]byte
	var dec [4 * utf8.UTFMax]byte
	w := buf[:0]
	chars, long := 0, false
	flush := func() {
		if chars > 0 {
			if long || chars > maxWordChars {
				emit(t.unk)
			} else {
				t.pieces(w, emit)
			}
		}
		w, chars, long = buf[:0], 0, false
	}
	add := func(s []byte) {
		if len(w)+len(s) > maxWordBytes {
			long = true
		} else {
			w = append(w, s...)
		}
		chars++
	}
	var one [1]byte
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case 'A' <= c && c <= 'Z':
				one[0] = c + 'a' - 'A'
				add(one[:])
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
				one[0] = c
				add(one[:])
			case c == ' ' || c == '\t' || c == '\n' || c == '\r':
				flush()
			case c < 0x20 || c == 0x7f:
				// control character: dropped
			default: // ASCII punctuation
				flush()
				one[0] = c
				t.pieces(one[:], emit)
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		switch {
		case r == utf8.RuneError || unicode.Is(unicode.C, r):
			// dropped: U+FFFD, invalid bytes, control, format and private-use characters
		case unicode.IsSpace(r):
			flush()
		case cjk(r):
			flush()
			l := utf8.EncodeRune(dec[:], r)
			t.pieces(dec[:l], emit)
		default:
			l := utf8.EncodeRune(dec[:], unicode.ToLower(r))
			d := norm.NFD.Append(dec[l:l], dec[:l]...)
			for len(d) > 0 {
				q, n := utf8.DecodeRune(d)
				rb := d[:n]
				d = d[n:]
				switch {
				case unicode.Is(unicode.Mn, q):
				case punct(q):
					flush()
					t.pieces(rb, emit)
				case unicode.IsSpace(q):
					flush()
				default:
					add(rb)
				}
			}
		}
	}
	flush()
}

// pieces cuts one folded word into the longest vocabulary pieces from its
// start and emits them, or [UNK] when some part has no piece.
func (t *Table) pieces(w []byte, emit func(int32)) {
	var ids [maxWordBytes]int32
	n := 0
	for start := 0; start < len(w); {
		m := t.words
		if start > 0 {
			m = t.conts
		}
		found := int32(-1)
		end := min(len(w), start+t.maxLen)
		for ; end > start; end-- {
			if end < len(w) && !utf8.RuneStart(w[end]) {
				continue
			}
			if id, ok := m[string(w[start:end])]; ok {
				found = id
				break
			}
		}
		if found < 0 {
			emit(t.unk)
			return
		}
		ids[n] = found
		n++
		start = end
	}
	for _, id := range ids[:n] {
		emit(id)
	}
}

// punct reports whether BERT's tokenizer splits on r: ASCII symbols and
// the Unicode punctuation categories.
func punct(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 33 && r <= 47 || r >= 58 && r <= 64 || r >= 91 && r <= 96 || r >= 123 && r <= 126
	}
	return unicode.IsPunct(r)
}

// cjk reports whether r is in the CJK ideograph blocks that BERT's
// tokenizer makes words of their own.
func cjk(r rune) bool {
	return r >= 0x4E00 && r <= 0x9FFF || r >= 0x3400 && r <= 0x4DBF || r >= 0x20000 && r <= 0x2A6DF ||
		r >= 0x2A700 && r <= 0x2B73F || r >= 0x2B740 && r <= 0x2B81F || r >= 0x2B820 && r <= 0x2CEAF ||
		r >= 0xF900 && r <= 0xFAFF || r >= 0x2F800 && r <= 0x2FA1F
}
