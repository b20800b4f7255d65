package datascan

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Limits of metadata parsing: every length read from a file is checked
// against the data, and these bound the work one hostile file can cause.
const (
	maxMetaFields  = 256     // text fields kept per image
	maxFieldBytes  = 8 << 10 // bytes kept per text field
	maxInflate     = 1 << 20 // bytes inflated from one compressed PNG chunk
	maxIFDEntries  = 512     // entries read per TIFF directory
	maxXMPTokens   = 20_000  // XML tokens read per XMP packet
	maxChunks      = 100_000 // PNG chunks, JPEG segments or GIF blocks walked
	exifHeader     = "Exif\x00\x00"
	xmpHeader      = "http://ns.adobe.com/xap/1.0/\x00"
	pngXMPKeyword  = "XML:com.adobe.xmp"
	gifXMPAppIdent = "XMP DataXMP"
)

// metaField is one text value found in the metadata, named by where it is
// ("exif:Artist", "xmp:creator", "png:Comment", "comment").
type metaField struct{ name, text string }

// gpsPos is a position read from EXIF or XMP.
type gpsPos struct {
	lat, lon float64
	source   string
}

// coarse renders the position to whole degrees: enough to check the
// finding, not enough to locate anyone.
func (g *gpsPos) coarse() string {
	return fmt.Sprintf("~%.0f°, ~%.0f°", g.lat, g.lon)
}

// metadata is what readMetadata finds in one file.
type metadata struct {
	present  bool
	trailing int64
	fields   []metaField
	gps      *gpsPos
}

func (m *metadata) field(name, text string) {
	m.present = true
	text = strings.TrimSpace(strings.TrimRight(text, "\x00"))
	if text == "" || len(m.fields) >= maxMetaFields {
		return
	}
	if len(text) > maxFieldBytes {
		text = text[:maxFieldBytes]
	}
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	m.fields = append(m.fields, metaField{name: name, text: text})
}

// readMetadata walks the container of a file of the given format. Parsing
// stops quietly at the first inconsistency: a truncated or malformed file
// yields what was read before it.
func readMetadata(format string, b []byte) metadata {
	var m metadata
	switch format {
	case FormatJPEG:
		m.jpeg(b)
	case FormatPNG:
		m.png(b)
	case FormatGIF:
		m.gif(b)
	case FormatWebP:
		m.webp(b)
	case FormatTIFF:
		m.exif(b, "tiff")
	}
	return m
}

// jpeg walks the marker segments: APP1 (EXIF, XMP), APP13 (IPTC), COM,
// and the entropy-coded data after each SOS, up to EOI.
func (m *metadata) jpeg(b []byte) {
	i := 2
	for n := 0; n < maxChunks && i+4 <= len(b); n++ {
		if b[i] != 0xFF {
			return
		}
		marker := b[i+1]
		switch {
		case marker == 0xFF: // fill byte
			i++
			continue
		case marker == 0xD9: // EOI
			m.trailing = int64(len(b) - (i + 2))
			return
		case marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7): // no length
			i += 2
			continue
		}
		size := int(binary.BigEndian.Uint16(b[i+2:]))
		if size < 2 || i+2+size > len(b) {
			return
		}
		seg := b[i+4 : i+2+size]
		switch {
		case marker == 0xE1 && bytes.HasPrefix(seg, []byte(exifHeader)):
			m.exif(seg[len(exifHeader):], "exif")
		case marker == 0xE1 && bytes.HasPrefix(seg, []byte(xmpHeader)):
			m.xmp(seg[len(xmpHeader):], "xmp")
		case marker == 0xED:
			m.present = true
			m.iptc(seg)
		case marker == 0xFE:
			m.field("comment", string(seg))
		case marker >= 0xE2 && marker <= 0xEF:
			// ICC profiles and vendor blocks: metadata, but no text read.
			m.present = true
		}
		i += 2 + size
		if marker == 0xDA { // SOS: skip the entropy-coded data
			for i+1 < len(b) && (b[i] != 0xFF || b[i+1] == 0x00 || (b[i+1] >= 0xD0 && b[i+1] <= 0xD7)) {
				i++
			}
		}
	}
}

