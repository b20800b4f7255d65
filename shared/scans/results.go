package scans

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bulwark/shared/datascan"
	"bulwark/shared/platform"
)

// groupRef locates the stored findings of one (column, category).
type groupRef struct {
	Column   string `json:"column"`
	Category string `json:"category"`
	Detector string `json:"detector"`
	// Count is exact; Stored of them are in the blob at Key.
	Count  int64  `json:"count"`
	Stored int    `json:"stored"`
	Key    string `json:"key"`
}

// resultDoc is summary.json: the scan's summary and the index of its
// findings files.
type resultDoc struct {
	Summary datascan.Summary `json:"summary"`
	Groups  []groupRef       `json:"groups"`
}

const summaryName = "summary.json"

// findingGroups walks the stored findings of a scan group by group (in
// the order of datascan.Collector.Groups), each as JSON Lines in row
// order: a Collector's, or a split scan's Merge's.
type findingGroups func(fn func(column, category string, stored int, findings io.Reader) error) error

// collected is the findingGroups of a Collector.
func collected(c *datascan.Collector) findingGroups {
	return func(fn func(column, category string, stored int, findings io.Reader) error) error {
		for _, g := range c.Groups() {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			for _, f := range g.Findings {
				if err := enc.Encode(f); err != nil {
					return err
				}
			}
			if err := fn(g.Column, g.Category, len(g.Findings), &buf); err != nil {
				return err
			}
		}
		return nil
	}
}

// writeResults stores a finished scan's findings (one JSON Lines blob per
// group, streamed from groups) and then its summary under prefix; the
// summary is written last, so a run that stops half-way leaves no
// readable result.
func writeResults(ctx context.Context, d *platform.Deps, prefix string, groups findingGroups, sum datascan.Summary) error {
	doc := resultDoc{Summary: sum, Groups: []groupRef{}}
	counts := map[[2]string]datascan.CategoryStat{}
	for _, col := range sum.Columns {
		for _, st := range col.Categories {
			counts[[2]string{col.Name, st.Category}] = st
		}
	}
	err := groups(func(column, category string, stored int, findings io.Reader) error {
		key := fmt.Sprintf("%sfindings/%06d.jsonl", prefix, len(doc.Groups))
		if err := d.Blobs.Put(ctx, key, findings, "application/x-ndjson"); err != nil {
			return fmt.Errorf("scans: store findings: %w", err)
		}
		st := counts[[2]string{column, category}]
		doc.Groups = append(doc.Groups, groupRef{Column: column, Category: category, Detector: st.Detector,
			Count: st.Count, Stored: stored, Key: key})
		return nil
	})
	if err != nil {
		return err
	}
	body, err := json.Marshal(doc)
	if err != nil {
		return err
	}
	if err := d.Blobs.Put(ctx, prefix+summaryName, bytes.NewReader(body), "application/json"); err != nil {
		return fmt.Errorf("scans: store summary: %w", err)
	}
	return nil
}

// readResults loads a succeeded scan's summary.json.
func readResults(ctx context.Context, d *platform.Deps, s Scan) (resultDoc, error) {
	var doc resultDoc
	rc, _, err := d.Blobs.Get(ctx, s.ResultPrefix+summaryName)
	if err != nil {
		return doc, fmt.Errorf("scans: read summary of %s: %w", s.ID, err)
	}
	defer rc.Close()
	if err := json.NewDecoder(rc).Decode(&doc); err != nil {
		return doc, fmt.Errorf("scans: decode summary of %s: %w", s.ID, err)
	}
	return doc, nil
}

// findingsFilter selects groups; an empty list matches everything.
type findingsFilter struct {
	columns, categories, detectors []string
}

func (f findingsFilter) match(g groupRef) bool {
	in := func(list []string, v string) bool {
		if len(list) == 0 {
			return true
		}
		for _, x := range list {
			if x == v {
				return true
			}
		}
		return false
	}
	return in(f.columns, g.Column) && in(f.categories, g.Category) && in(f.detectors, g.Detector)
}

