package main

import (
	"regexp"
	"slices"
	"strings"
)

// Legal and policy text. A classifier trained on jailbreak templates and
// short benign questions reads long formal prose as an attack: clauses on
// liability, evidence and penalties scored 0.6–0.9 and were blocked (a
// licence's "Limitation of Liability", a regulation's "any other
// information such as additional supporting evidence …"). Three sources of
// that kind, one file each, so that the leave-one-source-out evaluation
// says whether two of them teach the third.
var (
	// GitHub's site policies: terms of service, privacy statements,
	// acceptable-use policies (which name malware, harassment, doxxing and
	// exploits), DMCA and government takedown guides; CC0-1.0.
	sitePolicy = repo{"github/site-policy", "12992597c5d9d8cfc006693c54b9609d9993bc99", "CC0-1.0"}
	// choosealicense.com's licence texts; the site is MIT, each licence
	// text is its steward's and may be copied verbatim.
	chooseLicense = repo{"github/choosealicense.com", "aed28f9933c9e8435c0f1d07aa563c0a830859bc", "MIT (site); licence texts verbatim"}
	// LegalBench's task examples (contract clauses from CUAD, ContractNLI
	// and MAUD, court opinions, statutes), the tasks whose README gives
	// CC BY 4.0 or MIT; the others (non-commercial, share-alike) are not
	// read.
	legalBench = repo{"HazyResearch/legalbench", "ce482446b8eac4403b6db2c17223af4514bb24e3", "CC-BY-4.0 and MIT (per task)"}
)

const (
	legalMinChars = 100
	legalMaxChars = 4000
	legalRows     = 1000
)

var (
	frontMatter = regexp.MustCompile(`(?s)\A---\n.*?\n---\n`)
	htmlComment = regexp.MustCompile(`(?s)<!--.*?-->`)
	spaceRun    = regexp.MustCompile(`[ \t]+`)
	licenceTask = regexp.MustCompile(`(?i)\*\*License\*\*:\s*(?:\[)?(CC[ -]?BY[ -]4\.0|MIT)\b`)
)

// paragraphs cuts a document into its blank-line separated blocks; with
// unwrap, a block's hard line breaks (a licence wrapped at 70 columns)
// become spaces. Blocks that are only headings, tables or shorter than
// legalMinChars are left out.
func paragraphs(doc string, unwrap bool) []string {
	doc = htmlComment.ReplaceAllString(frontMatter.ReplaceAllString(strings.ReplaceAll(doc, "\r\n", "\n"), ""), "")
	var out []string
	for _, p := range strings.Split(doc, "\n\n") {
		p = strings.TrimSpace(p)
		if unwrap {
			p = spaceRun.ReplaceAllString(strings.ReplaceAll(p, "\n", " "), " ")
		}
		if len(p) < legalMinChars || len(p) > legalMaxChars || strings.HasPrefix(p, "#") && !strings.Contains(p, "\n") || strings.HasPrefix(p, "|") {
			continue
		}
		out = append(out, p)
	}
	return out
}

// withExcerpts adds, after a document's paragraphs, its excerpts of three
// consecutive paragraphs: what an app passes a model to summarise.
func withExcerpts(paras []string) []string {
	out := paras
	for i := 0; i+3 <= len(paras); i += 3 {
		if ex := strings.Join(paras[i:i+3], "\n\n"); len(ex) <= legalMaxChars {
			out = append(out, ex)
		}
	}
	return out
}

// buildSitePolicy: paragraphs and excerpts of GitHub's site policies,
// benign.
func buildSitePolicy(dir string) {
	buildDocuments(dir, "site_policy_benign.jsonl", "site-policy", sitePolicy, "Policies", ".md", false)
}

// buildLicences: paragraphs and excerpts of the licence texts
// choosealicense.com carries, unwrapped, benign.
func buildLicences(dir string) {
	buildDocuments(dir, "licence_texts_benign.jsonl", "licences", chooseLicense, "_licenses", ".txt", true)
}

// buildDocuments writes the paragraphs and excerpts of r's files under
// folder whose names end in ext, legalRows drawn by hash with salt, as
// benign rows.
func buildDocuments(dir, name, salt string, r repo, folder, ext string, unwrap bool) {
	var texts []string
	for _, path := range gitLs(r, folder) {
		if strings.HasSuffix(path, ext) {
			texts = append(texts, withExcerpts(paragraphs(string(show(r, path)), unwrap))...)
		}
	}
	writeSample(dir, name, r, folder, texts, legalRows, salt, 0)
}

// buildLegalBench: the text column of each permissively licensed task's
// examples (train.tsv), benign.
func buildLegalBench(dir string) {
	var texts []string
	paths := gitLs(legalBench, "tasks")
	for _, path := range paths {
		task, ok := strings.CutSuffix(path, "/train.tsv")
		if !ok || !slices.Contains(paths, task+"/README.md") || !licenceTask.Match(show(legalBench, task+"/README.md")) {
			continue
		}
		recs := csvRows(show(legalBench, path), '\t')
		col := -1
		for i, h := range recs[0] {
			if h == "text" {
				col = i
			}
		}
		if col < 0 {
			continue
		}
		for _, rec := range recs[1:] {
			if col < len(rec) && len(strings.TrimSpace(rec[col])) >= legalMinChars {
				texts = append(texts, strings.TrimSpace(rec[col]))
			}
		}
	}
	writeSample(dir, "legalbench_benign.jsonl", legalBench, "tasks", texts, legalRows, "legalbench", 0)
}
