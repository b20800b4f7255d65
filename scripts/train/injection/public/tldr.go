package main

import (
	"cmp"
	"log"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// tldr-pages: the pages are CC-BY-4.0 (LICENSE.md; its scripts/ directory,
// not read, is MIT).
var tldr = repo{"tldr-pages/tldr", "08e345f42639f67d99282813247ac670dc6e87cb", "CC-BY-4.0"}

// tldrLanguages are the translations buildTLDR may take; it takes the
// tldrLangCount with the most pages.
var tldrLanguages = []string{"de", "fr", "es", "pt_BR", "pt_PT", "it", "zh", "ja", "ru", "ko", "ar", "hi", "tr", "id"}

const (
	tldrLangCount   = 10
	tldrLangRows    = 70
	tldrEnglishRows = 800
	tldrDocuments   = 100
)

// tldrSecurity are pages of security tools taken whatever their hash (each
// one that exists, under any platform): their examples are the terse
// imperatives in attack vocabulary ("Crack key from capture file using
// wordlist", "Dump password hashes") that a benign source should teach.
// A page that only points to another (impacket-secretsdump) is replaced by
// the page it points to.
var tldrSecurity = []string{"nmap", "hydra", "john", "hashcat", "sqlmap", "aircrack-ng", "aireplay-ng", "airodump-ng",
	"airmon-ng", "nikto", "msfconsole", "msfvenom", "gobuster", "ffuf", "wfuzz", "dirb", "masscan", "medusa", "ncrack",
	"netexec", "crackmapexec", "searchsploit", "hping3", "responder", "wpscan", "nuclei", "evil-winrm", "enum4linux",
	"unshadow", "zip2john", "crunch", "cewl", "steghide", "mimikatz", "bettercap", "ettercap", "macchanger", "proxychains",
	"passwd", "shred", "nxc", "nxc-smb", "impacket-secretsdump", "impacket-getuserspns", "impacket-psexec", "hashid",
	"theharvester", "recon-ng", "kismet", "fcrackzip", "amass", "subfinder", "tshark", "tcpdump"}

type tldrExample struct{ desc, cmd string }

type tldrPage struct {
	path     string
	raw      string
	examples []tldrExample
	alias    string // the command whose page this one only points to
}

// parseTLDR reads a page: "# name", "> summary" lines, then "- description:"
// lines each followed by a "`command`" line.
func parseTLDR(path, raw string) tldrPage {
	p := tldrPage{path: path, raw: raw}
	desc := ""
	for _, l := range strings.Split(raw, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "- "):
			desc = strings.TrimSpace(l[2:])
		case len(l) > 2 && strings.HasPrefix(l, "`") && strings.HasSuffix(l, "`") && desc != "":
			cmd := l[1 : len(l)-1]
			if target, ok := strings.CutPrefix(cmd, "tldr "); ok {
				p.alias = target // "View documentation for the original command: `tldr …`"
			} else {
				p.examples = append(p.examples, tldrExample{desc, cmd})
			}
			desc = ""
		}
	}
	return p
}

var (
	// {{[-o|--output]}}, {{[-rn|--route --numeric]}}: tldr's short and long
	// forms of an option; the long one is kept, as a command would be
	// written.
	tldrOption = regexp.MustCompile(`\{\{\[([^|\]{}]+)\|([^|\]{}]+)\]\}\}`)
	// [c]reate, g[z]ipped: the letters of a mnemonic option in a description.
	tldrMnemonic = regexp.MustCompile(`\[([\p{L}\p{N}]{1,4})\]`)
	tldrBraces   = strings.NewReplacer("{{", "", "}}", "")
)

// tldrCode strips tldr's placeholder syntax from a command.
func tldrCode(s string) string {
	return tldrBraces.Replace(tldrOption.ReplaceAllString(s, "$2"))
}

// tldrProse strips the mnemonic brackets of a description (outside its
// `code` spans) and the placeholder syntax of its code spans.
func tldrProse(s string) string {
	parts := strings.Split(s, "`")
	for i, p := range parts {
		if i%2 == 1 {
			parts[i] = tldrCode(p)
			continue
		}
		parts[i] = replaceAllIndex(tldrMnemonic, p, func(m []int) string {
			inner := p[m[2]:m[3]]
			before, after := m[0] > 0 && isLetterBefore(p[:m[0]]), m[1] < len(p) && isLetterAfter(p[m[1]:])
			if after && strings.ToLower(inner) == inner && isUpperAfter(p[m[1]:]) {
				return strings.ToUpper(inner) // target [u]RL -> URL
			}
			if before || after {
				return inner
			}
			return p[m[0]:m[1]]
		})
	}
	return strings.Join(parts, "`")
}