// iptc reads the text datasets (record 2) of the IPTC block inside a
// Photoshop APP13 segment.
func (m *metadata) iptc(seg []byte) {
	names := map[byte]string{5: "ObjectName", 25: "Keywords", 80: "Byline", 85: "BylineTitle", 90: "City",
		92: "Sublocation", 95: "State", 101: "Country", 105: "Headline", 110: "Credit", 115: "Source",
		116: "Copyright", 118: "Contact", 120: "Caption", 122: "Writer"}
	for i := 0; i+5 <= len(seg); {
		if seg[i] != 0x1C {
			i++
			continue
		}
		rec, ds := seg[i+1], seg[i+2]
		size := int(binary.BigEndian.Uint16(seg[i+3:]))
		if size&0x8000 != 0 || i+5+size > len(seg) {
			return
		}
		if name, ok := names[ds]; ok && rec == 2 {
			m.field("iptc:"+name, string(seg[i+5:i+5+size]))
		}
		i += 5 + size
	}
}

// png walks the chunks up to IEND: tEXt, zTXt, iTXt (and XMP inside it),
// eXIf.
func (m *metadata) png(b []byte) {
	i := 8
	for n := 0; n < maxChunks && i+12 <= len(b); n++ {
		size := int(binary.BigEndian.Uint32(b[i:]))
		typ := string(b[i+4 : i+8])
		if size < 0 || size > len(b)-i-12 {
			return
		}
		data := b[i+8 : i+8+size]
		i += 12 + size
		switch typ {
		case "IEND":
			m.trailing = int64(len(b) - i)
			return
		case "tEXt":
			if k, v, ok := bytes.Cut(data, []byte{0}); ok {
				m.field("png:"+latin1(k), latin1(v))
			}
		case "zTXt":
			if k, v, ok := bytes.Cut(data, []byte{0}); ok && len(v) > 0 {
				m.present = true
				if t, ok := inflate(v[1:]); ok {
					m.field("png:"+latin1(k), latin1(t))
				}
			}
		case "iTXt":
			m.itxt(data)
		case "eXIf":
			m.exif(data, "exif")
		case "tIME", "iCCP", "sPLT":
			m.present = true
		}
	}
}

// itxt reads an international text chunk: keyword, compression flag and
// method, language tag, translated keyword, then UTF-8 text.
func (m *metadata) itxt(data []byte) {
	k, rest, ok := bytes.Cut(data, []byte{0})
	if !ok || len(rest) < 2 {
		return
	}
	compressed := rest[0] == 1
	rest = rest[2:]
	_, rest, ok = bytes.Cut(rest, []byte{0}) // language
	if !ok {
		return
	}
	_, text, ok := bytes.Cut(rest, []byte{0}) // translated keyword
	if !ok {
		return
	}
	m.present = true
	if compressed {
		if text, ok = inflate(text); !ok {
			return
		}
	}
	if string(k) == pngXMPKeyword {
		m.xmp(text, "xmp")
		return
	}
	m.field("png:"+latin1(k), string(text))
}

