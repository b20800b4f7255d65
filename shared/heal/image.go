package heal

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/bmp"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/tiff"

	"bulwark/shared/datascan"
)

// JPEGQuality is the quality healed JPEG images are encoded at.
const JPEGQuality = 90

// ErrImage is returned for an image that cannot be decoded (or is larger
// than datascan.MaxPixels); the healing of an image set drops such files.
var ErrImage = errors.New("heal: the image cannot be decoded")

// Image re-encodes an image from its pixels alone, which leaves behind
// every byte that is not the picture: EXIF, XMP, IPTC, comments, text
// chunks, colour profiles and anything appended after the end of the
// image. When size is not zero, the image is resized to exactly
// size.X×size.Y (Catmull-Rom), the "WxH" dimension an image dataset
// requires of every image. JPEG, PNG, GIF (every frame), BMP and TIFF
// keep their format; WebP, for which Go has no encoder, becomes PNG. It
// returns the new bytes and their format (a datascan format name).
func Image(data []byte, size image.Point) ([]byte, string, error) {
	format := datascan.SniffImage(data)
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || format == "" || cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > datascan.MaxPixels {
		return nil, "", ErrImage
	}
	var out bytes.Buffer
	if format == datascan.FormatGIF {
		g, err := gif.DecodeAll(bytes.NewReader(data))
		if err != nil {
			return nil, "", ErrImage
		}
		if err := gif.EncodeAll(&out, resizeGIF(g, size)); err != nil {
			return nil, "", fmt.Errorf("heal: encode gif: %w", err)
		}
		return out.Bytes(), format, nil
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, "", ErrImage
	}
	img = resize(img, size)
	switch format {
	case datascan.FormatJPEG:
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: JPEGQuality})
	case datascan.FormatBMP:
		err = bmp.Encode(&out, img)
	case datascan.FormatTIFF:
		err = tiff.Encode(&out, img, &tiff.Options{Compression: tiff.Deflate})
	default:
		format = datascan.FormatPNG
		err = png.Encode(&out, img)
	}
	if err != nil {
		return nil, "", fmt.Errorf("heal: encode %s: %w", format, err)
	}
	return out.Bytes(), format, nil
}

func resize(img image.Image, size image.Point) image.Image {
	b := img.Bounds()
	if size == (image.Point{}) || size == b.Size() {
		return img
	}
	dst := image.NewRGBA(image.Rectangle{Max: size})
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}

// resizeGIF scales every frame of an animation by the same factors,
// nearest-neighbour so that frames keep their palettes.
func resizeGIF(g *gif.GIF, size image.Point) *gif.GIF {
	w, h := g.Config.Width, g.Config.Height
	if w == 0 || h == 0 {
		b := g.Image[0].Bounds()
		w, h = b.Max.X, b.Max.Y
	}
	if size == (image.Point{}) || size == image.Pt(w, h) {
		return g
	}
	nw, nh := size.X, size.Y
	scale := func(v, from, to int) int { return v * to / from }
	for i, f := range g.Image {
		fb := f.Bounds()
		r := image.Rect(scale(fb.Min.X, w, nw), scale(fb.Min.Y, h, nh), scale(fb.Max.X, w, nw), scale(fb.Max.Y, h, nh))
		if r.Dx() == 0 {
			r.Max.X = r.Min.X + 1
		}
		if r.Dy() == 0 {
			r.Max.Y = r.Min.Y + 1
		}
		dst := image.NewPaletted(r, f.Palette)
		xdraw.NearestNeighbor.Scale(dst, r, f, fb, draw.Src, nil)
		g.Image[i] = dst
	}
	g.Config.Width, g.Config.Height = nw, nh
	return g
}
