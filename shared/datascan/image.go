package datascan

import (
	"bytes"
	"fmt"
	"path"
	"strings"
)

// Image formats, as Sniff names them.
const (
	FormatJPEG = "jpeg"
	FormatPNG  = "png"
	FormatGIF  = "gif"
	FormatWebP = "webp"
	FormatBMP  = "bmp"
	FormatTIFF = "tiff"
)

// Image finding categories (detector FamilyImage), besides the PII,
// secrets, injection and harm categories found in metadata text.
const (
	// CatGPS: the metadata holds a GPS position.
	CatGPS = "GPS_LOCATION"
	// CatTrailingData: bytes follow the end of the image (a hidden
	// archive, a payload, another file).
	CatTrailingData = "trailing_data"
	// CatFormatMismatch: the content's format is not the one the file
	// extension names, or not an image at all.
	CatFormatMismatch = "format_mismatch"
	// CatNearDuplicate: the image looks like an earlier image of the set.
	CatNearDuplicate = "near_duplicate"
)

// Scores of the image findings.
const (
	scoreGPS           = 0.9
	scoreTrailing      = 0.8
	scoreMismatch      = 0.6
	scoreNotImage      = 0.9
	scoreNearDuplicate = 0.7
)

// SniffImage names the image format of content from its magic bytes ("" when
// it is none of the known formats).
func SniffImage(b []byte) string {
	switch {
	case len(b) >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF:
		return FormatJPEG
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return FormatPNG
	case bytes.HasPrefix(b, []byte("GIF87a")), bytes.HasPrefix(b, []byte("GIF89a")):
		return FormatGIF
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return FormatWebP
	case bytes.HasPrefix(b, []byte("BM")) && len(b) >= 26:
		return FormatBMP
	case bytes.HasPrefix(b, []byte("II*\x00")), bytes.HasPrefix(b, []byte("MM\x00*")):
		return FormatTIFF
	}
	return ""
}

// FormatFromExt names the image format a file name's extension claims
// ("" for an unknown extension).
func FormatFromExt(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".jpg", ".jpeg", ".jpe", ".jfif":
		return FormatJPEG
	case ".png":
		return FormatPNG
	case ".gif":
		return FormatGIF
	case ".webp":
		return FormatWebP
	case ".bmp":
		return FormatBMP
	case ".tif", ".tiff":
		return FormatTIFF
	}
	return ""
}

// ImageInfo is what the checks learnt about one image.
type ImageInfo struct {
	Name   string
	Format string
	// Metadata is true when the file carries EXIF, XMP, IPTC, comments or
	// text chunks.
	Metadata bool
	GPS      bool
	// Trailing is the number of bytes after the end of the image.
	Trailing int64
	Mismatch bool
	// Hash is the perceptual hash (valid when Hashed).
	Hash   uint64
	Hashed bool
}

// ImageSummary counts the results of the image checks of a set.
type ImageSummary struct {
	Images           int `json:"images"`
	WithMetadata     int `json:"with_metadata"`
	WithGPS          int `json:"with_gps"`
	WithTrailingData int `json:"with_trailing_data"`
	FormatMismatches int `json:"format_mismatches"`
	// NearDuplicates counts the images that repeat an earlier one.
	NearDuplicates int `json:"near_duplicates"`
	// Undecodable counts the images whose pixels could not be read (no
	// perceptual hash).
	Undecodable int `json:"undecodable"`
}

// CheckImage runs the per-file checks on one image of a set (row is its
// index in the set) and records the findings in c: metadata text with PII,
// secrets, injection or harm, a GPS position, data after the end of the
// image, and a format that does not match the extension. Near duplicates
// are found over the whole set by Duplicates.
func (s *Scanner) CheckImage(c *Collector, row int64, name string, data []byte) ImageInfo {
	info := ImageInfo{Name: name, Format: SniffImage(data)}
	add := func(column, category string, score float64, snippet, explanation string) {
		c.Add(Finding{Row: row, Column: column, File: name, Detector: FamilyImage, Category: category,
			Score: score, Snippet: snippet, Explanation: explanation})
	}
	want := FormatFromExt(name)
	switch {
	case info.Format == "":
		info.Mismatch = true
		add("file", CatFormatMismatch, scoreNotImage, "", "The content is not a JPEG, PNG, GIF, WebP, BMP or TIFF image.")
		return info
	case want != "" && want != info.Format:
		info.Mismatch = true
		add("file", CatFormatMismatch, scoreMismatch, "",
			fmt.Sprintf("The file is named as %s but its content is %s.", strings.ToUpper(want), strings.ToUpper(info.Format)))
	}

	meta := readMetadata(info.Format, data)
	info.Trailing = meta.trailing
	if meta.trailing > 0 {
		add("file", CatTrailingData, scoreTrailing, "",
			fmt.Sprintf("%d bytes follow the end of the %s image.", meta.trailing, strings.ToUpper(info.Format)))
	}
	info.Metadata = meta.present
	for _, f := range meta.fields {
		for _, h := range s.Text(nil, f.text) {
			c.Add(Finding{Row: row, Column: f.name, File: name, Detector: h.Family, Category: h.Category,
				Score: h.Score, Snippet: h.Snippet, Explanation: "In image metadata: " + h.Explanation})
		}
	}
	if meta.gps != nil {
		info.GPS = true
		add(meta.gps.source, CatGPS, scoreGPS, meta.gps.coarse(), "The image metadata holds the GPS position where it was taken.")
	}
	if h, ok := PerceptualHash(data); ok {
		info.Hash, info.Hashed = h, true
	}
	return info
}

// Duplicates records a near_duplicate finding for every image whose
// perceptual hash is within maxDistance bits of an earlier image's, and
// returns the number of such images. rows[i] is the row of infos[i].
func Duplicates(c *Collector, infos []ImageInfo, rows []int64, maxDistance int) int {
	n := 0
	for _, p := range NearDuplicatePairs(infos, maxDistance) {
		a, b := infos[p[0]], infos[p[1]]
		c.Add(Finding{Row: rows[p[1]], Column: "pixels", File: b.Name, Detector: FamilyImage, Category: CatNearDuplicate,
			Score: scoreNearDuplicate, Snippet: a.Name,
			Explanation: fmt.Sprintf("The image looks like %s (perceptual hashes %d bits apart).", a.Name, hamming(a.Hash, b.Hash))})
		n++
	}
	return n
}

// Summarise counts the results of the checks.
func Summarise(infos []ImageInfo, duplicates int) *ImageSummary {
	s := &ImageSummary{Images: len(infos), NearDuplicates: duplicates}
	for _, in := range infos {
		if in.Metadata {
			s.WithMetadata++
		}
		if in.GPS {
			s.WithGPS++
		}
		if in.Trailing > 0 {
			s.WithTrailingData++
		}
		if in.Mismatch {
			s.FormatMismatches++
		}
		if !in.Hashed {
			s.Undecodable++
		}
	}
	return s
}
