package ner

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// Example is one labelled text used to train or evaluate a model.
type Example struct {
	Text   string
	Spans  []Span // sorted by Start, byte offsets into Text, labels canonical
	Source string // where the row came from, "owner/repo@commit:path#group"
}

// Span is one labelled entity of an Example.
type Span struct {
	Start, End int    // byte offsets, End exclusive
	Label      string // one of Labels()
}

// datasetLabels maps the labels of the PII datasets to ours. Labels that
// are absent (CREDIT_CARD, PHONE_NUMBER, product, creative-work, ...) are
// read as "outside": the regex PII detector finds the former, and the
// latter are too scarce and too varied to learn honestly from this data.
var datasetLabels = map[string]string{
	"PERSON": Person, "person": Person,
	"LOCATION": Location, "location": Location,
	"ORGANIZATION": Organization, "corporation": Organization, "group": Organization,
	"ADDRESS":   Address,
	"DATE_TIME": DateTime,
}

// ReadExamples reads JSON lines of the form
// {"text": ..., "spans": [{"start", "end", "label"}], "source": ...}
// whose offsets count Unicode code points, as in the datasets'
// pii/*.jsonl files, and returns them with byte offsets and our labels.
func ReadExamples(r io.Reader) ([]Example, error) {
	var out []Example
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var row struct {
			Text  string `json:"text"`
			Spans []struct {
				Start int    `json:"start"`
				End   int    `json:"end"`
				Label string `json:"label"`
			} `json:"spans"`
			Source string `json:"source"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return nil, fmt.Errorf("ner.ReadExamples line %d: %w", line, err)
		}
		runeAt := detect.CodePointStarts(row.Text)
		ex := Example{Text: row.Text, Source: row.Source}
		for _, s := range row.Spans {
			if s.Start < 0 || s.End > len(runeAt)-1 || s.Start >= s.End {
				return nil, fmt.Errorf("ner.ReadExamples line %d: span %d-%d outside the text", line, s.Start, s.End)
			}
			label, ok := datasetLabels[s.Label]
			if !ok {
				continue
			}
			start, end := trimSpace(row.Text, runeAt[s.Start], runeAt[s.End])
			if start < end {
				ex.Spans = append(ex.Spans, Span{Start: start, End: end, Label: label})
			}
		}
		sort.SliceStable(ex.Spans, func(i, j int) bool { return ex.Spans[i].Start < ex.Spans[j].Start })
		ex.Spans = mergeAdjacent(ex.Text, ex.Spans)
		out = append(out, ex)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("ner.ReadExamples: %w", err)
	}
	return out, nil
}

// trimSpace narrows a span so that it neither starts nor ends with white
// space: some annotations include it, and a recognizer's spans never do.
func trimSpace(text string, start, end int) (int, int) {
	for start < end {
		r, size := utf8.DecodeRuneInString(text[start:end])
		if !isSpace(r) {
			break
		}
		start += size
	}
	for start < end {
		r, size := utf8.DecodeLastRuneInString(text[start:end])
		if !isSpace(r) {
			break
		}
		end -= size
	}
	return start, end
}

// mergeAdjacent joins spans of the same label that only white space
// separates. The presidio generator labels some addresses field by field
// ("31", "Vesturgata 66", "Suite 574") and others whole; for redaction and
// for a tagger they are one entity, and merging makes the labels agree.
func mergeAdjacent(text string, spans []Span) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if n := len(out); n > 0 && out[n-1].Label == sp.Label && out[n-1].End <= sp.Start &&
			strings.TrimFunc(text[out[n-1].End:sp.Start], isSpace) == "" {
			out[n-1].End = sp.End
			continue
		}
		out = append(out, sp)
	}
	return out
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\u00a0'
}

// Folds is the number of folds Fold splits the data into.
const Folds = 5

// Fold places an example in one of Folds folds by hashing its group, so the
// split is deterministic and never changes between runs. Rows whose source
// names a group after '#' (the presidio rows name the template they were
// generated from) go with the other rows of their group, so that a fold
// held out measures templates the model has never seen; other rows are
// placed by the hash of their text.
func Fold(ex Example) int { return int(groupHash(ex, "") % Folds) }

// groupHash hashes the group of an example (see Fold) after a salt, so
// that different salts give independent splits.
func groupHash(ex Example, salt string) uint64 {
	key := ex.Text
	if i := strings.LastIndexByte(ex.Source, '#'); i >= 0 {
		key = ex.Source[i:]
	}
	h := fnv.New64a()
	io.WriteString(h, salt)
	io.WriteString(h, key)
	return h.Sum64()
}

// HeldOut reports whether an example belongs to the evaluation part (fold
// 0, about a fifth of the data), which training never sees.
func HeldOut(ex Example) bool { return Fold(ex) == 0 }

// Dataset is one labelled file of the training data.
type Dataset struct {
	Name     string // short name used in reports
	Lang     string // ISO 639-1 code of the text's language
	Family   string // sets that share sentences (translations) share a family; "" is its own
	Examples []Example
}

// Related reports whether two datasets must be kept apart when one is
// held out: the same set, or sets of one family (the UNER PUD files are
// translations of the same 1,000 sentences, so one language's names would
// leak into another's test).
func Related(a, b Dataset) bool {
	return a.Name == b.Name || (a.Family != "" && a.Family == b.Family)
}

// datasetFiles are the files the model is trained and evaluated on:
// shared ones relative to the shared datasets directory, the others
// (converted by scripts/train/ner/importdata, see
// scripts/train/ner/SOURCES.md) relative to the repository's data
// directory. A source may span several files (parts converted from
// different commits); they are read as one dataset, so leave-one-source-out
// holds them out together.
var datasetFiles = []struct {
	name, lang, family, path string
	shared                   bool
	more                     []string // further files of the same source
}{
	{"presidio", "en", "", "pii/presidio_tests_generated.jsonl", true, nil},
	{"wnut17", "en", "", "pii/wnut17_test_dev.jsonl", true, nil},
	{"uner_en_ewt", "en", "", "uner_en_ewt.jsonl.gz", false, []string{"uner_en_ewt_train.jsonl.gz"}},
	{"uner_en_pud", "en", "pud", "uner_en_pud.jsonl.gz", false, nil},
	{"wikigold", "en", "", "wikigold.jsonl.gz", false, nil},
	{"btc", "en", "", "btc.jsonl.gz", false, nil},
	{"crossner", "en", "", "crossner.jsonl.gz", false, nil},
	{"redocred", "en", "", "redocred.jsonl.gz", false, nil},
	{"uner_de_pud", "de", "pud", "uner_de_pud.jsonl.gz", false, nil},
	{"germeval2014", "de", "", "germeval2014.jsonl.gz", false, nil},
	{"uner_pt_pud", "pt", "pud", "uner_pt_pud.jsonl.gz", false, nil},
	{"uner_sv_pud", "sv", "pud", "uner_sv_pud.jsonl.gz", false, nil},
	{"pud_fr", "fr", "pud", "pud_fr.jsonl.gz", false, nil},
	{"pud_es", "es", "pud", "pud_es.jsonl.gz", false, nil},
}

// ReadDatasets reads the model's labelled files in a fixed order: the
// shared ones from sharedDir (the datasets directory), the converted ones
// from dataDir (scripts/train/ner/data). Files ending in .gz are
// decompressed.
func ReadDatasets(sharedDir, dataDir string) ([]Dataset, error) {
	var out []Dataset
	for _, f := range datasetFiles {
		dir := dataDir
		if f.shared {
			dir = sharedDir
		}
		var ex []Example
		for _, path := range append([]string{f.path}, f.more...) {
			part, err := ReadFile(filepath.Join(dir, path))
			if err != nil {
				return nil, fmt.Errorf("ner.ReadDatasets %s: %w", path, err)
			}
			ex = append(ex, part...)
		}
		out = append(out, Dataset{Name: f.name, Lang: f.lang, Family: f.family, Examples: ex})
	}
	return out, nil
}

// ReadFile reads a file of ReadExamples' rows, gzipped when its name ends
// in .gz.
func ReadFile(path string) ([]Example, error) {
	var out []Example
	err := readPath(path, func(r io.Reader) (err error) {
		out, err = ReadExamples(r)
		return err
	})
	return out, err
}

// readLines reads a file of one entry per line (gzipped when its name ends
// in .gz), such as a gazetteer's names, skipping blank lines.
func readLines(path string) ([]string, error) {
	var out []string
	err := readPath(path, func(r io.Reader) error {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			if line := strings.TrimSpace(sc.Text()); line != "" {
				out = append(out, line)
			}
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("ner: %s: %w", path, err)
		}
		return nil
	})
	return out, err
}

// readPath opens path, decompressing it when its name ends in .gz, and
// hands the reader to read.
func readPath(path string, read func(io.Reader) error) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	var r io.Reader = file
	if strings.HasSuffix(path, ".gz") {
		gz, err := gzip.NewReader(file)
		if err != nil {
			return err
		}
		defer gz.Close()
		r = gz
	}
	return read(r)
}

// Files of the public gazetteers in the data directory (see
// scripts/train/ner/SOURCES.md): place names for TrainConfig.Places,
// company names for TrainConfig.Companies, word clusters for
// TrainConfig.Clusters, first names and surnames for TrainConfig.FirstNames
// and Surnames.
const (
	PlacesFile     = "places.txt.gz"
	CompaniesFile  = "companies.txt.gz"
	ClustersFile   = "clusters.tsv.gz"
	FirstNamesFile = "firstnames.txt.gz"
	SurnamesFile   = "surnames.txt.gz"
)

// GazetteerFiles are the paths of the public gazetteers ReadGazetteers
// reads: "" for the list's file in the data directory, "none" for no list.
type GazetteerFiles struct {
	Places, Companies, Clusters, FirstNames, Surnames string
}

// gazetteer is one public list: its flag, default file, what it holds,
// and where its path and its names go.
type gazetteer struct {
	flag, file, what string
	path             *string
	names            *[]string
}

// gazetteers lists the public lists of files and c, in one order.
func gazetteers(files *GazetteerFiles, c *TrainConfig) []gazetteer {
	return []gazetteer{
		{"places", PlacesFile, "place-name gazetteer", &files.Places, &c.Places},
		{"companies", CompaniesFile, "company-name gazetteer", &files.Companies, &c.Companies},
		{"clusters", ClustersFile, "word clusters", &files.Clusters, &c.Clusters},
		{"firstnames", FirstNamesFile, "first-name list", &files.FirstNames, &c.FirstNames},
		{"surnames", SurnamesFile, "surname list", &files.Surnames, &c.Surnames},
	}
}

// GazetteerFlags defines one flag per public gazetteer on fs (-places,
// -companies, -clusters, -firstnames, -surnames), filling the returned
// GazetteerFiles when fs is parsed.
func GazetteerFlags(fs *flag.FlagSet) *GazetteerFiles {
	files := new(GazetteerFiles)
	for _, g := range gazetteers(files, new(TrainConfig)) {
		fs.StringVar(g.path, g.flag, "", g.what+" (default: "+g.file+" in -local, the directory of the converted sources; \"none\": none)")
	}
	return files
}

// ReadGazetteers fills c.Places, c.Companies, c.Clusters, c.FirstNames and
// c.Surnames from the files named by files, each defaulting to its file in
// dataDir when empty; "none" leaves that list empty.
func (c *TrainConfig) ReadGazetteers(files GazetteerFiles, dataDir string) error {
	for _, g := range gazetteers(&files, c) {
		path := *g.path
		switch path {
		case "none":
			*g.names = nil
			continue
		case "":
			path = filepath.Join(dataDir, g.file)
		}
		names, err := readLines(path)
		if err != nil {
			return err
		}
		*g.names = names
	}
	return nil
}

// Documents joins the consecutive examples of one document (the same
// Source, which names the document after "#") into one example, their
// texts separated by a space and their spans moved along; examples whose
// Source names no document stay as they are.
func Documents(examples []Example) []Example {
	var out []Example
	for _, ex := range examples {
		last := len(out) - 1
		if last < 0 || !strings.Contains(ex.Source, "#") || out[last].Source != ex.Source {
			ex.Spans = slices.Clone(ex.Spans)
			out = append(out, ex)
			continue
		}
		d := &out[last]
		shift := len(d.Text) + 1
		d.Text += " " + ex.Text
		for _, sp := range ex.Spans {
			sp.Start += shift
			sp.End += shift
			d.Spans = append(d.Spans, sp)
		}
	}
	return out
}
