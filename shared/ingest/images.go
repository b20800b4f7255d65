package ingest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"
	"golang.org/x/image/bmp"
	"golang.org/x/image/tiff"
	"golang.org/x/image/webp"
)

// Image formats accepted in image datasets. SVG is not among them: it is
// a document that can carry scripts, not pixels.
const (
	ImagePNG  = "png"
	ImageJPEG = "jpeg"
	ImageGIF  = "gif"
	ImageWebP = "webp"
	ImageBMP  = "bmp"
	ImageTIFF = "tiff"
)

// ImageFormats lists the accepted image formats.
func ImageFormats() []string {
	return []string{ImagePNG, ImageJPEG, ImageGIF, ImageWebP, ImageBMP, ImageTIFF}
}

// Image limits.
const (
	// MaxImageBytes bounds one image file.
	MaxImageBytes = 50 << 20
	// MaxImageSide bounds the width and the height.
	MaxImageSide = 16384
	// MaxImagePixels bounds width*height, so that no image can make a
	// later decode allocate gigabytes (a decompression bomb).
	MaxImagePixels = 100_000_000
)

// SniffImage returns the image format of content from its magic bytes, or
// "" when it is not an accepted image.
func SniffImage(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return ImagePNG
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return ImageJPEG
	case bytes.HasPrefix(head, []byte("GIF87a")), bytes.HasPrefix(head, []byte("GIF89a")):
		return ImageGIF
	case len(head) >= 12 && bytes.Equal(head[:4], []byte("RIFF")) && bytes.Equal(head[8:12], []byte("WEBP")):
		return ImageWebP
	case bytes.HasPrefix(head, []byte("BM")) && len(head) >= 26:
		return ImageBMP
	case bytes.HasPrefix(head, []byte("II*\x00")), bytes.HasPrefix(head, []byte("MM\x00*")):
		return ImageTIFF
	}
	return ""
}

// ImageInfo describes a checked image.
type ImageInfo struct {
	Format string
	Width  int
	Height int
	Size   int64
	SHA256 string
}

var decodeConfig = map[string]func(io.Reader) (image.Config, error){
	ImagePNG: png.DecodeConfig, ImageJPEG: jpeg.DecodeConfig, ImageGIF: gif.DecodeConfig,
	ImageWebP: webp.DecodeConfig, ImageBMP: bmp.DecodeConfig, ImageTIFF: tiff.DecodeConfig,
}

// CheckImage checks one image file: an accepted format by its magic bytes
// (whatever its name says), a header that decodes, dimensions within the
// limits, a size within MaxImageBytes, and for PNG, JPEG and GIF an intact
// end marker (a truncated upload fails here). Problems are *Error values.
func CheckImage(data []byte) (ImageInfo, error) {
	if len(data) > MaxImageBytes {
		return ImageInfo{}, dataErr(CodeImageTooLarge, "the image is %d bytes; at most %d are accepted", len(data), MaxImageBytes)
	}
	format := SniffImage(data)
	if format == "" {
		return ImageInfo{}, dataErr(CodeNotAnImage, "the content is not a PNG, JPEG, GIF, WebP, BMP or TIFF image")
	}
	cfg, err := decodeConfig[format](bytes.NewReader(data))
	if err != nil {
		return ImageInfo{}, dataErr(CodeImageCorrupt, "the %s header does not decode", format)
	}
	switch {
	case cfg.Width < 1 || cfg.Height < 1:
		return ImageInfo{}, dataErr(CodeImageDimensions, "the image has no pixels (%dx%d)", cfg.Width, cfg.Height)
	case cfg.Width > MaxImageSide || cfg.Height > MaxImageSide:
		return ImageInfo{}, dataErr(CodeImageDimensions, "the image is %dx%d; each side may be at most %d pixels", cfg.Width, cfg.Height, MaxImageSide)
	case int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels:
		return ImageInfo{}, dataErr(CodeImageDimensions, "the image has %d pixels; at most %d are accepted", int64(cfg.Width)*int64(cfg.Height), MaxImagePixels)
	}
	if !intactEnd(format, data) {
		return ImageInfo{}, dataErr(CodeImageCorrupt, "the %s file is truncated", format)
	}
	sum := sha256.Sum256(data)
	return ImageInfo{Format: format, Width: cfg.Width, Height: cfg.Height, Size: int64(len(data)), SHA256: hex.EncodeToString(sum[:])}, nil
}