func replaceAllIndex(re *regexp.Regexp, s string, f func(m []int) string) string {
	var b strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		b.WriteString(s[last:m[0]])
		b.WriteString(f(m))
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

func isLetterBefore(s string) bool {
	r := []rune(s)
	return unicode.IsLetter(r[len(r)-1])
}

func isLetterAfter(s string) bool {
	for _, r := range s {
		return unicode.IsLetter(r)
	}
	return false
}

func isUpperAfter(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

func (e tldrExample) text() string { return tldrProse(e.desc) + "\n`" + tldrCode(e.cmd) + "`" }

// tldrDocument is the whole page, its markup kept, placeholders and
// mnemonic brackets stripped.
func tldrDocument(raw string) string {
	lines := strings.Split(strings.TrimSpace(raw), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "`") {
			lines[i] = "`" + tldrCode(strings.TrimPrefix(l, "`"))
		} else {
			lines[i] = tldrProse(l)
		}
	}
	return strings.Join(lines, "\n")
}

// byHash orders items by a hash of each with salt.
func byHash(items []string, salt string) []string {
	out := slices.Clone(items)
	slices.SortStableFunc(out, func(a, b string) int {
		return cmp.Compare(hash(salt+"\x00"+a), hash(salt+"\x00"+b))
	})
	return out
}

func tldrPages(dir string) []string {
	var out []string
	for _, p := range gitLs(tldr, dir) {
		if strings.HasSuffix(p, ".md") {
			out = append(out, p)
		}
	}
	return out
}

// addExamples adds at most max (at most two) examples of the page, drawn
// by hash, and returns how many rows were added.
func addExamples(o *out, p tldrPage, salt string, max int) int {
	var texts []string
	for _, e := range p.examples {
		texts = append(texts, e.text())
	}
	n := len(o.rows)
	for _, t := range sample(texts, min(2, max), salt+"-"+p.path) {
		o.add(t, 0, src(tldr, p.path))
	}
	return len(o.rows) - n
}

// buildTLDR: tldr-pages, short descriptions of what a command does, each
// with the command ("Create an archive and write it to a file:" and
// `tar cf path/to/target.tar path/to/file1`), benign: terse technical
// imperatives, many about security tools and in the words of attacks
// (password, ignore, bypass, delete, crack), in English and the ten
// translations with the most pages. English: one example a row, at most two
// a page, every page of the security tools in tldrSecurity and then pages
// drawn by hash up to 800 rows; then 100 whole short pages (title, summary,
// 3 to 5 examples, at most 700 characters) drawn by hash from the pages not
// used for examples. Each translation: 70 example rows, pages drawn by hash.
// Placeholder braces are stripped ({{path/to/file}} -> path/to/file, the
// long form kept of {{[-o|--output]}}), and the mnemonic brackets of
// descriptions ([c]reate -> create); pages that only point to another
// page (`tldr …`) are skipped, except a security tool's, replaced by the
// page it points to.
func buildTLDR(dir string) {
	var o out
	english := tldrPages("pages")
	used := map[string]bool{}
	read := func(path string) tldrPage { return parseTLDR(path, string(show(tldr, path))) }

	name := func(path string) string { return strings.TrimSuffix(path[strings.LastIndex(path, "/")+1:], ".md") }
	var security []string
	for _, p := range english {
		if slices.Contains(tldrSecurity, name(p)) {
			security = append(security, p)
		}
	}
	sec := 0
	for _, path := range security {
		used[path] = true
		p := read(path)
		if p.alias != "" {
			// impacket-secretsdump -> secretsdump.py: the page aliased.
			target := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(tldrCode(p.alias)), " ", "-"))
			i := slices.IndexFunc(english, func(q string) bool { return name(q) == target && !used[q] })
			if i < 0 {
				continue
			}
			used[english[i]] = true
			p = read(english[i])
		}
		sec += addExamples(&o, p, "tldr-en", 2)
	}
	for _, path := range byHash(english, "tldr-en") {
		if len(o.rows) >= tldrEnglishRows {
			break
		}
		if used[path] {
			continue
		}
		p := read(path)
		if p.alias != "" || len(p.examples) == 0 {
			continue
		}
		used[path] = true
		addExamples(&o, p, "tldr-en", tldrEnglishRows-len(o.rows))
	}
	log.Printf("tldr: %d English example rows (%d of %d security-tool pages)", len(o.rows), sec, len(security))

	docs := 0
	for _, path := range byHash(english, "tldr-en-documents") {
		if docs >= tldrDocuments {
			break
		}
		if used[path] {
			continue
		}
		p := read(path)
		if p.alias != "" || len(p.examples) < 3 || len(p.examples) > 5 || len(p.raw) > 700 {
			continue
		}
		n := len(o.rows)
		o.add(tldrDocument(p.raw), 0, src(tldr, path))
		docs += len(o.rows) - n
	}
	log.Printf("tldr: %d English whole pages", docs)

	type lang struct {
		code  string
		pages []string
	}
	var langs []lang
	for _, l := range tldrLanguages {
		langs = append(langs, lang{l, tldrPages("pages." + l)})
	}
	slices.SortStableFunc(langs, func(a, b lang) int { return cmp.Compare(len(b.pages), len(a.pages)) })
	for _, l := range langs[:tldrLangCount] {
		n := len(o.rows)
		for _, path := range byHash(l.pages, "tldr-"+l.code) {
			if len(o.rows)-n >= tldrLangRows {
				break
			}
			p := read(path)
			if p.alias != "" {
				continue
			}
			addExamples(&o, p, "tldr-"+l.code, tldrLangRows-(len(o.rows)-n))
		}
		log.Printf("tldr: %s (%d pages): %d rows", l.code, len(l.pages), len(o.rows)-n)
	}
	o.write(dir, "tldr_pages_benign.jsonl")
}