// gif walks the blocks up to the trailer: comment extensions and XMP
// application extensions are read, image data is skipped.
func (m *metadata) gif(b []byte) {
	if len(b) < 13 {
		return
	}
	i := 13
	if b[10]&0x80 != 0 { // global colour table
		i += 3 << (int(b[10]&7) + 1)
	}
	subBlocks := func() ([]byte, bool) {
		var out []byte
		for n := 0; n < maxChunks && i < len(b); n++ {
			size := int(b[i])
			i++
			if size == 0 {
				return out, true
			}
			if i+size > len(b) {
				return nil, false
			}
			if len(out) < maxInflate {
				out = append(out, b[i:i+size]...)
			}
			i += size
		}
		return nil, false
	}
	for n := 0; n < maxChunks && i < len(b); n++ {
		switch b[i] {
		case 0x3B: // trailer
			m.trailing = int64(len(b) - i - 1)
			return
		case 0x21: // extension
			if i+2 > len(b) {
				return
			}
			label := b[i+1]
			i += 2
			data, ok := subBlocks()
			if !ok {
				return
			}
			switch {
			case label == 0xFE:
				m.field("gif:comment", latin1(data))
			case label == 0xFF && len(data) >= 11 && string(data[:11]) == gifXMPAppIdent:
				// XMP's sub-blocks are its raw bytes; a "magic trailer"
				// follows the packet and is not XML.
				m.xmp(data[11:], "xmp")
			}
		case 0x2C: // image descriptor
			if i+10 > len(b) {
				return
			}
			flags := b[i+9]
			i += 10
			if flags&0x80 != 0 { // local colour table
				i += 3 << (int(flags&7) + 1)
			}
			i++ // LZW minimum code size
			if _, ok := subBlocks(); !ok {
				return
			}
		default:
			return
		}
	}
}

// webp reads the EXIF and XMP chunks of a RIFF container; its declared
// size tells where the image ends.
func (m *metadata) webp(b []byte) {
	size := int64(binary.LittleEndian.Uint32(b[4:8]))
	end := 8 + size + size%2
	if end < int64(len(b)) {
		m.trailing = int64(len(b)) - end
	}
	i := 12
	for n := 0; n < maxChunks && i+8 <= len(b) && int64(i) < end; n++ {
		typ := string(b[i : i+4])
		csize := int(binary.LittleEndian.Uint32(b[i+4:]))
		if csize < 0 || csize > len(b)-i-8 {
			return
		}
		data := b[i+8 : i+8+csize]
		switch typ {
		case "EXIF":
			m.exif(bytes.TrimPrefix(data, []byte(exifHeader)), "exif")
		case "XMP ":
			m.xmp(data, "xmp")
		}
		i += 8 + csize + csize%2
	}
}

// TIFF tags read as text, by directory.
var (
	ifd0Text = map[uint16]string{0x010D: "DocumentName", 0x010E: "ImageDescription", 0x010F: "Make",
		0x0110: "Model", 0x0131: "Software", 0x013B: "Artist", 0x013C: "HostComputer", 0x8298: "Copyright"}
	// Windows XP tags hold UTF-16LE in BYTE arrays.
	ifd0XP = map[uint16]string{0x9C9B: "XPTitle", 0x9C9C: "XPComment", 0x9C9D: "XPAuthor",
		0x9C9E: "XPKeywords", 0x9C9F: "XPSubject"}
	exifText = map[uint16]string{0x9286: "UserComment", 0xA420: "ImageUniqueID", 0xA430: "CameraOwnerName",
		0xA431: "BodySerialNumber", 0xA435: "LensSerialNumber"}
)

// TIFF tags that point at sub-directories and the GPS position.
const (
	tagExifIFD = 0x8769
	tagGPSIFD  = 0x8825
	gpsLatRef  = 1
	gpsLat     = 2
	gpsLonRef  = 3
	gpsLon     = 4
)

// tiffReader reads a TIFF structure (an EXIF block) with bounds checks.
type tiffReader struct {
	b  []byte
	bo binary.ByteOrder
}

type ifdEntry struct {
	tag, typ uint16
	count    uint32
	value    []byte // the value bytes, inline or at the offset
}

// typeSize is the byte size of one value of a TIFF type (0: unknown).
func typeSize(typ uint16) int {
	switch typ {
	case 1, 2, 6, 7:
		return 1
	case 3, 8:
		return 2
	case 4, 9, 11:
		return 4
	case 5, 10, 12:
		return 8
	}
	return 0
}

