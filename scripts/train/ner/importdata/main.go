// Command importdata converts a token-per-line NER file (UNER .iob2,
// CoNLL two-column, GermEval 2014 .tsv) or a DocRED JSON file into the
// JSON lines the NER
// trainer reads: {"text", "spans":[{"start","end","label"}], "source"} with
// code-point offsets and the labels PERSON, LOCATION and ORGANIZATION
// (every other entity type is left out, so it reads as "outside").
//
//	go run ./scripts/train/ner/importdata -format iob2 -source owner/repo@commit:path \
//	    -in FILE [-in FILE2 ...] [-max N] [-map type=PER,...] -out scripts/train/ner/data/NAME.jsonl.gz
//
// -map replaces the default type mapping (PER, LOC, ORG) for sets with
// finer types, such as CrossNER's politician or politicalparty: each
// listed type becomes PER, LOC or ORG, and every other type is outside.
//
// UNER files carry each sentence's original text ("# text = ..."), and the
// tokens are located in it; the others only have tokens, which are joined
// with the spacing of ordinary prose (no space before "," or ")", none after
// "(", quotes paired). Rows keep their document as the group after '#' in
// source, so that folds never split a document. Duplicate texts (white
// space collapsed, case folded) are dropped; with -max, a deterministic
// sample of whole groups (by hash) is kept.
//
// -format gum reads the Georgetown University Multilayer corpus's CoNLL-U
// files, whose Entity field marks every mention of a person, place or
// organisation; the mentions whose head is a proper noun become names
// (gum.go).
//
// -format pud projects the UNER PUD entities onto a PUD translation UNER
// did not annotate (project.go): -in is the translation's UD .conllu file,
// -project the UNER .iob2 files, English first.
//
// DocRED files (-format docred: a JSON array of documents with "title",
// tokenised "sents" and "vertexSet" mentions typed PER, LOC, ORG, TIME,
// NUM, MISC) give one row per sentence, grouped by document title. Two
// conventions are brought to the CoNLL ones of the other sources: a
// leading "the" is left out of a mention ("the United States"), and a
// LOC mention that ends in a demonym ("German", "Canadian", "the
// French") or a one-word ORG mention that is a people's, faith's or
// party's adjective ("Catholic", "Jewish", "Republican") is outside, as
// CoNLL's MISC is (see demonym).
//
// -avoid FILE (repeatable; converted .jsonl or .jsonl.gz files of other
// sources) drops every group that shares a sentence with one of those
// files, so that two sources of the same encyclopedia never hold the same
// article and leave-one-source-out stays held out.
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"log"
	"os"
	"sort"
	"strings"
	"unicode/utf8"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/detect/ner"
)

type span struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Label string `json:"label"`
}

type row struct {
	Text   string `json:"text"`
	Spans  []span `json:"spans"`
	Source string `json:"source"`
}

// sentence is one tokenised, tagged sentence of the input.
type sentence struct {
	text   string // original text when the format has it
	tokens []string
	tags   []string
	group  string
}

var labelOf = map[string]string{"PER": "PERSON", "LOC": "LOCATION", "ORG": "ORGANIZATION"}

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