// intactEnd checks the end marker of formats that have one.
func intactEnd(format string, data []byte) bool {
	tail := data[max(0, len(data)-64):]
	switch format {
	case ImagePNG:
		return bytes.Contains(tail, []byte("IEND\xaeB`\x82"))
	case ImageJPEG:
		return bytes.Contains(tail, []byte{0xFF, 0xD9})
	case ImageGIF:
		tail = bytes.TrimRight(tail, "\x00")
		return len(tail) > 0 && tail[len(tail)-1] == 0x3B
	}
	return true
}

// Extension is the file extension Bulwark stores an image format under.
func Extension(format string) string {
	if format == ImageJPEG {
		return ".jpg"
	}
	return "." + format
}

// ManifestRow describes one image of an image dataset version.
type ManifestRow struct {
	// Path is the image's path as uploaded (folder uploads keep their
	// relative paths); Label is its first folder, the class of
	// classification datasets ("" for none).
	Path  string
	Label string
	// File is where the image is stored, relative to the version.
	File   string
	Format string
	Width  int
	Height int
	Size   int64
	SHA256 string
}

// WriteManifest writes the parquet manifest of an image dataset version:
// one row per image (path, label, file, format, width, height,
// size_bytes, sha256).
func WriteManifest(out io.Writer, rows []ManifestRow) (Result, error) {
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "path", Type: arrow.BinaryTypes.String},
		{Name: "label", Type: arrow.BinaryTypes.String, Nullable: true},
		{Name: "file", Type: arrow.BinaryTypes.String},
		{Name: "format", Type: arrow.BinaryTypes.String},
		{Name: "width", Type: arrow.PrimitiveTypes.Int32},
		{Name: "height", Type: arrow.PrimitiveTypes.Int32},
		{Name: "size_bytes", Type: arrow.PrimitiveTypes.Int64},
		{Name: "sha256", Type: arrow.BinaryTypes.String},
	}, nil)
	rb := array.NewRecordBuilder(memory.DefaultAllocator, schema)
	defer rb.Release()
	for _, r := range rows {
		rb.Field(0).(*array.StringBuilder).Append(r.Path)
		if r.Label == "" {
			rb.Field(1).AppendNull()
		} else {
			rb.Field(1).(*array.StringBuilder).Append(r.Label)
		}
		rb.Field(2).(*array.StringBuilder).Append(r.File)
		rb.Field(3).(*array.StringBuilder).Append(r.Format)
		rb.Field(4).(*array.Int32Builder).Append(int32(r.Width))
		rb.Field(5).(*array.Int32Builder).Append(int32(r.Height))
		rb.Field(6).(*array.Int64Builder).Append(r.Size)
		rb.Field(7).(*array.StringBuilder).Append(r.SHA256)
	}
	fw, err := pqarrow.NewFileWriter(schema, out, writerProps(DefaultRowGroupRows), arrowProps())
	if err != nil {
		return Result{}, fmt.Errorf("ingest: manifest writer: %w", err)
	}
	rec := rb.NewRecord()
	defer rec.Release()
	if rec.NumRows() > 0 {
		if err := fw.Write(rec); err != nil {
			return Result{}, fmt.Errorf("ingest: write manifest: %w", err)
		}
	}
	if err := fw.Close(); err != nil {
		return Result{}, fmt.Errorf("ingest: close manifest: %w", err)
	}
	groups := 0
	if rec.NumRows() > 0 {
		groups = 1
	}
	return Result{Rows: rec.NumRows(), Columns: columnsOf(schema), RowGroups: groups}, nil
}
