package main

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// GUM (-format gum): the Georgetown University Multilayer corpus marks
// every mention of an entity (named or not, "the Afghan team" as much as
// "FIRST") with its type (person, place, organization, event, ...) in the
// Entity field of its CoNLL-U files, and tags every token with its Penn
// part of speech. A mention is read as a name, the way CoNLL-style NER
// annotates names, when its syntactic head (the first token whose head
// lies outside the mention) is a proper noun (NNP, NNPS). The name's span
// is the run of proper nouns around the head inside the mention, joined
// by "of", "the", "and", "&", "for", "de" or "-" when a proper noun
// follows ("Bank of England", "Daughters of the American Revolution"),
// but not by "and" between two mentions of their own ("Britain and
// France"); a mention whose head is a common noun or a pronoun is no
// name. Three CoNLL conventions are applied: a person's name leaves out
// the titles and the other mentions before it ("U.S. President Donald
// Trump" gives the place "U.S." and the person "Donald Trump"), a
// one-word people's, faith's or party's name, plural or listed, is
// outside ("Muslims", "Afghans", as MISC is; "Brian" and "Vatican" are
// names), and where names overlap the longest is kept (an organisation
// named after a place, "United States Navy", stays one organisation).

// gumLabel maps GUM's entity types to the NER types; others are outside.
var gumLabel = map[string]string{"person": "PER", "place": "LOC", "organization": "ORG"}

// gumJoiners may join two proper nouns of one name.
var gumJoiners = map[string]bool{"of": true, "the": true, "and": true, "&": true, "for": true, "de": true, "-": true}

// personTitles are words before a person's name that CoNLL-style
// annotation leaves out of it (fixed before any measurement). Words
// that are as often first names (Dean, Major, Earl) are not here.
var personTitles = map[string]bool{
	"President": true, "Vice": true, "Prime": true, "Minister": true, "Ambassador": true,
	"Professor": true, "Prof.": true, "Prof": true, "Dr.": true, "Dr": true, "Mr.": true, "Mr": true,
	"Mrs.": true, "Mrs": true, "Ms.": true, "Ms": true, "Miss": true, "Sir": true, "Dame": true,
	"Lord": true, "Lady": true, "King": true, "Queen": true, "Prince": true, "Princess": true,
	"Senator": true, "Sen.": true, "Governor": true, "Gov.": true, "General": true, "Gen.": true,
	"Captain": true, "Capt.": true, "Colonel": true, "Col.": true, "Lieutenant": true, "Lt.": true,
	"Sergeant": true, "Sgt.": true, "Pope": true, "Judge": true, "Justice": true, "Chief": true,
	"Secretary": true, "Director": true, "Chairman": true, "Chairwoman": true, "CEO": true,
	"Rep.": true, "Representative": true, "Congressman": true, "Congresswoman": true, "Mayor": true,
	"Bishop": true, "Archbishop": true, "Cardinal": true, "Rev.": true, "Reverend": true, "Rabbi": true,
	"Imam": true, "Sheikh": true, "Emperor": true, "Empress": true, "Duke": true, "Duchess": true,
	"Baron": true, "Baroness": true, "Chancellor": true, "Premier": true, "Admiral": true,
	"Commander": true, "Commissioner": true, "Deputy": true, "Inspector": true, "Detective": true,
	"Officer": true, "Coach": true, "Pastor": true,
}

// gumToken is one word of a GUM sentence.
type gumToken struct {
	form, xpos string
	head       int // 1-based index of the syntactic head, 0 for the root
}

// gumMention is one mention: tokens start..end (0-based, inclusive).
type gumMention struct {
	start, end int
	entity     string // the entity's number, shared by its mentions
	typ        string
}