func main() {
	var in multi
	flag.Var(&in, "in", "input file (repeatable)")
	var avoid multi
	flag.Var(&avoid, "avoid", "converted file of another source: drop groups sharing a sentence with it (repeatable)")
	var labelled multi
	flag.Var(&labelled, "project", "-format pud: a UNER PUD .iob2 file whose entities are projected, English first (repeatable)")
	format := flag.String("format", "conll", "iob2 (UNER), conll (token tag), germeval, docred, gum (GUM .conllu with Entity), or pud (-in a UD PUD .conllu, entities projected from -project)")
	source := flag.String("source", "", "owner/repo@commit:path written to every row")
	max := flag.Int("max", 0, "keep at most this many rows (whole groups, chosen by hash); 0 keeps all")
	mapping := flag.String("map", "", "comma-separated type=PER|LOC|ORG pairs replacing the default types")
	out := flag.String("out", "", "output file (.jsonl or .jsonl.gz)")
	flag.Parse()
	if len(in) == 0 || *out == "" || *source == "" {
		log.Fatal("need -in, -source and -out")
	}
	if *mapping != "" {
		m, err := parseMap(*mapping)
		if err != nil {
			log.Fatal(err)
		}
		labelOf = m
	}
	if *format == "pud" {
		if len(in) != 1 || len(labelled) == 0 {
			log.Fatal("-format pud: need one -in (the target's .conllu) and -project files, English first")
		}
		rows, st, err := projectPUD(in[0], labelled, *source)
		if err != nil {
			log.Fatal(err)
		}
		rows = dedupe(rows)
		n := mustWrite(*out, rows)
		fmt.Printf("%s: %d sentences read, %d not aligned with the English one, %d with an entity not found, %d rows written, %d entities\n",
			*out, st.read, st.misaligned, st.incomplete, len(rows), n)
		return
	}
	var sents []sentence
	for i, path := range in {
		f, err := os.Open(path)
		if err != nil {
			log.Fatal(err)
		}
		var s []sentence
		switch *format {
		case "docred":
			s, err = readDocRED(f)
		case "gum":
			s, err = readGUM(f)
		default:
			s, err = read(f, *format, fmt.Sprintf("f%d", i))
		}
		f.Close()
		if err != nil {
			log.Fatalf("%s: %v", path, err)
		}
		sents = append(sents, s...)
	}
	rows, skipped := convert(sents, *source)
	rows = dedupe(rows)
	dropped := 0
	if len(avoid) > 0 {
		seen, err := readKeys(avoid)
		if err != nil {
			log.Fatal(err)
		}
		n := len(rows)
		rows = dropShared(rows, seen)
		dropped = n - len(rows)
	}
	if *max > 0 && len(rows) > *max {
		rows = sample(rows, *max)
	}
	n := mustWrite(*out, rows)
	fmt.Printf("%s: %d sentences read, %d not aligned, %d dropped with documents shared with -avoid, %d rows written, %d entities\n",
		*out, len(sents), skipped, dropped, len(rows), n)
}

// mustWrite writes rows to path, or ends the program, and returns how
// many entities they hold.
func mustWrite(path string, rows []row) int {
	if err := write(path, rows); err != nil {
		log.Fatal(err)
	}
	n := 0
	for _, r := range rows {
		n += len(r.Spans)
	}
	return n
}

// parseMap reads -map: "politician=PER,country=LOC,politicalparty=ORG".
func parseMap(s string) (map[string]string, error) {
	m := map[string]string{}
	for _, pair := range strings.Split(s, ",") {
		typ, to, ok := strings.Cut(strings.TrimSpace(pair), "=")
		l, known := labelOf[to]
		if !ok || typ == "" || !known {
			return nil, fmt.Errorf("-map: want type=PER, type=LOC or type=ORG, got %q", pair)
		}
		m[typ] = l
	}
	return m, nil
}

