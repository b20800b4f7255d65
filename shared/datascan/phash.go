package datascan

import (
	"bytes"
	"image"
	// Decoders for the perceptual hash and for healing.
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"
	"math/bits"

	_ "golang.org/x/image/bmp"
	_ "golang.org/x/image/tiff"
	_ "golang.org/x/image/webp"
)

// MaxPixels bounds the images the hash and healing decode (a decompression
// bomb declares a huge size in a tiny file).
const MaxPixels = 64 << 20

// DefaultMaxDistance is the largest Hamming distance between the
// perceptual hashes of two images that are near duplicates: re-encoded,
// resized or lightly edited copies stay within it, different pictures are
// about 32 bits apart.
const DefaultMaxDistance = 6

// PerceptualHash returns the difference hash (dHash) of an image: the
// picture is reduced to 9x8 grey cells (each the mean of a grid of samples
// over its area), and each bit says whether a cell is brighter than its
// right neighbour. It is false when the image cannot be decoded or is
// larger than MaxPixels.
func PerceptualHash(data []byte) (uint64, bool) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return 0, false
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return 0, false
	}
	return DHash(img), true
}

// samples is the side of the grid of samples averaged per cell.
const samples = 8

// DHash computes the difference hash of a decoded image.
func DHash(img image.Image) uint64 {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	var grey [8][9]float64
	for cy := 0; cy < 8; cy++ {
		for cx := 0; cx < 9; cx++ {
			sum, n := 0.0, 0
			for sy := 0; sy < samples; sy++ {
				y := b.Min.Y + (cy*samples+sy)*h/(8*samples)
				for sx := 0; sx < samples; sx++ {
					x := b.Min.X + (cx*samples+sx)*w/(9*samples)
					r, g, bl, _ := img.At(x, y).RGBA()
					sum += 0.299*float64(r) + 0.587*float64(g) + 0.114*float64(bl)
					n++
				}
			}
			grey[cy][cx] = sum / float64(n)
		}
	}
	var hash uint64
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			hash <<= 1
			if grey[y][x] > grey[y][x+1] {
				hash |= 1
			}
		}
	}
	return hash
}

// maxCompare bounds the comparisons per index bucket, so that a set of
// thousands of near-identical blank images stays linear.
const maxCompare = 4096

func hamming(a, b uint64) int { return bits.OnesCount64(a ^ b) }

// DuplicateIndex finds near-duplicate hashes among those added so far.
// Hashes are indexed by each of their 8 bytes: two hashes at most 7 bits
// apart share at least one byte (pigeonhole), so only hashes sharing a
// byte are compared, and the search is exact for distances up to 7 (and
// buckets of up to maxCompare hashes).
type DuplicateIndex struct {
	maxDistance int
	hashes      []uint64
	index       [8]map[byte][]int
}

// NewDuplicateIndex returns an empty index for distances up to
// maxDistance (at most 7).
func NewDuplicateIndex(maxDistance int) *DuplicateIndex {
	x := &DuplicateIndex{maxDistance: min(maxDistance, 7)}
	for k := range x.index {
		x.index[k] = map[byte][]int{}
	}
	return x
}

// Find returns the position (in order of Add) of the earliest hash within
// the distance of h, or -1.
func (x *DuplicateIndex) Find(h uint64) int {
	best := -1
	for k := 0; k < 8; k++ {
		// Buckets are in order of Add: the first match is the bucket's
		// earliest.
		for n, j := range x.index[k][byte(h>>(8*k))] {
			if n >= maxCompare || (best >= 0 && j >= best) {
				break
			}
			if hamming(x.hashes[j], h) <= x.maxDistance {
				best = j
				break
			}
		}
	}
	return best
}

// Add adds a hash and returns its position.
func (x *DuplicateIndex) Add(h uint64) int {
	pos := len(x.hashes)
	x.hashes = append(x.hashes, h)
	for k := 0; k < 8; k++ {
		key := byte(h >> (8 * k))
		x.index[k][key] = append(x.index[k][key], pos)
	}
	return pos
}

// NearDuplicatePairs returns, for every hashed image that is within
// maxDistance bits of an earlier one, the pair (earliest such image, this
// image), in order of the later image.
func NearDuplicatePairs(infos []ImageInfo, maxDistance int) [][2]int {
	x := NewDuplicateIndex(maxDistance)
	var at []int // index position -> infos index
	var out [][2]int
	for i, in := range infos {
		if !in.Hashed {
			continue
		}
		if j := x.Find(in.Hash); j >= 0 {
			out = append(out, [2]int{at[j], i})
		}
		x.Add(in.Hash)
		at = append(at, i)
	}
	return out
}