// readGUM parses a GUM CoNLL-U file into sentences tagged B-/I- with the
// names found by the rule above.
func readGUM(r io.Reader) ([]sentence, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	var (
		out   []sentence
		group string
		text  string
		toks  []gumToken
		ms    []gumMention
		open  = map[string][]gumMention{}
	)
	flush := func() error {
		if len(toks) > 0 {
			for id, o := range open {
				if len(o) > 0 {
					return fmt.Errorf("sentence %q: mention %s not closed", text, id)
				}
			}
			s := sentence{text: text, group: group, tokens: make([]string, len(toks))}
			for i, t := range toks {
				s.tokens[i] = t.form
			}
			s.tags = gumTags(toks, ms)
			out = append(out, s)
		}
		text, toks, ms = "", nil, nil
		return nil
	}
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		switch {
		case strings.TrimSpace(line) == "":
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		case strings.HasPrefix(line, "#"):
			if v, ok := strings.CutPrefix(line, "# newdoc id = "); ok {
				group = v
			} else if v, ok := strings.CutPrefix(line, "# text = "); ok {
				text = v
			}
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 10 {
			return nil, fmt.Errorf("line %d: want 10 tab-separated fields, got %d", n, len(f))
		}
		if strings.ContainsAny(f[0], "-.") {
			continue // multi-word token range or empty node
		}
		head, err := strconv.Atoi(f[6])
		if err != nil {
			return nil, fmt.Errorf("line %d: head %q: %v", n, f[6], err)
		}
		i := len(toks)
		toks = append(toks, gumToken{form: f[1], xpos: f[4], head: head})
		for _, kv := range strings.Split(f[9], "|") {
			ent, ok := strings.CutPrefix(kv, "Entity=")
			if !ok {
				continue
			}
			if err := gumEntity(ent, i, open, &ms); err != nil {
				return nil, fmt.Errorf("line %d: %v", n, err)
			}
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, sc.Err()
}

// gumEntity reads one token's Entity value, a sequence of openings
// "(3-place-new-...)" (closed on the same token when it ends in ")") and
// closings "3)", opening and closing mentions at token i.
func gumEntity(v string, i int, open map[string][]gumMention, ms *[]gumMention) error {
	for v != "" {
		if v[0] == '(' {
			end := strings.IndexAny(v[1:], "()")
			body := v[1:]
			if end >= 0 {
				body = v[1 : 1+end]
			}
			id, rest, _ := strings.Cut(body, "-")
			typ, _, _ := strings.Cut(rest, "-")
			if id == "" || typ == "" {
				return fmt.Errorf("entity %q: no number or type", v)
			}
			m := gumMention{start: i, entity: id, typ: typ}
			v = v[1+len(body):]
			if strings.HasPrefix(v, ")") {
				m.end = i
				*ms = append(*ms, m)
				v = v[1:]
			} else {
				open[id] = append(open[id], m)
			}
			continue
		}
		j := strings.IndexByte(v, ')')
		if j <= 0 {
			return fmt.Errorf("entity %q: want (opening or number)", v)
		}
		id := v[:j]
		o := open[id]
		if len(o) == 0 {
			return fmt.Errorf("entity %q: closes %s, which is not open", v, id)
		}
		m := o[len(o)-1]
		open[id] = o[:len(o)-1]
		m.end = i
		*ms = append(*ms, m)
		v = v[j+1:]
	}
	return nil
}

func properNoun(t gumToken) bool { return t.xpos == "NNP" || t.xpos == "NNPS" }

// coordinated reports whether the joiners toks[i..j] hold "and" between
// two names the mention m coordinates: another entity's mention inside m
// ends right before them or starts right after ("Britain and France",
// each a mention of its own, are two names; "Johnson and Johnson" one).
func coordinated(toks []gumToken, ms []gumMention, m gumMention, i, j int) bool {
	and := false
	for k := i; k <= j; k++ {
		and = and || toks[k].form == "and"
	}
	if !and {
		return false
	}
	for _, o := range ms {
		if o.entity != m.entity && o.start >= m.start && o.end <= m.end && (o.end == i-1 || o.start == j+1) {
			return true
		}
	}
	return false
}

// gumTags tags a sentence's tokens with the names its mentions give.
func gumTags(toks []gumToken, ms []gumMention) []string {
	type name struct {
		start, end int // inclusive
		typ        string
	}
	var names []name
	for _, m := range ms {
		typ, ok := gumLabel[m.typ]
		if !ok {
			continue
		}
		h := -1
		for j := m.start; j <= m.end; j++ {
			if p := toks[j].head - 1; p < m.start || p > m.end {
				h = j
				break
			}
		}
		if h < 0 || !properNoun(toks[h]) || typ == "PER" && personTitles[toks[h].form] {
			continue // no name, or a title ("the President", "Emperor of Russia")
		}
		s, e := h, h
		for s > m.start {
			switch {
			case properNoun(toks[s-1]):
				s--
				continue
			case s-1 > m.start && gumJoiners[toks[s-1].form]:
				k := s - 1
				for k > m.start && gumJoiners[toks[k].form] {
					k--
				}
				if properNoun(toks[k]) && !gumJoiners[toks[k].form] && !coordinated(toks, ms, m, k+1, s-1) {
					s = k
					continue
				}
			}
			break
		}
		for e < m.end {
			switch {
			case properNoun(toks[e+1]):
				e++
				continue
			case gumJoiners[toks[e+1].form]:
				k := e + 1
				for k < m.end && gumJoiners[toks[k].form] {
					k++
				}
				if properNoun(toks[k]) && !gumJoiners[toks[k].form] && !coordinated(toks, ms, m, e+1, k-1) {
					e = k
					continue
				}
			}
			break
		}
		if typ == "PER" {
			// Titles and the mentions before the name ("U.S.
			// President", "Afghan Ambassador to the United States").
			for j := s; j < h; j++ {
				if personTitles[toks[j].form] {
					s = j + 1
				}
			}
			for moved := true; moved; {
				moved = false
				for _, o := range ms {
					if o.entity != m.entity && o.start <= s && o.end >= s && o.end < h {
						s, moved = o.end+1, true
					}
				}
			}
			for s < h && gumJoiners[toks[s].form] {
				s++
			}
		}
		if s == e && (toks[s].xpos == "NNPS" || demonymWords[toks[s].form]) && demonym(toks[s].form) {
			continue // "Muslims", "Afghans"; not "Brian", "Vatican"
		}
		names = append(names, name{s, e, typ})
	}
	sort.SliceStable(names, func(a, b int) bool { return names[a].end-names[a].start > names[b].end-names[b].start })
	tags := make([]string, len(toks))
	for j := range tags {
		tags[j] = "O"
	}
next:
	for _, n := range names {
		for j := n.start; j <= n.end; j++ {
			if tags[j] != "O" {
				continue next
			}
		}
		tags[n.start] = "B-" + n.typ
		for j := n.start + 1; j <= n.end; j++ {
			tags[j] = "I-" + n.typ
		}
	}
	return tags
}