// read parses one input file.
func read(r io.Reader, format, fileTag string) ([]sentence, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	var (
		out      []sentence
		cur      sentence
		group    string
		docCount int
	)
	if format == "conll" {
		group = fileTag + "-doc0" // the text before the first -DOCSTART-
	}
	flush := func() {
		if len(cur.tokens) > 0 {
			cur.group = group
			out = append(out, cur)
		}
		cur = sentence{}
	}
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		switch {
		case strings.TrimSpace(line) == "":
			flush()
			continue
		case format == "iob2" && strings.HasPrefix(line, "#"):
			if v, ok := strings.CutPrefix(line, "# newdoc id = "); ok {
				group = v
			} else if v, ok := strings.CutPrefix(line, "# text = "); ok {
				cur.text = v
			} else if v, ok := strings.CutPrefix(line, "# sent_id = "); ok && group == "" {
				group = v
			}
			continue
		case format == "germeval" && strings.HasPrefix(line, "#\t"):
			f := strings.Split(line, "\t")
			if len(f) > 1 {
				group = f[1]
			}
			continue
		case format == "conll" && strings.HasPrefix(line, "-DOCSTART-"):
			flush()
			docCount++
			group = fmt.Sprintf("%s-doc%d", fileTag, docCount)
			continue
		}
		var tok, tag string
		switch format {
		case "iob2", "germeval":
			f := strings.Split(line, "\t")
			if len(f) < 3 {
				return nil, fmt.Errorf("line %d: want 3+ tab-separated fields", n)
			}
			if strings.Contains(f[0], "-") || strings.Contains(f[0], ".") {
				continue // multi-word token range or empty node
			}
			tok, tag = f[1], f[2]
		case "conll":
			f := strings.Fields(line)
			if len(f) < 2 {
				continue // a token that is only white space (BTC has a few)
			}
			tok, tag = f[0], f[len(f)-1]
		default:
			return nil, fmt.Errorf("unknown format %q", format)
		}
		cur.tokens = append(cur.tokens, tok)
		cur.tags = append(cur.tags, tag)
	}
	flush()
	if format == "conll" && docCount == 0 {
		// No documents: every sentence (a tweet) is its own group.
		for i := range out {
			out[i].group = ""
		}
	}
	return out, sc.Err()
}

// readDocRED parses a DocRED JSON file (an array of documents) into
// sentences tagged B-/I- with the mention types; overlapping mentions keep
// the first (longest) one.
func readDocRED(r io.Reader) ([]sentence, error) {
	var docs []struct {
		Title     string     `json:"title"`
		Sents     [][]string `json:"sents"`
		VertexSet [][]struct {
			Pos    [2]int `json:"pos"`
			SentID int    `json:"sent_id"`
			Type   string `json:"type"`
		} `json:"vertexSet"`
	}
	if err := json.NewDecoder(r).Decode(&docs); err != nil {
		return nil, err
	}
	var out []sentence
	for _, d := range docs {
		tags := make([][]string, len(d.Sents))
		for i, toks := range d.Sents {
			tags[i] = make([]string, len(toks))
			for j := range tags[i] {
				tags[i][j] = "O"
			}
		}
		type mention struct {
			sent, start, end int
			typ              string
		}
		var ms []mention
		for _, v := range d.VertexSet {
			for _, m := range v {
				if m.SentID < 0 || m.SentID >= len(d.Sents) || m.Pos[0] < 0 || m.Pos[0] >= m.Pos[1] || m.Pos[1] > len(d.Sents[m.SentID]) {
					return nil, fmt.Errorf("document %q: mention %v outside its sentence", d.Title, m.Pos)
				}
				toks := d.Sents[m.SentID]
				start := m.Pos[0]
				if toks[start] == "the" && m.Pos[1]-start > 1 {
					start++
				}
				if (m.Type == "LOC" || m.Type == "ORG" && m.Pos[1]-m.Pos[0] == 1) && demonym(toks[m.Pos[1]-1]) {
					continue
				}
				ms = append(ms, mention{m.SentID, start, m.Pos[1], m.Type})
			}
		}
		sort.SliceStable(ms, func(a, b int) bool { return ms[a].end-ms[a].start > ms[b].end-ms[b].start })
	next:
		for _, m := range ms {
			t := tags[m.sent]
			for j := m.start; j < m.end; j++ {
				if t[j] != "O" {
					continue next
				}
			}
			t[m.start] = "B-" + m.typ
			for j := m.start + 1; j < m.end; j++ {
				t[j] = "I-" + m.typ
			}
		}
		for i, toks := range d.Sents {
			out = append(out, sentence{tokens: toks, tags: tags[i], group: d.Title})
		}
	}
	return out, nil
}