// findingsCursor is where a page of findings starts: a group and an offset
// in it.
type findingsCursor struct{ group, offset int }

func (c findingsCursor) encode() string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(c.group) + "." + strconv.Itoa(c.offset)))
}

func decodeFindingsCursor(s string) (findingsCursor, bool) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return findingsCursor{}, false
	}
	g, o, ok := strings.Cut(string(b), ".")
	gi, err1 := strconv.Atoi(g)
	oi, err2 := strconv.Atoi(o)
	if !ok || err1 != nil || err2 != nil || gi < 0 || oi < 0 {
		return findingsCursor{}, false
	}
	return findingsCursor{gi, oi}, true
}

// FindingsPage is the body of GET /api/results/{scan_id}/findings.
type FindingsPage struct {
	Items []datascan.Finding `json:"items"`
	// Total is the exact number of findings that match the filters;
	// Stored how many of them can be listed (the rest are counted only).
	Total      int64   `json:"total"`
	Stored     int64   `json:"stored"`
	NextCursor *string `json:"next_cursor"`
}

// readFindings returns one page of the stored findings that match f, by
// column (in the file's order), then category, then row.
func readFindings(ctx context.Context, d *platform.Deps, doc resultDoc, f findingsFilter, from findingsCursor, limit int) (FindingsPage, error) {
	page := FindingsPage{Items: []datascan.Finding{}}
	for _, g := range doc.Groups {
		if f.match(g) {
			page.Total += g.Count
			page.Stored += int64(g.Stored)
		}
	}
	for gi := from.group; gi < len(doc.Groups); gi++ {
		g := doc.Groups[gi]
		if !f.match(g) {
			continue
		}
		skip := 0
		if gi == from.group {
			skip = from.offset
		}
		if skip >= g.Stored {
			continue
		}
		items, err := readGroup(ctx, d, g, skip, limit-len(page.Items))
		if err != nil {
			return page, err
		}
		page.Items = append(page.Items, items...)
		if len(page.Items) == limit {
			next := findingsCursor{gi, skip + len(items)}
			if next.offset >= g.Stored {
				next = findingsCursor{gi + 1, 0}
			}
			if more(doc, f, next) {
				c := next.encode()
				page.NextCursor = &c
			}
			return page, nil
		}
	}
	return page, nil
}

// more reports whether a matching finding remains at or after c.
func more(doc resultDoc, f findingsFilter, c findingsCursor) bool {
	for gi := c.group; gi < len(doc.Groups); gi++ {
		g := doc.Groups[gi]
		if f.match(g) && (gi > c.group || c.offset < g.Stored) {
			return true
		}
	}
	return false
}

// readGroup reads up to n findings of a group from the offset skip.
func readGroup(ctx context.Context, d *platform.Deps, g groupRef, skip, n int) ([]datascan.Finding, error) {
	rc, _, err := d.Blobs.Get(ctx, g.Key)
	if err != nil {
		return nil, fmt.Errorf("scans: read findings: %w", err)
	}
	defer rc.Close()
	r := bufio.NewReader(rc)
	var out []datascan.Finding
	for i := 0; len(out) < n; i++ {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && i >= skip {
			var f datascan.Finding
			if jerr := json.Unmarshal(line, &f); jerr != nil {
				return nil, fmt.Errorf("scans: decode findings: %w", jerr)
			}
			out = append(out, f)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// stats reduces a summary to the figures kept on the scan record.
func stats(sum datascan.Summary) *Stats {
	st := &Stats{
		RowsTotal: sum.RowsTotal, RowsScanned: sum.RowsScanned, Sampled: sum.Sampled, CellsScanned: sum.CellsScanned,
		BytesScanned: sum.BytesScanned, FindingsTotal: sum.FindingsTotal, FindingsStored: sum.FindingsStored,
		Totals: []CategoryCount{}, Images: sum.Images,
	}
	for _, t := range sum.Totals {
		st.Totals = append(st.Totals, CategoryCount{Category: t.Category, Detector: t.Detector, Count: t.Count, MaxScore: t.MaxScore})
	}
	return st
}