// ifd reads the directory at off.
func (t *tiffReader) ifd(off uint32) []ifdEntry {
	if int64(off)+2 > int64(len(t.b)) {
		return nil
	}
	n := int(t.bo.Uint16(t.b[off:]))
	var out []ifdEntry
	for k := 0; k < n && k < maxIFDEntries; k++ {
		p := int(off) + 2 + 12*k
		if p+12 > len(t.b) {
			break
		}
		e := ifdEntry{tag: t.bo.Uint16(t.b[p:]), typ: t.bo.Uint16(t.b[p+2:]), count: t.bo.Uint32(t.b[p+4:])}
		size := int64(typeSize(e.typ)) * int64(e.count)
		if size == 0 || size > int64(len(t.b)) {
			continue
		}
		if size <= 4 {
			e.value = t.b[p+8 : p+8+int(size)]
		} else {
			at := int64(t.bo.Uint32(t.b[p+8:]))
			if at+size > int64(len(t.b)) {
				continue
			}
			e.value = t.b[at : at+size]
		}
		out = append(out, e)
	}
	return out
}

func (t *tiffReader) long(e ifdEntry) (uint32, bool) {
	switch {
	case e.typ == 4 && len(e.value) >= 4:
		return t.bo.Uint32(e.value), true
	case e.typ == 3 && len(e.value) >= 2:
		return uint32(t.bo.Uint16(e.value)), true
	}
	return 0, false
}

// degrees reads three RATIONALs (degrees, minutes, seconds).
func (t *tiffReader) degrees(e ifdEntry) (float64, bool) {
	if e.typ != 5 || len(e.value) < 24 {
		return 0, false
	}
	v := 0.0
	for k, scale := range []float64{1, 60, 3600} {
		num, den := t.bo.Uint32(e.value[8*k:]), t.bo.Uint32(e.value[8*k+4:])
		if den == 0 {
			if num == 0 {
				continue
			}
			return 0, false
		}
		v += float64(num) / float64(den) / scale
	}
	return v, true
}

// exif reads a TIFF structure: IFD0 text tags, the EXIF sub-directory's
// text tags and the GPS position.
func (m *metadata) exif(b []byte, prefix string) {
	m.present = true
	if len(b) < 8 {
		return
	}
	t := &tiffReader{b: b}
	switch string(b[:2]) {
	case "II":
		t.bo = binary.LittleEndian
	case "MM":
		t.bo = binary.BigEndian
	default:
		return
	}
	ifd0 := t.ifd(t.bo.Uint32(b[4:]))
	var exifOff, gpsOff uint32
	for _, e := range ifd0 {
		switch {
		case ifd0Text[e.tag] != "" && e.typ == 2:
			m.field(prefix+":"+ifd0Text[e.tag], string(e.value))
		case ifd0XP[e.tag] != "" && e.typ == 1:
			m.field(prefix+":"+ifd0XP[e.tag], utf16le(e.value))
		case e.tag == tagExifIFD:
			exifOff, _ = t.long(e)
		case e.tag == tagGPSIFD:
			gpsOff, _ = t.long(e)
		}
	}
	if exifOff != 0 {
		for _, e := range t.ifd(exifOff) {
			name := exifText[e.tag]
			switch {
			case name == "UserComment" && len(e.value) > 8:
				// An 8-byte character code precedes the text.
				text := e.value[8:]
				if bytes.HasPrefix(e.value, []byte("UNICODE\x00")) {
					m.field(prefix+":"+name, utf16le(text))
				} else {
					m.field(prefix+":"+name, string(text))
				}
			case name != "" && e.typ == 2:
				m.field(prefix+":"+name, string(e.value))
			}
		}
	}
	if gpsOff != 0 {
		var lat, lon float64
		var latOK, lonOK bool
		latSign, lonSign := 1.0, 1.0
		for _, e := range t.ifd(gpsOff) {
			switch e.tag {
			case gpsLatRef:
				if len(e.value) > 0 && e.value[0] == 'S' {
					latSign = -1
				}
			case gpsLonRef:
				if len(e.value) > 0 && e.value[0] == 'W' {
					lonSign = -1
				}
			case gpsLat:
				lat, latOK = t.degrees(e)
			case gpsLon:
				lon, lonOK = t.degrees(e)
			}
		}
		if latOK && lonOK && validPosition(lat, lon) {
			m.gps = &gpsPos{lat: latSign * lat, lon: lonSign * lon, source: prefix + ":GPS"}
		}
	}
}