// demonymWords are demonyms the suffix rule of demonym does not catch.
var demonymWords = map[string]bool{
	"German": true, "French": true, "Dutch": true, "Czech": true, "Swiss": true, "Greek": true,
	"Welsh": true, "Thai": true, "Israeli": true, "Pakistani": true, "Iraqi": true, "Saudi": true,
	"Kuwaiti": true, "Somali": true, "Bangladeshi": true, "Nepali": true, "Yemeni": true,
	"Qatari": true, "Afghan": true, "Arab": true, "Basque": true, "Uzbek": true, "Kazakh": true,
	"Cuban": true, "Tibetan": true, "Kenyan": true, "Filipino": true, "Argentine": true,
	"Roman": true, "Slovak": true, "Serb": true, "Croat": true, "Scots": true, "Catalan": true,
	"Soviet": true, "Catholic": true, "Protestant": true, "Muslim": true, "Jew": true, "Islam": true,
	"Islamic": true, "Christianity": true, "Judaism": true, "Hindu": true, "Buddhist": true,
	"Sikh": true, "Sunni": true, "Shia": true, "Shiite": true, "Orthodox": true, "Lutheran": true,
	"Baptist": true, "Methodist": true, "Mormon": true, "Allied": true, "Democratic": true,
}

// demonym reports whether a word of a DocRED mention is a people's,
// language's, faith's or party's adjective or noun (DocRED types
// "German" like "Germany" and "Catholic" like an organisation;
// CoNLL-style annotation, that of the other sources, leaves them out): a
// listed word, or one ending like "Canadian", "European", "American",
// "Japanese", "British", in the singular or plural.
func demonym(w string) bool {
	w = strings.TrimSuffix(w, "s")
	if demonymWords[w] {
		return true
	}
	for _, suf := range []string{"ian", "ean", "can", "kan", "ese", "ish"} {
		if len(w) > len(suf)+1 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// readKeys returns the dedupe keys of every text in converted files.
func readKeys(paths []string) (map[string]bool, error) {
	keys := map[string]bool{}
	for _, path := range paths {
		exs, err := ner.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, ex := range exs {
			keys[jsonl.Key(ex.Text)] = true
		}
	}
	return keys, nil
}

// dropShared drops every row of a group (the part of source after '#', or
// the row alone) that has a row whose text is in seen.
func dropShared(rows []row, seen map[string]bool) []row {
	group := func(r row) string {
		if i := strings.LastIndexByte(r.Source, '#'); i >= 0 {
			return r.Source[i:]
		}
		return "\x00" + r.Text
	}
	bad := map[string]bool{}
	for _, r := range rows {
		if seen[jsonl.Key(r.Text)] {
			bad[group(r)] = true
		}
	}
	out := rows[:0]
	for _, r := range rows {
		if !bad[group(r)] {
			out = append(out, r)
		}
	}
	return out
}

// convert builds rows from sentences, locating tokens in the original text
// or joining them; it returns how many sentences could not be aligned.
func convert(sents []sentence, source string) ([]row, int) {
	var rows []row
	skipped := 0
	for _, s := range sents {
		text, starts, ok := s.text, []int(nil), true
		if text != "" {
			starts, ok = locate(text, s.tokens)
		} else {
			text, starts = detokenize(s.tokens)
		}
		if !ok {
			skipped++
			continue
		}
		spans := tagSpans(text, s, starts)
		src := source
		if s.group != "" {
			src += "#" + s.group
		}
		rows = append(rows, row{Text: text, Spans: nonNil(spans), Source: src})
	}
	return rows, skipped
}

func nonNil(s []span) []span {
	if s == nil {
		return []span{}
	}
	return s
}

// tagSpans turns the IOB tags of a sentence into code-point spans: an
// entity starts at B-, at I- after another type or after O, and ends
// before the next O, B- or change of type.
func tagSpans(text string, s sentence, starts []int) []span {
	var spans []span
	open, label := -1, ""
	closeAt := func(i int) { // close before token i
		if open >= 0 {
			if l, ok := labelOf[label]; ok {
				end := starts[i-1] + len(s.tokens[i-1])
				spans = append(spans, span{
					Start: utf8.RuneCountInString(text[:starts[open]]),
					End:   utf8.RuneCountInString(text[:end]), Label: l,
				})
			}
		}
		open, label = -1, ""
	}
	for i, tag := range s.tags {
		prefix, typ, ok := strings.Cut(tag, "-")
		switch {
		case !ok:
			closeAt(i)
		case prefix == "B" || open < 0 || typ != label:
			closeAt(i)
			open, label = i, typ
		}
	}
	closeAt(len(s.tokens))
	return spans
}

// locate finds each token in text, in order, and returns its byte offset.
func locate(text string, tokens []string) ([]int, bool) {
	starts := make([]int, len(tokens))
	pos := 0
	for i, t := range tokens {
		j := strings.Index(text[pos:], t)
		if j < 0 || strings.TrimSpace(text[pos:pos+j]) != "" {
			return nil, false
		}
		starts[i] = pos + j
		pos += j + len(t)
	}
	return starts, true
}

// detokenize joins tokens with the spacing of ordinary prose.
func detokenize(tokens []string) (string, []int) {
	var b strings.Builder
	starts := make([]int, len(tokens))
	noSpaceAfter := false
	quoteOpen := false
	for i, t := range tokens {
		space := i > 0 && !noSpaceAfter
		noSpaceAfter = false
		switch t {
		case ",", ".", ";", ":", "!", "?", ")", "]", "}", "%", "'s", "'S", "n't", "'re", "'ve", "'ll", "'d", "'m", "''", "“", "...":
			space = false
		case "(", "[", "{", "$", "``", "„", "‘":
			noSpaceAfter = true
		case "\"":
			if quoteOpen {
				space = false
			} else {
				noSpaceAfter = true
			}
			quoteOpen = !quoteOpen
		}
		if space {
			b.WriteByte(' ')
		}
		starts[i] = b.Len()
		b.WriteString(t)
	}
	return b.String(), starts
}

// dedupe drops rows whose text (white space collapsed, case folded) was
// seen before.
func dedupe(rows []row) []row {
	seen := map[string]bool{}
	out := rows[:0]
	for _, r := range rows {
		k := jsonl.Key(r.Text)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, r)
	}
	return out
}

// sample keeps about max rows, whole groups at a time, chosen by the FNV
// hash of the group so the same input gives the same sample; rows keep
// their input order.
func sample(rows []row, max int) []row {
	hash := func(r row) uint64 {
		h := fnv.New64a()
		if i := strings.LastIndexByte(r.Source, '#'); i >= 0 {
			io.WriteString(h, r.Source[i:])
		} else {
			io.WriteString(h, r.Text)
		}
		return h.Sum64()
	}
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return hash(rows[order[a]]) < hash(rows[order[b]]) })
	keep := make([]bool, len(rows))
	for _, i := range order[:max] {
		keep[i] = true
	}
	// Complete the last group so that no group is cut.
	last := hash(rows[order[max-1]])
	for _, i := range order[max:] {
		if hash(rows[i]) != last {
			break
		}
		keep[i] = true
	}
	var out []row
	for i, r := range rows {
		if keep[i] {
			out = append(out, r)
		}
	}
	return out
}

func write(path string, rows []row) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	var w io.Writer = f
	var gz *gzip.Writer
	if strings.HasSuffix(path, ".gz") {
		gz = gzip.NewWriter(f)
		w = gz
	}
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, r := range rows {
		if err := enc.Encode(r); err != nil {
			f.Close()
			return err
		}
	}
	err = bw.Flush()
	if gz != nil && err == nil {
		err = gz.Close()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
