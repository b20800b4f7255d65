package scans

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"io"
	"path"
	"strconv"
	"strings"

	"github.com/apache/arrow/go/v17/arrow"

	"bulwark/shared/datascan"
	"bulwark/shared/datasets"
	"bulwark/shared/heal"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
)

// readManifest reads the parquet manifest of an image version (the
// columns ingest.WriteManifest writes).
func readManifest(ctx context.Context, d *platform.Deps, key string) ([]ingest.ManifestRow, error) {
	rc, _, err := d.Blobs.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return nil, err
	}
	t, err := datascan.OpenTable(bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer t.Close()
	var rows []ingest.ManifestRow
	for rg := 0; rg < t.NumRowGroups(); rg++ {
		err := t.RowGroup(ctx, rg, nil, func(rec arrow.Record, _ int64) error {
			col := func(name string) arrow.Array {
				if idx := rec.Schema().FieldIndices(name); len(idx) > 0 {
					return rec.Column(idx[0])
				}
				return nil
			}
			str := func(a arrow.Array, i int) string {
				if a == nil || a.IsNull(i) {
					return ""
				}
				return a.ValueStr(i)
			}
			num := func(a arrow.Array, i int) int64 {
				n, _ := strconv.ParseInt(str(a, i), 10, 64)
				return n
			}
			p, l, f, fm, w, h, s, sha := col("path"), col("label"), col("file"), col("format"), col("width"), col("height"), col("size_bytes"), col("sha256")
			if f == nil {
				return fmt.Errorf("%w: the manifest has no file column", datascan.ErrUnreadable)
			}
			for i := 0; i < int(rec.NumRows()); i++ {
				rows = append(rows, ingest.ManifestRow{
					Path: str(p, i), Label: str(l, i), File: str(f, i), Format: str(fm, i),
					Width: int(num(w, i)), Height: int(num(h, i)), Size: num(s, i), SHA256: str(sha, i),
				})
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return rows, nil
}

// readImage reads one stored image (at most ingest.MaxImageBytes).
func readImage(ctx context.Context, d *platform.Deps, key string) ([]byte, error) {
	rc, _, err := d.Blobs.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(io.LimitReader(rc, ingest.MaxImageBytes+1))
}

// sampleIndexes picks n of total indexes, evenly spread (all when n is 0
// or not below total).
func sampleIndexes(total int, n int64) []int {
	if n <= 0 || n >= int64(total) {
		out := make([]int, total)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, n)
	for k := range out {
		out[k] = int(int64(k) * int64(total) / n)
	}
	return out
}

// scanImages checks every image of a version (or a sample of them) and
// then the set for near duplicates.
func scanImages(ctx context.Context, d *platform.Deps, workspace, datasetID string, version int, v datasets.Version,
	sc *datascan.Scanner, col *datascan.Collector, sample int64, prog func(done, total int64) error) (datascan.Summary, error) {
	rows, err := readManifest(ctx, d, v.ParquetKey)
	if err != nil {
		return datascan.Summary{}, err
	}
	prefix := datasets.VersionPrefix(workspace, datasetID, version)
	picked := sampleIndexes(len(rows), sample)
	var infos []datascan.ImageInfo
	var at []int64
	var bytesRead int64
	for k, i := range picked {
		data, err := readImage(ctx, d, prefix+rows[i].File)
		if err != nil {
			return datascan.Summary{}, err
		}
		bytesRead += int64(len(data))
		infos = append(infos, sc.CheckImage(col, int64(i), rows[i].Path, data))
		at = append(at, int64(i))
		if err := prog(int64(k+1), int64(len(picked))); err != nil {
			return datascan.Summary{}, err
		}
	}
	dups := datascan.Duplicates(col, infos, at, datascan.DefaultMaxDistance)
	sum := col.Summary()
	sum.RowsTotal, sum.RowsScanned, sum.Sampled = int64(len(rows)), int64(len(picked)), len(picked) < len(rows)
	sum.BytesScanned = bytesRead
	sum.Images = datascan.Summarise(infos, dups)
	return sum, nil
}

// healImages re-encodes every image of the source version without its
// metadata (resized when asked), drops the images a drop_row rule
// matches and those that cannot be decoded, stores the images and a new
// manifest as the new version, and checks the result.
func healImages(ctx context.Context, d *platform.Deps, r *jobrun.Run, in healInput, v datasets.Version, sc *datascan.Scanner,
	verify *datascan.Collector, newPrefix string) (healOutput, error) {
	ws := r.Job.WorkspaceID
	rows, err := readManifest(ctx, d, v.ParquetKey)
	if err != nil {
		return healOutput{}, err
	}
	srcPrefix := datasets.VersionPrefix(ws, in.DatasetID, in.SourceVersion)
	st := &ImageHealed{Images: len(rows), DroppedBy: map[string]int{}}
	dupIndex := datascan.NewDuplicateIndex(datascan.DefaultMaxDistance)
	var kept []ingest.ManifestRow
	var infos []datascan.ImageInfo
	var at []int64
	var total, bytesRead int64
	for i, row := range rows {
		data, err := readImage(ctx, d, srcPrefix+row.File)
		if err != nil {
			return healOutput{}, err
		}
		bytesRead += int64(len(data))
		found := datascan.NewCollector()
		info := sc.CheckImage(found, int64(i), row.Path, data)
		var hits []datascan.Finding
		for _, g := range found.Groups() {
			hits = append(hits, g.Findings...)
		}
		if info.Hashed {
			if j := dupIndex.Find(info.Hash); j >= 0 {
				hits = append(hits, datascan.Finding{Column: "pixels", Category: datascan.CatNearDuplicate})
			}
		}
		if cat, drop := dropImage(in.Rules, hits); drop {
			st.Dropped++
			st.DroppedBy[cat]++
			continue
		}
		size, _ := parseDimension(in.Dimension)
		healed, format, err := heal.Image(data, size)
		if err == heal.ErrImage {
			st.Undecodable++
			st.Dropped++
			st.DroppedBy["undecodable"]++
			continue
		}
		if err != nil {
			return healOutput{}, err
		}
		if info.Hashed {
			dupIndex.Add(info.Hash)
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(healed))
		if err != nil {
			return healOutput{}, fmt.Errorf("scans: healed image %s: %w", row.Path, err)
		}
		st.Reencoded++
		if cfg.Width != row.Width || cfg.Height != row.Height {
			st.Resized++
		}
		n := len(kept)
		sum := sha256.Sum256(healed)
		out := ingest.ManifestRow{
			Path: withExtension(row.Path, format), Label: row.Label, File: fmt.Sprintf("images/%05d%s", n, ingest.Extension(format)),
			Format: format, Width: cfg.Width, Height: cfg.Height, Size: int64(len(healed)), SHA256: hex.EncodeToString(sum[:]),
		}
		if err := d.Blobs.Put(ctx, newPrefix+out.File, bytes.NewReader(healed), "image/"+format); err != nil {
			return healOutput{}, err
		}
		total += out.Size
		kept = append(kept, out)
		infos = append(infos, sc.CheckImage(verify, int64(n), out.Path, healed))
		at = append(at, int64(n))
		if err := r.Progress(ctx, 2+90*(i+1)/len(rows), fmt.Sprintf("healed %d of %d images", i+1, len(rows))); err != nil {
			return healOutput{}, err
		}
	}
	if len(kept) == 0 {
		return healOutput{}, jobrun.Failf(CodeHealEmpty, "the healing would drop every image of the set")
	}
	var buf bytes.Buffer
	res, err := ingest.WriteManifest(&buf, kept)
	if err != nil {
		return healOutput{}, err
	}
	size := int64(buf.Len())
	key := newPrefix + "manifest-" + r.ID + ".parquet"
	if err := d.Blobs.Put(ctx, key, &buf, "application/vnd.apache.parquet"); err != nil {
		return healOutput{}, err
	}
	dups := datascan.Duplicates(verify, infos, at, datascan.DefaultMaxDistance)
	sum := verify.Summary()
	sum.RowsTotal, sum.RowsScanned, sum.BytesScanned = int64(len(kept)), int64(len(kept)), total
	sum.Images = datascan.Summarise(infos, dups)
	prefix := resultsPrefix(ws, in.DatasetID, in.VerifyScanID) + r.ID + "/"
	if err := writeResults(ctx, d, prefix, collected(verify), sum); err != nil {
		return healOutput{}, err
	}
	return healOutput{
		Result: datasets.Result{
			Format: "images", RowCount: res.Rows, RowGroups: res.RowGroups, Columns: res.Columns, ImageCount: len(kept),
			SourceBytes: total, ParquetBytes: size, StoredBytes: total + size, ParquetKey: key,
		},
		Prefix: prefix, Verify: stats(sum), ImageStats: st,
	}, nil
}

// dropImage reports whether a drop_row rule matches one of an image's
// findings, and its category.
func dropImage(rules []heal.Rule, hits []datascan.Finding) (string, bool) {
	for _, h := range hits {
		for _, r := range rules {
			if r.Action == heal.DropRow && (r.Category == "" || r.Category == h.Category) && (r.Column == "" || r.Column == h.Column) {
				return h.Category, true
			}
		}
	}
	return "", false
}

// withExtension gives a path the extension of its (new) format when its
// own names another one, so that a re-encoded image's name tells the truth.
func withExtension(p, format string) string {
	if datascan.FormatFromExt(p) == format {
		return p
	}
	return strings.TrimSuffix(p, path.Ext(p)) + ingest.Extension(format)
}