func validPosition(lat, lon float64) bool {
	return !math.IsNaN(lat) && !math.IsNaN(lon) && lat <= 90 && lon <= 180
}

// xmp reads an XMP packet: every element text and attribute value becomes
// a field named by its local name, and exif:GPSLatitude/GPSLongitude give
// a position.
func (m *metadata) xmp(b []byte, prefix string) {
	m.present = true
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = false
	d.Entity = xml.HTMLEntity
	var stack []string
	var lat, lon string
	for n := 0; n < maxXMPTokens; n++ {
		tok, err := d.RawToken()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			stack = append(stack, t.Name.Local)
			for _, a := range t.Attr {
				switch a.Name.Local {
				case "GPSLatitude":
					lat = a.Value
				case "GPSLongitude":
					lon = a.Value
				case "xmlns", "about", "lang", "parseType", "resource":
				default:
					if a.Name.Space != "xmlns" {
						m.field(prefix+":"+a.Name.Local, a.Value)
					}
				}
			}
		case xml.EndElement:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case xml.CharData:
			text := strings.TrimSpace(string(t))
			if text == "" || len(stack) == 0 {
				continue
			}
			name := xmpFieldName(stack)
			switch name {
			case "GPSLatitude":
				lat = text
			case "GPSLongitude":
				lon = text
			default:
				m.field(prefix+":"+name, text)
			}
		}
	}
	la, ok1 := xmpCoordinate(lat)
	lo, ok2 := xmpCoordinate(lon)
	if ok1 && ok2 && m.gps == nil {
		m.gps = &gpsPos{lat: la, lon: lo, source: prefix + ":GPS"}
	}
}

// xmpFieldName names a text by its innermost element that is not an RDF
// container (rdf:li, rdf:Alt, rdf:Seq, rdf:Bag).
func xmpFieldName(stack []string) string {
	for i := len(stack) - 1; i >= 0; i-- {
		switch stack[i] {
		case "li", "Alt", "Seq", "Bag", "Description", "RDF":
			continue
		}
		return stack[i]
	}
	return stack[len(stack)-1]
}

// xmpCoordinate parses the XMP GPS form "DDD,MM.mmk" or "DDD,MM,SSk"
// (k is N, S, E or W).
func xmpCoordinate(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 {
		return 0, false
	}
	sign := 1.0
	switch s[len(s)-1] {
	case 'S', 'W':
		sign = -1
		s = s[:len(s)-1]
	case 'N', 'E':
		s = s[:len(s)-1]
	}
	v := 0.0
	for k, part := range strings.Split(s, ",") {
		if k > 2 {
			return 0, false
		}
		f, err := strconv.ParseFloat(part, 64)
		if err != nil {
			return 0, false
		}
		v += f / math.Pow(60, float64(k))
	}
	if v > 180 {
		return 0, false
	}
	return sign * v, true
}

// latin1 converts ISO 8859-1 bytes (PNG tEXt, GIF comments) to UTF-8.
func latin1(b []byte) string {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}

// utf16le decodes UTF-16LE bytes (Windows XP tags, EXIF UNICODE comments).
func utf16le(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return string(utf16.Decode(u))
}

// inflate decompresses zlib data, at most maxInflate bytes.
func inflate(b []byte) ([]byte, bool) {
	r, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, false
	}
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, maxInflate))
	if err != nil && len(out) == 0 {
		return nil, false
	}
	return out, true
}
