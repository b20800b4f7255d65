package datascantest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"math"
)

// Picture draws a w×h test picture: a pattern of soft blobs that depends
// on seed, so that two seeds give different pictures and the same seed at
// two sizes gives the same picture.
func Picture(w, h int, seed int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fs := float64(seed)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			u, v := float64(x)/float64(w), float64(y)/float64(h)
			a := math.Sin(6*u*(1+fs*0.37)+fs) * math.Cos(5*v*(1+fs*0.21)-fs)
			b := math.Sin(9*(u+v)+2*fs) * 0.5
			c := uint8(127 + 120*math.Tanh(a+b))
			img.Set(x, y, color.RGBA{c, uint8(255 - int(c)/2), uint8(int(c) * 3 / 4), 255})
		}
	}
	return img
}

// JPEG encodes img as a JPEG.
func JPEG(img image.Image, quality int) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: quality}); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// PNG encodes img as a PNG.
func PNG(img image.Image) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// GIF encodes img as a GIF.
func GIF(img image.Image) []byte {
	var b bytes.Buffer
	if err := gif.Encode(&b, img, nil); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// EXIF builds a little-endian TIFF structure (the body of an EXIF block)
// with IFD0 text tags (tag → ASCII value) and, when gps is true, a GPS
// directory at the given latitude and longitude (degrees, minutes,
// seconds; north and east positive).
func EXIF(text map[uint16]string, gps bool, lat, lon [3]uint32) []byte {
	le := binary.LittleEndian
	type entry struct {
		tag, typ uint16
		count    uint32
		data     []byte
	}
	var ifd0 []entry
	for _, tag := range sortedTags(text) {
		v := append([]byte(text[tag]), 0)
		ifd0 = append(ifd0, entry{tag, 2, uint32(len(v)), v})
	}
	rational := func(v [3]uint32) []byte {
		b := make([]byte, 24)
		for i, x := range v {
			le.PutUint32(b[8*i:], x)
			le.PutUint32(b[8*i+4:], 1)
		}
		return b
	}
	var gpsIFD []entry
	if gps {
		gpsIFD = []entry{{1, 2, 2, []byte("N\x00")}, {2, 5, 3, rational(lat)}, {3, 2, 2, []byte("E\x00")}, {4, 5, 3, rational(lon)}}
		ifd0 = append(ifd0, entry{0x8825, 4, 1, nil})
	}
	// Layout: header (8), IFD0, its out-of-line values, GPS IFD, its values.
	var out bytes.Buffer
	out.WriteString("II*\x00")
	binary.Write(&out, le, uint32(8))
	write := func(entries []entry, start int, next func() uint32) []byte {
		size := 2 + 12*len(entries) + 4
		var dir, extra bytes.Buffer
		binary.Write(&dir, le, uint16(len(entries)))
		for _, e := range entries {
			binary.Write(&dir, le, e.tag)
			binary.Write(&dir, le, e.typ)
			binary.Write(&dir, le, e.count)
			switch {
			case e.data == nil:
				binary.Write(&dir, le, next())
			case len(e.data) <= 4:
				v := make([]byte, 4)
				copy(v, e.data)
				dir.Write(v)
			default:
				binary.Write(&dir, le, uint32(start+size+extra.Len()))
				extra.Write(e.data)
			}
		}
		binary.Write(&dir, le, uint32(0))
		return append(dir.Bytes(), extra.Bytes()...)
	}
	// The GPS pointer does not change the size of IFD0: write it once to
	// learn where the GPS directory starts, then for real.
	gpsAt := uint32(8 + len(write(ifd0, 8, func() uint32 { return 0 })))
	out.Write(write(ifd0, 8, func() uint32 { return gpsAt }))
	if gps {
		out.Write(write(gpsIFD, out.Len(), nil))
	}
	return out.Bytes()
}

func sortedTags(m map[uint16]string) []uint16 {
	var out []uint16
	for k := range m {
		out = append(out, k)
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// WithJPEGSegment inserts an APPn segment (marker 0xE0-0xEF) right after
// the SOI of a JPEG.
func WithJPEGSegment(jpg []byte, marker byte, payload []byte) []byte {
	seg := []byte{0xFF, marker, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

// WithEXIF puts an EXIF block (from EXIF) into a JPEG.
func WithEXIF(jpg, tiff []byte) []byte {
	return WithJPEGSegment(jpg, 0xE1, append([]byte("Exif\x00\x00"), tiff...))
}

// WithXMP puts an XMP packet into a JPEG.
func WithXMP(jpg []byte, xmp string) []byte {
	return WithJPEGSegment(jpg, 0xE1, append([]byte("http://ns.adobe.com/xap/1.0/\x00"), xmp...))
}

// WithPNGChunk inserts a chunk before the IEND chunk of a PNG.
func WithPNGChunk(p []byte, typ string, data []byte) []byte {
	chunk := make([]byte, 8, 12+len(data))
	binary.BigEndian.PutUint32(chunk, uint32(len(data)))
	copy(chunk[4:], typ)
	chunk = append(chunk, data...)
	crc := crc32.ChecksumIEEE(chunk[4:])
	chunk = binary.BigEndian.AppendUint32(chunk, crc)
	end := len(p) - 12 // IEND is the last 12 bytes of an encoded PNG
	out := append([]byte{}, p[:end]...)
	out = append(out, chunk...)
	return append(out, p[end:]...)
}

// XMPPacket wraps dc:creator and GPS properties in an XMP packet.
func XMPPacket(creator, lat, lon string) string {
	return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
		`<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
		`<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/"` +
		` exif:GPSLatitude="` + lat + `" exif:GPSLongitude="` + lon + `">` +
		`<dc:creator><rdf:Seq><rdf:li>` + creator + `</rdf:li></rdf:Seq></dc:creator>` +
		`</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
}
