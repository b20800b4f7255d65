package datascan_test

import (
	"bytes"
	"encoding/binary"
	"image"
	"strings"
	"testing"

	"golang.org/x/image/draw"

	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
)

type imageCase struct {
	name string
	data []byte
}

func checkImages(t *testing.T, files []imageCase) (datascan.Summary, []datascan.Finding) {
	t.Helper()
	s, err := datascan.New(datascan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := datascan.NewCollector()
	var infos []datascan.ImageInfo
	var rows []int64
	for i, f := range files {
		infos = append(infos, s.CheckImage(c, int64(i), f.name, f.data))
		rows = append(rows, int64(i))
	}
	dups := datascan.Duplicates(c, infos, rows, datascan.DefaultMaxDistance)
	sum := c.Summary()
	sum.Images = datascan.Summarise(infos, dups)
	var all []datascan.Finding
	for _, g := range c.Groups() {
		all = append(all, g.Findings...)
	}
	return sum, all
}

func findingsOf(fs []datascan.Finding, file, category string) []datascan.Finding {
	var out []datascan.Finding
	for _, f := range fs {
		if f.File == file && f.Category == category {
			out = append(out, f)
		}
	}
	return out
}

func TestImageChecks(t *testing.T) {
	pic := datascantest.Picture(96, 64, 1)
	exif := datascantest.EXIF(map[uint16]string{0x013B: "jane.roe@example.com", 0x010F: "Canon"}, true,
		[3]uint32{48, 51, 29}, [3]uint32{2, 17, 40})
	gpsJPEG := datascantest.WithEXIF(datascantest.JPEG(pic, 90), exif)
	textPNG := datascantest.WithPNGChunk(datascantest.PNG(datascantest.Picture(64, 64, 2)), "tEXt",
		[]byte("Comment\x00Patient SSN 536-22-8841"))
	trailing := append(datascantest.JPEG(datascantest.Picture(80, 80, 3), 85), []byte("PK\x03\x04hidden archive")...)
	wrongExt := datascantest.PNG(datascantest.Picture(70, 50, 4))
	xmpJPEG := datascantest.WithXMP(datascantest.JPEG(datascantest.Picture(60, 60, 5), 90),
		datascantest.XMPPacket("bob.smith@example.net", "40,26.767N", "79,58.933W"))
	// A near duplicate: the first picture resized and re-encoded as PNG.
	small := image.NewRGBA(image.Rect(0, 0, 48, 32))
	draw.CatmullRom.Scale(small, small.Bounds(), pic, pic.Bounds(), draw.Over, nil)
	dup := datascantest.PNG(small)
	clean := datascantest.PNG(datascantest.Picture(64, 64, 6))

	sum, fs := checkImages(t, []imageCase{
		{"beach.jpg", gpsJPEG}, {"scan.png", textPNG}, {"cat.jpeg", trailing}, {"photo.jpg", wrongExt},
		{"xmp.jpg", xmpJPEG}, {"beach-small.png", dup}, {"clean.png", clean}, {"notes.png", []byte("just text")},
	})

	if f := findingsOf(fs, "beach.jpg", datascan.CatGPS); len(f) != 1 || f[0].Column != "exif:GPS" || f[0].Snippet != "~49°, ~2°" {
		t.Errorf("EXIF GPS: %+v", f)
	}
	if f := findingsOf(fs, "beach.jpg", "EMAIL"); len(f) != 1 || f[0].Column != "exif:Artist" || strings.Contains(f[0].Snippet, "jane.roe") {
		t.Errorf("EXIF Artist e-mail: %+v", f)
	}
	if f := findingsOf(fs, "scan.png", "US_SSN"); len(f) != 1 || f[0].Column != "png:Comment" {
		t.Errorf("PNG tEXt SSN: %+v", f)
	}
	if f := findingsOf(fs, "cat.jpeg", datascan.CatTrailingData); len(f) != 1 || !strings.Contains(f[0].Explanation, "18 bytes") {
		t.Errorf("trailing data: %+v", f)
	}
	if f := findingsOf(fs, "photo.jpg", datascan.CatFormatMismatch); len(f) != 1 || !strings.Contains(f[0].Explanation, "PNG") {
		t.Errorf("format mismatch: %+v", f)
	}
	if f := findingsOf(fs, "notes.png", datascan.CatFormatMismatch); len(f) != 1 {
		t.Errorf("not an image: %+v", f)
	}
	if f := findingsOf(fs, "xmp.jpg", "EMAIL"); len(f) != 1 || f[0].Column != "xmp:creator" {
		t.Errorf("XMP creator: %+v", f)
	}
	if f := findingsOf(fs, "xmp.jpg", datascan.CatGPS); len(f) != 1 || f[0].Snippet != "~40°, ~-80°" {
		t.Errorf("XMP GPS: %+v", f)
	}
	if f := findingsOf(fs, "beach-small.png", datascan.CatNearDuplicate); len(f) != 1 || f[0].Snippet != "beach.jpg" {
		t.Errorf("near duplicate: %+v", f)
	}
	for _, name := range []string{"clean.png", "scan.png", "cat.jpeg", "xmp.jpg", "photo.jpg"} {
		if f := findingsOf(fs, name, datascan.CatNearDuplicate); len(f) != 0 {
			t.Errorf("%s reported as a near duplicate: %+v", name, f)
		}
	}
	for _, f := range fs {
		if f.File == "clean.png" {
			t.Errorf("clean image: %+v", f)
		}
	}
	want := datascan.ImageSummary{Images: 8, WithMetadata: 3, WithGPS: 2, WithTrailingData: 1, FormatMismatches: 2, NearDuplicates: 1, Undecodable: 1}
	if *sum.Images != want {
		t.Errorf("summary %+v, want %+v", *sum.Images, want)
	}
}

// The metadata walkers read GIF comments and WebP EXIF chunks, and find
// data after a GIF trailer and after the RIFF size of a WebP file.
func TestGIFAndWebPContainers(t *testing.T) {
	g := datascantest.GIF(datascantest.Picture(20, 20, 7))
	// A comment extension before the trailer, then bytes after it.
	comment := []byte{0x21, 0xFE, 26}
	comment = append(comment, "mail me: ann@example.co.uk"...)
	comment = append(comment, 0)
	gifData := append(append(append([]byte{}, g[:len(g)-1]...), comment...), 0x3B)
	gifData = append(gifData, "tail"...)

	exif := datascantest.EXIF(map[uint16]string{0x013B: "carl@example.org"}, false, [3]uint32{}, [3]uint32{})
	var webp bytes.Buffer
	chunk := func(typ string, data []byte) {
		webp.WriteString(typ)
		binary.Write(&webp, binary.LittleEndian, uint32(len(data)))
		webp.Write(data)
		if len(data)%2 == 1 {
			webp.WriteByte(0)
		}
	}
	chunk("VP8X", make([]byte, 10))
	chunk("EXIF", exif)
	body := webp.Bytes()
	var riff bytes.Buffer
	riff.WriteString("RIFF")
	binary.Write(&riff, binary.LittleEndian, uint32(4+len(body)))
	riff.WriteString("WEBP")
	riff.Write(body)
	riff.WriteString("EXTRA")

	_, fs := checkImages(t, []imageCase{{"a.gif", gifData}, {"b.webp", riff.Bytes()}})
	if f := findingsOf(fs, "a.gif", "EMAIL"); len(f) != 1 || f[0].Column != "gif:comment" {
		t.Errorf("GIF comment: %+v", f)
	}
	if f := findingsOf(fs, "a.gif", datascan.CatTrailingData); len(f) != 1 {
		t.Errorf("GIF trailing: %+v", f)
	}
	if f := findingsOf(fs, "b.webp", "EMAIL"); len(f) != 1 || f[0].Column != "exif:Artist" {
		t.Errorf("WebP EXIF: %+v", f)
	}
	if f := findingsOf(fs, "b.webp", datascan.CatTrailingData); len(f) != 1 || !strings.Contains(f[0].Explanation, "5 bytes") {
		t.Errorf("WebP trailing: %+v", f)
	}
}

// Truncated and corrupt containers never panic and yield what was read.
func TestHostileImages(t *testing.T) {
	s, _ := datascan.New(datascan.Options{Families: []string{datascan.FamilyPII}})
	exif := datascantest.EXIF(map[uint16]string{0x013B: "x@example.com"}, true, [3]uint32{1, 2, 3}, [3]uint32{4, 5, 6})
	base := [][]byte{
		datascantest.WithEXIF(datascantest.JPEG(datascantest.Picture(16, 16, 1), 80), exif),
		datascantest.WithPNGChunk(datascantest.PNG(datascantest.Picture(16, 16, 2)), "zTXt", []byte("k\x00\x00\x78\x9c")),
		datascantest.GIF(datascantest.Picture(16, 16, 3)),
	}
	for _, b := range base {
		for cut := 0; cut <= len(b); cut += 7 {
			s.CheckImage(datascan.NewCollector(), 0, "x.jpg", b[:cut])
		}
		for i := 0; i < len(b); i += 11 {
			m := append([]byte{}, b...)
			m[i] ^= 0xFF
			s.CheckImage(datascan.NewCollector(), 0, "x.png", m)
		}
	}
}

func TestPerceptualHashDistances(t *testing.T) {
	a := datascantest.Picture(120, 90, 11)
	h1, ok1 := datascan.PerceptualHash(datascantest.PNG(a))
	h2, ok2 := datascan.PerceptualHash(datascantest.JPEG(a, 60))
	h3, ok3 := datascan.PerceptualHash(datascantest.PNG(datascantest.Picture(120, 90, 12)))
	if !ok1 || !ok2 || !ok3 {
		t.Fatal("hash failed")
	}
	infos := []datascan.ImageInfo{{Name: "a", Hash: h1, Hashed: true}, {Name: "b", Hash: h2, Hashed: true}, {Name: "c", Hash: h3, Hashed: true}}
	pairs := datascan.NearDuplicatePairs(infos, datascan.DefaultMaxDistance)
	if len(pairs) != 1 || pairs[0] != [2]int{0, 1} {
		t.Errorf("pairs %v (hashes %016x %016x %016x)", pairs, h1, h2, h3)
	}
}
